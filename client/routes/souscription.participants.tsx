import { EtapeParticipants } from '../features/souscription/screens/EtapeParticipants';
import { chargerParticipants } from '../features/souscription/participants.server';
import { requireUser } from '../routing/guards';
import type { Route } from './+types/souscription.participants';

/** Step 2 'Participants' (spec 02 §2): rendered on the server with the saved participants. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { affiliation: await chargerParticipants(context, requireUser(request, context), params.idProjet) };
}

export default function SouscriptionParticipants({ loaderData }: Route.ComponentProps) {
  return <EtapeParticipants initiale={loaderData.affiliation} />;
}
