import type { CodeProduit } from '../../../src/domain/projets/projet.types';
import type { VueSouscription } from '../../../src/domain/souscription';

/** A legal form as step 1 needs it (code, label, its activities). */
export interface FormeChoix {
  code: string;
  libelle: string;
  activites: { code: string; libelle: string }[];
}

/** What the subscription frame's loader gives the page (spec 02 §2, §4 load order). */
export interface DonneesDossier {
  idProjet: number;
  codeProduit: CodeProduit;
  raisonSociale: string;
  today: string;
  /** The hand-over was made; without it the frame says so and shows no step. */
  ouverte: boolean;
  /** 'Erreur lors du chargement de la souscription' instead of the steps. */
  erreurChargement: boolean;
  formes: FormeChoix[];
  fonctions: string[];
  /** The NAF of the file with its label, for the autocomplete's first display. */
  nafLibelle: string | null;
  /** Towns of the file's head-office postcode (the town list is shown with the page). */
  villes: string[];
  dossier: VueSouscription | null;
}

export type Onglet = 'informations-complementaires' | 'participants' | 'pieces-justificatives' | 'signature-et-documents';

export const ONGLETS: readonly Onglet[] = ['informations-complementaires', 'participants', 'pieces-justificatives', 'signature-et-documents'];
