/**
 * File downloads (spec 01 §7, 03 §7): the file name comes from the Content-Disposition header (default
 * document.pdf), which is required ('Entête …' error otherwise); true once saved on status 200.
 * Same session rules as the typed client (client/api): 403 signs out, 401 leads to the authentication error page. A
 * generated document is asked with its action's Idempotency-Key (ADR 0024).
 */
import { ApiError } from '../api/erreur';
import { enTeteIdempotence } from './idempotence';
import { PATHS } from '../routing/paths';
import { seDeconnecter } from './deconnexion';

export const NOM_PAR_DEFAUT = 'document.pdf';

/** The REST API's prefix: `chemin` is given without it ('/projets/12/…'). */
const API_BASE = '/api';

/** File name of a Content-Disposition value: the UTF-8 form (RFC 8187) first, then the plain one. */
export function nomDepuisContentDisposition(valeur: string): string {
  const etoile = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(valeur);
  if (etoile) {
    try {
      return decodeURIComponent(etoile[1].trim());
    } catch {
      /* malformed: try the plain form */
    }
  }
  const simple = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(valeur);
  const nom = (simple?.[1] ?? simple?.[2] ?? '').trim();
  return nom || NOM_PAR_DEFAUT;
}

export interface TelechargementDeps {
  fetch: typeof fetch;
  navigate: (url: string) => void;
  seDeconnecter: () => void;
  enregistrer: (blob: Blob, nom: string) => void;
}

export function createTelecharger(deps: TelechargementDeps) {
  /** GET `chemin`, or POST it with `corps` as JSON (a document made from what the page sends). */
  return async function telecharger(chemin: string, cleIdempotence?: string, corps?: unknown): Promise<true> {
    const headers: Record<string, string> = cleIdempotence ? { ...enTeteIdempotence(cleIdempotence) } : {};
    if (corps !== undefined) headers['Content-Type'] = 'application/json';
    const response = await deps.fetch(`${API_BASE}${chemin}`, {
      credentials: 'same-origin',
      headers,
      ...(corps !== undefined ? { method: 'POST', body: JSON.stringify(corps) } : {}),
    });
    if (response.status === 403) deps.seDeconnecter();
    else if (response.status === 401) deps.navigate(PATHS.authError);
    if (response.status !== 200) {
      // The server's French refusal (409 'fige' confirmation, expired study…) is kept for the page.
      const corpsErreur = response.headers.get('Content-Type')?.includes('json') ? ((await response.json().catch(() => null)) as { message?: string } | null) : null;
      throw new ApiError(response.status, corpsErreur?.message ?? `Téléchargement refusé (HTTP ${response.status})`, corpsErreur);
    }
    const disposition = response.headers.get('Content-Disposition');
    if (!disposition) throw new Error('Entête Content-Disposition absente de la réponse');
    deps.enregistrer(await response.blob(), nomDepuisContentDisposition(disposition));
    return true;
  };
}

function enregistrerDansLeNavigateur(blob: Blob, nom: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nom;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const telecharger = createTelecharger({
  fetch: (input, init) => fetch(input, init),
  navigate: (url) => window.location.assign(url),
  seDeconnecter: () => seDeconnecter(),
  enregistrer: enregistrerDansLeNavigateur,
});
