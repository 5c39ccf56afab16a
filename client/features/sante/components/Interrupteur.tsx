import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';

interface InterrupteurProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
}

/** An on/off switch (react-aria Switch: a checkbox with role switch, Space toggles it). */
export function Interrupteur({ isSelected, onChange, isDisabled, children }: InterrupteurProps) {
  return (
    <Switch className="ss-interrupteur" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className="ss-interrupteur-piste" aria-hidden="true">
        <span className="ss-interrupteur-bouton" />
      </span>
      <span className="ss-interrupteur-libelle">{children}</span>
    </Switch>
  );
}
