import { useId, type ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useHydrated } from '../../../state';
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

/**
 * A radio choice (react-aria RadioGroup) drawn as segmented buttons or tiles. The server render and
 * the hydration draw the same radios without react-aria's hooks (ADR 0049: a dozen react-aria
 * controls made most of the page's server render); the RadioGroup replaces them once hydrated.
 */
export function ChoixRadio<T extends string>(props: ChoixRadioProps<T>) {
  const hydrated = useHydrated();
  return (
    <div className="prev-champ" data-chemin={props.chemin}>
      {hydrated ? <ChoixInteractif {...props} /> : <ChoixAvantHydratation {...props} />}
    </div>
  );
}

function ChoixInteractif<T extends string>({ label, value, onChange, options, isDisabled, exigeCcn, description, erreur, variante = 'segment' }: ChoixRadioProps<T>) {
  return (
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
        <Label className="kit-label">{label}</Label>
        {exigeCcn ? <BadgeExigeCcn /> : null}
      </div>
      <div className="prev-radios-options">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} isDisabled={o.isDisabled} className="prev-radio">
            <Contenu option={o} />
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className="kit-help">
          {description}
        </Text>
      ) : null}
      <FieldError className="kit-error">{erreur}</FieldError>
    </RadioGroup>
  );
}

/** The radios as react-aria draws them (classes, data attributes, the visually hidden inputs), without its hooks. */
function ChoixAvantHydratation<T extends string>({ label, value, options, isDisabled, exigeCcn, description, erreur, variante = 'segment' }: ChoixRadioProps<T>) {
  const id = useId();
  const desactive = Boolean(isDisabled || exigeCcn);
  const invalide = Boolean(erreur);
  const decrit = [description ? `${id}d` : null, invalide ? `${id}e` : null].filter(Boolean).join(' ') || undefined;
  // Keyboard focus lands on the checked radio, or the first one (a radio group's single tab stop).
  const focusable = options.some((o) => o.value === value) ? value : options[0]?.value;
  return (
    <div
      className={`prev-radios prev-radios-${variante}`}
      role="radiogroup"
      aria-orientation="horizontal"
      aria-labelledby={`${id}l`}
      aria-describedby={decrit}
      aria-disabled={desactive || undefined}
      aria-invalid={invalide || undefined}
      data-orientation="horizontal"
      data-disabled={desactive ? 'true' : undefined}
      data-invalid={invalide ? 'true' : undefined}
    >
      <div className="prev-stepper-entete">
        <span className="kit-label" id={`${id}l`}>
          {label}
        </span>
        {exigeCcn ? <BadgeExigeCcn /> : null}
      </div>
      <div className="prev-radios-options">
        {options.map((o) => {
          const choisie = o.value === value;
          const off = desactive || o.isDisabled;
          return (
            <label key={o.value} className="prev-radio" data-selected={choisie ? 'true' : undefined} data-disabled={off ? 'true' : undefined}>
              <span className="visually-hidden">
                <input type="radio" name={`${id}n`} value={o.value} checked={choisie} disabled={off} readOnly tabIndex={o.value === focusable ? 0 : -1} />
              </span>
              <Contenu option={o} />
            </label>
          );
        })}
      </div>
      {description ? (
        <span className="kit-help" id={`${id}d`} slot="description">
          {description}
        </span>
      ) : null}
      {invalide ? (
        <span className="kit-error" id={`${id}e`} slot="errorMessage">
          {erreur}
        </span>
      ) : null}
    </div>
  );
}

function Contenu<T extends string>({ option }: { option: OptionRadio<T> }) {
  return (
    <>
      <span className="prev-radio-marque" aria-hidden="true" />
      <span className="prev-radio-texte">
        <span className="prev-radio-libelle">{option.label}</span>
        {option.detail ? <span className="prev-radio-detail">{option.detail}</span> : null}
      </span>
    </>
  );
}
