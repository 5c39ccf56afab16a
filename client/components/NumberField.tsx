import type { ReactNode } from 'react';
import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { KIT } from '../../src/domain/messages';
import { useHydrated } from '../state/hydrated';
import { AideEtErreurAvant, etat, LabelAvant, saisieAvant, useIdsChamp } from './AvantHydratation';
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
export function NumberField(props: NumberFieldProps) {
  return useHydrated() ? <NumberFieldAria {...props} /> : <NumberFieldAvant {...props} />;
}

function NumberFieldAria({ label, value, onChange, onBlur, name, min = 0, max, unit, help, error, isRequired, isDisabled, grouping = false, chemin }: NumberFieldProps) {
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
        <Unite unit={unit} />
      </Group>
      <FieldHelp>{help}</FieldHelp>
      <FieldErrorText>{error}</FieldErrorText>
    </AriaNumberField>
  );
}

function Unite({ unit }: { unit?: string }) {
  return unit ? (
    <span className="kit-suffix" aria-hidden="true">
      {unit}
    </span>
  ) : null;
}

/** The NumberField's French format (react-aria formats with the same Intl options). */
const FORMATS = { groupe: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: true }), simple: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: false }) };

/** The same field before hydration (ADR 0051): react-aria's markup and format, read-only. */
function NumberFieldAvant({ label, value, name, unit, help, error, isRequired, isDisabled, grouping = false, chemin }: NumberFieldProps) {
  const ids = useIdsChamp();
  const invalide = etat(Boolean(error));
  const desactive = etat(isDisabled);
  const nombre = value !== null && Number.isFinite(value);
  return (
    <>
      <div data-chemin={chemin} className="kit-field" data-rac="" data-required={etat(isRequired)} data-invalid={invalide} data-disabled={desactive}>
        <LabelAvant id={ids.label} pour={ids.controle} isRequired={isRequired}>
          {label}
        </LabelAvant>
        <div role="group" aria-invalid={error ? true : undefined} aria-disabled={isDisabled || undefined} className="kit-control" data-rac="" data-invalid={invalide} data-disabled={desactive}>
          <input
            {...saisieAvant(ids, { help, error, isRequired, isDisabled })}
            aria-disabled={isDisabled || undefined}
            aria-roledescription={KIT.avantHydratation.champNombre}
            autoComplete="off"
            inputMode="numeric"
            autoCorrect="off"
            spellCheck="false"
            value={nombre ? (grouping ? FORMATS.groupe : FORMATS.simple).format(value) : ''}
          />
          <Unite unit={unit} />
        </div>
        <AideEtErreurAvant ids={ids} help={help} error={error} />
      </div>
      {name ? <input type="hidden" name={name} value={nombre ? String(value) : ''} disabled={isDisabled} /> : null}
    </>
  );
}
