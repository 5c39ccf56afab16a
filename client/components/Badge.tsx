import type { ReactNode } from 'react';
import './Badge.css';
import { Icone, TRACES } from './Icone';

export type TonBadge = 'info' | 'warning' | 'success' | 'danger' | 'neutre';

/** A small pill next to a label ('Exigé CCN', a file's stage); never shrinks below its text. */
export function Badge({ tone = 'info', icon, children }: { tone?: TonBadge; icon?: 'cadenas'; children: ReactNode }) {
  return (
    <span className={`kit-badge kit-badge-${tone}`}>
      {icon === 'cadenas' ? (
        <Icone d={TRACES.cadenas} taille={12} />
      ) : null}
      {children}
    </span>
  );
}
