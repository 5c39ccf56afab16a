import type { ReactNode } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
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
  /** Test hook and anchor: the state path of the value. */
  chemin?: string;
}

/** A text field of the kit: label (required marker), control, help, the rule's message. */
export function TextField({ label, value, onChange, onBlur, name, help, error, isRequired, isDisabled, placeholder, maxLength, inputMode, autoComplete, chemin }: TextFieldProps) {
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
        <Input className="kit-input" placeholder={placeholder} inputMode={inputMode} autoComplete={autoComplete} />
      </Group>
      <FieldHelp>{help}</FieldHelp>
      <FieldErrorText>{error}</FieldErrorText>
    </AriaTextField>
  );
}
