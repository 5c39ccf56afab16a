import { COMMON } from '../messages/common';
import { MAIL } from '../messages/mail';
import { PROJETS } from '../messages/projets';

/** At most 2 projets side by side in a personalised study (§5, §9). */
export const MAX_PROJETS_ETUDE = 2;

/** null when the selection can make a study, else the French refusal. */
export function verifierSelectionEtude(ids: readonly unknown[]): string | null {
  if (ids.length === 0) return PROJETS.selectionnerUnProjet;
  if (ids.length > MAX_PROJETS_ETUDE) return PROJETS.selectionnerDeuxProjetsMaximum;
  return null;
}

/**
 * E-mail address check shared by the study dialog and the server: one local part, one domain with
 * a dot-separated TLD, no spaces; length bounds of RFC 5321.
 */
export function estEmailValide(email: unknown): boolean {
  if (typeof email !== 'string') return false;
  const value = email.trim();
  if (value.length === 0 || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64) return false;
  if (!/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false;
  }
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((l) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l)) && /^[A-Za-z]{2,}$/.test(labels[labels.length - 1]);
}

export type ModeRemiseEtude = 'telecharger' | 'envoyer';

/**
 * Study dialog 'Remise de l'étude personnalisée' (§2, §5): validate is enabled in download mode,
 * or in send mode with a present, valid e-mail; otherwise the tooltip says fields are in error.
 */
export function etatValidationEtude(dialog: { mode: ModeRemiseEtude | null | undefined; email?: string | null }): {
  actif: boolean;
  infobulle: string | null;
  erreurEmail: string | null;
} {
  if (dialog.mode === 'telecharger') return { actif: true, infobulle: null, erreurEmail: null };
  if (dialog.mode === 'envoyer') {
    const email = dialog.email?.trim() ?? '';
    if (email && estEmailValide(email)) return { actif: true, infobulle: null, erreurEmail: null };
    return {
      actif: false,
      infobulle: COMMON.champsEnErreur,
      erreurEmail: email ? PROJETS.emailInvalide : COMMON.champObligatoire('email'),
    };
  }
  return { actif: false, infobulle: COMMON.champsEnErreur, erreurEmail: null };
}

/**
 * POST /documents/etudes-personnalisees/email answers (ADR 0025). `true` (HTTP 200) only when the
 * SMTP server accepted the message — the spec's "truthy means success". When it was not sent, HTTP
 * 202 with this object: captured (no SMTP), still queued, kept while the queue is down, or not confirmed.
 */
export const ETATS_ENVOI_NON_CONFIRME = ['CAPTURE', 'EN_ATTENTE', 'FILE_INDISPONIBLE', 'INCERTAIN'] as const;
export type EtatEnvoiNonConfirme = (typeof ETATS_ENVOI_NON_CONFIRME)[number];

export interface EnvoiNonConfirme {
  envoye: false;
  etat: EtatEnvoiNonConfirme;
  message: string;
}

export type ReponseEnvoiEtude = true | EnvoiNonConfirme;

const MESSAGES_NON_CONFIRME: Record<EtatEnvoiNonConfirme, string> = { CAPTURE: MAIL.capture, EN_ATTENTE: MAIL.enAttente, FILE_INDISPONIBLE: MAIL.fileIndisponible, INCERTAIN: MAIL.incertain };

export function envoiNonConfirme(etat: EtatEnvoiNonConfirme): EnvoiNonConfirme {
  return { envoye: false, etat, message: MESSAGES_NON_CONFIRME[etat] };
}

/**
 * What the study dialog shows for an answer: sent (the spec's success), not sent (its sentence, in
 * the catalogue's words whatever the server wrote), or anything else: the spec's failure.
 */
export function issueEnvoiEtude(reponse: unknown): { ton: 'success' | 'info' | 'warning'; message: string } | null {
  if (reponse === true) return { ton: 'success', message: PROJETS.etudeEmailEnvoye };
  const etat = (reponse as { envoye?: unknown; etat?: unknown } | null)?.etat;
  if (typeof reponse === 'object' && reponse !== null && (reponse as { envoye?: unknown }).envoye === false && typeof etat === 'string' && etat in MESSAGES_NON_CONFIRME) {
    return { ton: etat === 'INCERTAIN' ? 'warning' : 'info', message: MESSAGES_NON_CONFIRME[etat as EtatEnvoiNonConfirme] };
  }
  return null;
}
