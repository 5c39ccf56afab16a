import type { ReactNode } from 'react';
import { AideEtErreur, decritPar, etat, LabelChamp, LabelEtBadge, useIdsChamp } from './Field';
import './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's group (an <optgroup>): consecutive options of one group are shown under its label. */
  groupe?: string;
}

/** Consecutive options of the same group together (an option without a group is a group of its own). */
function parGroupe(options: readonly SelectOption[]): Array<{ groupe?: string; options: SelectOption[] }> {
  const groupes: Array<{ groupe?: string; options: SelectOption[] }> = [];
  for (const o of options) {
    const dernier = groupes[groupes.length - 1];
    if (o.groupe && dernier?.groupe === o.groupe) dernier.options.push(o);
    else groupes.push({ groupe: o.groupe, options: [o] });
  }
  return groupes;
}

const optionDe = (o: SelectOption) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);

export interface SelectFieldProps {
  label: ReactNode;
  /** The chosen option's value, null when none. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** The empty first option's text ('' shows an empty line); false: no empty option (a value is always chosen). */
  placeholder?: string | false;
  name?: string;
  help?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown next to the label (the 'Exigé CCN' badge). */
  badge?: ReactNode;
  /** A button beside the list ('Min CCN'). */
  action?: ReactNode;
  /** Test hook and anchor: the state path of the value. */
  chemin?: string;
}

/**
 * A short closed list of the kit (repeat index, towns of a postcode): the platform's own select, so
 * phones show their native picker and the server renders it for nearly nothing (an autocomplete is
 * for lists searched by typing). Same anatomy and invalid state as the other fields.
 */
export function SelectField({ label, value, onChange, onBlur, options, placeholder = '', name, help, error, isRequired, isDisabled, badge, action, chemin }: SelectFieldProps) {
  const ids = useIdsChamp();
  // A value no option holds (a town no longer in the postcode's list) stays visible until changed.
  const horsListe = value !== null && value !== '' && !options.some((o) => o.value === value);
  const controle = (
    <div className="kit-control">
      <select
        id={ids.controle}
        className="kit-input kit-select-input"
        name={name}
        value={value ?? ''}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={decritPar(help ? ids.aide : null, error ? ids.erreur : null)}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={onBlur}
      >
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {horsListe ? <option value={value ?? undefined}>{value}</option> : null}
        {parGroupe(options).map((g) =>
          g.groupe ? (
            <optgroup key={`groupe-${g.groupe}`} label={g.groupe}>
              {g.options.map(optionDe)}
            </optgroup>
          ) : (
            g.options.map(optionDe)
          ),
        )}
      </select>
    </div>
  );
  return (
    <div className="kit-field kit-select" data-chemin={chemin} data-invalid={etat(Boolean(error))} data-disabled={etat(isDisabled)}>
      <LabelEtBadge badge={badge}>
        <LabelChamp id={ids.label} pour={ids.controle} isRequired={isRequired}>
          {label}
        </LabelChamp>
      </LabelEtBadge>
      {action ? (
        <div className="kit-select-ligne">
          {controle}
          {action}
        </div>
      ) : (
        controle
      )}
      <AideEtErreur ids={ids} help={help} error={error} />
    </div>
  );
}
