import { RefusMetier } from '../common/refus-metier';
import { envoiNonConfirme, type ReponseEnvoiEtude } from '../domain/projets';
import type { IssueEnvoi } from './mail.types';

/** The answer of an e-mail call: `true` (200) once the SMTP server accepted it, else a 202 body (ADR 0025). */
export type ReponseEnvoi = ReponseEnvoiEtude;

/** Maps an outbox status (or NOT_QUEUED: the queue is down, the e-mail kept) to the answer of an e-mail call; FAILED is a 502 with the feature's message. */
export function reponseEnvoi(statut: IssueEnvoi, echec: string): ReponseEnvoi {
  switch (statut) {
    case 'SENT':
      return true;
    case 'CAPTURED':
      return envoiNonConfirme('CAPTURE');
    case 'UNCERTAIN':
      return envoiNonConfirme('INCERTAIN');
    case 'FAILED':
      throw new RefusMetier('amont', echec);
    case 'NOT_QUEUED':
      return envoiNonConfirme('FILE_INDISPONIBLE');
    default:
      return envoiNonConfirme('EN_ATTENTE');
  }
}
