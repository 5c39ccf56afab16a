import { useId, type ReactNode } from 'react';
import { KIT } from '../../src/domain/messages';
import { Button } from './Button';
import './PriceSummary.css';

export interface PriceLine {
  label: ReactNode;
  value: ReactNode;
  /** A second figure under the value (provident: the rate beside the annual budget). */
  detail?: ReactNode;
  /** Names the line for tests and anchors (data-ligne: 'T1', 'TOTAL'). */
  cle?: string;
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
  /** Wide screens, above the lines: warnings on what the price means (provident's legal minima). */
  notices?: ReactNode;
}

/**
 * Sticky price summary of the guarantees screens (health and provident): side column on wide
 * screens, bottom bar on narrow ones, updated as the guarantees change.
 */
export function PriceSummary({ title = KIT.resumeTarif, lines, total, etat, status, error, onRetry, detailHref, children, notices }: PriceSummaryProps) {
  const id = useId();
  return (
    <>
      <aside className="kit-price-summary" aria-labelledby={id} aria-busy={etat === 'chargement'} data-testid="resume-tarif">
        <h2 className="kit-price-summary-title" id={id}>
          {title}
        </h2>
        {notices ? <div className="kit-price-summary-notices">{notices}</div> : null}
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
              <Ligne key={l.cle ?? i} ligne={l} />
            ))}
            <Ligne ligne={total} total />
          </dl>
        )}
        <p className="kit-price-summary-status" aria-live="polite">
          {etat === 'chargement' ? (status ?? KIT.tarifEnCours) : etat === 'pret' && status ? status : ''}
        </p>
        {children ? <div className="kit-price-summary-extra kit-price-summary-notes">{children}</div> : null}
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

function Ligne({ ligne, total }: { ligne: PriceLine; total?: boolean }) {
  return (
    <div className="kit-price-summary-line" data-total={total ? '' : undefined} data-ligne={ligne.cle}>
      <dt>{ligne.label}</dt>
      <dd>
        {ligne.value}
        {ligne.detail ? <span className="kit-price-summary-detail">{ligne.detail}</span> : null}
      </dd>
    </div>
  );
}
