/**
 * What the health screens read from /api (spec 01 §3, §7), as the JSON comes (snake_case). The
 * server classes are not imported by the pages: these are the shapes they rely on.
 */
import type { EtatProjet, StatutProjet } from '../../../src/domain/projets/projet.types';
import type { ProjetSanteDetail } from '../../../src/domain/projets/contrat';
import type { components } from '../../api/schema';

/** The signed-in broker as the tariff and save payloads name them (utilisateur {id, code_distributeur, username}). */
export interface UtilisateurPage {
  id: string;
  username: string;
  codeDistributeur: string;
}

/** GET /projets/{id}, GET /projets/dernier, POST /projets/{id}/dupliquer (health projet): the server's contract. */
export type ProjetSanteApi = ProjetSanteDetail;

/** POST /eligibilite/determiner-produits-eligibles/{productId}: the offer's colleges (generated from the API's document). */
export type CollegeApi = components['schemas']['CollegeEligibleReponse'];

/** Answer of POST /projets and PUT /projets/{id}. */
export interface ProjetEnregistreApi {
  id: number;
  client: { id: number };
  etat: EtatProjet;
  statut: StatutProjet;
}
