import type { CodeProduit, TypeCollege } from '../offres/catalogue';

export type { CodeProduit, TypeCollege };

/** Projet statut (spec 01 §4); the lifecycle past EN_SOUSCRIPTION belongs to the subscription. */
export const STATUTS = [
  'NOUVEAU',
  'ETUDE_PERSONNALISEE_EDITEE',
  'DEMANDE_ADHESION_EDITEE',
  'EN_SOUSCRIPTION',
  'SIGNATURE_EN_ATTENTE',
  'ETUDE_GESTION',
  'ACCEPTE',
] as const;
export type StatutProjet = (typeof STATUTS)[number];

/** etat: null = editable; FIGE and TARIFS_FIGES = read-only (§4). */
export const ETATS = ['FIGE', 'TARIFS_FIGES'] as const;
export type EtatProjet = (typeof ETATS)[number] | null;

export const CODES_PRODUIT: readonly CodeProduit[] = ['SSC', 'SPC'];

/** ISO calendar date 'yyyy-mm-dd' (the wire and storage format of every business date). */
export type DateIso = string;
