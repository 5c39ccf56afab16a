import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';
import { BadgeExigeCcn } from './BadgeExigeCcn';

interface InterrupteurProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Required by the agreement: marked 'Exigé CCN', locked once on. */
  exigeCcn?: boolean;
  children: ReactNode;
  /** Help under the switch. */
  description?: ReactNode;
  erreur?: string;
  chemin: string;
}

/** An on/off option of a guarantee (react-aria Switch: a real checkbox with role switch). */
export function Interrupteur({ isSelected, onChange, isDisabled, exigeCcn, children, description, erreur, chemin }: InterrupteurProps) {
  return (
    <div className="prev-champ prev-interrupteur-champ" data-chemin={chemin}>
      <div className="prev-interrupteur-ligne">
        <Switch className="prev-interrupteur" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled || (exigeCcn && isSelected)}>
          <span className="prev-interrupteur-piste" aria-hidden="true">
            <span className="prev-interrupteur-bouton" />
          </span>
          <span className="prev-interrupteur-libelle">{children}</span>
        </Switch>
        {exigeCcn ? <BadgeExigeCcn /> : null}
      </div>
      {description ? <p className="prev-aide">{description}</p> : null}
      {erreur ? (
        <p className="prev-erreur" role="alert">
          {erreur}
        </p>
      ) : null}
    </div>
  );
}
