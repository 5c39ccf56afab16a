import { ECRAN_BOITE_DEMONSTRATION } from '../../src/domain/messages';
import { chargerBoiteDemonstration } from '../features/boite/boite.server';
import { EcranBoite } from '../features/boite/screens/EcranBoite';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/projets.css?url';
import type { Route } from './+types/dev.outbox';

/** The boîte de démonstration (mail capture); 404 when SMTP is configured. */
export const handle: RouteHandle = { titre: ECRAN_BOITE_DEMONSTRATION.titre };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return chargerBoiteDemonstration(context, requireUser(request, context));
}

export default function BoiteDemonstration({ loaderData }: Route.ComponentProps) {
  return <EcranBoite messages={loaderData.messages} />;
}
