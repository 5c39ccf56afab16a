import type { components } from '../../api/schema';
import type { CcnChoisie } from '../../state';

/** A client of the distributor as GET /api/clients answers it (spec 01 §3 Client), from the API's document. */
// The loader reads the same client from the service, without the answer's constant `type`.
export type ClientEntreprise = Omit<components['schemas']['ClientReponse'], 'type'>;

/** What the 'Informations entreprise' loader prefetches on the server. */
export interface DonneesInformationsEntreprise {
  /** Null when the agreements could not be read ('Erreur lors de la récupération des CCNs'). */
  ccns: CcnChoisie[] | null;
  /** The two client lists of 01 §2 (GET /clients with doit_avoir_siret true / false). */
  clientsAvecSiret: ClientEntreprise[];
  clientsSansSiret: ClientEntreprise[];
}
