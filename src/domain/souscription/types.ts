import type { CodeProduit, EtatProjet, StatutProjet } from '../projets/projet.types';

/**
 * The subscription record's shapes (spec 02 §3), snake_case as on the wire: the API bodies, the
 * stored JSON and the pages share them. Step 1 is `InformationsComplementaires`; step 2 reads the
 * affiliation choices; step 3 reads the legal form, activity, contribution mode and medical study.
 */

export const NATURES_CONTRAT = ['NOUVEAU', 'MODIFICATION'] as const;
export type NatureContrat = (typeof NATURES_CONTRAT)[number];

export const NATURES_REGIME = ['CREATION_REGIME', 'REPRISE_REGIME'] as const;
export type NatureRegime = (typeof NATURES_REGIME)[number];

export const CIVILITES = ['monsieur', 'madame'] as const;
export type Civilite = (typeof CIVILITES)[number];

export const MODES_COTISATION = ['UNIQUE', 'ISOLE_FAMILLE', 'PERSONNES', 'SALARIE_CONJOINT_ENFANT', 'SALARIE_ENFANT'] as const;
export type ModeCotisation = (typeof MODES_COTISATION)[number];

export const PAYEURS = ['ENTREPRISE_ADHERENTE', 'SALARIES'] as const;
export type Payeur = (typeof PAYEURS)[number];

export const METHODES_AFFILIATION = ['IMPORTER', 'AUTRES_MODES'] as const;
export type MethodeAffiliation = (typeof METHODES_AFFILIATION)[number];

export const MODES_AFFILIATION = ['espace_entreprise', 'dsn', 'dia_papier'] as const;
export type ModeAffiliation = (typeof MODES_AFFILIATION)[number];

export interface EntrepriseAdherente {
  nature_contrat: NatureContrat | null;
  nature_regime: NatureRegime | null;
  raison_sociale: string;
  /** 14 digits, no spaces. */
  siret: string;
  /** Code of the legal form ('sarl', 'ei'...) in the `formes-juridiques` referential. */
  forme_juridique: string | null;
  /** Code of an activity of that legal form; null for 'ei'. */
  activite: string | null;
  /** IDCC of the agreement (from the projet; frozen). */
  idcc: string | null;
  /** NAF sub-class '62.01Z'. */
  naf: string | null;
  /** yyyy-mm-dd, not after today. */
  date_creation_administrative: string | null;
}

export interface AdresseSiegeSocial {
  numero: string | null;
  voie: string;
  /** A code of INDICES_REPETITION, or null. */
  indice_repetition: string | null;
  code_postal: string;
  ville: string;
}

export interface Interlocuteur {
  civilite: Civilite | null;
  nom: string;
  prenom: string;
  fonction: string | null;
  telephone: string;
  email: string;
  /** Contractual documentation by e-mail (true, the default) or by post (false). */
  documentation_contractuelle_email: boolean;
}

/** Health only. */
export interface Cotisation {
  mode_cotisation: ModeCotisation | null;
  payeur: Payeur | null;
}

/** Provident only: yes/no answers (null = not answered or not asked). */
export interface EtudeMedicale {
  effectif_college_inferieur_6: boolean | null;
  souscription_simultanee_et_effectif_global_superieur_5: boolean | null;
  au_moins_un_salaire_superieur_4_fois_pass: boolean | null;
  au_moins_un_salarie_en_arret_de_travail: boolean | null;
  beneficiaires_rente_education_conjoint: boolean | null;
}

/** Step 1 'Informations complémentaires', as sent by POST …/informations-complementaires and stored. */
export interface InformationsComplementaires {
  entreprise_adherente: EntrepriseAdherente;
  adresse_siege_social: AdresseSiegeSocial;
  interlocuteur: Interlocuteur;
  cotisation: Cotisation | null;
  etude_medicale: EtudeMedicale | null;
}

/** What the rules of the subscription need to know about its projet (read from the projet, frozen). */
export interface ContexteSouscription {
  code_produit: CodeProduit;
  statut: StatutProjet;
  etat: EtatProjet;
  effectif_global: number;
  effectif_college: number;
  /** Provident payroll type: 'T1' or 'T12' (tarifUnDeux); null in health. */
  type_masse_salariale: 'T1' | 'T12' | null;
  /** Health structures priced for the projet, with their rate (% PMSS). */
  structures_tarifees: { structure: string; taux: number }[];
}

/** A participant of step 2 (step 2 owns its full shape; the counters read these fields). */
export interface ParticipantSaisi {
  id?: number | string | null;
  nom?: string | null;
  prenom?: string | null;
  date_naissance?: string | null;
  salaire_reference_excede_4_pass?: boolean | null;
  arret_travail_a_la_date_de_demande_adhesion?: boolean | null;
}

/** A supporting-document item expected at step 3 (computed from the record by step 3's rule). */
export interface PieceAttendue {
  code: string;
  min: number;
  max: number;
}

export type StatutPiece = 'processing' | 'success' | 'error';

export interface PieceChargee {
  code: string;
  status: StatutPiece;
}

/** The signer (02 §3 'Signer'), as stored on the subscription. Dates ISO yyyy-mm-dd; phone in E.164. */
export interface Signataire {
  civilite: 'monsieur' | 'madame';
  nom: string;
  prenom: string;
  dateNaissance: string;
  fonction: string;
  /** E.164 (+33612345678), a valid mobile (brief §4.3). */
  telephonePortable: string;
  email: string;
}

/** The signer proposed by default (the interlocutor), civility possibly unknown. */
export type SignataireParDefaut = Omit<Signataire, 'civilite'> & { civilite: Signataire['civilite'] | null };
