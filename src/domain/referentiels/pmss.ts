import type { LignePmss } from './types';

/**
 * Monthly social-security ceiling (PMSS) by calendar year, whole euros. Source: the yearly
 * arrêtés portant fixation du plafond de la sécurité sociale (service-public.fr / URSSAF,
 * "Plafond de la Sécurité sociale"). 2020-2022 were frozen at 3 428 EUR.
 * The referential data file data/referentiels/pmss.json is written from this table.
 */
export const BAREME_PMSS: readonly LignePmss[] = [
  { annee: 2019, montant: 3377 },
  { annee: 2020, montant: 3428 },
  { annee: 2021, montant: 3428 },
  { annee: 2022, montant: 3428 },
  { annee: 2023, montant: 3666 },
  { annee: 2024, montant: 3864 },
  { annee: 2025, montant: 3925 },
  { annee: 2026, montant: 4005 },
];

/** PASS (annual ceiling) = 12 × PMSS (01 §5). */
export const MOIS_PAR_AN = 12;

export interface Plafonds {
  /** Year of the date asked for. */
  annee: number;
  /** PMSS in euros. */
  pmss: number;
  /** PASS in euros = 12 × PMSS. */
  pass: number;
  /** False when the year's ceiling is not yet published and the latest known one is used. */
  publie: boolean;
  /** Year whose published ceiling is used (= annee when publie). */
  annee_reference: number;
}

/** yyyy-mm-dd and a real calendar day (2025-02-29 is refused). */
export function dateIsoValide(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [annee, mois, jour] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mois < 1 || mois > 12 || jour < 1) return false;
  return jour <= joursDuMois(annee, mois);
}

function joursDuMois(annee: number, mois: number): number {
  const bissextile = (annee % 4 === 0 && annee % 100 !== 0) || annee % 400 === 0;
  return [31, bissextile ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mois - 1];
}

/**
 * Ceilings for a year. Effective dates run up to 183 days ahead, so a year after the last
 * published one uses the latest known ceiling and says so (publie false). Before the first
 * known year: null.
 */
export function plafondsPourAnnee(annee: number, bareme: readonly LignePmss[] = BAREME_PMSS): Plafonds | null {
  let reference: LignePmss | undefined;
  for (const ligne of bareme) {
    if (ligne.annee <= annee && (!reference || ligne.annee > reference.annee)) reference = ligne;
  }
  if (!reference) return null;
  return {
    annee,
    pmss: reference.montant,
    pass: reference.montant * MOIS_PAR_AN,
    publie: reference.annee === annee,
    annee_reference: reference.annee,
  };
}

/** Ceilings in force on a date (yyyy-mm-dd; the ceiling changes on 1 January). Null if unknown or malformed. */
export function plafondsPourDate(date: string, bareme: readonly LignePmss[] = BAREME_PMSS): Plafonds | null {
  if (!dateIsoValide(date)) return null;
  return plafondsPourAnnee(Number(date.slice(0, 4)), bareme);
}
