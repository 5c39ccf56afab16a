import type { ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  /** Right-aligned controls in the card header. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Anchor (a link elsewhere on the page points here). */
  id?: string;
}

/** A white panel with an optional title: the building block of every screen. */
export function Card({ title, actions, children, className, id }: CardProps) {
  return (
    <section id={id} className={['card', className].filter(Boolean).join(' ')}>
      {title || actions ? (
        <header className="card-header">
          {title ? <h2 className="card-title">{title}</h2> : null}
          {actions ? <div className="card-actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="card-body">{children}</div>
    </section>
  );
}
