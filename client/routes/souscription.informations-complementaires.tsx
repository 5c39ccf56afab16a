import { EtapeInformations } from '../features/souscription/screens/EtapeInformations';

/** Step 1 'Informations complémentaires' (spec 02 §2): the default child of the subscription frame. */
export default function SouscriptionInformationsComplementaires() {
  return <EtapeInformations />;
}
