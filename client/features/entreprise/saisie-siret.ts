/**
 * Typing in the SIRET field (spec 01 §5: shown grouped 3-3-3-4 while typing, spaces stripped):
 * only digits are kept, grouped as they come, and the caret stays after the digit it followed.
 */
import { masquerSiret } from '../../../src/domain/siret';

/** Index in `masque` just after its n-th digit (0 → start). */
export function positionApresChiffres(masque: string, n: number): number {
  if (n <= 0) return 0;
  let vus = 0;
  for (let i = 0; i < masque.length; i++) {
    if (/\d/.test(masque[i])) vus++;
    if (vus === n) return i + 1;
  }
  return masque.length;
}

/** The grouped text and where the caret goes, from what the input holds and where its caret is. */
export function saisirSiret(texte: string, curseur: number | null): { valeur: string; curseur: number | null } {
  const valeur = masquerSiret(texte);
  if (curseur === null) return { valeur, curseur: null };
  const chiffresAvant = texte.slice(0, curseur).replace(/\D/g, '').length;
  return { valeur, curseur: positionApresChiffres(valeur, chiffresAvant) };
}
