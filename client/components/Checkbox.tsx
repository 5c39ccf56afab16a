import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { AideEtErreur, decritPar, etat, LabelChamp, MASQUE_VISUEL, useIdsChamp } from './Field';
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
  /** Alone in a form: its name (sent as `value`, or 'on', when checked; a GET form puts it in the address). */
  name?: string;
  'aria-describedby'?: string;
}

/** What a group gives its checkboxes: the values checked, and how to change them. */
const Groupe = createContext<{ value: string[]; onChange: (value: string[]) => void; isDisabled?: boolean; invalide: boolean; requis?: boolean } | null>(null);

/** A checkbox of the kit: a native checkbox, visually hidden, its box drawn here, its text as the label. */
export function Checkbox({ children, isSelected, onChange, value, isDisabled, name, 'aria-describedby': decrit }: CheckboxProps) {
  const groupe = useContext(Groupe);
  const dansGroupe = groupe !== null && value !== undefined;
  const coche = dansGroupe ? groupe.value.includes(value) : Boolean(isSelected);
  const off = isDisabled || groupe?.isDisabled;
  const changer = (oui: boolean) => {
    if (dansGroupe) groupe.onChange(oui ? [...groupe.value, value] : groupe.value.filter((v) => v !== value));
    else onChange?.(oui);
  };
  return (
    <label className="kit-checkbox" data-selected={etat(coche)} data-disabled={etat(off)} data-invalid={etat(groupe?.invalide)}>
      <span style={MASQUE_VISUEL}>
        <input type="checkbox" name={name} checked={coche} disabled={off} value={value} aria-describedby={decritPar(decrit)} onChange={(e) => changer(e.currentTarget.checked)} />
      </span>
      <span className="kit-checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 16 16" focusable="false">
          <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span className="kit-checkbox-label">{children}</span>
    </label>
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

/** Several checkboxes answering one question (a named group: label, required marker, help, the rule's message). */
export function CheckboxGroup({ label, value, onChange, children, help, error, isInvalid, isRequired, isDisabled }: CheckboxGroupProps) {
  const ids = useIdsChamp();
  const invalide = Boolean(isInvalid || error);
  const contexte = useMemo(() => ({ value, onChange, isDisabled, invalide }), [value, onChange, isDisabled, invalide]);
  return (
    <div
      className="kit-field kit-checkbox-group"
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={decritPar(help ? ids.aide : null, error ? ids.erreur : null)}
      data-invalid={etat(invalide)}
      data-required={etat(isRequired)}
      data-disabled={etat(isDisabled)}
    >
      <LabelChamp id={ids.label} isRequired={isRequired}>
        {label}
      </LabelChamp>
      <div className="kit-checkbox-options">
        <Groupe.Provider value={contexte}>{children}</Groupe.Provider>
      </div>
      <AideEtErreur ids={ids} help={help} error={error} />
    </div>
  );
}
