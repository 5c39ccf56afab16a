import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface DialogProps {
  isOpen: boolean;
  /** Escape, an outside click (when dismissable) or a 'Fermer'/'Annuler' action. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons, right-aligned (the main one last). */
  actions?: ReactNode;
  /** A question that needs an answer (alertdialog, no outside click). */
  alert?: boolean;
  isDismissable?: boolean;
}

/**
 * The kit's dialog: react-aria Modal (focus kept inside, Escape closes, focus given back). Loaded
 * on demand by Dialog (client/components/Dialog.tsx): a closed dialog renders nothing.
 */
export default function DialogModale({ isOpen, onClose, title, children, actions, alert = false, isDismissable = !alert }: DialogProps) {
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable={isDismissable}>
      <Modal className="dialog-modal">
        <AriaDialog className="dialog" role={alert ? 'alertdialog' : 'dialog'}>
          <Heading slot="title" className="dialog-titre">
            {title}
          </Heading>
          {children}
          {actions ? <div className="dialog-actions">{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
