import { SIMULATEUR_SIGNATURE } from '../../src/domain/messages';
import { PageSimulateur } from '../features/simulateur/screens/PageSimulateur';
import { chargerSimulateur } from '../features/simulateur/simulateur.server';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/signature.css?url';
import type { Route } from './+types/simulateur-signature';

/** The built-in signature provider's page (brief §4.6): public, reached with its token. */
export const handle: RouteHandle = { titre: SIMULATEUR_SIGNATURE.titre };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ context, params }: Route.LoaderArgs) {
  return chargerSimulateur(context, params.jeton);
}

export default function SimulateurSignaturePage({ loaderData }: Route.ComponentProps) {
  return <PageSimulateur donnees={loaderData} />;
}
