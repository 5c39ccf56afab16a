import { Link } from 'react-router';
import { ESPACE } from '../../../../src/domain/messages';
import { Banner, Card, PageHeader } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { useHydrated } from '../../../state';
import { useEvenementsDossiers } from '../../evenements/hooks/useEvenementsDossiers';
import { CarteClientEspace } from '../components/CarteClientEspace';
import { Pagination } from '../components/Pagination';
import { Recherche } from '../components/Recherche';
import type { DonneesEspace } from '../espace.server';
import type { VueEspace } from '../vue';

/**
 * 'Mes clients' (issue 11 item 2): search (a GET form: the address carries the search and the page,
 * so it works without JavaScript and a reload shows the same page), the clients of this page with
 * their latest projets, and the pager. Everything arrives with the HTML.
 */
export function EcranEspace({ donnees }: { donnees: DonneesEspace }) {
  const hydrate = useHydrated();
  useEvenementsDossiers(); // a file that moves (a signature arrives) shows without a reload (ADR 0082)
  const recherche = donnees.erreur ? donnees.recherche : donnees.vue.recherche;
  return (
    <>
      <PageHeader title={ESPACE.titre} subtitle={ESPACE.sousTitre} />
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
    </>
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
              <CarteClientEspace client={c} />
            </li>
          ))}
        </ul>
      )}
      <Pagination vue={vue} />
    </>
  );
}

