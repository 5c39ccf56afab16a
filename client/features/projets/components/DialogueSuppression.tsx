import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import { Banner, Button } from '../../../components';

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
    <ModalOverlay className="dialog-overlay" isOpen={ids !== null} onOpenChange={(ouvert) => !ouvert && !enCours && onAnnuler()} isDismissable={!enCours}>
      <Modal className="dialog-modal projets-dialogue-modal">
        <Dialog className="dialog projets-dialogue" role="alertdialog" data-dialogue="suppression">
          <Heading slot="title" className="dialog-titre">
            {PROJETS.supprimerTitre(n)}
          </Heading>
          {ids ? <p className="projets-dialogue-compte">{ECRAN_PROJETS.suppressionCompte(ids)}</p> : null}
          <Banner tone="warning" title={PROJETS.suppressionIrreversible} />
          <div className="dialog-actions">
            <Button variant="ghost" onClick={onAnnuler} disabled={enCours}>
              {PROJETS.annuler}
            </Button>
            <Button variant="danger" onClick={onConfirmer} disabled={enCours}>
              {enCours ? ECRAN_PROJETS.suppressionEnCours : PROJETS.supprimer}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
