import { SIGNATURE_PAGES } from '../../src/domain/messages';
import { RetourEnCours } from '../features/signature/screens/PagesSignature';
import { chargerRetour } from '../features/signature/signature.server';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/signature.css?url';
import type { Route } from './+types/signature.retour';

/**
 * /signature/retour?tid=&status=&userType= (02 §2, §4): where the provider sends the signer's
 * browser back. No sign-in (spec 03 §1). A missing value is the 404 page.
 */
export const handle: RouteHandle = { titre: SIGNATURE_PAGES.enCours };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function loader({ request }: Route.LoaderArgs) {
  return chargerRetour(request);
}

export default function SignatureRetour({ loaderData }: Route.ComponentProps) {
  return <RetourEnCours retour={loaderData.retour} />;
}
