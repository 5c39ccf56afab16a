import { useId, type CSSProperties, type ReactNode } from 'react';
import { RequiredMarker } from './Field';

/**
 * The kit's controls before hydration (ADR 0051). The server render and the hydration draw each
 * control as the plain markup react-aria gives it (classes, data-* states, label / help / error ids,
 * hidden inputs), without react-aria's hooks, which made most of a form's server render; react-aria's
 * control replaces it in the render right after hydration (`useHydrated`). The twins are read-only:
 * what a user typed before would be lost. kit.spec.tsx proves each twin draws react-aria's markup.
 */

/** react-aria's visually hidden style (the real inputs of switches and radios). */
export const MASQUE_VISUEL: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

/** The ids of a field's parts: label, control, help, error. */
export function useIdsChamp() {
  const id = useId();
  return { label: `${id}l`, controle: `${id}c`, aide: `${id}h`, erreur: `${id}e` };
}

/** aria-describedby from the parts present (none: no attribute). */
export const decritPar = (...ids: (string | false | null | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/** A data-* state as react-aria writes it: "true" or absent. */
export const etat = (actif: boolean | undefined): 'true' | undefined => (actif ? 'true' : undefined);

/**
 * What react-aria's text input of a field carries (text, autocomplete): its ids and links, states, tab
 * stop, and the twin's read-only. The native NumberField (ADR 0052) takes the same, its read-only then
 * lasting only until hydration.
 */
export function saisieAvant(ids: ReturnType<typeof useIdsChamp>, etats: { help?: ReactNode; error?: string; isRequired?: boolean; isDisabled?: boolean }) {
  const { help, error, isRequired, isDisabled } = etats;
  return {
    type: 'text',
    id: ids.controle,
    className: 'kit-input',
    'data-rac': '',
    'data-invalid': etat(Boolean(error)),
    'data-disabled': etat(isDisabled),
    'aria-labelledby': ids.label,
    'aria-describedby': decritPar(help ? ids.aide : null, error ? ids.erreur : null),
    'aria-required': isRequired || undefined,
    'aria-invalid': error ? true : undefined,
    tabIndex: isDisabled ? undefined : 0,
    disabled: isDisabled,
    readOnly: true,
  } as const;
}

/** The field's label as react-aria draws it: a label bound to its control, or a span naming a group. */
export function LabelAvant({ id, pour, isRequired, className = 'kit-label', children }: { id: string; pour?: string; isRequired?: boolean; className?: string; children: ReactNode }) {
  const contenu = (
    <>
      {children}
      {isRequired ? <RequiredMarker /> : null}
    </>
  );
  return pour ? (
    <label className={className} id={id} htmlFor={pour}>
      {contenu}
    </label>
  ) : (
    <span className={className} id={id}>
      {contenu}
    </span>
  );
}

/** Help and the rule's message under a field, as FieldHelp / FieldErrorText draw them. */
export function AideEtErreurAvant({ ids, help, error }: { ids: { aide: string; erreur: string }; help?: ReactNode; error?: string }) {
  return (
    <>
      {help ? (
        <span className="kit-help" id={ids.aide} slot="description">
          {help}
        </span>
      ) : null}
      {error ? (
        <span className="kit-error" id={ids.erreur} slot="errorMessage" data-rac="">
          {error}
        </span>
      ) : null}
    </>
  );
}
