import { useId, type ReactNode } from 'react';
import { KIT } from '../../src/domain/messages';
import { Button, type ButtonVariant } from './Button';
import './SubmitButton.css';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Why the action is not possible now; the button is then disabled and says so. */
  disabledReason?: string | null;
  onPress?: () => void;
  type?: 'button' | 'submit';
  variant?: ButtonVariant;
  /** A busy label is the caller's children; the button is inert meanwhile. */
  isPending?: boolean;
  /** data-action, for journeys and analytics ('enregistrer', 'suivant'). */
  action?: string;
  /** The same reason is already shown by the button beside it: read with this one, not shown twice. */
  reasonShownBeside?: boolean;
}

/**
 * A button that, when it cannot be used, says why: the reason is shown next to it and read with
 * it (aria-describedby). It stays focusable (aria-disabled), so a keyboard user reaches the reason.
 */
export function SubmitButton({ children, disabledReason, onPress, type = 'submit', variant = 'primary', isPending = false, action, reasonShownBeside = false }: SubmitButtonProps) {
  const id = useId();
  const bloque = Boolean(disabledReason) || isPending;
  return (
    <div className="kit-submit">
      <Button
        type={type}
        variant={variant}
        aria-disabled={bloque || undefined}
        aria-describedby={disabledReason ? id : undefined}
        aria-busy={isPending || undefined}
        data-action={action}
        onClick={(e) => {
          if (bloque) e.preventDefault();
          else onPress?.();
        }}
      >
        {children}
      </Button>
      {disabledReason ? (
        <p id={id} className={reasonShownBeside ? 'visually-hidden' : 'kit-submit-reason'}>
          {disabledReason}
        </p>
      ) : null}
    </div>
  );
}

/** The spec's reason for a form with fields in error or missing (01 §5). */
export const RAISON_CHAMPS_EN_ERREUR = KIT.champsEnErreur;
