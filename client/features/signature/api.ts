/**
 * The public signature pages' browser calls (spec 02 §4), through the typed client (ADR 0057). The
 * signer is not signed in: a refused call here never signs anyone out.
 */
import { ApiError, creerApi, donnees, type Api } from '../../api/client';
import { destinationRetour, estTypeUtilisateur, type RetourSignature } from './retour';

const apiPublique = creerApi({ fetch: (request) => fetch(request), navigate: () => undefined, seDeconnecter: () => undefined });

/**
 * Tells the server what the browser came back with, then says where to go. The redirect happens
 * even when the call fails (02 §4); only a 409 (unknown transaction, or a status that contradicts the
 * provider's callbacks) changes the destination, to the error page with its cause.
 */
export async function completerRetour(retour: RetourSignature, api: Api = apiPublique): Promise<string> {
  const userType = retour.userType;
  if (!estTypeUtilisateur(userType)) return destinationRetour(retour);
  try {
    await donnees(api.POST('/api/signature/retour', { body: { tid: retour.tid, code_statut: retour.status, code_type_utilisateur: userType } }));
    return destinationRetour(retour);
  } catch (err) {
    return destinationRetour(retour, causeDeRefus(err));
  }
}

/** The cause of a 409: `data.cause` of the answer (the server's own word for the contradiction). */
function causeDeRefus(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const corps = err.body;
  if (typeof corps !== 'object' || corps === null || !('data' in corps)) return null;
  const data = corps.data;
  return typeof data === 'object' && data !== null && 'cause' in data && typeof data.cause === 'string' ? data.cause : null;
}

/** 02 §4 'Relaunch': the transaction's fresh signing address; without a transaction id, it fails. */
export async function urlDeRelance(tid: string | null | undefined, api: Api = apiPublique): Promise<string> {
  if (!tid) throw new Error('missing transaction id');
  const { url } = await donnees(api.GET('/api/signature/transaction/{tid}', { params: { path: { tid } } }));
  if (!url) throw new Error('missing signature url');
  return url;
}

