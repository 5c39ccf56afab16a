import type { ReactNode } from 'react';

interface TarifLoadingProps {
  /** Shows the overlay over the content (the last figures stay visible underneath). */
  loading: boolean;
  /** Said by screen readers and shown under the spinner. */
  label: string;
  children?: ReactNode;
  className?: string;
}

/**
 * Loading overlay of a tariff panel (spec 01 §4 'pages show a loading overlay until data arrive'),
 * shared by health and provident. The content stays in place so the panel does not jump.
 */
export function TarifLoading({ loading, label, children, className }: TarifLoadingProps) {
  return (
    <div className={['tarif-loading', className].filter(Boolean).join(' ')} aria-busy={loading}>
      {children}
      {loading ? (
        <div className="tarif-loading-voile" role="status">
          <span className="tarif-loading-spinner" aria-hidden="true" />
          <span className="tarif-loading-texte">{label}</span>
        </div>
      ) : null}
    </div>
  );
}
