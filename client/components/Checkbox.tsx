import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { FieldErrorText, FieldHelp, FieldLabel } from './Field';
import './Field.css';
import './Checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  /** Alone: its state; in a CheckboxGroup: leave out and give `value`. */
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Its value in a CheckboxGroup. */
  value?: string;
  isDisabled?: boolean;
  'aria-describedby'?: string;
}

/** A checkbox of the kit: a real checkbox (react-aria), its box drawn here, its text as the label. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox className="kit-checkbox" {...props}>
      <span className="kit-checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 16 16" focusable="false">
          <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span className="kit-checkbox-label">{children}</span>
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps {
  label: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  children: ReactNode;
  help?: ReactNode;
  error?: string;
  /** Invalid while its message is said elsewhere (the step's submit button says why it waits). */
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** Several checkboxes answering one question (label, required marker, help, the rule's message). */
export function CheckboxGroup({ label, value, onChange, children, help, error, isInvalid, isRequired, isDisabled }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup className="kit-field kit-checkbox-group" value={value} onChange={onChange} isInvalid={isInvalid || Boolean(error)} isRequired={isRequired} isDisabled={isDisabled} validationBehavior="aria">
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="kit-checkbox-options">{children}</div>
      <FieldHelp>{help}</FieldHelp>
      <FieldErrorText>{error}</FieldErrorText>
    </AriaCheckboxGroup>
  );
}
