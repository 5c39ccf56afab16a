import type { GarantieListe, TypeMasseSalariale } from '../../../src/domain/pricing/prevoyance/garanties.types';
import type { EtatProjet, StatutProjet } from '../../../src/domain/projets/projet.types';

/**
 * GET /api/projets/{id}, /projets/dernier and /projets/{id}/dupliquer for a provident projet: the
 * server's contract in src/domain (one type on both sides, ADR 0038), not a copy.
 */
export type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';

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
