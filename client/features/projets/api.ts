/**
 * The list's calls (spec 01 §7), through the typed client (client/api: 403 signs out, 401 →
 * auth-error) and the shared file download (name from Content-Disposition, default document.pdf, 'Entête …' error
 * when the header is missing).
 */
import { issueEnvoiEtude } from '../../../src/domain/projets/etude';
import { api, donnees } from '../../api/client';
import { dupliquerProjet as dupliquer } from '../devis/api';
import { telecharger } from '../../session/telechargement';

/** DELETE /projets/{id}, or DELETE /projets?projets_ids=… for several (all or nothing). */
export async function supprimerProjets(ids: readonly number[]): Promise<void> {
  if (ids.length === 1) await donnees(api.DELETE('/api/projets/{id}', { params: { path: { id: ids[0] } } }));
  else await donnees(api.DELETE('/api/projets', { params: { query: { projets_ids: ids.join(',') } } }));
}

/** POST /archiver-projets {projets_ids}. */
export async function archiverProjets(ids: readonly number[]): Promise<void> {
  await donnees(api.POST('/api/archiver-projets', { body: { projets_ids: [...ids] } }));
}

/** POST /projets/{id}/dupliquer: the copy to edit (not saved), in the GET /projets/{id} shape (either product's). */
export function dupliquerProjet(id: number) {
  return dupliquer(id);
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
  const r = await donnees(
    api.POST('/api/documents/etudes-personnalisees/email', {
      body: { email: email.trim(), projets_ids: [...ids], ...(detailChargements ? { detail_chargements: true } : {}) },
      params: { header: { 'Idempotency-Key': cleIdempotence } },
    }),
  );
  const issue = issueEnvoiEtude(r);
  if (!issue) throw new Error('Envoi refusé');
  return issue;
}

/** POST /projets/{id}/souscription: starts (or finds) the subscription; `url` is its screen. */
export function demarrerSouscription(id: number) {
  return donnees(api.POST('/api/projets/{id}/souscription', { params: { path: { id } } }));
}
