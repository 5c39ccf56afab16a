import type { ClotureContrat, EtatTransaction, StatutRetour, TypeEvenement } from './types';

/**
 * A signature transaction's life (brief §4.2, §4.5), pure. States only move forward: events may come
 * twice or out of order (providers retry; a "declined" after "signed" is stale), so each event is
 * applied only when it moves the transaction on. Interrupted is not an end: the signer may come back.
 */

/** Rank of each state: a transition goes to a higher rank, or to an end from an interruption. */
const RANG: Record<EtatTransaction, number> = { CREEE: 0, EN_COURS: 1, INTERROMPUE: 2, SIGNEE: 3, REFUSEE: 3, EXPIREE: 3, ERREUR: 3 };

const CIBLE: Record<TypeEvenement, EtatTransaction> = {
  NOTIFIE: 'EN_COURS',
  LIEN_OUVERT: 'EN_COURS',
  INTERROMPU: 'INTERROMPUE',
  SIGNE: 'SIGNEE',
  REFUSE: 'REFUSEE',
  EXPIRE: 'EXPIREE',
  ERREUR: 'ERREUR',
};

export const ETATS_CLOTURES: readonly EtatTransaction[] = ['SIGNEE', 'REFUSEE', 'EXPIREE', 'ERREUR'];

export function estCloturee(etat: EtatTransaction): boolean {
  return ETATS_CLOTURES.includes(etat);
}

/**
 * The state after an event, or null when the event changes nothing (already there, stale, or the
 * transaction is closed). An interrupted transaction re-opens when its link is opened again.
 */
export function etatApresEvenement(etat: EtatTransaction, type: TypeEvenement): EtatTransaction | null {
  if (estCloturee(etat)) return null;
  const cible = CIBLE[type];
  if (cible === etat) return null;
  if (etat === 'INTERROMPUE' && cible === 'EN_COURS') return 'EN_COURS';
  return RANG[cible] > RANG[etat] ? cible : null;
}

/** The browser's return status each state agrees with (brief §4.2). */
const RETOUR_ATTENDU: Partial<Record<EtatTransaction, StatutRetour>> = { SIGNEE: 'OK', REFUSEE: 'CANCEL', INTERROMPUE: 'SUSPEND' };

export const CAUSES_RETOUR = ['TRANSACTION_INCONNUE', 'TRANSACTION_DEJA_CLOTUREE', 'STATUT_INCOHERENT', 'TRANSACTION_EXPIREE'] as const;
export type CauseRetour = (typeof CAUSES_RETOUR)[number];

/**
 * `POST /signature/retour` (brief §4.2): does the browser's status agree with the authoritative
 * state (from callbacks, or a pull when none came yet)? null when it does, or when the provider has
 * not told yet (the browser is then believed for the page only: the state stays the callbacks').
 */
export function causeContradiction(etat: EtatTransaction, statut: string): CauseRetour | null {
  if (etat === 'EXPIREE') return 'TRANSACTION_EXPIREE';
  const attendu = RETOUR_ATTENDU[etat];
  if (attendu) return attendu === statut ? null : estCloturee(etat) ? 'TRANSACTION_DEJA_CLOTUREE' : 'STATUT_INCOHERENT';
  if (etat === 'ERREUR') return statut === 'OK' || statut === 'CANCEL' ? 'STATUT_INCOHERENT' : null;
  return null;
}

/** The contract closing of the last closed transaction (02 §2 step 4): accepted or cancelled, dated. */
export function clotureContrat(etat: EtatTransaction, clotureLe: string | null): ClotureContrat | null {
  if (!clotureLe) return null;
  if (etat === 'SIGNEE') return { status: 'ACCEPTEE', date: clotureLe };
  if (etat === 'REFUSEE') return { status: 'ANNULEE', date: clotureLe };
  return null;
}

/** `derniere-transaction-cloturee` (brief §4.2): OK for a signature, CANCEL for a refusal. */
export function codeEtatRetour(etat: EtatTransaction): 'OK' | 'CANCEL' | null {
  return etat === 'SIGNEE' ? 'OK' : etat === 'REFUSEE' ? 'CANCEL' : null;
}
