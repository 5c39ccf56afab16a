import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import { Banner, Button, Dialog } from '../../../components';

interface DialogueSuppressionProps {
  /** The projets to delete; null: closed. */
  ids: readonly number[] | null;
  enCours: boolean;
  onAnnuler: () => void;
  onConfirmer: () => void;
}

/**
 * Delete dialog (spec 01 §2): 'Supprimer le projet' / 'Supprimer les projets' with the count,
 * 'Toute suppression est irréversible', Annuler / Supprimer.
 */
export function DialogueSuppression({ ids, enCours, onAnnuler, onConfirmer }: DialogueSuppressionProps) {
  const n = ids?.length ?? 0;
  return (
    <Dialog
      isOpen={ids !== null}
      onClose={() => !enCours && onAnnuler()}
      alert
      nom="suppression"
      title={PROJETS.supprimerTitre(n)}
      actions={
        <>
          <Button variant="ghost" onClick={onAnnuler} disabled={enCours}>
            {PROJETS.annuler}
          </Button>
          <Button variant="danger" onClick={onConfirmer} disabled={enCours}>
            {enCours ? ECRAN_PROJETS.suppressionEnCours : PROJETS.supprimer}
          </Button>
        </>
      }
    >
      {ids ? <p className="projets-dialogue-compte">{ECRAN_PROJETS.suppressionCompte(ids)}</p> : null}
      <Banner tone="warning" title={PROJETS.suppressionIrreversible} />
    </Dialog>
  );
}
