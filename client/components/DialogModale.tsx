import type { FormEvent, ReactNode } from 'react';
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
  /** A dialog that is a form: its fields and actions inside one <form noValidate> (Enter submits). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The dialog's name for tests and screen-specific layout (data-dialogue). */
  nom?: string;
  /** An extra class on the panel (a wider dialog). */
  className?: string;
}

/**
 * The kit's dialog: react-aria Modal (focus kept inside, Escape closes, focus given back). Loaded
 * on demand by Dialog (client/components/Dialog.tsx): a closed dialog renders nothing.
 */
export default function DialogModale({ isOpen, onClose, title, children, actions, alert = false, isDismissable = !alert, onSubmit, nom, className }: DialogProps) {
  const corps = (
    <>
      {children}
      {actions ? <div className="dialog-actions">{actions}</div> : null}
    </>
  );
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable={isDismissable}>
      <Modal className={className ? `dialog-modal ${className}` : 'dialog-modal'}>
        <AriaDialog className="dialog" role={alert ? 'alertdialog' : 'dialog'} data-dialogue={nom}>
          <Heading slot="title" className="dialog-titre">
            {title}
          </Heading>
          {onSubmit ? (
            <form className="dialog-formulaire" noValidate onSubmit={onSubmit}>
              {corps}
            </form>
          ) : (
            corps
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
