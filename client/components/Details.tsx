import { useState, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import './Details.css';

export interface DetailsProps {
  /** The trigger's text ('Détail du tarif'). */
  title: ReactNode;
  id?: string;
  children: ReactNode;
}

/**
 * Shown on demand: a titled disclosure (react-aria: a button that says whether it is expanded). Its
 * content is rendered once opened: pages rendered on the server (ADR 0046) do not pay for what is
 * hidden.
 */
export function Details({ title, id, children }: DetailsProps) {
  const [ouvert, setOuvert] = useState(false);
  return (
    <Disclosure className="kit-details" id={id} isExpanded={ouvert} onExpandedChange={setOuvert}>
      <Heading level={3} className="kit-details-title">
        <Button slot="trigger" className="kit-details-trigger">
          <svg className="kit-details-chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m9 6 6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className="kit-details-panel">{ouvert ? children : null}</DisclosurePanel>
    </Disclosure>
  );
}

export interface Definition {
  terme: ReactNode;
  valeur: ReactNode;
}

export interface DefinitionsProps {
  items: readonly Definition[];
  /** A small heading above the list. */
  title?: ReactNode;
  /** 'chiffres': values right-aligned and bold (factors, rates); 'texte': values as muted text. */
  variant?: 'chiffres' | 'texte';
}

/** Label / value pairs as a definition list (the tariff details of both products). */
export function Definitions({ items, title, variant = 'texte' }: DefinitionsProps) {
  return (
    <section className="kit-definitions-section">
      {title ? <h4 className="kit-definitions-title">{title}</h4> : null}
      <dl className={`kit-definitions kit-definitions-${variant}`}>
        {items.map((d, i) => (
          <div key={i} className="kit-definition">
            <dt>{d.terme}</dt>
            <dd>{d.valeur}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
