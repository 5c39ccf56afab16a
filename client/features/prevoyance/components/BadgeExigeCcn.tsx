import { PREVOYANCE } from '../../../../src/domain/messages';

/** The 'Exigé CCN' marker of a choice the agreement requires (locked). */
export function BadgeExigeCcn() {
  return (
    <span className="prev-badge-ccn">
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 1 1 6 0v3H9z" fill="currentColor" />
      </svg>
      {PREVOYANCE.exigeCcn}
    </span>
  );
}
