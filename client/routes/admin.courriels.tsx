import { ADMIN } from '../../src/domain/messages';
import { PageHeader } from '../components';
import { chargerCourriels } from '../features/admin/admin.server';
import { EcranCourriels } from '../features/admin/screens/EcranCourriels';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/admin.css?url';
import type { Route } from './+types/admin.courriels';

/** Administration (issue 29, ADR 0062): admins only — 403 page for a broker, sign-in when signed out. */
export const handle: RouteHandle = { titre: ADMIN.titre };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { courriels: await chargerCourriels(request, context) };
}

export default function AdminCourriels({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ADMIN.titre} />
      <EcranCourriels courriels={loaderData.courriels} />
    </>
  );
}
