import type { ReactNode } from 'react';
import './Badge.css';

/** A small pill next to a label ('Exigé CCN'); never shrinks below its text. */
export function Badge({ tone = 'info', icon, children }: { tone?: 'info' | 'warning'; icon?: 'cadenas'; children: ReactNode }) {
  return (
    <span className={`kit-badge kit-badge-${tone}`}>
      {icon === 'cadenas' ? (
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 1 1 6 0v3H9z" fill="currentColor" />
        </svg>
      ) : null}
      {children}
    </span>
  );
}
