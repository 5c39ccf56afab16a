import type { CcnChoisie } from '../../state';

/** A client of the distributor as GET /api/clients answers it (spec 01 §3 Client). */
export interface ClientEntreprise {
  id: number;
  siret: string | null;
  raison_sociale: string;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string; dares_valide: boolean };
  naf: string | null;
  demographie: { effectif_global: number; effectif_cadre: number | null; effectif_non_cadre: number | null };
}

/** What the 'Informations entreprise' loader prefetches on the server. */
export interface DonneesInformationsEntreprise {
  /** Null when the agreements could not be read ('Erreur lors de la récupération des CCNs'). */
  ccns: CcnChoisie[] | null;
  /** The two client lists of 01 §2 (GET /clients with doit_avoir_siret true / false). */
  clientsAvecSiret: ClientEntreprise[];
  clientsSansSiret: ClientEntreprise[];
}
