import type { ReactNode } from 'react';
import { useHydrated } from '../state/hydrated';
import { AideEtErreur, etat, LabelChamp, attributsSaisie, useIdsChamp } from './Field';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  help?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  /** Focus the field when it appears (a field shown by a choice just made). */
  autoFocus?: boolean;
  /** Test hook and anchor: the state path of the value. */
  chemin?: string;
}

/**
 * A text field of the kit: label (required marker), a native input, help, the rule's message (help
 * and message linked by aria-describedby). The same markup on the server and in the browser; read-only
 * until hydrated, so nothing typed before is lost (ADR 0055).
 */
export function TextField({ label, value, onChange, onBlur, name, help, error, isRequired, isDisabled, placeholder, maxLength, inputMode, autoComplete, autoFocus, chemin }: TextFieldProps) {
  const ids = useIdsChamp();
  const hydrate = useHydrated();
  const invalide = etat(Boolean(error));
  const desactive = etat(isDisabled);
  return (
    <div data-chemin={chemin} className="kit-field" data-invalid={invalide} data-required={etat(isRequired)} data-disabled={desactive}>
      <LabelChamp id={ids.label} pour={ids.controle} isRequired={isRequired}>
        {label}
      </LabelChamp>
      <div className="kit-control" data-invalid={invalide} data-disabled={desactive}>
        <input
          {...attributsSaisie(ids, { help, error, isRequired, isDisabled })}
          readOnly={!hydrate}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={inputMode}
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          autoFocus={autoFocus}
        />
      </div>
      <AideEtErreur ids={ids} help={help} error={error} />
    </div>
  );
}
