import { SIGNATURE_PAGES } from '../../src/domain/messages';
import { IssueSignaturePage } from '../features/signature/screens/PagesSignature';
import { chargerIssue } from '../features/signature/signature.server';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/signature.css?url';
import type { Route } from './+types/signature.rejected';

/** /signature/rejected (02 §2 'Signature outcome pages'): public, no sign-in. */
export const handle: RouteHandle = { titre: SIGNATURE_PAGES.titreRefusee };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function loader({ request }: Route.LoaderArgs) {
  return chargerIssue(request);
}

export default function SignatureRejected({ loaderData }: Route.ComponentProps) {
  return <IssueSignaturePage issue="refusee" tid={loaderData.tid} cause={loaderData.cause} courtier={loaderData.courtier} />;
}
