import { useId } from 'react';
import { Link } from 'react-router';
import { ESPACE } from '../../../../src/domain/messages';
import { PATHS } from '../../../routing/paths';
import { informationsEntreprise, reinitialiserProjet } from '../../../state';
import type { CarteClient } from '../vue';
import { LigneProjet } from './LigneProjet';

/** Puts the client in the company step's session state, so the company screen opens filled in. */
function preparerNouveauProjet(c: CarteClient) {
  reinitialiserProjet();
  informationsEntreprise.set(() => c.entreprise);
}

export function CarteClientEspace({ client: c }: { client: CarteClient }) {
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
              <LigneProjet key={l.id} ligne={l} />
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

