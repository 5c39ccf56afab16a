import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { useHydrated } from '../state/hydrated';
import { AideEtErreurAvant, decritPar, etat, LabelAvant, MASQUE_VISUEL, useIdsChamp } from './AvantHydratation';
import { FieldErrorText, FieldHelp, FieldLabel, LabelEtBadge } from './Field';
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
  /** Shown next to the label (the 'Exigé CCN' badge). */
  badge?: ReactNode;
  chemin?: string;
}

/** One choice among a few, as cards (react-aria RadioGroup: arrows move, one tab stop). */
export function RadioCards<V extends string>(props: RadioCardsProps<V>) {
  return useHydrated() ? <RadioCardsAria {...props} /> : <RadioCardsAvant {...props} />;
}

function RadioCardsAria<V extends string>({ label, value, onChange, options, name, help, error, isRequired, isDisabled, badge, chemin }: RadioCardsProps<V>) {
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
      <LabelEtBadge badge={badge}>
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      </LabelEtBadge>
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

/** The same cards before hydration (ADR 0051): react-aria's markup, radios that do not move. */
function RadioCardsAvant<V extends string>({ label, value, options, name, help, error, isRequired, isDisabled, badge, chemin }: RadioCardsProps<V>) {
  const ids = useIdsChamp();
  const invalide = etat(Boolean(error));
  const requis = etat(isRequired);
  // One tab stop: the checked card, or every card while none is (react-aria's rule).
  const coche = options.some((o) => o.value === value);
  return (
    <div
      data-chemin={chemin}
      className="kit-radio-cards"
      data-rac=""
      role="radiogroup"
      id={ids.controle}
      aria-labelledby={ids.label}
      aria-describedby={decritPar(help ? ids.aide : null, error ? ids.erreur : null)}
      aria-invalid={error ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation="vertical"
      data-orientation="vertical"
      data-invalid={invalide}
      data-required={requis}
      data-disabled={etat(isDisabled)}
    >
      <LabelEtBadge badge={badge}>
        <LabelAvant id={ids.label} isRequired={isRequired}>
          {label}
        </LabelAvant>
      </LabelEtBadge>
      <div className="kit-radio-cards-list">
        {options.map((o) => {
          const choisie = o.value === value;
          const off = isDisabled || o.isDisabled;
          return (
            <label key={o.value} data-react-aria-pressable="true" className="kit-radio-card" data-rac="" data-selected={etat(choisie)} data-disabled={etat(off)} data-invalid={invalide} data-required={requis}>
              <span style={MASQUE_VISUEL}>
                <input
                  type="radio"
                  data-react-aria-pressable="true"
                  tabIndex={off ? undefined : !coche || choisie ? 0 : -1}
                  disabled={off}
                  aria-describedby={decritPar(error ? ids.erreur : null, help ? ids.aide : null)}
                  name={name ?? ids.controle}
                  checked={choisie}
                  value={o.value}
                  readOnly
                />
              </span>
              <span className="kit-radio-card-title">{o.title}</span>
              {o.text ? <span className="kit-radio-card-text">{o.text}</span> : null}
            </label>
          );
        })}
      </div>
      <AideEtErreurAvant ids={ids} help={help} error={error} />
    </div>
  );
}

