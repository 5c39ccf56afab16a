import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { KIT } from '../../src/domain/messages';
import './Field.css';

/** The label of a kit field, with the one required marker ('*' shown, 'obligatoire' read). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="kit-label">
      {children}
      {isRequired ? <RequiredMarker /> : null}
    </Label>
  );
}

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

/** Help under a field (react-aria links it with aria-describedby). */
export function FieldHelp({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className="kit-help">
      {children}
    </Text>
  ) : null;
}

/** The rule's French message under an invalid field (the field has isInvalid + validationBehavior aria). */
export function FieldErrorText({ children }: { children?: string }) {
  return children ? <FieldError className="kit-error">{children}</FieldError> : null;
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
