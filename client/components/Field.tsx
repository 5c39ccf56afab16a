import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { RequiredMarker } from './FieldNatif';
import './Field.css';

export { fieldClasses, LabelEtBadge, RequiredMarker } from './FieldNatif';

/** The label of a kit field, with the one required marker ('*' shown, 'obligatoire' read). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="kit-label">
      {children}
      {isRequired ? <RequiredMarker /> : null}
    </Label>
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
