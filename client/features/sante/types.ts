/**
 * Names the health screens give to the server's shapes: the domain contract (src/domain/projets/
 * contrat.ts) and the generated document types (client/api/schema.d.ts); nothing re-declared.
 */
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
