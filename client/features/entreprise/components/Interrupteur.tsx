import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';

interface InterrupteurProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
  /** Id of a hint that describes the switch. */
  'aria-describedby'?: string;
}

/** An on/off switch (react-aria Switch: a real checkbox with role switch, Space toggles it). */
export function Interrupteur({ isSelected, onChange, isDisabled, children, ...aria }: InterrupteurProps) {
  return (
    <Switch className="ent-interrupteur" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} {...aria}>
      <span className="ent-interrupteur-piste" aria-hidden="true">
        <span className="ent-interrupteur-bouton" />
      </span>
      <span className="ent-interrupteur-libelle">{children}</span>
    </Switch>
  );
}
