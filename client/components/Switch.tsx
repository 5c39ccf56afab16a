import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { useHydrated } from '../state/hydrated';
import { MASQUE_VISUEL, decritPar, etat } from './AvantHydratation';
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

/** An on/off switch (react-aria Switch: a real checkbox with role switch, Space toggles it). */
export function Switch({ isSelected, onChange, isDisabled, isLockedOn, children, badge, help, error, chemin, ...aria }: SwitchProps) {
  const hydrated = useHydrated();
  const desactive = isDisabled || (isLockedOn && isSelected);
  const contenu = (
    <>
      <span className="kit-switch-track" aria-hidden="true">
        <span className="kit-switch-thumb" />
      </span>
      <span className="kit-switch-label">{children}</span>
    </>
  );
  return (
    <div className="kit-switch-field" data-chemin={chemin}>
      <div className="kit-switch-row">
        {hydrated ? (
          <AriaSwitch className="kit-switch" isSelected={isSelected} onChange={onChange} isDisabled={desactive} {...aria}>
            {contenu}
          </AriaSwitch>
        ) : (
          // Before hydration (ADR 0051): react-aria's markup, a checkbox that does not move.
          <label data-react-aria-pressable="true" className="kit-switch" data-rac="" data-selected={etat(isSelected)} data-disabled={etat(desactive)}>
            <span style={MASQUE_VISUEL}>
              <input
                type="checkbox"
                role="switch"
                data-react-aria-pressable="true"
                aria-describedby={decritPar(aria['aria-describedby'])}
                disabled={desactive}
                tabIndex={desactive ? undefined : 0}
                checked={isSelected}
                readOnly
              />
            </span>
            {contenu}
          </label>
        )}
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
