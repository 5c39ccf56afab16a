import type { ReactNode } from 'react';

/**
 * A wide table scrolls inside its card on a phone instead of widening the page; the region is
 * focusable and named so a keyboard can scroll it (axe: scrollable-region-focusable).
 */
export function Defilement({ nom, children }: { nom: string; children: ReactNode }) {
  return (
    <div className="admin-defilement" role="region" aria-label={nom} tabIndex={0}>
      {children}
    </div>
  );
}
