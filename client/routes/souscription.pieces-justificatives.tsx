import { SOUSCRIPTION } from '../../src/domain/messages';
import { pourcentage } from '../../src/domain/souscription';
import { Card } from '../components';
import { useSouscription } from '../features/souscription/contexte';

/** Step 3 'Justificatifs' (spec 02 §2): its place in the frame; the supporting-documents screen fills it. */
export default function SouscriptionPiecesJustificatives() {
  const { dossier } = useSouscription();
  return (
    <div className="sous-etape" data-etape="pieces-justificatives">
      <p className="sous-etape-compteur">{SOUSCRIPTION.etape(3)}</p>
      <Card title={SOUSCRIPTION.onglets.piecesJustificatives}>
        <p>{SOUSCRIPTION.pourcentage(pourcentage(dossier.progression.piecesJustificatives))}</p>
      </Card>
    </div>
  );
}
