/**
 * The provident guarantee model (spec 01 §3 'Provident guarantee catalogue entry', 'Provident
 * guarantees state', §9 enumerations). Universal: used by the guarantees page, the projets and
 * the pricing API alike.
 */

/** Every catalogue code of §3, in the spec's order. */
export const CODES_GARANTIE = [
  'allocation_obseques',
  'celibataire_veuf_divorce',
  'marie_pacse_concubin',
  'majoration',
  'capital_deces',
  'capital_predeces_conjoint',
  'capital_predeces_enfant',
  'capital_supplementaire_accident',
  'capital_supplementaire_accident_circulation',
  'double_effet',
  'doublement_duree_portabilite',
  'itt_indemnite_journaliere',
  'itt_indemnite_journaliere_etendue',
  'rachat_franchise',
  'rachat_franchise_ccn_at_mp',
  'rachat_franchise_ccn_tout',
  'conge_mat',
  'non_pro_categorie_1_fixe',
  'non_pro_categorie_2_3',
  'pro_taux_20_32_ccn',
  'pro_taux_33_65_ccn',
  'pro_taux_66',
  'fixe_rente_viagere',
  'fixe_rente_temporaire',
  'formule_rente_viagere',
  'formule_rente_temporaire',
  'lineaire_age_max',
  'lineaire_taux',
  'handicap',
  'forfait_handicap',
  'rente_personne_a_charge',
  // Not named by the spec's list, needed by the screens it describes (ours): the education
  // annuity's progressive tranches and floor.
  'progressive_age_max',
  'progressive_taux',
  'plancher_euro',
  'plancher_pass',
] as const;
export type CodeGarantie = (typeof CODES_GARANTIE)[number];

/** Units (§9): % for POURCENT, PMSS, PASS and BRSS; € for EURO; €/an; jours; ans. FLAG = on/off. */
export type UniteGarantie = 'POURCENT' | 'PMSS' | 'PASS' | 'EURO' | 'EURO_AN' | 'JOURS' | 'ANS' | 'FLAG';

/** A catalogue entry as the page and the API see it (§3), with the agreement's minimum applied. */
export interface GarantieCatalogue {
  code: CodeGarantie;
  libelle: string;
  detail_libelle: string;
  /** Guarantee bounds, null for an on/off option. */
  min: number | null;
  max: number | null;
  /** The agreement's minimum (a number, or true for a required option); null when none. */
  minima: number | boolean | null;
  /** Stepper step; null for an on/off option. */
  palier: number | null;
  unite: UniteGarantie;
  /** Decimals allowed (0 = integer). */
  decimales: number;
  isExigeCcn: boolean;
}

/** The sections of the guarantees screen that carry a guarantee (§2 'Provident guarantees'). */
export const SECTIONS = [
  'incapacite_invalidite',
  'deces_ptia',
  'allocation_obseques',
  'rente_education',
  'rente_conjoint',
  'rente_personne_a_charge',
  'doublement_duree_portabilite',
] as const;
export type SectionPrevoyance = (typeof SECTIONS)[number];

// Enumerations (§9).
export const TYPES_FRANCHISE = ['continue', 'discontinue'] as const;
export type TypeFranchise = (typeof TYPES_FRANCHISE)[number];
export const TYPES_RACHAT_FRANCHISE = ['at_mp', 'tout'] as const;
export type TypeRachatFranchise = (typeof TYPES_RACHAT_FRANCHISE)[number];
export const TYPES_MASSE_SALARIALE = ['T1', 'T12'] as const;
export type TypeMasseSalariale = (typeof TYPES_MASSE_SALARIALE)[number];
export const TYPES_RENTE_EDUCATION = ['lineaire', 'progressive'] as const;
export type TypeRenteEducation = (typeof TYPES_RENTE_EDUCATION)[number];
export const TYPES_PLANCHER = ['euro', 'pass'] as const;
export type TypePlancher = (typeof TYPES_PLANCHER)[number];
export const TYPES_RENTE_CONJOINT = ['fixe', 'formule'] as const;
export type TypeRenteConjoint = (typeof TYPES_RENTE_CONJOINT)[number];
export const TYPES_FIXE_CALCULE = ['fixe', 'calcule'] as const;
export type TypeFixeCalcule = (typeof TYPES_FIXE_CALCULE)[number];
/** Provident colleges (SPC: no TOUS). */
export type CollegePrevoyance = 'CADRE' | 'NON_CADRE';
export const COLLEGES_PREVOYANCE: readonly CollegePrevoyance[] = ['CADRE', 'NON_CADRE'];

/** Franchise duration codes (§3 franchise map): NIVEAU_11 = 0 day … NIVEAU_0 = 180 days. */
export const NIVEAUX_FRANCHISE = [
  'NIVEAU_0', 'NIVEAU_1', 'NIVEAU_2', 'NIVEAU_3', 'NIVEAU_4', 'NIVEAU_5',
  'NIVEAU_6', 'NIVEAU_7', 'NIVEAU_8', 'NIVEAU_9', 'NIVEAU_10', 'NIVEAU_11',
] as const;
export type NiveauFranchise = (typeof NIVEAUX_FRANCHISE)[number];

// ---- Provident guarantees state (§3), as the page keeps it and the projet saves it. ----

export interface AllocationObseques {
  selected: boolean;
  /** % of PMSS. */
  taux: number;
}

export interface DecesPtia {
  /** Capital, % of the annual reference salary. */
  celibataireVeufDivorce: number;
  mariePacseConcubin: number;
  /** Per dependent child, % of the annual reference salary. */
  majoration: number;
  /** Flat extra capital, % of PASS. */
  capitalDeces: number;
  /** % of the married/partner capital, paid on the spouse's death. */
  capitalPredecesConjoint: number;
  /** % of PMSS, paid on a dependent child's death. */
  capitalPredecesEnfant: number;
  capitalSupplementaireAccident: boolean;
  capitalSupplementaireAccidentCirculation: boolean;
  doubleEffet: boolean;
}

export interface IncapaciteInvalidite {
  selected: boolean;
  ittFranchiseType: TypeFranchise;
  /** Daily allowance, % of the gross reference salary, social-security benefits included. */
  ittIndemniteJournaliere: number;
  ittIndemniteJournaliereEtendue: boolean;
  ittFranchiseDuree: NiveauFranchise;
  /** Buy-back of the franchise on hospitalisation (the toggle shown when the agreement imposes none). */
  rachatFranchise: boolean;
  /** Buy-back imposed by the agreement (at_mp: work accident / occupational disease; tout: all causes). */
  rachatFranchiseType: TypeRachatFranchise | null;
  nonProCategorie1Type: TypeFixeCalcule;
  nonProCategorie1Fixe: number;
  nonProCategorie23: number;
  proTaux2032Ccn: number;
  proTaux3365Type: TypeFixeCalcule;
  proTaux3365Fixe: number;
  proTaux66: number;
  congeMat: boolean;
}

export interface RenteConjoint {
  selected: boolean;
  type: TypeRenteConjoint;
  /** % of the annual reference salary per year. */
  renteFixe: number;
  /** Rate per year of age, one decimal: lifetime (65 − A) × rate, temporary (A − 25) × rate. */
  renteFormule: number;
  renteViagere: boolean;
  renteTemporaire: boolean;
}

export interface TrancheEducation {
  ageMin: number;
  ageMax: number;
  /** % of the annual reference salary per child and year. */
  taux: number;
  /** Floor per child and year, in euros or % of PASS (typePlancher). */
  plancher: number;
}

export interface RenteEducation {
  selected: boolean;
  type: TypeRenteEducation;
  typePlancher: TypePlancher;
  /** Lifetime annuity for a handicapped child, € per year (only when the agreement requires it). */
  handicap: number;
  /** Lump sum for a handicapped child, € (only when the agreement requires it). */
  forfaitHandicap: number;
  lineaire: TrancheEducation;
  progressive: { tranche1: TrancheEducation; tranche2: TrancheEducation; tranche3: TrancheEducation };
}

export interface RentePersonneACharge {
  selected: boolean;
  /** € per year, paid at most 10 years. */
  montant: number;
}

export interface GarantiesPrevoyance {
  allocationObseques: AllocationObseques;
  decesPtia: DecesPtia;
  incapaciteInvalidite: IncapaciteInvalidite;
  renteConjoint: RenteConjoint;
  renteEducation: RenteEducation;
  rentePersonneACharge: RentePersonneACharge;
}

/** The API's list form (§7 projets and tarifer): one entry per selected section. */
export type ValeurCaracteristique = number | boolean | string;
export interface CaracteristiqueListe {
  nom: string;
  valeur: ValeurCaracteristique;
}
export interface GarantieListe {
  code: string;
  caracteristiques: CaracteristiqueListe[];
}

/** Messages keyed by field: the state path ('decesPtia.mariePacseConcubin') → French message. */
export type ErreursChamps = Record<string, string>;
