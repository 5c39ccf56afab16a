import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldErrorText, FieldHelp, FieldLabel } from './Field';
import './RadioCards.css';

export interface RadioCardOption<V extends string> {
  value: V;
  title: ReactNode;
  text?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioCardsProps<V extends string> {
  label: ReactNode;
  value: V | null;
  onChange: (value: V) => void;
  options: readonly RadioCardOption<V>[];
  name?: string;
  help?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  chemin?: string;
}

/** One choice among a few, as cards (react-aria RadioGroup: arrows move, one tab stop). */
export function RadioCards<V extends string>({ label, value, onChange, options, name, help, error, isRequired, isDisabled, chemin }: RadioCardsProps<V>) {
  return (
    <RadioGroup
      className="kit-radio-cards"
      value={value}
      onChange={(v) => onChange(v as V)}
      name={name}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      data-chemin={chemin}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="kit-radio-cards-list">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className="kit-radio-card" isDisabled={o.isDisabled}>
            <span className="kit-radio-card-title">{o.title}</span>
            {o.text ? <span className="kit-radio-card-text">{o.text}</span> : null}
          </Radio>
        ))}
      </div>
      <FieldHelp>{help}</FieldHelp>
      <FieldErrorText>{error}</FieldErrorText>
    </RadioGroup>
  );
}
