/**
 * Eligibility of a client company, derived from its record in the company register (Sirene or the
 * local register). Spec 01 §2 'Informations entreprise', §3 'Enterprise eligibility', §5 Company.
 *
 * - VALIDE: the company can be quoted and subscribed.
 * - INDETERMINEE: the journey goes on, but the insurer will ask for more at subscription
 *   (headcount band zero or unknown: 'Effectif minimum'; SIRET not in the register: 'Vérification
 *   SIRET impossible').
 * - INVALIDE: the company cannot subscribe (closed, legal proceedings, public-law or foreign legal
 *   category, outside the covered area).
 */

export const CODES_ELIGIBILITE = ['VALIDE', 'INDETERMINEE', 'INVALIDE'] as const;
export type CodeEligibilite = (typeof CODES_ELIGIBILITE)[number];

export const RAISONS_ELIGIBILITE = [
  'RADIEE',
  'PROCEDURE_EN_COURS',
  'CATEGORIE_JURIDIQUE_INVALIDE',
  'LOCALITE_INVALIDE',
  'TRANCHE_EFFECTIF_ZERO',
  'NON_TROUVE',
] as const;
export type RaisonEligibilite = (typeof RAISONS_ELIGIBILITE)[number];

export interface EligibiliteEntreprise {
  code: CodeEligibilite;
  /** Null when VALIDE, and when INDETERMINEE only because the headcount band is unknown. */
  raison: RaisonEligibilite | null;
}

/** 'A' active; 'F' closed (establishment fermé, or its legal unit cessée). */
export type EtatAdministratif = 'A' | 'F';

/** What the register says about one establishment (a SIRET). */
export interface FicheEntreprise {
  siret: string;
  raisonSociale: string;
  etatAdministratif: EtatAdministratif;
  /** INSEE legal category, level III (4 digits, '5710' SAS). */
  categorieJuridique: string;
  /** Sirene headcount band ('NN', '00', '01' ... '53'); null when the register does not know it. */
  trancheEffectif: string | null;
  /** Establishment address; null for an establishment abroad. */
  codePostal: string | null;
  commune: string | null;
  /** Main activity, NAF rév. 2 sub-class ('10.71C'). */
  naf: string | null;
  /**
   * Collective proceedings (sauvegarde, redressement, liquidation judiciaire). Published in the
   * BODACC, not in Sirene: the Sirene adapter leaves it false, the local register sets it.
   */
  procedureCollective: boolean;
}

/** Sirene headcount bands (trancheEffectifsEtablissement). */
export const TRANCHES_EFFECTIF: Readonly<Record<string, string>> = {
  NN: 'Unité non employeuse',
  '00': '0 salarié',
  '01': '1 ou 2 salariés',
  '02': '3 à 5 salariés',
  '03': '6 à 9 salariés',
  '11': '10 à 19 salariés',
  '12': '20 à 49 salariés',
  '21': '50 à 99 salariés',
  '22': '100 à 199 salariés',
  '31': '200 à 249 salariés',
  '32': '250 à 499 salariés',
  '41': '500 à 999 salariés',
  '42': '1 000 à 1 999 salariés',
  '51': '2 000 à 4 999 salariés',
  '52': '5 000 à 9 999 salariés',
  '53': '10 000 salariés et plus',
};

/** Bands meaning 'no employee at the last count'. */
export const TRANCHES_EFFECTIF_ZERO: readonly string[] = ['NN', '00'];

/**
 * Legal categories we do not insure, by INSEE family (first digit) or exact code:
 * 2 groupings without legal personality (indivision, société créée de fait, en participation,
 * fiducie); 3 foreign-law entities, except 3120 (foreign company registered at the RCS, whose
 * French branch employs under French law); 4 public-law entities under commercial law (EPIC, régies);
 * 7 public administrations and authorities (their staff are under public status or their own
 * schemes); 9210 undeclared association (no legal personality).
 */
export const FAMILLES_CATEGORIE_JURIDIQUE_NON_ELIGIBLES: readonly string[] = ['2', '3', '4', '7'];
export const CATEGORIES_JURIDIQUES_NON_ELIGIBLES: readonly string[] = ['9210'];
export const CATEGORIES_JURIDIQUES_ELIGIBLES_PAR_EXCEPTION: readonly string[] = ['3120'];

export function estCategorieJuridiqueEligible(categorie: string | null | undefined): boolean {
  if (!categorie || !/^\d{4}$/.test(categorie)) return false;
  if (CATEGORIES_JURIDIQUES_ELIGIBLES_PAR_EXCEPTION.includes(categorie)) return true;
  if (CATEGORIES_JURIDIQUES_NON_ELIGIBLES.includes(categorie)) return false;
  return !FAMILLES_CATEGORIE_JURIDIQUE_NON_ELIGIBLES.includes(categorie[0]);
}

/**
 * Postcodes of overseas collectivities outside our cover although they share a DROM prefix:
 * Saint-Barthélemy (97133) and Saint-Martin (97150) left Guadeloupe in 2007.
 */
export const CODES_POSTAUX_HORS_ZONE: readonly string[] = ['97133', '97150'];

/**
 * Covered area: metropolitan France with Corsica, and the overseas departments Guadeloupe (971),
 * Martinique (972), Guyane (973), La Réunion (974) and Mayotte (976). Outside: Saint-Pierre-et-Miquelon
 * (975), Saint-Barthélemy and Saint-Martin (977/978 and their 971 postcodes), Monaco (980), the
 * Pacific collectivities (986-988), and any establishment without a French postcode.
 */
export function estDansZoneCouverte(codePostal: string | null | undefined): boolean {
  if (!codePostal || !/^\d{5}$/.test(codePostal)) return false;
  if (CODES_POSTAUX_HORS_ZONE.includes(codePostal)) return false;
  const dep2 = codePostal.slice(0, 2);
  if (dep2 === '00') return false;
  if (dep2 === '97') return ['971', '972', '973', '974', '976'].includes(codePostal.slice(0, 3));
  if (dep2 === '98' || dep2 === '99') return false;
  return true;
}

/**
 * The eligibility of an establishment, from its register record (null: not in the register).
 * Checks run from the most to the least definitive: a closed company is RADIEE whatever else is
 * true of it.
 */
export function determinerEligibiliteEntreprise(fiche: FicheEntreprise | null): EligibiliteEntreprise {
  if (!fiche) return { code: 'INDETERMINEE', raison: 'NON_TROUVE' };
  if (fiche.etatAdministratif !== 'A') return { code: 'INVALIDE', raison: 'RADIEE' };
  if (fiche.procedureCollective) return { code: 'INVALIDE', raison: 'PROCEDURE_EN_COURS' };
  if (!estCategorieJuridiqueEligible(fiche.categorieJuridique)) {
    return { code: 'INVALIDE', raison: 'CATEGORIE_JURIDIQUE_INVALIDE' };
  }
  if (!estDansZoneCouverte(fiche.codePostal)) return { code: 'INVALIDE', raison: 'LOCALITE_INVALIDE' };
  if (fiche.trancheEffectif && TRANCHES_EFFECTIF_ZERO.includes(fiche.trancheEffectif)) {
    return { code: 'INDETERMINEE', raison: 'TRANCHE_EFFECTIF_ZERO' };
  }
  if (!fiche.trancheEffectif || !(fiche.trancheEffectif in TRANCHES_EFFECTIF)) {
    return { code: 'INDETERMINEE', raison: null };
  }
  return { code: 'VALIDE', raison: null };
}

export function estCodeEligibilite(code: unknown): code is CodeEligibilite {
  return typeof code === 'string' && (CODES_ELIGIBILITE as readonly string[]).includes(code);
}

export function estRaisonEligibilite(raison: unknown): raison is RaisonEligibilite {
  return typeof raison === 'string' && (RAISONS_ELIGIBILITE as readonly string[]).includes(raison);
}
