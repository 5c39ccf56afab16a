import type { EtatTransaction } from '../signature/types';

/**
 * A signal that a file moved (issue 28 item 3, ADR 0082), pure: what the broker's pages receive
 * through `GET /api/evenements` (server-sent events) to refresh without a reload. Minimal on
 * purpose: which projet and what happened; the page reads the rest through its own loaders.
 */
export type NatureEvenement =
  /** A signature transaction changed state (a provider's callback, or its state pulled on return). */
  | 'signature'
  /** An e-mail of the file could not be delivered (refused for good by the mail server, or too many attempts). */
  | 'mail-non-remis';

export interface EvenementDossier {
  /** `<ms>-<seq>`: ordered, the id a reconnecting page sends back as `Last-Event-ID`. */
  id: string;
  nature: NatureEvenement;
  projetId: number;
  /** The transaction's new state, for 'signature'. */
  etat?: EtatTransaction;
  /** ISO instant of the change. */
  le: string;
}

/** An event before the bus numbers it. */
export type NouvelEvenement = Omit<EvenementDossier, 'id'>;

/** The SSE event name the pages listen to. */
export const NOM_EVENEMENT_SSE = 'dossier';

const ID = /^(\d{1,15})-(\d{1,15})$/;

/** An event id as [ms, seq], or null when it is not one of ours (a forged or foreign Last-Event-ID). */
export function lireId(id: string | undefined | null): [number, number] | null {
  const m = id ? ID.exec(id.trim()) : null;
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Whether event id `a` comes after `b` (both read by lireId). */
export function apres(a: [number, number], b: [number, number]): boolean {
  return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
}

/** The next id after `precedent` at `ms` (the in-process bus; Redis streams number the same way). */
export function idSuivant(precedent: [number, number] | null, ms: number): [number, number] {
  if (!precedent || ms > precedent[0]) return [ms, 0];
  return [precedent[0], precedent[1] + 1];
}

/** One event in the text/event-stream format (the data is one JSON line: no newline can break the frame). */
export function trameSse(e: EvenementDossier): string {
  return `id: ${e.id}\nevent: ${NOM_EVENEMENT_SSE}\ndata: ${JSON.stringify(e)}\n\n`;
}

/** Whether an event concerns the page of projet `projetId` (step 4 listens to its own file only). */
export const concerne = (e: Pick<EvenementDossier, 'projetId'>, projetId: number): boolean => e.projetId === projetId;

/** Step 4's live line for an event of its projet (the catalogue's words), or null when there is nothing to say. */
export function phraseEvenement(e: Pick<EvenementDossier, 'nature' | 'etat'>, M: Record<'lienOuvert' | 'interrompue' | 'signee' | 'refusee' | 'expiree' | 'erreur' | 'mailNonRemis', string>): string | null {
  if (e.nature === 'mail-non-remis') return M.mailNonRemis;
  switch (e.etat) {
    case 'EN_COURS':
      return M.lienOuvert;
    case 'INTERROMPUE':
      return M.interrompue;
    case 'SIGNEE':
      return M.signee;
    case 'REFUSEE':
      return M.refusee;
    case 'EXPIREE':
      return M.expiree;
    case 'ERREUR':
      return M.erreur;
    default:
      return null;
  }
}
