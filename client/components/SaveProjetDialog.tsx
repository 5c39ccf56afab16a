import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ECRAN_PROJET, PROJETS } from '../../src/domain/messages';
import { Button } from './Button';
import './Dialog.css';

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
 * 'Enregistrer et continuer' and 'Enregistrer et faire un nouveau projet'.
 */
export function SaveProjetDialog({ isOpen, onClose, onChoice, enCours = null }: SaveProjetDialogProps) {
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && !enCours && onClose()} isDismissable={!enCours}>
      <Modal className="dialog-modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title" className="dialog-titre">
            {PROJETS.boutons.enregistrer}
          </Heading>
          <p>{PROJETS.enregistrementQuestion}</p>
          <div className="dialog-actions">
            <Button variant="ghost" onClick={onClose} disabled={Boolean(enCours)}>
              {PROJETS.annuler}
            </Button>
            <Button variant="secondary" onClick={() => onChoice('nouveau')} disabled={Boolean(enCours)}>
              {enCours === 'nouveau' ? ECRAN_PROJET.enregistrementEnCours : PROJETS.enregistrerEtNouveau}
            </Button>
            <Button onClick={() => onChoice('continuer')} disabled={Boolean(enCours)} autoFocus>
              {enCours === 'continuer' ? ECRAN_PROJET.enregistrementEnCours : PROJETS.enregistrerEtContinuer}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
