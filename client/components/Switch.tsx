import type { ReactNode } from 'react';
import { MASQUE_VISUEL, decritPar, etat } from './Field';
import './Field.css';
import './Switch.css';

export interface SwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
  /** Required (by the agreement): once on, it cannot be turned off. */
  isLockedOn?: boolean;
  /** Shown next to the switch (the 'Exigé CCN' badge). */
  badge?: ReactNode;
  /** Help under the switch. */
  help?: ReactNode;
  error?: string;
  /** Id of a hint elsewhere on the page that describes the switch. */
  'aria-describedby'?: string;
  chemin?: string;
}

/**
 * An on/off switch: a native checkbox with role switch (Space toggles it), visually hidden inside its
 * label, the track drawn from its state. The same markup on the server and in the browser (ADR 0055).
 */
export function Switch({ isSelected, onChange, isDisabled, isLockedOn, children, badge, help, error, chemin, ...aria }: SwitchProps) {
  const desactive = isDisabled || (isLockedOn && isSelected);
  return (
    <div className="kit-switch-field" data-chemin={chemin}>
      <div className="kit-switch-row">
        <label className="kit-switch" data-selected={etat(isSelected)} data-disabled={etat(desactive)}>
          <span style={MASQUE_VISUEL}>
            <input type="checkbox" role="switch" aria-describedby={decritPar(aria['aria-describedby'])} disabled={desactive} checked={isSelected} onChange={(e) => onChange(e.currentTarget.checked)} />
          </span>
          <span className="kit-switch-track" aria-hidden="true">
            <span className="kit-switch-thumb" />
          </span>
          <span className="kit-switch-label">{children}</span>
        </label>
        {badge}
      </div>
      {help ? <p className="kit-help">{help}</p> : null}
      {error ? (
        <p className="kit-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
