import { useId, type CSSProperties, type ReactNode } from 'react';
import { KIT } from '../../src/domain/messages/kit';
import './Field.css';

/*
 * The parts of every kit field (ADR 0031, 0055): the ids that bind a label, a native control, its
 * help and the rule's message; the one required marker; the visually hidden style of the native
 * inputs that switches, radios and checkboxes draw over. No React Aria: a page with a form does not
 * load it for its fields.
 */

/** Visually hidden, still read and focusable (the native inputs of switches, radios and checkboxes). */
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

/** A data-* state for the stylesheets: "true" or absent. */
export const etat = (actif: boolean | undefined): 'true' | undefined => (actif ? 'true' : undefined);

/**
 * What a field's native text input carries (text, number, autocomplete): its id, label and
 * description links, states. Each field adds `readOnly={!useHydrated()}`: typed before hydration, a
 * key would be lost when React takes the page over.
 */
export function attributsSaisie(ids: ReturnType<typeof useIdsChamp>, etats: { help?: ReactNode; error?: string; isRequired?: boolean; isDisabled?: boolean }) {
  const { help, error, isRequired, isDisabled } = etats;
  return {
    type: 'text',
    id: ids.controle,
    className: 'kit-input',
    'data-invalid': etat(Boolean(error)),
    'data-disabled': etat(isDisabled),
    'aria-labelledby': ids.label,
    'aria-describedby': decritPar(help ? ids.aide : null, error ? ids.erreur : null),
    'aria-required': isRequired || undefined,
    'aria-invalid': error ? true : undefined,
    disabled: isDisabled,
  } as const;
}

/** The field's label: a label bound to its control, or a span naming a group (radios, checkboxes). */
export function LabelChamp({ id, pour, isRequired, className = 'kit-label', children }: { id: string; pour?: string; isRequired?: boolean; className?: string; children: ReactNode }) {
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

/** Help and the rule's message under a field (their ids are the control's aria-describedby). */
export function AideEtErreur({ ids, help, error }: { ids: { aide: string; erreur: string }; help?: ReactNode; error?: string }) {
  return (
    <>
      {help ? (
        <span className="kit-help" id={ids.aide}>
          {help}
        </span>
      ) : null}
      {error ? (
        <span className="kit-error" id={ids.erreur}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** The one required marker: '*' shown, 'obligatoire' read. */
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
