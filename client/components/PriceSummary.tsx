import { useId, type ReactNode } from 'react';
import { KIT } from '../../src/domain/messages';
import { Button } from './Button';
import './PriceSummary.css';

export interface PriceLine {
  label: ReactNode;
  value: ReactNode;
}

export type PriceSummaryState = 'pret' | 'chargement' | 'erreur';

export interface PriceSummaryProps {
  title?: string;
  lines: readonly PriceLine[];
  /** The headline (kept in the bottom bar on narrow screens). */
  total: PriceLine;
  etat: PriceSummaryState;
  /** Said while pricing runs or when the price waits for corrected fields. */
  status?: string;
  /** Why there is no price ('erreur'); 'Réessayer' is offered when onRetry is given. */
  error?: string;
  onRetry?: () => void;
  /** Anchor of the full price table on the page. */
  detailHref?: string;
  /** Extra content on wide screens (notes). */
  children?: ReactNode;
}

/**
 * Sticky price summary of the guarantees screens (health and provident): side column on wide
 * screens, bottom bar on narrow ones, updated as the guarantees change.
 */
export function PriceSummary({ title = KIT.resumeTarif, lines, total, etat, status, error, onRetry, detailHref, children }: PriceSummaryProps) {
  const id = useId();
  return (
    <>
      <aside className="kit-price-summary" aria-labelledby={id} aria-busy={etat === 'chargement'} data-testid="resume-tarif">
        <h2 className="kit-price-summary-title" id={id}>
          {title}
        </h2>
        {etat === 'erreur' ? (
          <div className="kit-price-summary-error" role="alert">
            <span>{error ?? KIT.tarifIndisponible}</span>
            {onRetry ? (
              <Button variant="secondary" className="btn-small" onClick={onRetry}>
                {KIT.reessayer}
              </Button>
            ) : null}
          </div>
        ) : (
          <dl className="kit-price-summary-lines">
            {lines.map((l, i) => (
              <div className="kit-price-summary-line" key={i}>
                <dt>{l.label}</dt>
                <dd>{l.value}</dd>
              </div>
            ))}
            <div className="kit-price-summary-line" data-total="">
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          </dl>
        )}
        <p className="kit-price-summary-status" aria-live="polite">
          {etat === 'chargement' ? (status ?? KIT.tarifEnCours) : etat === 'pret' && status ? status : ''}
        </p>
        {children ? <div className="kit-price-summary-extra">{children}</div> : null}
        {detailHref && etat !== 'erreur' ? (
          <a className="kit-price-summary-link kit-price-summary-extra" href={detailHref}>
            {KIT.voirDetailTarif}
          </a>
        ) : null}
      </aside>
      <div className="kit-price-summary-spacer" aria-hidden="true" />
    </>
  );
}
