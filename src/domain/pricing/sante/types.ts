import type { TypeCollege } from '../../offres/catalogue';

/** The 11 care postes of the health offer (spec 01 §2 'Health guarantees'); an unknown code is an error. */
export const CODES_POSTES = [
  'HOSPITALISATION_SEJOUR',
  'HOSPITALISATION_HONORAIRES',
  'SOINS_COURANTS_HONORAIRES',
  'SOINS_COURANTS_PLUS',
  'AIDES_AUDITIVES',
  'DENTAIRE_PRIS_EN_CHARGE',
  'DENTAIRE_NON_PRIS_EN_CHARGE',
  'OPTIQUE',
  'OPTIQUE_CHIRURGIE',
  'MEDECINES_COMPLEMENTAIRES',
  'MATERNITE',
] as const;
export type CodePoste = (typeof CODES_POSTES)[number];

/** One of the 11 postes (the catalogue holds exactly these, checked when it loads). */
export function estCodePoste(code: unknown): code is CodePoste {
  return typeof code === 'string' && (CODES_POSTES as readonly string[]).includes(code);
}

/** Units of a level's value (01 §3, §9): % BRSS, euros, free text, percent (of PMSS for maternity). */
export const UNITES = ['BRSS', 'EURO', 'TEXTE', 'POURCENT'] as const;
export type Unite = (typeof UNITES)[number];

/** Level numbers 0 (contrat responsable floor) to 11. */
export const NIVEAU_MIN = 0;
export const NIVEAU_MAX = 11;

/** A level header (GET /produits/{id}/niveaux): choosing it sets every poste to that level. */
export interface EnteteNiveau {
  code: string;
  numValue: number;
  libelle: string;
}

/** One level of a poste (GET /produits/{id}/postes). `valeur` is a decimal string, or text for TEXTE. */
export interface NiveauPoste {
  code: string;
  numValue: number;
  valeur: string;
  unite: Unite;
  libelle: string;
}

export interface Poste {
  code: CodePoste;
  libelle: string;
  detail_libelle: string;
  niveaux: NiveauPoste[];
}

/** Bounds of an agreement minimum expressed as a benefit (01 §3 'palier {min, max, unite}'). */
export interface Palier {
  min: number;
  max: number;
  unite: Unite;
}

/**
 * Agreement minimum of one poste for one college (GET /produits/{id}/ccns/{idCcn}/minima).
 * - type null, minima null: the agreement sets nothing on this poste;
 * - type 'FLAG', valeur 'NON': the agreement explicitly requires nothing (the minimum does not apply);
 * - type 'NIVEAU': minima = the lowest allowed level;
 * - type 'PALIER': the agreement requires a benefit of at least palier.min (its reference scheme goes
 *   up to palier.max); minima = the first level whose value reaches palier.min.
 * `niveaux`: the selectable level numbers (minima..11, or 0..11 when no minimum applies).
 */
export interface MinimumPoste {
  poste: CodePoste;
  minima: number | null;
  type: 'NIVEAU' | 'PALIER' | 'FLAG' | null;
  palier: Palier | null;
  valeur: string | null;
  niveaux: number[];
}

/** Level chosen per poste: [{poste, niveau}] on the wire. */
export interface NiveauChoisi {
  poste: CodePoste;
  niveau: number;
}

/** Contribution structures (01 §3 'Health tariff'). */
export const STRUCTURES_SANTE = [
  'UNIQUE',
  'ISOLE',
  'FAMILLE',
  'P1',
  'P2',
  'P3',
  'SALARIE_SEUL',
  'CONJOINT_SEUL',
  'ENFANT',
  'SALARIE_ENFANT',
  'CONJOINT_SALARIE_ENFANT',
] as const;
export type StructureSante = (typeof STRUCTURES_SANTE)[number];

/** Structures priced by the individual top-up (per beneficiary). */
export const STRUCTURES_SURCOMPLEMENTAIRE = ['SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT'] as const;
export type StructureSurcomplementaire = (typeof STRUCTURES_SURCOMPLEMENTAIRE)[number];

export const REGIMES_OBLIGATOIRES = ['SECURITE_SOCIALE', 'ALSACE_MOSELLE'] as const;
export type RegimeObligatoire = (typeof REGIMES_OBLIGATOIRES)[number];

export type { TypeCollege };

/** Versioned health barème (data/sante/baremes/*.json). Integers only; see the file's `source`. */
export interface BaremeSante {
  version: string;
  produit: 'SSC';
  /** First effective date covered, ISO. */
  valable_du: string;
  /** Last effective date covered, ISO; null = open-ended. */
  valable_au: string | null;
  source: string;
  /** Millionths of PMSS per month for the reference adult, per poste, index = level 0..11. */
  couts_par_niveau: Record<CodePoste, number[]>;
  /** Permille, by average age band (inclusive bounds). */
  facteurs_age: { de: number; a: number; facteur: number }[];
  zones: { zone_par_defaut: number; departements: Record<string, string[]> };
  /** Permille by zone number. */
  facteurs_zone: Record<string, number>;
  /** Permille by social regime. */
  facteurs_regime: Record<RegimeObligatoire, number>;
  /** Permille by college headcount band (inclusive bounds). */
  facteurs_effectif_college: { de: number; a: number; facteur: number }[];
  /** Permille of the reference adult, per structure. */
  coefficients_structure: Record<StructureSante, number>;
  /** Management costs, basis points of the premium before tax. */
  frais_gestion_pb: number;
  /** Health-contract tax (TSA), basis points. */
  tsa_pb: number;
  surcomplementaire: {
    libelle: string;
    description: string;
    /** Millionths of PMSS per month, per beneficiary structure, for a 40-44 year old in zone 2. */
    couts_par_structure: Record<StructureSurcomplementaire, number>;
    frais_gestion_pb: number;
  };
}
