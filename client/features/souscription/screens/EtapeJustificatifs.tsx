import { SOUSCRIPTION, SOUSCRIPTION_PIECES as M } from '../../../../src/domain/messages';
import { Banner, Button, Card } from '../../../components';
import { Fic } from '../components/Fic';
import { PieceJustificative } from '../components/PieceJustificative';
import { useSouscription } from '../contexte';
import { usePieces } from '../hooks/usePieces';
import type { DonneesJustificatifs } from '../pieces';

/**
 * Step 3 'Justificatifs' (02 §2, §4, §5, §8): each expected piece with its files (processing, success,
 * error), its counter and rule message; the company section and the extra one; the FIC.
 */
export function EtapeJustificatifs({ initiales }: { initiales: DonneesJustificatifs | null }) {
  if (!initiales) return <Banner tone="danger" title={SOUSCRIPTION.erreurChargement} />;
  return <Justificatifs initiales={initiales} />;
}

function Justificatifs({ initiales }: { initiales: DonneesJustificatifs }) {
  const { donnees, allerA } = useSouscription();
  const { lecture, etat, fichiers, erreurGenerale, envoyer, supprimer } = usePieces(initiales);
  const sections = [
    { cle: 'entreprise', titre: M.sectionEntreprise, attendues: etat.attendues.filter((a) => a.section === 'entreprise') },
    { cle: 'complementaire', titre: M.sectionComplementaire, attendues: etat.attendues.filter((a) => a.section === 'complementaire') },
  ].filter((s) => s.attendues.length > 0);

  return (
    <div className="sous-etape" data-etape="pieces-justificatives">
      {erreurGenerale ? <Banner tone="danger" title={erreurGenerale} /> : null}
      {sections.map((s) => (
        <Card key={s.cle} title={s.titre}>
          <ul className="sous-pieces pile liste-nue" role="list">
            {s.attendues.map((a) => (
              <PieceJustificative key={a.code} attendue={a} fichiers={fichiers.filter((f) => f.code === a.code)} lecture={lecture} onEnvoyer={(l) => void envoyer(a, l)} onSupprimer={(f) => void supprimer(f)} versParticipants={() => allerA('participants')} />
            ))}
          </ul>
        </Card>
      ))}
      <Fic idProjet={donnees.idProjet} initiale={initiales.fic} lecture={lecture} />
      <div className="sous-actions">
        <Button variant="secondary" onClick={() => allerA('participants')}>
          {M.retour}
        </Button>
        <Button variant="primary" onClick={() => allerA('signature-et-documents')}>
          {M.continuer}
        </Button>
      </div>
    </div>
  );
}
