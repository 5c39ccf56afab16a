/**
 * What the health screens read from /api (spec 01 §3, §7), as the JSON comes (snake_case). The
 * server classes are not imported by the pages: these are the shapes they rely on.
 */
import type { CodeAccesTarification } from '../../../src/domain/eligibilite/acces-tarification';
import type { EtatProjet, StatutProjet } from '../../../src/domain/projets/projet.types';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import type { ResultatTarifSante } from '../../../src/domain/pricing/sante/moteur';

/** The signed-in broker as the tariff and save payloads name them (utilisateur {id, code_distributeur, username}). */
export interface UtilisateurPage {
  id: string;
  username: string;
  codeDistributeur: string;
}

/** GET /projets/{id}, GET /projets/dernier, POST /projets/{id}/dupliquer (health projet). */
export interface ProjetSanteApi {
  id: number | null;
  client_id: number;
  client: { id: number };
  statut: StatutProjet | null;
  etat: EtatProjet;
  date_creation: string | null;
  date_effet: string | null;
  effectif: number | null;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string } | null;
  produit: { id: number; code: string; libelle: string | null };
  siret: string | null;
  raison_sociale: string;
  type_college: { value: TypeCollege; label: string };
  effectif_college: number;
  age_moyen: number;
  commissionnement: { type: string; taux: number };
  tarifs: ResultatTarifSante | null;
  bareme_version: string | null;
  code_postal?: string | null;
  departement?: string | null;
  regime_social?: string | null;
  resiliation_infra_annuelle?: boolean | null;
  sur_complementaire?: boolean | null;
  niveaux_postes?: { code: string; num_value: number }[];
}

/** POST /eligibilite/determiner-produits-eligibles/{productId}: the offer's colleges. */
export interface CollegeApi {
  id: TypeCollege;
  code: TypeCollege;
  libelle: string;
  acces_tarification: { code: CodeAccesTarification | string };
}

/** Answer of POST /projets and PUT /projets/{id}. */
export interface ProjetEnregistreApi {
  id: number;
  client: { id: number };
  etat: EtatProjet;
  statut: StatutProjet;
}
