import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { BadgeExigeCcn } from './BadgeExigeCcn';

export interface OptionRadio<T extends string> {
  value: T;
  label: ReactNode;
  isDisabled?: boolean;
  /** Extra content under the option's label (e.g. a traffic light). */
  detail?: ReactNode;
}

interface ChoixRadioProps<T extends string> {
  label: ReactNode;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly OptionRadio<T>[];
  isDisabled?: boolean;
  /** Imposed by the agreement: locked, with the 'Exigé CCN' marker. */
  exigeCcn?: boolean;
  description?: ReactNode;
  erreur?: string;
  chemin: string;
  /** 'segment' (side by side, the default) or 'cartes' (larger tiles). */
  variante?: 'segment' | 'cartes';
}

/** A radio choice (react-aria RadioGroup) drawn as segmented buttons or tiles. */
export function ChoixRadio<T extends string>({ label, value, onChange, options, isDisabled, exigeCcn, description, erreur, chemin, variante = 'segment' }: ChoixRadioProps<T>) {
  return (
    <div className="prev-champ" data-chemin={chemin}>
      <RadioGroup
        className={`prev-radios prev-radios-${variante}`}
        value={value}
        onChange={(v) => onChange(v as T)}
        isDisabled={isDisabled || exigeCcn}
        isInvalid={Boolean(erreur)}
        validationBehavior="aria"
        orientation="horizontal"
      >
        <div className="prev-stepper-entete">
          <Label className="prev-label">{label}</Label>
          {exigeCcn ? <BadgeExigeCcn /> : null}
        </div>
        <div className="prev-radios-options">
          {options.map((o) => (
            <Radio key={o.value} value={o.value} isDisabled={o.isDisabled} className="prev-radio">
              <span className="prev-radio-marque" aria-hidden="true" />
              <span className="prev-radio-texte">
                <span className="prev-radio-libelle">{o.label}</span>
                {o.detail ? <span className="prev-radio-detail">{o.detail}</span> : null}
              </span>
            </Radio>
          ))}
        </div>
        {description ? (
          <Text slot="description" className="prev-aide">
            {description}
          </Text>
        ) : null}
        <FieldError className="prev-erreur">{erreur}</FieldError>
      </RadioGroup>
    </div>
  );
}
