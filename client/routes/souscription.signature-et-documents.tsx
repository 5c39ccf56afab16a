import { EtapeSignatureEtDocuments } from '../features/souscription/screens/EtapeSignatureEtDocuments';
import { chargerSignature } from '../features/souscription/signature.server';
import { requireUser } from '../routing/guards';
import type { Route } from './+types/souscription.signature-et-documents';

/** Step 4 'Signature et documents' (spec 02 §2): the closing status, the signature and the documents kit, loaded on the server. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerSignature(context, requireUser(request, context), params.idProjet);
}

export default function SouscriptionSignatureEtDocuments({ loaderData }: Route.ComponentProps) {
  return <EtapeSignatureEtDocuments donnees={loaderData} />;
}
