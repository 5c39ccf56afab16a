import { DUE_KIT } from '../../src/domain/messages';
import { EcranKitDue } from '../features/due/screens/EcranKitDue';
import { chargerKitDue } from '../features/due/due.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/due.css?url';
import type { Route } from './+types/due.kit';

/** Spec 03 §2: /ssc/due/:idProjet/kit-due (due-ssc-kit-due), its documents listed on the server. */
export const handle: RouteHandle = { titre: DUE_KIT.titre, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerKitDue(context, requireUser(request, context), params.idProjet);
}

export default function KitDue({ loaderData }: Route.ComponentProps) {
  return <EcranKitDue key={loaderData.projet.idProjet} donnees={loaderData} />;
}
