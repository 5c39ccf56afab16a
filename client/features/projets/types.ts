/**
 * What the project-list loader sends to the page (spec 01 §2 'Project lists', §3 'Project list
 * row'): narrow rows with their cells already written, so a thousand projets stay small on the
 * wire and cheap to render and hydrate.
 */
import type { CodeProduit, DateIso, EtatProjet, StatutProjet, TypeCollege } from '../../../src/domain/projets/projet.types';

/** One row of the list. */
export interface LigneListe {
  id: number;
  /** dd/mm/yyyy (Paris calendar day of the creation). */
  dateCreation: string;
  dateEffet: DateIso | null;
  /** dd/mm/yyyy, empty when none. */
  dateEffetAffichee: string;
  /** The saved price in two parts ('62,48 €/mois', '1,56 % PMSS'); null when not readable. */
  prix: { budget: string; taux: string } | null;
  effectifCollege: number;
  statut: StatutProjet;
  libelleStatut: string;
  etat: EtatProjet;
  /** Icon 'La date d'effet a expiré'. */
  dateEffetExpiree: boolean;
  /** Lock icon 'Le projet est verrouillé. Il n'est plus modifiable.' */
  verrouille: boolean;
  /** Texts of the level (health) or guarantee (provident) columns, in header order. */
  valeurs: string[];
}

/** A header group: its label and its sub-columns (none: one column spanning both header rows). */
export interface EnteteGroupe {
  libelle: string;
  colonnes: string[];
}

export interface GroupeListe {
  college: TypeCollege;
  /** 'Cadres', 'Non Cadres', 'Ensemble du personnel'. */
  libelle: string;
  lignes: LigneListe[];
  /** Offer of the newest projet of the college ('Nouveau projet' starts from it). */
  produitId: number | null;
}

/** The company the list is for (GET /projets filters: SIRET, else company name). */
export interface EntrepriseListe {
  siret: string | null;
  raisonSociale: string | null;
}

export interface DonneesListe {
  codeProduit: CodeProduit;
  /** The business 'today' of the server (Europe/Paris), for the button rules. */
  today: DateIso;
  /** null: the address names no company; the page takes it from the session state. */
  entreprise: EntrepriseListe | null;
  /** null when the list could not be read (erreur) or no company is named yet. */
  groupes: GroupeListe[] | null;
  erreur: boolean;
  entetes: EnteteGroupe[];
  /** Provident: the two icon columns; health shows the icons in the Statut cell. */
  colonnesIcones: boolean;
}

/** The product's address segment and screens (spec 01 §2). */
export type SegmentProduit = 'ssc' | 'spc';
