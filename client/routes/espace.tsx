import { ESPACE } from '../../src/domain/messages';
import { PageHeader } from '../components';
import { EcranEspace } from '../features/espace/components/EcranEspace';
import { chargerEspace } from '../features/espace/espace.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/espace.css?url';
import type { Route } from './+types/espace';

/** The broker's workspace 'Mes clients' (issue 11 item 2): /espace?recherche=&page=. */
export const handle: RouteHandle = { titre: ESPACE.titre };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** One page of the distributor's clients with their projets, rendered with the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  return chargerEspace(context, utilisateur, new URL(request.url));
}

export default function Espace({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ESPACE.titre} subtitle={ESPACE.sousTitre} />
      <EcranEspace donnees={loaderData} />
    </>
  );
}
