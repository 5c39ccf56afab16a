import { plafondsPourDate } from '../referentiels/pmss';

/**
 * PMSS for pricing: the referential's table (src/domain/referentiels/pmss.ts, one source of truth),
 * seen from the pricing side. The effective date runs up to 183 days ahead, so a year not yet
 * published uses the latest known PMSS and says so (`publie: false`).
 */
export interface PmssApplique {
  /** Monthly ceiling in whole euros. */
  montant: number;
  /** Year of the effective date. */
  annee: number;
  /** Year whose published PMSS is used (= annee when published). */
  anneeReference: number;
  /** False when the year is not published yet and the latest known value is used. */
  publie: boolean;
}

/** PMSS in force on an ISO date 'yyyy-mm-dd'. Throws on a malformed date or a year before 2019. */
export function pmssAt(date: string): PmssApplique {
  const p = plafondsPourDate(date);
  if (!p) throw new Error(`PMSS inconnu pour la date ${date}`);
  return { montant: p.pmss, annee: p.annee, anneeReference: p.annee_reference, publie: p.publie };
}
