/**
 * The answer of GET /api/espace/clients, as the API writes it and the page /espace reads it. The
 * OpenAPI classes of src/espace/dto implement these interfaces, so both sides share one shape.
 */
import type { CodeProduit, DateIso, EtatProjet, StatutProjet, TypeCollege } from '../projets/projet.types';
import type { AccesSouscription, PrixProjet } from './espace';

export interface ProjetEspace {
  id: number;
  code_produit: CodeProduit;
  statut: StatutProjet;
  /** The Statut column's label (spec 01 §2). */
  statut_libelle: string;
  etat: EtatProjet;
  date_effet: DateIso | null;
  date_creation: string;
  college: { type: TypeCollege; libelle: string; effectif: number };
  prix: PrixProjet | null;
  souscription: AccesSouscription;
  /** ISO instant of the signature refusal when the projet's latest signature transaction is refused (issue 27 item 4); else null. */
  signature_refusee_le: string | null;
}

export interface ClientEspace {
  id: number;
  siret: string | null;
  raison_sociale: string;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string; dares_valide: boolean; lien_fiche: string | null } | null;
  naf: string | null;
  demographie: { effectif_global: number; effectif_cadre: number | null; effectif_non_cadre: number | null };
  /** Projets not archived. */
  nombre_projets: number;
  /** The latest of them (PROJETS_PAR_CLIENT at most), newest first. */
  projets: ProjetEspace[];
}

export interface PageClientsEspace {
  /** The search applied (its key: lower case, no accents); '' for all clients. */
  recherche: string;
  page: number;
  taille: number;
  total: number;
  /** At least 1. */
  pages: number;
  clients: ClientEspace[];
}
