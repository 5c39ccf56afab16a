import type { ModeCotisation } from '../souscription/types';
import type { TypeCollege } from '../offres/catalogue';

/**
 * The DUE tunnel's state (spec 03 §3): one section per step. Shared by the pages, the server that
 * keeps it per projet, and the kit's documents. A null answer is "not given yet".
 */

/** Etape1's tariff structure: the subscription's contribution modes (same grouping of structures). */
export type StructureTarifaireDue = ModeCotisation;
export const APPELS_COTISATION = ['GROUPE', 'MIXTE'] as const;
export type AppelCotisation = (typeof APPELS_COTISATION)[number];
export const ETATS_REGIME = ['NOUVEAU', 'MODIFICATION'] as const;
export type EtatRegime = (typeof ETATS_REGIME)[number];
export const MISES_EN_PLACE = ['DUE', 'ACCORD_COLLECTIF'] as const;
export type RegimeMisEnPlacePar = (typeof MISES_EN_PLACE)[number];
export const OUI_NON = ['OUI', 'NON'] as const;
export type OuiNon = (typeof OUI_NON)[number];
export const AFFILIATIONS_AYANTS_DROIT = ['FACULTATIF', 'OBLIGATOIRE'] as const;
export type AffiliationAyantsDroit = (typeof AFFILIATIONS_AYANTS_DROIT)[number];
/** Optional dispenses (brief §1.3, R242-1-6); the ordre-public ones are always recited, never chosen. */
export const DISPENSES = [
  'SALARIE_CDD',
  'SALARIE_CDD_INFERIEUR_12_MOIS',
  'SALARIE_TEMPS_PARTIEL',
  'SALARIE_ENIM_OU_CPRPSNCF',
  'SALARIE_REGIME_FINANCEMENT_PATRONAL',
] as const;
export type CodeDispense = (typeof DISPENSES)[number];
/** College label codes (brief §1.2): EP for TOUS; C21/C2122/C2122A for CADRE; NC… for NON_CADRE. */
export const CODES_LIBELLE_COLLEGE = ['EP', 'C21', 'C2122', 'C2122A', 'NC21', 'NC2122', 'NC2122A'] as const;
export type CodeLibelleCollege = (typeof CODES_LIBELLE_COLLEGE)[number];

export interface AdresseDue {
  voie: string;
  codePostal: string;
  ville: string;
}

export interface EtatTunnelDue {
  etape1: { structureTarifaire: StructureTarifaireDue | null; appelDeCotisation: AppelCotisation | null; adresse: AdresseDue };
  etape2: { etatRegime: EtatRegime | null };
  etape3: { regimeSanteMisEnPlacePar: RegimeMisEnPlacePar | null };
  etape4: { plusieursEtablissements: OuiNon | null };
  /** The chosen label code and its printed wording, kept together (spec: "its label is updated with it"). */
  etape5: { college: CodeLibelleCollege | null; libelle: string | null };
  etape6: { affiliationAyantsDroit: AffiliationAyantsDroit | null };
  /** Integer percentage, 50–100; default 50. */
  etape7: { partCotisation: number | null };
  etape8: { autresCasDeDispenses: boolean; dispenseAffiliation: CodeDispense[] };
  /** ISO date yyyy-mm-dd. */
  etape9: { dateEntreeVigueur: string | null };
  etape10: { confirmation: boolean };
}

/** What the tunnel reads from the projet and the client (spec 03 §3 'Project fields read'). */
export interface ProjetDue {
  idProjet: number;
  raisonSociale: string;
  siret: string | null;
  /** ISO date. */
  dateEffet: string;
  typeCollege: TypeCollege;
  surComplementaire: boolean;
  effectifGlobal: number | null;
  ccn: { idcc: string; libelle: string } | null;
  /** Saved monthly rates per tariff structure (health), € and % PMSS. */
  tarifs: { structure: string; taux: number; montant: number }[];
  adresse: Partial<AdresseDue>;
}

/** Etapes 1..10 of the tunnel. */
export type NumeroEtapeDue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export function etatTunnelInitial(): EtatTunnelDue {
  return {
    etape1: { structureTarifaire: null, appelDeCotisation: null, adresse: { voie: '', codePostal: '', ville: '' } },
    etape2: { etatRegime: null },
    etape3: { regimeSanteMisEnPlacePar: null },
    etape4: { plusieursEtablissements: null },
    etape5: { college: null, libelle: null },
    etape6: { affiliationAyantsDroit: null },
    etape7: { partCotisation: 50 },
    etape8: { autresCasDeDispenses: false, dispenseAffiliation: [] },
    etape9: { dateEntreeVigueur: null },
    etape10: { confirmation: false },
  };
}
