import { Link } from 'react-router';
import { ESPACE } from '../../../../src/domain/messages';
import { Banner, Card, PageHeader } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { useHydrated } from '../../../state';
import { useEvenementsDossiers } from '../../evenements/hooks/useEvenementsDossiers';
import { Filtres } from '../components/Filtres';
import { LigneDossier } from '../components/LigneDossier';
import { Pagination } from '../components/Pagination';
import type { DonneesEspace } from '../espace.server';
import { useRafraichirEspace } from '../hooks/useRafraichirEspace';
import { adresseEspace, type VueEspace } from '../vue';

/**
 * 'Mes clients', the pipeline (issue 28 item 2): search, filters and sort (a GET form: the address
 * carries them, so it works without JavaScript and a reload shows the same list), one row per file
 * with its stage, and the pager. Everything arrives with the HTML; `rafraichir` reads it again in place.
 */
export function EcranEspace({ donnees }: { donnees: DonneesEspace }) {
  const hydrate = useHydrated();
  useEvenementsDossiers(); // a file that moves (a signature arrives) shows without a reload (ADR 0082)
  const { rafraichir, enCours } = useRafraichirEspace();
  const filtres = donnees.erreur ? donnees.filtres : donnees.vue.filtres;
  return (
    <>
      <PageHeader title={ESPACE.titre} subtitle={ESPACE.sousTitrePipeline} />
      <div className="espace pile" data-hydrated={hydrate || undefined} aria-busy={enCours || undefined}>
        {/* key: the form shows the address's filters after a back/forward navigation. */}
        <Filtres key={adresseEspace(filtres, 1)} filtres={filtres} />
        {donnees.erreur ? (
          <Banner tone="danger">
            <p>{ESPACE.erreurChargement}</p>
          </Banner>
        ) : (
          <Resultats vue={donnees.vue} rafraichir={hydrate ? rafraichir : null} />
        )}
      </div>
    </>
  );
}

function Resultats({ vue, rafraichir }: { vue: VueEspace; rafraichir: (() => void) | null }) {
  return (
    <>
      <div className="espace-resume-ligne">
        <p className="espace-resume" role="status">
          {vue.resume}
          {vue.pages > 1 ? ` — ${ESPACE.pageSur(Math.min(vue.page, vue.pages), vue.pages)}` : null}
        </p>
        {rafraichir ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={rafraichir}>
            {ESPACE.actualiser}
          </button>
        ) : null}
      </div>
      {vue.total === 0 || vue.lignes.length === 0 ? (
        <Card>
          <p className="espace-vide">{vue.filtre ? ESPACE.aucunDossierFiltre : ESPACE.aucunDossier}</p>
          {vue.filtre ? null : (
            <Link to={PATHS.informationsEntreprise} className="btn btn-primary">
              {ESPACE.nouveauProjet}
            </Link>
          )}
        </Card>
      ) : (
        <div className="card espace-dossiers-cadre">
          <table className="espace-dossiers">
            <caption className="visually-hidden">{ESPACE.dossiers}</caption>
            <thead>
              <tr>
                <th scope="col">{ESPACE.colonnesPipeline.client}</th>
                <th scope="col">{ESPACE.colonnesPipeline.projet}</th>
                <th scope="col">{ESPACE.colonnesPipeline.etape}</th>
                <th scope="col">{ESPACE.colonnesPipeline.attente}</th>
                <th scope="col">{ESPACE.colonnesPipeline.activite}</th>
                <th scope="col">
                  <span className="visually-hidden">{ESPACE.colonnesPipeline.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {vue.lignes.map((l) => (
                <LigneDossier key={l.id} ligne={l} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination vue={vue} />
    </>
  );
}
