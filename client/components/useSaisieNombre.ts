import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { KIT } from '../../src/domain/messages';
import { useHydrated } from '../state/hydrated';

/**
 * The one number input of the application (ADR 0052): the kit's NumberField and the provident
 * stepper. A native text input with a numeric keyboard, French format, and the behaviour of
 * spec 01 §5 ('Number inputs block non-digit keys; arrows step by 1') written here instead of
 * React Aria's NumberField and number parser (≈ 9 KB gzip on the quoting pages).
 */

export interface FormatNombre {
  /** Digits after the comma, shown and accepted (0: an integer). */
  decimales: number;
  /** Thousands separators (amounts). */
  groupe: boolean;
}

export interface BornesNombre {
  min?: number;
  max?: number;
  /** What an arrow adds or takes (the provident palier). */
  pas: number;
  decimales: number;
}

/** One formatter per format: Intl.NumberFormat is slow to build and the pages have dozens of fields. */
const FORMATEURS = new Map<string, Intl.NumberFormat>();

/** The value as shown: French digits and comma, grouped with a narrow space when asked; empty for none. */
export function formaterNombre(valeur: number | null, { decimales, groupe }: FormatNombre): string {
  if (valeur === null || !Number.isFinite(valeur)) return '';
  const cle = `${decimales}|${groupe}`;
  let f = FORMATEURS.get(cle);
  if (!f) {
    f = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimales, maximumFractionDigits: decimales, useGrouping: groupe });
    FORMATEURS.set(cle, f);
  }
  return f.format(valeur);
}

/** Text that can still become a number: digits, spaces of a pasted '1 234', a comma or point when decimals are allowed, a leading minus when negatives are. */
export function saisiePartielleValide(texte: string, decimales: number, negatif: boolean): boolean {
  const fraction = decimales > 0 ? `(?:[.,]\\d{0,${decimales}})?` : '';
  return new RegExp(`^\\s*${negatif ? '-?' : ''}[\\d\\s]*${fraction}\\s*$`).test(texte);
}

/** The typed text read: null when empty, NaN when it is not a number yet ('-', ','). */
export function lireNombre(texte: string): number | null {
  const brut = texte.replace(/\s/g, '').replace(',', '.');
  if (brut === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(brut) ? Number(brut) : Number.NaN;
}

/** A key that would type something other than a digit (or the comma, minus the field allows): refused. */
export function toucheRefusee(touche: string, avecModificateur: boolean, decimales: number, negatif: boolean): boolean {
  // Shortcuts (copy, paste, select all) and named keys (Backspace, Tab, arrows) pass.
  if (avecModificateur || touche.length !== 1) return false;
  if (/\d/.test(touche)) return false;
  if (decimales > 0 && (touche === ',' || touche === '.')) return false;
  return !(negatif && touche === '-');
}

// Steps of 0.1 add up with binary errors: results are rounded to the field's decimals.
const arrondir = (n: number, decimales: number) => Number(n.toFixed(decimales));

/**
 * The nearest value on the grid of steps from the minimum (React Aria's rule): a typed 82 with a palier of 5
 * is 80, as the arrows would give. Not bounded: a value out of [min, max] stays out, for the rule's message.
 */
export function surLaGrille(valeur: number, { min, pas, decimales }: Omit<BornesNombre, 'max'>): number {
  const origine = min ?? 0;
  return arrondir(origine + Math.round(arrondir((valeur - origine) / pas, 6)) * pas, decimales);
}

/**
 * The value an arrow gives (React Aria's rule): from empty, the minimum going up and the maximum going
 * down; otherwise the next value on the grid of steps from the minimum, within [min, max].
 */
export function pasSuivant(valeur: number | null, sens: 1 | -1, bornes: BornesNombre): number {
  const { min, max, pas, decimales } = bornes;
  const borner = (n: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));
  if (valeur === null || !Number.isFinite(valeur)) return borner(sens > 0 ? (min ?? 0) : (max ?? min ?? 0));
  const cale = surLaGrille(valeur, bornes);
  return borner((sens > 0 ? cale > valeur : cale < valeur) ? cale : arrondir(cale + sens * pas, decimales));
}

const SENS_DES_TOUCHES: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, PageUp: 1, ArrowDown: -1, PageDown: -1 };

export interface OptionsSaisieNombre extends FormatNombre {
  value: number | null;
  /** Called when the typing ends (blur, Enter) with a changed value, and on each step. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  min?: number;
  max?: number;
  pas?: number;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/**
 * The input's props and the steps for −/+ buttons. What is typed stays as typed while the field has the
 * focus; it is read on blur or Enter (empty is null, a text that is not a number gives the value back),
 * put on the grid of steps (a palier of 5: 82 is 80) but not clamped: an out-of-range value reaches the
 * rules, whose message says what is wrong, instead of silently changing; then it is shown formatted.
 * Read-only until hydrated: a key typed before would not reach the state (ADR 0051).
 */
export function useSaisieNombre({ value, onChange, onBlur, min, max, pas = 1, decimales, groupe, isDisabled, isReadOnly }: OptionsSaisieNombre) {
  const hydrate = useHydrated();
  // The text being typed; null when the field shows the value.
  const [texte, setTexte] = useState<string | null>(null);
  const negatif = min !== undefined && min < 0;
  const fige = !hydrate || isDisabled || isReadOnly;

  const changer = (n: number | null) => {
    if (n !== value) onChange(n);
  };
  const valider = () => {
    if (texte === null) return;
    const n = lireNombre(texte);
    setTexte(null);
    if (n === null) changer(null);
    else if (!Number.isNaN(n)) changer(surLaGrille(n, { min, pas, decimales }));
  };
  const etape = (sens: 1 | -1) => {
    if (fige) return;
    const tape = texte === null ? value : lireNombre(texte);
    setTexte(null);
    changer(pasSuivant(tape !== null && Number.isNaN(tape) ? value : tape, sens, { min, max, pas, decimales }));
  };

  return {
    etape,
    inputProps: {
      type: 'text',
      inputMode: decimales > 0 ? 'decimal' : 'numeric',
      autoComplete: 'off',
      autoCorrect: 'off',
      spellCheck: false,
      'aria-roledescription': KIT.champNombre,
      value: texte ?? formaterNombre(value, { decimales, groupe }),
      disabled: isDisabled,
      readOnly: fige && !isDisabled,
      // Typing, pasting, dropping: a text that cannot become a number is refused whole.
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        if (saisiePartielleValide(e.target.value, decimales, negatif)) setTexte(e.target.value);
      },
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        // Page keys step too, as React Aria's did; Home and End move the caret, as in any text field.
        const sens = SENS_DES_TOUCHES[e.key];
        if (sens) {
          e.preventDefault();
          etape(sens);
        } else if (e.key === 'Enter') valider();
        else if (toucheRefusee(e.key, e.ctrlKey || e.metaKey || e.altKey, decimales, negatif)) e.preventDefault();
      },
      onBlur: () => {
        valider();
        onBlur?.();
      },
    } as const,
  };
}
