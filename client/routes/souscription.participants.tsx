import { SOUSCRIPTION } from '../../src/domain/messages';
import { pourcentage } from '../../src/domain/souscription';
import { Card } from '../components';
import { useSouscription } from '../features/souscription/contexte';

/** Step 2 'Participants' (spec 02 §2): its place in the frame; the participants screen fills it. */
export default function SouscriptionParticipants() {
  const { dossier } = useSouscription();
  return (
    <div className="sous-etape" data-etape="participants">
      <p className="sous-etape-compteur">{SOUSCRIPTION.etape(2)}</p>
      <Card title={SOUSCRIPTION.onglets.participants}>
        <p>{SOUSCRIPTION.participants.banniere}</p>
        <p>{SOUSCRIPTION.pourcentage(pourcentage(dossier.progression.participants))}</p>
      </Card>
    </div>
  );
}
