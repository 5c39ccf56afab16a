import type { ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';
import type { GarantieListe, TypeMasseSalariale } from '../../../src/domain/pricing/prevoyance/garanties.types';
import type { EtatProjet, StatutProjet } from '../../../src/domain/projets/projet.types';

/**
 * API shapes the provident screens read (spec 01 §3, §7), as GET /api/projets/{id} and
 * GET /api/projets/dernier answer them for a provident projet (snake_case). Only what the screens use.
 */
export interface ProjetPrevoyanceDetail {
  id: number | null;
  client: { id: number };
  statut: StatutProjet | null;
  etat: EtatProjet;
  date_effet: string | null;
  /** The company's total headcount when the projet was saved. */
  effectif: number | null;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string } | null;
  produit: { id: number; code: 'SSC' | 'SPC'; libelle: string | null };
  siret: string | null;
  raison_sociale: string;
  type_college: { value: 'CADRE' | 'NON_CADRE' | 'TOUS'; label: string };
  effectif_college: number;
  age_moyen: number;
  commissionnement: { type: string; taux: number };
  /** The engine's whole answer the projet was saved with (read through `lireResultatTarif`). */
  tarifs: ResultatTarifPrevoyance | Record<string, unknown> | null;
  bareme_version: string | null;
  naf?: { code: string; description: string } | null;
  nombre_femmes?: number | null;
  nombre_conjoints?: number | null;
  nombre_enfants?: number | null;
  type_masse_salariale?: TypeMasseSalariale | null;
  masse_salariale_t1?: number | null;
  masse_salariale_t2?: number | null;
  portabilite_supra_legale?: 'OUI' | 'NON';
  garanties?: GarantieListe[];
}

/** The broker, as the pricing and save payloads carry it (`utilisateur`). */
export interface UtilisateurRef {
  id: string;
  code_distributeur: string;
  username: string;
}

/** POST /api/prevoyance/tarifer body (01 §7). */
export interface CorpsTarifer {
  donnees_tarifantes: {
    date_effet: string;
    college: { type: 'CADRE' | 'NON_CADRE'; age_moyen: number; effectif: number; nb_femmes: number | null; nb_enfants: number | null; nb_conjoints: number | null };
    societe: { naf: string; idcc: number };
    proposition: {
      taux_commissionnement: number;
      masse_salariale_atarifer: TypeMasseSalariale;
      masse_salariale_t1: number;
      masse_salariale_t2: number | null;
      portabilite_supra_legale: 'OUI' | 'NON';
      garanties: GarantieListe[];
    };
  };
  client: { id: number };
  utilisateur: UtilisateurRef;
}

/** POST /api/projets and PUT /api/projets/{id} body for a provident projet (01 §7). */
export interface CorpsProjetPrevoyance {
  id?: number;
  etat: EtatProjet;
  produit: { id: number; code: 'SPC' };
  date_effet: string;
  utilisateur: UtilisateurRef;
  client: { id: number };
  college: CorpsTarifer['donnees_tarifantes']['college'];
  commissionnement: { type: string; taux: number };
  masse_salariale: { type_masse_salariale: TypeMasseSalariale; masse_salariale_t1: number; masse_salariale_t2: number | null };
  naf: { code: string; description: string };
  portabilite_supra_legale: 'OUI' | 'NON';
  garanties: GarantieListe[];
}

/** Reply of a save (01 §7). */
export interface ProjetEnregistre {
  id: number;
  client: { id: number };
  etat: EtatProjet;
  statut: StatutProjet;
}
