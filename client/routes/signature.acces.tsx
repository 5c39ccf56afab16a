import { SIGNATURE_PAGES } from '../../src/domain/messages';
import { AccesSignature } from '../features/signature/screens/PagesSignature';
import { chargerAcces } from '../features/signature/signature.server';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/signature.css?url';
import type { Route } from './+types/signature.acces';

/** /signature/acces?tid= : the access e-mail's link (no sign-in); without a transaction, the 404 page. */
export const handle: RouteHandle = { titre: SIGNATURE_PAGES.enCours };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function loader({ request }: Route.LoaderArgs) {
  return chargerAcces(request);
}

export default function SignatureAcces({ loaderData }: Route.ComponentProps) {
  return <AccesSignature tid={loaderData.tid} />;
}
