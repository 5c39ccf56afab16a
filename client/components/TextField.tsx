import type { ReactNode } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { useHydrated } from '../state/hydrated';
import { AideEtErreurAvant, etat, LabelAvant, saisieAvant, useIdsChamp } from './AvantHydratation';
import { FieldErrorText, FieldHelp, FieldLabel } from './Field';

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

/** A text field of the kit: label (required marker), control, help, the rule's message. */
export function TextField(props: TextFieldProps) {
  return useHydrated() ? <TextFieldAria {...props} /> : <TextFieldAvant {...props} />;
}

function TextFieldAria({ label, value, onChange, onBlur, name, help, error, isRequired, isDisabled, placeholder, maxLength, inputMode, autoComplete, autoFocus, chemin }: TextFieldProps) {
  return (
    <AriaTextField
      className="kit-field"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      maxLength={maxLength}
      data-chemin={chemin}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className="kit-control" isInvalid={Boolean(error)} isDisabled={isDisabled}>
        <Input className="kit-input" placeholder={placeholder} inputMode={inputMode} autoComplete={autoComplete} autoFocus={autoFocus} />
      </Group>
      <FieldHelp>{help}</FieldHelp>
      <FieldErrorText>{error}</FieldErrorText>
    </AriaTextField>
  );
}

/** The same field before hydration (ADR 0051): react-aria's markup, read-only. */
function TextFieldAvant({ label, value, name, help, error, isRequired, isDisabled, placeholder, maxLength, inputMode, autoComplete, chemin }: TextFieldProps) {
  const ids = useIdsChamp();
  const invalide = etat(Boolean(error));
  const desactive = etat(isDisabled);
  return (
    <div data-chemin={chemin} className="kit-field" data-rac="" data-invalid={invalide} data-required={etat(isRequired)} data-disabled={desactive}>
      <LabelAvant id={ids.label} pour={ids.controle} isRequired={isRequired}>
        {label}
      </LabelAvant>
      <div role="presentation" className="kit-control" data-rac="" data-invalid={invalide} data-disabled={desactive}>
        <input
          {...saisieAvant(ids, { help, error, isRequired, isDisabled })}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={inputMode}
          name={name}
          value={value}
        />
      </div>
      <AideEtErreurAvant ids={ids} help={help} error={error} />
    </div>
  );
}
