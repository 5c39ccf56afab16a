/**
 * The list's calls (spec 01 §7), through apiFetch (403 signs out, 401 → auth-error) and the
 * shared file download (name from Content-Disposition, default document.pdf, 'Entête …' error
 * when the header is missing).
 */
import { apiFetch } from '../../session/api-fetch';
import { telecharger } from '../sante/telechargement';

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

/** GET /documents/etudes-personnalisees?projets_ids=…: the PDF, saved by the browser. */
export function telechargerEtude(ids: readonly number[]): Promise<true> {
  return telecharger(`/documents/etudes-personnalisees?projets_ids=${ids.join(',')}`);
}

/** POST /documents/etudes-personnalisees/email {email, projets_ids}: a truthy answer means sent. */
export async function envoyerEtude(email: string, ids: readonly number[]): Promise<boolean> {
  const r = await apiFetch<unknown>('/documents/etudes-personnalisees/email', { method: 'POST', body: { email: email.trim(), projets_ids: ids } });
  return Boolean(r);
}

/** POST /projets/{id}/souscription: starts (or finds) the subscription; `url` is its screen. */
export function demarrerSouscription(id: number): Promise<{ id_souscription: number; url: string }> {
  return apiFetch<{ id_souscription: number; url: string }>(`/projets/${id}/souscription`, { method: 'POST' });
}
