import type { ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { EtatBouton } from '../../../../src/domain/projets/boutons';
import { FlecheInfobulle } from './Infobulle';

interface BoutonActionProps {
  /** Enablement and tooltip from the domain's rules (spec 01 §6). */
  etat: EtatBouton;
  onPress: () => void;
  children: ReactNode;
  variante?: 'primary' | 'secondary' | 'ghost' | 'danger';
  className?: string;
  type?: 'button' | 'submit';
}

/**
 * A react-aria button whose disabled state explains itself: disabled with a reason, it stays
 * focusable (aria-disabled, presses ignored) so its tooltip shows on hover and on keyboard focus;
 * without a reason it is simply disabled.
 */
export function BoutonAction({ etat, onPress, children, variante = 'secondary', className, type = 'button' }: BoutonActionProps) {
  const classes = ['btn', `btn-${variante}`, 'btn-small', className].filter(Boolean).join(' ');
  if (etat.actif || !etat.infobulle) {
    return (
      <Button type={type} className={classes} isDisabled={!etat.actif} onPress={onPress}>
        {children}
      </Button>
    );
  }
  return (
    <TooltipTrigger delay={250} closeDelay={100}>
      <Button type="button" className={`${classes} projets-bouton-inactif`} aria-disabled="true">
        {children}
      </Button>
      <Tooltip className="projets-infobulle" placement="top" offset={8}>
        <FlecheInfobulle />
        {etat.infobulle}
      </Tooltip>
    </TooltipTrigger>
  );
}
