/**
 * Typing a date (spec 01 §5, 02: shown dd/mm/yyyy, sent yyyy-mm-dd) in the kit's text date field,
 * whatever the browser's language. Pure: the field keeps what is typed, the form only hears of
 * complete real dates.
 */
import { estDateIso } from './dates-iso';

const LONGUEURS = [2, 2, 4] as const;
/** What a user may type, or paste, between day, month and year. */
const SEPARATEUR = /[/.\-\s]/;

/**
 * The text reformatted while typing, and where its caret goes. Digits fill day, month, year (2, 2, 4);
 * the slash is written when the next field's first digit comes (not before: Backspace over it would
 * only write it again), and a typed separator closes a field, so '1/3/2027' stays as typed. Other
 * characters are dropped, digits past the year too. Fields only ever grow from left to right, so the
 * caret goes at the end of the text before it, reformatted the same way.
 */
export function saisirDate(texte: string, curseur: number | null): { texte: string; curseur: number | null } {
  const resultat = formater(texte);
  return { texte: resultat, curseur: curseur === null ? null : formater(texte.slice(0, curseur)).length };
}

function formater(texte: string): string {
  const champs = [''];
  for (const c of texte) {
    const i = champs.length - 1;
    if (/\d/.test(c)) {
      if (champs[i].length < LONGUEURS[i]) champs[i] += c;
      else if (i < 2) champs.push(c);
    } else if (SEPARATEUR.test(c) && i < 2 && champs[i] !== '') champs.push('');
  }
  return champs.join('/');
}

export type LectureDate = { etat: 'vide' } | { etat: 'partielle' } | { etat: 'impossible' } | { etat: 'complete'; iso: string };

/**
 * What a typed text means: nothing, a date still being typed, a complete but impossible date
 * ('31/02/2027', a year before 1000), or a real date in ISO 'yyyy-mm-dd'.
 */
export function lireSaisieDate(texte: string): LectureDate {
  const propre = formater(texte);
  if (propre === '') return { etat: 'vide' };
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(propre);
  if (!m) return { etat: 'partielle' };
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return Number(m[3]) >= 1000 && estDateIso(iso) ? { etat: 'complete', iso } : { etat: 'impossible' };
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'; anything else → '' (the field shows nothing). */
export function afficherDateIso(iso: string | null | undefined): string {
  return iso && estDateIso(iso) ? iso.split('-').reverse().join('/') : '';
}
