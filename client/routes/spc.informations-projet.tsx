import { I18nProvider } from 'react-aria-components';
import { useLocation, useSearchParams } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { EcranInformations } from '../features/prevoyance/EcranInformations';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/prevoyance.css?url';
import { chargerEcranPrevoyance, reponsesInitialesInformationsPrevoyance } from './spc.projet.server';
import type { Route } from './+types/spc.informations-projet';

/** Spec 01 §2: 'informations-projet-prevoyance', timeline step 1; title 'SPC - Informations projet'. */
export const handle: RouteHandle = { titre: PAGES.titreInformationsProjet, codeProduit: 'spc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  const ecran = await chargerEcranPrevoyance(context, utilisateur, params.idProjet);
  return { ...ecran, reponsesInitiales: await reponsesInitialesInformationsPrevoyance(context, utilisateur, ecran.projet) };
}

export default function InformationsProjetPrevoyance({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const [query] = useSearchParams();
  const sansPreRemplissage = ['true', '1'].includes(query.get('skipPrefillInformationsTarifantesFromDernierProjet') ?? '');
  return (
    <I18nProvider locale="fr-FR">
      {/* A new navigation (another projet, a duplicate, a new projet) starts the screen again. */}
      <EcranInformations
        key={location.key}
        today={loaderData.today}
        utilisateur={loaderData.utilisateur}
        projet={loaderData.projet}
        sansPreRemplissage={sansPreRemplissage}
        collegeDemande={query.get('college')}
        reponsesInitiales={loaderData.reponsesInitiales}
      />
    </I18nProvider>
  );
}
