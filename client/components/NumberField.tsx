import type { ReactNode } from 'react';
import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { FieldErrorText, FieldHelp, FieldLabel } from './Field';

export interface NumberFieldProps {
  label: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  /** Hard bounds (01 §5); the rules' messages cover the rest. */
  min?: number;
  max?: number;
  /** Shown after the value ('salariés', '€'). */
  unit?: string;
  help?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Thousands separators (amounts). */
  grouping?: boolean;
  chemin?: string;
}

/**
 * An integer field (01 §5 'Number inputs block non-digit keys; arrows step by 1'): react-aria
 * NumberField, French format, empty is null. Not clamped on typing: out-of-range values stay as
 * typed so the rule's message says what is wrong instead of the value silently changing.
 */
export function NumberField({ label, value, onChange, onBlur, name, min = 0, max, unit, help, error, isRequired, isDisabled, grouping = false, chemin }: NumberFieldProps) {
  return (
    <AriaNumberField
      className="kit-field"
      value={value ?? Number.NaN}
      onChange={(n) => onChange(Number.isFinite(n) ? Math.trunc(n) : null)}
      onBlur={onBlur}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: grouping }}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      isWheelDisabled
      name={name}
      data-chemin={chemin}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className="kit-control">
        <Input className="kit-input" />
        {unit ? (
          <span className="kit-suffix" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </Group>
      <FieldHelp>{help}</FieldHelp>
      <FieldErrorText>{error}</FieldErrorText>
    </AriaNumberField>
  );
}
