import { DUE } from '../../src/domain/messages';
import { EcranDue } from '../features/due/screens/EcranDue';
import { EtapePartCotisation } from '../features/due/screens/EtapePartCotisation';
import { chargerEtapeDue } from '../features/due/due.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/due.css?url';
import type { Route } from './+types/due.etape7';

/** Spec 03 §2: /ssc/due/:idProjet/etape7, a route of its own so that only this step loads its field (docs/adr/0048). */
export const handle: RouteHandle = { titre: DUE.titre, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerEtapeDue(context, requireUser(request, context), request, params.idProjet, 'etape7');
}

export default function EtapeDue7({ loaderData }: Route.ComponentProps) {
  // A new step (or another projet) starts from the server's state.
  return <EcranDue key={`${loaderData.projet.idProjet}-${loaderData.etape}`} donnees={loaderData} corps={EtapePartCotisation} />;
}
