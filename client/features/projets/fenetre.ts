/**
 * Windowing of long project lists: above a few hundred projets a college's table renders only
 * the rows around what its scroll area shows (plus a margin), with spacer rows for the rest, so a
 * thousand projets cost about what fifty do — on the server, on the wire, at hydration and on
 * every click. Short lists (the usual case) render every row.
 */

/** Rows of one group above which the table is windowed. */
export const SEUIL_FENETRE = 120;
/** Rows rendered before any scroll (server render included): more than the scroll area shows. */
export const LIGNES_INITIALES = 30;
/** Rows kept rendered above and below what is visible. */
export const MARGE_LIGNES = 15;
/** Row height used until a real row is measured (CSS fixes rows at this height). */
export const HAUTEUR_LIGNE = 41;

export interface Vue {
  total: number;
  hauteurLigne: number;
  /** scrollTop of the scroll area. */
  defilement: number;
  /** clientHeight of the scroll area. */
  hauteurVue: number;
  /** Height of the (sticky) header rows above the first row. */
  entete: number;
}

/** [first, end) indexes of the rows to render for a scroll position. */
export function plageVisible(v: Vue): [number, number] {
  if (v.total <= 0) return [0, 0];
  const h = v.hauteurLigne > 0 ? v.hauteurLigne : HAUTEUR_LIGNE;
  const haut = Math.max(0, v.defilement - v.entete);
  const premier = Math.min(v.total - 1, Math.floor(haut / h));
  const dernier = Math.ceil((haut + Math.max(0, v.hauteurVue)) / h);
  const debut = Math.max(0, premier - MARGE_LIGNES);
  const fin = Math.min(v.total, Math.max(debut + 1, dernier + MARGE_LIGNES));
  return [debut, fin];
}

/** The window before any measure: the first rows. */
export function plageInitiale(total: number): [number, number] {
  return [0, Math.min(total, LIGNES_INITIALES)];
}
