import type { GarantieListe } from '../pricing/prevoyance/garanties.types';
import type { ResultatTarifPrevoyance } from '../pricing/prevoyance/resultat';
import type { ResultatTarifSante } from '../pricing/sante/moteur';
import type { CodeProduit, EtatProjet, StatutProjet, TypeCollege } from './projet.types';

/**
 * The contract of GET /projets/{id} (spec 01 §3 'Projet', health and provident additions), snake_case:
 * what the server's mapper (src/projets/projet.mapper.ts) writes and the pages and the study read.
 * One type on both sides, so neither casts (ADR 0038).
 */

/** A projet's stored price: the engine's whole answer for its product. */
export type TarifProjet = ResultatTarifSante | ResultatTarifPrevoyance;

export interface CcnProjet {
  id: number;
  idcc: string;
  libelle: string;
  libelle_court: string;
}

export interface NafProjet {
  code: string;
  description: string;
}

export interface ProjetDetail {
  id: number | null;
  client_id: number;
  client: { id: number };
  statut: StatutProjet | null;
  etat: EtatProjet;
  date_creation: string | null;
  date_effet: string | null;
  effectif: number | null;
  effectif_cadre: number | null;
  effectif_non_cadre: number | null;
  ccn: CcnProjet | null;
  produit: { id: number; code: CodeProduit; libelle: string | null };
  siret: string | null;
  raison_sociale: string;
  type_college: { value: TypeCollege; label: string };
  effectif_college: number;
  age_moyen: number;
  commissionnement: { type: string; taux: number };
  tarifs: TarifProjet | null;
  bareme_version: string | null;
  archive: boolean;
  // Health
  code_postal?: string | null;
  departement?: string | null;
  regime_social?: string | null;
  resiliation_infra_annuelle?: boolean | null;
  sur_complementaire?: boolean | null;
  niveaux_postes?: { code: string; num_value: number }[];
  // Provident
  naf?: NafProjet | null;
  nombre_femmes?: number | null;
  nombre_conjoints?: number | null;
  nombre_enfants?: number | null;
  type_masse_salariale?: 'T1' | 'T12' | null;
  masse_salariale_t1?: number | null;
  masse_salariale_t2?: number | null;
  portabilite_supra_legale?: 'OUI' | 'NON';
  garanties?: GarantieListe[];
}

/** A health projet: its price is the health engine's answer. */
export interface ProjetSanteDetail extends ProjetDetail {
  produit: { id: number; code: 'SSC'; libelle: string | null };
  tarifs: ResultatTarifSante | null;
}

/** A provident projet: its price is the provident engine's answer. */
export interface ProjetPrevoyanceDetail extends ProjetDetail {
  produit: { id: number; code: 'SPC'; libelle: string | null };
  tarifs: ResultatTarifPrevoyance | null;
}

/** The product decides the price's shape (the mapper stores each product's engine answer). */
export function estProjetSante(p: ProjetDetail): p is ProjetSanteDetail {
  return p.produit.code === 'SSC';
}

export function estProjetPrevoyance(p: ProjetDetail): p is ProjetPrevoyanceDetail {
  return p.produit.code === 'SPC';
}
