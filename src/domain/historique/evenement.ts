import { HISTORIQUE } from '../messages/historique';

/** What can happen to a projet's file (issue 28 item 1), in the order of its life. */
export const TYPES_EVENEMENT = [
  'PROJET_CREE',
  'PROJET_ENREGISTRE',
  'ETUDE_GENEREE',
  'ETUDE_ENVOYEE',
  'SOUSCRIPTION_DEMARREE',
  'ETAPE_ENREGISTREE',
  'PARTICIPANTS_IMPORTES',
  'PIECE_AJOUTEE',
  'PIECE_RETIREE',
  'SIGNATAIRE_DEFINI',
  'SIGNATURE_OUVERTE',
  'LIEN_OUVERT',
  'SIGNE',
  'REFUSE',
  'INTERROMPU',
  'RELANCE',
  'DOCUMENTS_TELECHARGES',
  'DOCUMENTS_ENVOYES',
  'DUE_ENREGISTREE',
  'DUE_DOCUMENTS_PRODUITS',
] as const;
export type TypeEvenement = (typeof TYPES_EVENEMENT)[number];

/** Who acted: the broker (named), the signer or the signature provider (never named), an admin. */
export const TYPES_ACTEUR = ['COURTIER', 'SIGNATAIRE', 'PRESTATAIRE', 'ADMIN'] as const;
export type TypeActeur = (typeof TYPES_ACTEUR)[number];

export interface Acteur {
  type: TypeActeur;
  /** The broker's display name; null for the signer and the provider (their label is the catalogue's). */
  libelle: string | null;
}

/** Small, flat details: numbers, short strings, booleans (see minimiserDetails). */
export type DetailsEvenement = Record<string, string | number | boolean | null>;

/** An entry as the services write it (projet, distributor and instant are the writer's). */
export interface NouvelEvenement {
  projetId: number;
  codeDistributeur: string;
  type: TypeEvenement;
  acteur: Acteur;
  details?: DetailsEvenement;
}

export const ACTEUR_SIGNATAIRE: Acteur = { type: 'SIGNATAIRE', libelle: null };
export const ACTEUR_PRESTATAIRE: Acteur = { type: 'PRESTATAIRE', libelle: null };

/** The broker as an actor: their display name only. */
export const acteurCourtier = (u: { nom: string; username?: string }): Acteur => ({ type: 'COURTIER', libelle: (u.nom || u.username || '').slice(0, 120) || null });

/** 'le signataire', 'le prestataire de signature', the broker's name. */
export function libelleActeur(a: Acteur): string {
  switch (a.type) {
    case 'SIGNATAIRE':
      return HISTORIQUE.acteurSignataire;
    case 'PRESTATAIRE':
      return HISTORIQUE.acteurPrestataire;
    case 'ADMIN':
      return a.libelle ?? HISTORIQUE.acteurAdmin;
    default:
      return a.libelle ?? HISTORIQUE.acteurCourtier;
  }
}

export const estTypeEvenement = (v: string): v is TypeEvenement => (TYPES_EVENEMENT as readonly string[]).includes(v);

/** Paging of GET /api/projets/{id}/historique. */
export const HISTORIQUE_TAILLE_DEFAUT = 20;
export const HISTORIQUE_TAILLE_MAX = 100;
export const HISTORIQUE_PAGE_MAX = 10_000;
