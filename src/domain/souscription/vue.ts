import type { CodeProduit, EtatProjet, StatutProjet } from '../projets/projet.types';
import type { ChoixModeCotisation } from './cotisation';
import type { Progression } from './progression';
import type { ContexteSouscription, InformationsComplementaires, MethodeAffiliation, ModeAffiliation, SignataireParDefaut } from './types';

/**
 * The subscription as the API (GET /projets/{id}/souscription) and the page loader give it:
 * the record, what the rules need from the projet, read-only and frozen fields, progress.
 */
export interface VueSouscription {
  id: number;
  id_projet: number;
  code_produit: CodeProduit;
  statut: StatutProjet;
  etat: EtatProjet;
  raison_sociale: string;
  lecture_seule: boolean;
  /** Body paths of the frozen fields ('entreprise_adherente.siret'...). */
  champs_figes: string[];
  contexte: ContexteSouscription;
  /** Health: the contribution modes offered (from the projet's tariff structures and college headcount). */
  modes_cotisation: ChoixModeCotisation[];
  /** Step 1 as saved, or the prefill from the client and the projet when never saved. */
  informations_complementaires: InformationsComplementaires;
  informations_enregistrees: boolean;
  affiliation: { methode_affiliation: MethodeAffiliation | null; mode_affiliation: ModeAffiliation | null };
  progression: Progression;
  dossier_complet: boolean;
  /** The signer as saved (phone in E.164), or the defaults from the interlocutor (02 §3). */
  signataire: SignataireParDefaut;
  signataire_enregistre: boolean;
}
