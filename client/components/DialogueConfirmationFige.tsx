import { CONFIRMATION_FIGE as C } from '../../src/domain/messages';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Dialog } from './Dialog';

export interface DialogueConfirmationFigeProps {
  isOpen: boolean;
  /** The question; by default the frozen projet's (the same words in both kits). */
  texte?: string;
  /** 'Ne plus me demander' is offered (a frozen projet's download; not the question that freezes it). */
  nePlusDemander?: { coche: boolean; onChange: (coche: boolean) => void };
  onRepondre: (continuer: boolean) => void;
}

/**
 * One confirmation before a download from a frozen projet (issue 27 item 8; 02 §6, 03 §4): 'Attention !',
 * the same words, Annuler / Continuer, and one 'Ne plus me demander' in the subscription kit and the DUE kit.
 */
export function DialogueConfirmationFige({ isOpen, texte = C.texte, nePlusDemander, onRepondre }: DialogueConfirmationFigeProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => onRepondre(false)}
      alert
      title={C.titre}
      actions={
        <>
          <Button variant="secondary" onClick={() => onRepondre(false)}>
            {C.annuler}
          </Button>
          <Button onClick={() => onRepondre(true)} data-action="continuer">
            {C.continuer}
          </Button>
        </>
      }
    >
      <p>{texte}</p>
      {nePlusDemander ? (
        <Checkbox isSelected={nePlusDemander.coche} onChange={nePlusDemander.onChange}>
          {C.nePlusDemander}
        </Checkbox>
      ) : null}
    </Dialog>
  );
}
