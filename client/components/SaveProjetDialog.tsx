import { ECRAN_PROJET, PROJETS } from '../../src/domain/messages';
import { Button } from './Button';
import { Dialog } from './Dialog';

export type ChoixEnregistrement = 'continuer' | 'nouveau';

interface SaveProjetDialogProps {
  isOpen: boolean;
  /** Closing (Escape, 'Annuler', outside click) cancels the save (spec 01 §2 save flow). */
  onClose: () => void;
  onChoice: (choix: ChoixEnregistrement) => void;
  /** While the save runs: buttons disabled, the chosen one says so. */
  enCours?: ChoixEnregistrement | null;
}

/**
 * Save flow of a guarantees screen without a projet id (spec 01 §2), for health and provident:
 * 'Votre projet va être enregistré. Souhaitez-vous continuer ou faire un nouveau projet ?' with
 * 'Enregistrer et continuer' and 'Enregistrer et faire un nouveau projet'. The kit's alert dialog
 * (loaded when first opened).
 */
export function SaveProjetDialog({ isOpen, onClose, onChoice, enCours = null }: SaveProjetDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => !enCours && onClose()}
      isDismissable={!enCours}
      alert
      title={PROJETS.boutons.enregistrer}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={Boolean(enCours)}>
            {PROJETS.annuler}
          </Button>
          <Button variant="secondary" onClick={() => onChoice('nouveau')} disabled={Boolean(enCours)}>
            {enCours === 'nouveau' ? ECRAN_PROJET.enregistrementEnCours : PROJETS.enregistrerEtNouveau}
          </Button>
          <Button onClick={() => onChoice('continuer')} disabled={Boolean(enCours)} autoFocus>
            {enCours === 'continuer' ? ECRAN_PROJET.enregistrementEnCours : PROJETS.enregistrerEtContinuer}
          </Button>
        </>
      }
    >
      <p>{PROJETS.enregistrementQuestion}</p>
    </Dialog>
  );
}
