import { I18nProvider } from 'react-aria-components';
import { useLocation } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { EcranGaranties } from '../features/prevoyance/EcranGaranties';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/prevoyance.css?url';
import { chargerEcranPrevoyance } from './spc.projet.server';
import type { Route } from './+types/spc.garanties';

/** Spec 01 §2: 'garanties-prevoyance', timeline step 2; title 'SPC - Garanties'. */
export const handle: RouteHandle = { titre: PAGES.titreGaranties, codeProduit: 'spc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  return chargerEcranPrevoyance(context, utilisateur, params.idProjet);
}

export default function GarantiesPrevoyance({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <I18nProvider locale="fr-FR">
      <EcranGaranties key={location.key} utilisateur={loaderData.utilisateur} projet={loaderData.projet} />
    </I18nProvider>
  );
}
