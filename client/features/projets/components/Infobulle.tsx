import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';

/**
 * A react-aria tooltip on any focusable element (a button kept focusable while disabled, an
 * icon): shown on hover and on keyboard focus, tied to the element by aria-describedby.
 */
export function Infobulle({ texte, children, placement = 'top' }: { texte: ReactNode; children: ReactElement<DOMAttributes<Element>, string>; placement?: 'top' | 'bottom' }) {
  return (
    <TooltipTrigger delay={250} closeDelay={100}>
      <Focusable>{children}</Focusable>
      <Tooltip className="projets-infobulle" placement={placement} offset={8}>
        <FlecheInfobulle />
        {texte}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** The tooltip's arrow, pointing at its element. */
export function FlecheInfobulle() {
  return (
    <OverlayArrow className="projets-infobulle-fleche">
      <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
        <path d="M0 0 L5 6 L10 0" />
      </svg>
    </OverlayArrow>
  );
}
