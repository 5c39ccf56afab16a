import { EtapeJustificatifs } from '../features/souscription/screens/EtapeJustificatifs';
import { chargerJustificatifs } from '../features/souscription/pieces.server';
import { requireUser } from '../routing/guards';
import type { Route } from './+types/souscription.pieces-justificatives';

/** Step 3 'Justificatifs' (spec 02 §2): rendered on the server with the expected pieces, the files and the FIC. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { justificatifs: await chargerJustificatifs(context, requireUser(request, context), params.idProjet) };
}

export default function SouscriptionPiecesJustificatives({ loaderData }: Route.ComponentProps) {
  return <EtapeJustificatifs initiales={loaderData.justificatifs} />;
}
