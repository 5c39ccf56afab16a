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
  'SIGNATURE_EXPIREE',
  'SIGNATURE_EN_ERREUR',
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

/** Paging of GET /api/projets/{id}/historique. */
export const HISTORIQUE_TAILLE_DEFAUT = 20;
export const HISTORIQUE_TAILLE_MAX = 100;
export const HISTORIQUE_PAGE_MAX = 10_000;

/** The broker's entry on a projet (the one-line call of the services). */
export const parCourtier = (
  user: { nom: string; username?: string; codeDistributeur: string },
  projetId: number,
  type: TypeEvenement,
  details?: DetailsEvenement,
): NouvelEvenement => ({ projetId, codeDistributeur: user.codeDistributeur, type, acteur: acteurCourtier(user), details });

/** 'Step saved' with its completion percent, from the step's counter (nb_completed / nb_total). */
export const etapeEnregistree = (
  user: { nom: string; username?: string; codeDistributeur: string },
  projetId: number,
  etape: string,
  c: { nb_completed: number; nb_total: number },
): NouvelEvenement => parCourtier(user, projetId, 'ETAPE_ENREGISTREE', { etape, progression: pourcentEtape(c) });

/** A step's completion percent from its counter (100 when nothing is asked, as the tabs show it). */
export const pourcentEtape = (c: { nb_completed: number; nb_total: number }): number =>
  c.nb_total <= 0 ? 100 : Math.round((Math.min(c.nb_completed, c.nb_total) / c.nb_total) * 100);

/**
 * A signature provider's event once applied, as the history tells it: what the signer did (link
 * opened, interrupted, signed, refused with the reason) is theirs; an expiry or an error is the
 * provider's. null for what a broker need not read (the provider's own notification).
 */
export function evenementDeSignature(type: string, motif?: string | null): Pick<NouvelEvenement, 'type' | 'acteur' | 'details'> | null {
  const signataire = (t: TypeEvenement, details?: DetailsEvenement) => ({ type: t, acteur: ACTEUR_SIGNATAIRE, details });
  switch (type) {
    case 'LIEN_OUVERT':
      return signataire('LIEN_OUVERT');
    case 'INTERROMPU':
      return signataire('INTERROMPU');
    case 'SIGNE':
      return signataire('SIGNE');
    case 'REFUSE':
      return signataire('REFUSE', motif ? { motif } : undefined);
    case 'EXPIRE':
      return { type: 'SIGNATURE_EXPIREE', acteur: ACTEUR_PRESTATAIRE };
    case 'ERREUR':
      return { type: 'SIGNATURE_EN_ERREUR', acteur: ACTEUR_PRESTATAIRE };
    default:
      return null;
  }
}
