import { COMMON } from '../messages/common';
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
