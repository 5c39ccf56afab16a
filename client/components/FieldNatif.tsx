import type { ReactNode } from 'react';
import { KIT } from '../../src/domain/messages/kit';
import './Field.css';

/*
 * The parts of a kit field that need no React Aria, for the fields drawn with the platform's own
 * controls (SelectField, the date field): importing them does not bring React Aria into a page.
 */

export function RequiredMarker() {
  return (
    <>
      <span className="kit-required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> {KIT.obligatoire}</span>
    </>
  );
}

/** Classes for a field's parts, when a screen lays out a field the kit does not have. */
export const fieldClasses = { champ: 'kit-field', label: 'kit-label', groupe: 'kit-control', aide: 'kit-help', erreur: 'kit-error' } as const;

/** A field's label with a badge beside it ('Exigé CCN'); without a badge, the label alone. */
export function LabelEtBadge({ badge, children }: { badge?: ReactNode; children: ReactNode }) {
  return badge ? (
    <div className="kit-label-badge">
      {children}
      {badge}
    </div>
  ) : (
    children
  );
}
