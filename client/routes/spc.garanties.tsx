import { PAGES } from '../../src/domain/messages';
import { chargerEcranPrevoyance } from '../features/prevoyance/prevoyance.server';
import { EcranGarantiesPrevoyance } from '../features/prevoyance/screens/EcranGaranties';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/prevoyance.css?url';
import type { Route } from './+types/spc.garanties';

/** Spec 01 §2: 'garanties-prevoyance', timeline step 2; title 'SPC - Garanties'. */
export const handle: RouteHandle = { titre: PAGES.titreGaranties, codeProduit: 'spc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerEcranPrevoyance(context, requireUser(request, context), params.idProjet);
}

export default function GarantiesPrevoyance({ loaderData }: Route.ComponentProps) {
  return <EcranGarantiesPrevoyance donnees={loaderData} />;
}
