import { SOUSCRIPTION_KIT as K } from '../../src/domain/messages';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

export interface DialogueEmailDocumentsProps {
  isOpen: boolean;
  titre: string;
  valeur: string;
  /** The address was typed or left: its message may show (none on an untouched field). */
  touche: boolean;
  valide: boolean;
  envoi: boolean;
  onChange: (v: string) => void;
  onBlur: () => void;
  onClose: () => void;
  onEnvoyer: () => void;
}

/** The documents' e-mail dialog of both kits (02 §5 'send-documents e-mail: required and valid'; issue 27 item 8). */
export function DialogueEmailDocuments({ isOpen, titre, valeur, touche, valide, envoi, onChange, onBlur, onClose, onEnvoyer }: DialogueEmailDocumentsProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={titre}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {K.page.annuler}
          </Button>
          <SubmitButton type="button" action="envoyer-documents" disabledReason={valide ? null : K.page.emailInvalide} reasonShownBeside={touche} isPending={envoi} onPress={onEnvoyer}>
            {K.page.envoyer}
          </SubmitButton>
        </>
      }
    >
      <TextField label={K.page.emailLibelle} name="email" isRequired value={valeur} onChange={onChange} onBlur={onBlur} error={touche && !valide ? K.page.emailInvalide : undefined} autoComplete="email" />
    </Dialog>
  );
}
