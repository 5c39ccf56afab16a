import type { ReactNode } from 'react';
import { AideEtErreur, decritPar, etat, LabelChamp, MASQUE_VISUEL, useIdsChamp } from './Field';
import { LabelEtBadge } from './Field';
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

/**
 * One choice among a few, as cards: native radios of one name (the browser gives the arrows and the
 * one tab stop), each visually hidden in its card. The same markup on the server and in the browser
 * (ADR 0055).
 */
export function RadioCards<V extends string>({ label, value, onChange, options, name, help, error, isRequired, isDisabled, badge, chemin }: RadioCardsProps<V>) {
  const ids = useIdsChamp();
  const invalide = etat(Boolean(error));
  const requis = etat(isRequired);
  return (
    <div
      data-chemin={chemin}
      className="kit-radio-cards"
      role="radiogroup"
      id={ids.controle}
      aria-labelledby={ids.label}
      aria-describedby={decritPar(help ? ids.aide : null, error ? ids.erreur : null)}
      aria-invalid={error ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-invalid={invalide}
      data-required={requis}
      data-disabled={etat(isDisabled)}
    >
      <LabelEtBadge badge={badge}>
        <LabelChamp id={ids.label} isRequired={isRequired}>
          {label}
        </LabelChamp>
      </LabelEtBadge>
      <div className="kit-radio-cards-list">
        {options.map((o) => {
          const choisie = o.value === value;
          const off = isDisabled || o.isDisabled;
          return (
            <label key={o.value} className="kit-radio-card" data-selected={etat(choisie)} data-disabled={etat(off)}>
              <span style={MASQUE_VISUEL}>
                <input type="radio" disabled={off} aria-describedby={decritPar(error ? ids.erreur : null, help ? ids.aide : null)} name={name ?? ids.controle} checked={choisie} value={o.value} onChange={() => onChange(o.value)} />
              </span>
              <span className="kit-radio-card-title">{o.title}</span>
              {o.text ? <span className="kit-radio-card-text">{o.text}</span> : null}
            </label>
          );
        })}
      </div>
      <AideEtErreur ids={ids} help={help} error={error} />
    </div>
  );
}
