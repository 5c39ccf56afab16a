import { COMMON } from '../messages/common';
import { INFORMATIONS_TARIFANTES as M } from '../messages/sante';
import type { TypeCollege } from '../offres/catalogue';
import { formatDateFr } from '../format';
import { estDateIso, lireDateIso } from '../dates-iso';

export { estDateIso } from '../dates-iso';

/**
 * Pricing-information rules common to health and provident (spec 01 §4, §5 'Pricing information',
 * §9). Dates are ISO calendar dates 'yyyy-mm-dd' (the wire format); `today` is passed in.
 */

export const EFFECTIF_COLLEGE_MIN = 1;
export const EFFECTIF_COLLEGE_MAX = 100;
export const AGE_MOYEN_MIN = 18;
export const AGE_MOYEN_MAX = 65;
/** Effective date window: J+1 to J+183 (the help text says J+180; the hard limit is 183). */
export const DATE_EFFET_JOURS_MIN = 1;
export const DATE_EFFET_JOURS_MAX = 183;
/** From this college headcount the earliest effective date is the start of the current month. */
export const EFFECTIF_REGLE_DEBUT_DE_MOIS = 2;

export function ajouterJours(date: string, jours: number): string {
  const { annee, mois, jour } = lireDateIso(date);
  return new Date(Date.UTC(annee, mois - 1, jour + jours)).toISOString().slice(0, 10);
}

export function premierDuMois(date: string): string {
  lireDateIso(date);
  return `${date.slice(0, 8)}01`;
}

/** College headcount: required integer 1..100 (§5). Message, or null. */
export function validerEffectifCollege(effectif: unknown): string | null {
  if (effectif === null || effectif === undefined || effectif === '') return COMMON.champObligatoire();
  if (typeof effectif !== 'number' || !Number.isInteger(effectif)) return COMMON.champEntier('effectif');
  if (effectif < EFFECTIF_COLLEGE_MIN) return M.effectifCollegeMin;
  if (effectif > EFFECTIF_COLLEGE_MAX) return M.effectifCollegeMax;
  return null;
}

/** Average age: required integer 18..65 (§5). Message, or null. */
export function validerAgeMoyen(age: unknown): string | null {
  if (age === null || age === undefined || age === '') return COMMON.champObligatoire();
  if (typeof age !== 'number' || !Number.isInteger(age) || age < AGE_MOYEN_MIN || age > AGE_MOYEN_MAX) return M.ageMoyen;
  return null;
}

/** College type required (§5 'Other'). */
export function validerTypeCollege(type: unknown, autorises: readonly TypeCollege[] = ['CADRE', 'NON_CADRE', 'TOUS']): string | null {
  return typeof type === 'string' && (autorises as readonly string[]).includes(type) ? null : M.typeCollegeRequis;
}

/**
 * Allowed effective dates (§5): from J+1, or from the first day of the current month when the
 * college has 2 or more staff, to J+183.
 */
export function fenetreDateEffet(today: string, effectifCollege: number | null | undefined): { min: string; max: string } {
  const min = (effectifCollege ?? 0) >= EFFECTIF_REGLE_DEBUT_DE_MOIS ? premierDuMois(today) : ajouterJours(today, DATE_EFFET_JOURS_MIN);
  return { min, max: ajouterJours(today, DATE_EFFET_JOURS_MAX) };
}

/** Effective date rule (§5). Message, or null. */
export function validerDateEffet(dateEffet: unknown, effectifCollege: number | null | undefined, today: string): string | null {
  if (dateEffet === null || dateEffet === undefined || dateEffet === '') return COMMON.champObligatoire();
  if (!estDateIso(dateEffet)) return M.dateEffetFormat;
  const { min, max } = fenetreDateEffet(today, effectifCollege);
  if (dateEffet < min) return M.dateEffetAvantMinimum;
  if (dateEffet > max) return M.dateEffetApresMaximum(formatDateFr(ajouterJours(max, 1)));
  return null;
}

/**
 * Date-expired state (§4, derived): the effective date is before the start of tomorrow, unless the
 * college has 2 or more staff and the date is on or after the first day of the current month.
 * No date reads as expired.
 */
export function dateEffetExpiree(dateEffet: string | null | undefined, effectifCollege: number | null | undefined, today: string): boolean {
  if (!dateEffet) return true;
  const date = dateEffet.slice(0, 10);
  if (date >= ajouterJours(today, 1)) return false;
  return !((effectifCollege ?? 0) >= EFFECTIF_REGLE_DEBUT_DE_MOIS && date >= premierDuMois(today));
}

/**
 * Colleges rule (§5): the chosen college's headcount is its category's count, the other category
 * is the company total minus it (never negative). TOUS covers everyone: no split is known.
 * @internal Not run by the product yet: saving a projet copies the client's own split
 * (ProjetsService.valeursCommunes). Kept with its spec until the save applies it, or dropped.
 */
export function repartitionEffectifs(
  type: TypeCollege,
  effectifGlobal: number,
  effectifCollege: number,
): { effectifCadre: number | null; effectifNonCadre: number | null } {
  const reste = Math.max(0, effectifGlobal - effectifCollege);
  if (type === 'CADRE') return { effectifCadre: effectifCollege, effectifNonCadre: reste };
  if (type === 'NON_CADRE') return { effectifCadre: reste, effectifNonCadre: effectifCollege };
  return { effectifCadre: null, effectifNonCadre: null };
}
