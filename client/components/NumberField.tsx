import type { ReactNode } from 'react';
import { AideEtErreur, etat, LabelChamp, attributsSaisie, useIdsChamp } from './Field';
import { useSaisieNombre } from './useSaisieNombre';

export interface NumberFieldProps {
  label: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  /** Bounds of the arrows (01 §5); the rules' messages cover the rest. */
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
 * An integer field (01 §5 'Number inputs block non-digit keys; arrows step by 1'): a native input
 * (useSaisieNombre, ADR 0052), French format, empty is null. Not clamped on typing: out-of-range values
 * stay as typed so the rule's message says what is wrong instead of the value silently changing.
 * The same markup on the server and after hydration: no twin (ADR 0051) is needed.
 */
export function NumberField({ label, value, onChange, onBlur, name, min = 0, max, unit, help, error, isRequired, isDisabled, grouping = false, chemin }: NumberFieldProps) {
  const ids = useIdsChamp();
  const { inputProps } = useSaisieNombre({ value, onChange, onBlur, min, max, decimales: 0, groupe: grouping, isDisabled });
  const invalide = etat(Boolean(error));
  const desactive = etat(isDisabled);
  return (
    <>
      <div data-chemin={chemin} className="kit-field" data-required={etat(isRequired)} data-invalid={invalide} data-disabled={desactive}>
        <LabelChamp id={ids.label} pour={ids.controle} isRequired={isRequired}>
          {label}
        </LabelChamp>
        <div className="kit-control" data-invalid={invalide} data-disabled={desactive}>
          <input {...attributsSaisie(ids, { help, error, isRequired, isDisabled })} {...inputProps} />
          {unit ? (
            <span className="kit-suffix" aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </div>
        <AideEtErreur ids={ids} help={help} error={error} />
      </div>
      {/* Forms read the value, not its French text (as from React Aria's field). */}
      {name ? <input type="hidden" name={name} value={value !== null && Number.isFinite(value) ? String(value) : ''} disabled={isDisabled} /> : null}
    </>
  );
}
