import { ESPACE } from '../../src/domain/messages';
import { chargerEspace } from '../features/espace/espace.server';
import { EcranEspace } from '../features/espace/screens/EcranEspace';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/espace.css?url';
import type { Route } from './+types/espace';

/** The broker's workspace 'Mes clients' (issue 11 item 2): /espace?recherche=&page=. */
export const handle: RouteHandle = { titre: ESPACE.titre };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** One page of the distributor's clients with their projets, rendered with the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return chargerEspace(context, requireUser(request, context), new URL(request.url));
}

export default function Espace({ loaderData }: Route.ComponentProps) {
  return <EcranEspace donnees={loaderData} />;
}
