import { useId, useRef, useState, type MouseEvent } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { RECHERCHE_LONGUEUR_MAX } from '../../../../src/domain/espace/espace';
import { ECRAN_PROJETS, ESPACE, PROJETS } from '../../../../src/domain/messages';
import { Badge, Banner, Card, notifier, TextField } from '../../../components';
import { ApiError } from '../../../session/api-fetch';
import { demarrerSouscription } from '../../projets/api';
import { PATHS } from '../../../routing/paths';
import { common, informationsEntreprise, prevoyance, reinitialiserProjet, useHydrated } from '../../../state';
import type { DonneesEspace } from '../espace.server';
import { PARAM_RECHERCHE, type CarteClient, type LigneEspace, type VueEspace } from '../vue';

/**
 * 'Mes clients' (issue 11 item 2): search (a GET form: the address carries the search and the page,
 * so it works without JavaScript and a reload shows the same page), the clients of this page with
 * their latest projets, and the pager. Everything arrives with the HTML.
 */
export function EcranEspace({ donnees }: { donnees: DonneesEspace }) {
  const hydrate = useHydrated();
  const recherche = donnees.erreur ? donnees.recherche : donnees.vue.recherche;
  return (
    <div className="espace pile" data-hydrated={hydrate || undefined}>
      <Recherche recherche={recherche} />
      {donnees.erreur ? (
        <Banner tone="danger">
          <p>{ESPACE.erreurChargement}</p>
        </Banner>
      ) : (
        <Resultats vue={donnees.vue} />
      )}
    </div>
  );
}

function Recherche({ recherche }: { recherche: string }) {
  const navigation = useNavigation();
  const enCours = navigation.state === 'loading' && navigation.location?.pathname === PATHS.espace;
  return (
    // key: the field shows the search of the address after a back/forward navigation.
    <Form method="get" action={PATHS.espace} role="search" className="espace-recherche" key={recherche} aria-busy={enCours || undefined}>
      <ChampRecherche initiale={recherche} />
      <div className="espace-recherche-actions">
        <button type="submit" className="btn btn-primary">
          {ESPACE.rechercher}
        </button>
        {recherche ? (
          <Link to={PATHS.espace} className="btn btn-ghost">
            {ESPACE.effacerRecherche}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The kit's text field; its `name` puts the text in the GET form's address (also before hydration). */
function ChampRecherche({ initiale }: { initiale: string }) {
  const [texte, setTexte] = useState(initiale);
  return (
    <div className="espace-recherche-champ">
      <TextField
        label={ESPACE.rechercheLibelle}
        name={PARAM_RECHERCHE}
        value={texte}
        onChange={setTexte}
        help={ESPACE.rechercheAide}
        maxLength={RECHERCHE_LONGUEUR_MAX}
        autoComplete="off"
      />
    </div>
  );
}

function Resultats({ vue }: { vue: VueEspace }) {
  return (
    <>
      <p className="espace-resume" role="status">
        {vue.resume}
        {vue.pages > 1 ? ` — ${ESPACE.pageSur(Math.min(vue.page, vue.pages), vue.pages)}` : null}
      </p>
      {vue.total === 0 ? (
        <Card>
          <p className="espace-vide">{vue.recherche ? ESPACE.aucunResultat : ESPACE.aucunClient}</p>
          {vue.recherche ? null : (
            <Link to={PATHS.informationsEntreprise} className="btn btn-primary">
              {ESPACE.nouveauProjet}
            </Link>
          )}
        </Card>
      ) : (
        <ul className="espace-clients pile liste-nue">
          {vue.clients.map((c) => (
            <li key={c.id}>
              <Client client={c} />
            </li>
          ))}
        </ul>
      )}
      <Pagination vue={vue} />
    </>
  );
}

/** Puts the client in the company step's session state, so the company screen opens filled in. */
function preparerNouveauProjet(c: CarteClient) {
  reinitialiserProjet();
  informationsEntreprise.set(() => c.entreprise);
}

function Client({ client: c }: { client: CarteClient }) {
  const titreId = useId();
  return (
    <section className="card espace-client pile ecart-3" aria-labelledby={titreId} data-client={c.id}>
      <header className="espace-client-entete">
        <div>
          <h2 id={titreId} className="card-title">
            {c.raisonSociale}
          </h2>
          <p className="espace-client-infos">
            <span>{c.siret ? `${ESPACE.siret} ${c.siret}` : ESPACE.sansSiret}</span>
            <span>{c.effectif}</span>
            {c.ccn ? <span>{c.ccn}</span> : null}
          </p>
        </div>
        <Link
          to={PATHS.informationsEntreprise}
          className="btn btn-secondary btn-small"
          aria-label={ESPACE.nouveauProjetPour(c.raisonSociale)}
          onClick={() => preparerNouveauProjet(c)}
        >
          {ESPACE.nouveauProjet}
        </Link>
      </header>
      {c.lignes.length === 0 ? (
        <p className="espace-vide">{ESPACE.aucunProjet}</p>
      ) : (
        <table className="espace-projets">
          <caption className="visually-hidden">{ESPACE.projetsDe(c.raisonSociale)}</caption>
          <thead>
            <tr>
              <th scope="col">{ESPACE.colonnes.projet}</th>
              <th scope="col">{ESPACE.colonnes.produit}</th>
              <th scope="col">{ESPACE.colonnes.college}</th>
              <th scope="col">{ESPACE.colonnes.statut}</th>
              <th scope="col">{ESPACE.colonnes.dateEffet}</th>
              <th scope="col">{ESPACE.colonnes.tarif}</th>
              <th scope="col">
                <span className="visually-hidden">{ESPACE.colonnes.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {c.lignes.map((l) => (
              <Ligne key={l.id} ligne={l} />
            ))}
          </tbody>
        </table>
      )}
      {c.tronque || c.listes.length ? (
        <footer className="espace-client-pied">
          {c.tronque ? <span>{c.tronque}</span> : null}
          {c.listes.map((l) => (
            <Link key={l.vers} to={l.vers}>
              {l.libelle}
            </Link>
          ))}
        </footer>
      ) : null}
    </section>
  );
}

function Ligne({ ligne: l }: { ligne: LigneEspace }) {
  const navigate = useNavigate();
  const occupe = useRef(false);
  const ouvrir = () => {
    if (l.ouvrir.oublierPrevoyance) prevoyance.reset();
    common.set({ marche: l.ouvrir.marche, creationProjet: false, duplicationProjet: false });
  };
  // Not started yet (study handed over): hand the projet over, as the projets list's 'Souscription'
  // does, then open it. Without JavaScript the link still opens the subscription page.
  const souscrire = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (!l.souscriptionADemarrer || !l.souscription) return;
    e.preventDefault();
    if (occupe.current) return;
    occupe.current = true;
    try {
      await demarrerSouscription(l.id);
      navigate(l.souscription);
    } catch (err) {
      const refus = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 403;
      notifier('danger', refus ? err.message : ECRAN_PROJETS.souscriptionEchec);
    } finally {
      occupe.current = false;
    }
  };
  return (
    <tr data-projet={l.id}>
      <th scope="row" data-label={ESPACE.colonnes.projet}>
        <Link to={l.ouvrir.vers} onClick={ouvrir} aria-label={ESPACE.ouvrirProjetNumero(l.id)}>
          {l.numero}
        </Link>
      </th>
      <td data-label={ESPACE.colonnes.produit}>{l.produit}</td>
      <td data-label={ESPACE.colonnes.college}>{l.college}</td>
      <td data-label={ESPACE.colonnes.statut}>
        {l.statut}
        {l.verrouille ? (
          <span className="espace-verrou" title={PROJETS.projetVerrouille}>
            <Badge icon="cadenas">{ESPACE.verrouille}</Badge>
          </span>
        ) : null}
      </td>
      <td data-label={ESPACE.colonnes.dateEffet}>{l.dateEffet}</td>
      <td data-label={ESPACE.colonnes.tarif} className="espace-tarif">
        {l.tarif}
      </td>
      <td className="espace-actions">
        {l.souscription ? (
          <Link to={l.souscription} onClick={souscrire} className="btn btn-secondary btn-small" aria-label={ESPACE.souscriptionProjet(l.id)}>
            {ESPACE.souscription}
          </Link>
        ) : null}
        {l.due ? (
          <Link to={l.due} className="btn btn-secondary btn-small" aria-label={ESPACE.dueProjet(l.id)}>
            {ESPACE.due}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}

function Pagination({ vue }: { vue: VueEspace }) {
  if (!vue.pager) return null;
  return (
    <nav className="espace-pagination" aria-label={ESPACE.pagination}>
      {vue.precedente ? (
        <Link to={vue.precedente} className="btn btn-ghost btn-small" rel="prev">
          {ESPACE.pagePrecedente}
        </Link>
      ) : null}
      <ul>
        {vue.pager.map((p, i) =>
          p === null ? (
            <li key={`trou-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p.page}>
              {p.courante ? (
                <span className="espace-page-courante" aria-current="page">
                  <span className="visually-hidden">{ESPACE.allerALaPage(p.page)}</span>
                  <span aria-hidden="true">{p.page}</span>
                </span>
              ) : (
                <Link to={p.vers} aria-label={ESPACE.allerALaPage(p.page)}>
                  {p.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {vue.suivante ? (
        <Link to={vue.suivante} className="btn btn-ghost btn-small" rel="next">
          {ESPACE.pageSuivante}
        </Link>
      ) : null}
    </nav>
  );
}
