import minimaJson from '../../../../data/prevoyance/minima.json';
import type {
  CodeGarantie,
  CollegePrevoyance,
  SectionPrevoyance,
  TypeFranchise,
  TypePlancher,
  TypeRachatFranchise,
  TypeRenteConjoint,
  TypeRenteEducation,
} from './garanties.types';

/**
 * Agreement provident minima (PRODUCT.md 'Agreement minima'), per IDCC and college, from
 * data/prevoyance/minima.json. An agreement without minima (or IDCC 9999) imposes nothing.
 */
export interface TrancheEducationCcn {
  age_min: number;
  age_max: number;
  taux: number;
  plancher: number;
}

export interface MinimaPrevoyance {
  /** Sections the agreement requires (Exigé CCN): forced on when creating, not closable. */
  sections: SectionPrevoyance[];
  /** Minimum of a stepper (number) or a required option (true). */
  garanties: Partial<Record<CodeGarantie, number | true>>;
  /** Franchise type imposed and longest franchise allowed, in days. */
  franchise?: { type?: TypeFranchise; jours_max: number };
  /** Franchise buy-back imposed by the agreement. */
  rachat_franchise_type?: TypeRachatFranchise;
  /** Education annuity type, floor type and (progressive) tranches with their fixed ages. */
  rente_education?: { type?: TypeRenteEducation; type_plancher?: TypePlancher; tranches?: TrancheEducationCcn[] };
  /** Spouse annuity type and the annuities required. */
  rente_conjoint?: { type?: TypeRenteConjoint; viagere?: boolean; temporaire?: boolean };
}

interface MinimaFichier {
  version: string;
  conventions: Record<string, { libelle_court: string } & Partial<Record<CollegePrevoyance, MinimaPrevoyance>>>;
}

const DONNEES = minimaJson as unknown as MinimaFichier;

/** Version of the minima data (kept with a projet like the barème version). */
export const VERSION_MINIMA_PREVOYANCE = DONNEES.version;

/** No requirement at all (agreements without minima, IDCC 9999). */
export const AUCUN_MINIMA: MinimaPrevoyance = Object.freeze({ sections: [], garanties: {} }) as MinimaPrevoyance;

/** IDCC as the 4-character code ('44' or 44 → '0044'). */
export function codeIdcc(idcc: number | string): string {
  return String(idcc).trim().padStart(4, '0');
}

/** The agreement's provident minima for a college; AUCUN_MINIMA when it imposes none. */
export function minimaPrevoyance(idcc: number | string | null | undefined, college: CollegePrevoyance): MinimaPrevoyance {
  if (idcc === null || idcc === undefined) return AUCUN_MINIMA;
  return DONNEES.conventions[codeIdcc(idcc)]?.[college] ?? AUCUN_MINIMA;
}

/**
 * IDCCs holding provident minima (must equal IDCC_AVEC_MINIMA; checked by the spec).
 * @internal Spec support.
 */
export function idccAvecMinimaPrevoyance(): string[] {
  return Object.keys(DONNEES.conventions).sort();
}

/** The agreement's numeric minimum of a stepper, or null. */
export function minimumCcn(minima: MinimaPrevoyance, code: CodeGarantie): number | null {
  const v = minima.garanties[code];
  return typeof v === 'number' ? v : null;
}

/** True when the agreement requires an option (or sets a minimum on the stepper). */
export function estExigeCcn(minima: MinimaPrevoyance, code: CodeGarantie): boolean {
  if (code === 'rachat_franchise_ccn_at_mp') return minima.rachat_franchise_type === 'at_mp';
  if (code === 'rachat_franchise_ccn_tout') return minima.rachat_franchise_type === 'tout';
  return minima.garanties[code] !== undefined;
}

export function sectionExigee(minima: MinimaPrevoyance, section: SectionPrevoyance): boolean {
  return minima.sections.includes(section);
}
