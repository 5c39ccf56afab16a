/**
 * The answer of GET /api/espace/clients, as the API writes it and the page /espace reads it: the
 * broker's pipeline, one row per file (issue 28 item 2, docs/adr/0081). The OpenAPI classes of
 * src/espace/dto implement these interfaces, so both sides share one shape.
 */
import type { TypeEvenement } from '../historique/evenement';
import type { CodeProduit, DateIso, EtatProjet, StatutProjet, TypeCollege } from '../projets/projet.types';
import type { AccesSouscription, PrixProjet } from './espace';
import type { EtapeDossier, TriDossiers } from './etape';

/** The file's company: what a new projet for it starts from (no retyping, docs/adr/0039). */
export interface ClientDossier {
  id: number;
  siret: string | null;
  raison_sociale: string;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string; dares_valide: boolean; lien_fiche: string | null } | null;
  naf: string | null;
  demographie: { effectif_global: number; effectif_cadre: number | null; effectif_non_cadre: number | null };
}

/** The latest entry of the file's history (src/historique), in words. */
export interface EvenementDossier {
  type: TypeEvenement;
  /** 'Signature refusée — motif : …' (libelleEvenement). */
  libelle: string;
  /** The broker's name, 'le signataire', 'le prestataire de signature'. */
  acteur: string;
  /** ISO instant. */
  survenu_le: string;
}

export interface DossierEspace {
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
  client: ClientDossier;
  /** The stage code (etapeDossier). */
  etape: EtapeDossier;
  /** ISO instant the stage dates from: signature opened (waiting), signed, refused; else null. */
  etape_depuis: string | null;
  /** The refusal's reason as the signer gave it (REFUSEE), else null. */
  motif_refus: string | null;
  /** Refused, or a signature waiting for more than JOURS_AVANT_RELANCE days. */
  a_relancer: boolean;
  /** Completion percent of the file (progressionDossier). */
  progression: number;
  /** What a subscription in progress still needs, in words ('2 participants', 'Extrait Kbis…'); else empty. */
  manquants: string[];
  dernier_evenement: EvenementDossier | null;
  /** ISO instant of the latest event (or of the projet's last change when it has none): the default sort. */
  derniere_activite: string;
}

export interface PageDossiersEspace {
  /** The search applied (its key: lower case, no accents); '' for all files. */
  recherche: string;
  etape: EtapeDossier | null;
  produit: CodeProduit | null;
  a_relancer: boolean;
  tri: TriDossiers;
  page: number;
  taille: number;
  total: number;
  /** At least 1. */
  pages: number;
  dossiers: DossierEspace[];
}
