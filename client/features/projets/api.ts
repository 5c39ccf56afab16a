/**
 * The list's calls (spec 01 §7), through apiFetch (403 signs out, 401 → auth-error) and the
 * shared file download (name from Content-Disposition, default document.pdf, 'Entête …' error
 * when the header is missing).
 */
import { issueEnvoiEtude } from '../../../src/domain/projets/etude';
import { apiFetch } from '../../session/api-fetch';
import { enTeteIdempotence } from '../../session/idempotence';
import { telecharger } from '../../session/telechargement';

/** DELETE /projets/{id}, or DELETE /projets?projets_ids=… for several (all or nothing). */
export async function supprimerProjets(ids: readonly number[]): Promise<void> {
  if (ids.length === 1) await apiFetch(`/projets/${ids[0]}`, { method: 'DELETE' });
  else await apiFetch('/projets', { method: 'DELETE', query: { projets_ids: ids.join(',') } });
}

/** POST /archiver-projets {projets_ids}. */
export async function archiverProjets(ids: readonly number[]): Promise<void> {
  await apiFetch('/archiver-projets', { method: 'POST', body: { projets_ids: ids } });
}

/** POST /projets/{id}/dupliquer: the copy to edit (not saved), in the GET /projets/{id} shape. */
export function dupliquerProjet<T>(id: number): Promise<T> {
  return apiFetch<T>(`/projets/${id}/dupliquer`, { method: 'POST' });
}

/** GET /documents/etudes-personnalisees?projets_ids=…: the PDF, saved by the browser (one per key). */
export function telechargerEtude(ids: readonly number[], cleIdempotence: string, detailChargements = false): Promise<true> {
  return telecharger(`/documents/etudes-personnalisees?projets_ids=${ids.join(',')}${detailChargements ? '&detail_chargements=true' : ''}`, cleIdempotence);
}

/**
 * POST /documents/etudes-personnalisees/email {email, projets_ids}, one e-mail per key: `true` means
 * sent (the spec's success); a 202 says captured, queued or unconfirmed, each shown as it is.
 * Anything else is the spec's failure (thrown).
 */
export async function envoyerEtude(email: string, ids: readonly number[], cleIdempotence: string, detailChargements = false) {
  const r = await apiFetch<unknown>('/documents/etudes-personnalisees/email', {
    method: 'POST',
    body: { email: email.trim(), projets_ids: ids, ...(detailChargements ? { detail_chargements: true } : {}) },
    headers: enTeteIdempotence(cleIdempotence),
  });
  const issue = issueEnvoiEtude(r);
  if (!issue) throw new Error('Envoi refusé');
  return issue;
}

/** POST /projets/{id}/souscription: starts (or finds) the subscription; `url` is its screen. */
export function demarrerSouscription(id: number): Promise<{ id_souscription: number; url: string }> {
  return apiFetch<{ id_souscription: number; url: string }>(`/projets/${id}/souscription`, { method: 'POST' });
}
