import { DUE } from '../../src/domain/messages';
import { EcranDue } from '../features/due/screens/EcranDue';
import { chargerEtapeDue } from '../features/due/due.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/due.css?url';
import type { Route } from './+types/due.etape';

/**
 * Spec 03 §2: /ssc/due/:idProjet/etape1 … etape10, each rendered on the server with its data; etape7
 * and etape9 have their own routes (due.etape7.tsx, due.etape9.tsx) bringing their field.
 */
export const handle: RouteHandle = { titre: DUE.titre, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerEtapeDue(context, requireUser(request, context), request, params.idProjet, params.etape);
}

export default function EtapeDue({ loaderData }: Route.ComponentProps) {
  // A new step (or another projet) starts from the server's state.
  return <EcranDue key={`${loaderData.projet.idProjet}-${loaderData.etape}`} donnees={loaderData} />;
}
