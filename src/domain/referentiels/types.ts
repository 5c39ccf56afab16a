/**
 * Referential shapes, snake_case as the spec's payloads give them (01 §3, 02 §3):
 * the committed data files, the tables and the API answers share these names.
 */

/** Collective agreement. id = IDCC as an integer (IDCC '0044' → 44); 9999 = no agreement. */
export interface Ccn {
  id: number;
  /** Four digits, zero-padded ('0044'). */
  idcc: string;
  libelle: string;
  libelle_court: string;
  dares_valide: boolean;
  /** Legifrance sheet of the agreement; shown only through lienFicheCcn(). */
  lien_fiche: string | null;
}

/** NAF entry (INSEE NAF rév. 2). Only sub-classes ('62.01Z') are offered to brokers. */
export interface Naf {
  code: string;
  description: string;
}

export type NiveauNaf = 'division' | 'groupe' | 'classe' | 'sous-classe';

/** A town served by a postcode (one row per postcode and INSEE code). */
export interface Commune {
  code_postal: string;
  /** INSEE code of the commune (5 characters, '2A004' in Corsica). */
  insee: string;
  nom: string;
  /** Department code: '01'..'95', '2A', '2B', '971'..'976', or a collectivity code ('975', '987'...). */
  departement: string;
}

/** Monthly social-security ceiling (PMSS) of a calendar year, in whole euros. */
export interface LignePmss {
  annee: number;
  montant: number;
}

export interface PieceJustificative {
  code: string;
  libelle: string;
}

export interface ActiviteFormeJuridique {
  code: string;
  libelle: string;
  pieces_justificatives: PieceJustificative[];
}

/** Legal form (02 §3): code, activities with their pieces, the form's own pieces. */
export interface FormeJuridique {
  code: string;
  libelle: string;
  /** Short name (SARL, SAS...) — the subscription's formeJuridique.formeSociale. */
  forme_sociale: string;
  /** Full name — the subscription's formeJuridique.libelleLong. */
  libelle_long: string;
  /** INSEE legal category codes (level III, 4 digits) that map to this form. */
  categories_juridiques: string[];
  activites: ActiviteFormeJuridique[];
  pieces_justificatives: PieceJustificative[];
}

export interface Fonction {
  libelle: string;
}
