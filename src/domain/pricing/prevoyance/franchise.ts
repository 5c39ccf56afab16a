import { NIVEAUX_FRANCHISE, type NiveauFranchise, type TypeFranchise } from './garanties.types';

/** Franchise map (spec 01 §3): code → days. NIVEAU_11 = 0 … NIVEAU_0 = 180. */
export const FRANCHISE_JOURS: Readonly<Record<NiveauFranchise, number>> = {
  NIVEAU_11: 0,
  NIVEAU_10: 3,
  NIVEAU_9: 10,
  NIVEAU_8: 15,
  NIVEAU_7: 30,
  NIVEAU_6: 45,
  NIVEAU_5: 60,
  NIVEAU_4: 75,
  NIVEAU_3: 90,
  NIVEAU_2: 120,
  NIVEAU_1: 150,
  NIVEAU_0: 180,
};

/** Default franchise (§9): 60 days. */
export const FRANCHISE_PAR_DEFAUT: NiveauFranchise = 'NIVEAU_5';

/**
 * Durations offered per franchise type, shortest first. A discontinuous franchise counts every
 * stoppage of the last 12 months, so only short ones are sold (3 to 30 days); a continuous one
 * runs from the first day (0) to 180 days.
 */
const PAR_TYPE: Readonly<Record<TypeFranchise, readonly NiveauFranchise[]>> = {
  continue: [...NIVEAUX_FRANCHISE].reverse(),
  discontinue: ['NIVEAU_10', 'NIVEAU_9', 'NIVEAU_8', 'NIVEAU_7'],
};

export function joursFranchise(code: NiveauFranchise): number {
  return FRANCHISE_JOURS[code];
}

/**
 * The franchise duration choices for a type, bounded by the agreement's longest franchise
 * (`joursMaxCcn`, null when none). When the list changes and the current value is absent,
 * the page takes the first choice (§4).
 */
export function choixFranchise(type: TypeFranchise, joursMaxCcn: number | null = null): NiveauFranchise[] {
  return PAR_TYPE[type].filter((n) => joursMaxCcn === null || FRANCHISE_JOURS[n] <= joursMaxCcn);
}

/** The value kept when the type or the agreement changes the choices (§4: else the first one). */
export function franchiseRetenue(actuelle: NiveauFranchise, type: TypeFranchise, joursMaxCcn: number | null = null): NiveauFranchise {
  const choix = choixFranchise(type, joursMaxCcn);
  return choix.includes(actuelle) ? actuelle : choix[0];
}

/** The 'Min CCN' franchise: the longest one the agreement allows (cheapest compliant choice). */
export function franchiseMinimumCcn(type: TypeFranchise, joursMaxCcn: number): NiveauFranchise {
  const choix = choixFranchise(type, joursMaxCcn);
  return choix[choix.length - 1];
}
