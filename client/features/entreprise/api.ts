/** The /api calls of the two front screens (spec 01 §7), through the typed client (client/api). */
import { interpreterVerificationSiret, type VerificationSiret } from '../../../src/domain/eligibilite/saisie-entreprise';
import { api as apiNavigateur, ApiError, donnees, type Api } from '../../api/client';
import type { components } from '../../api/schema';
import type { CorpsClient } from './formulaire';
import type { ClientEntreprise } from './types';

const estAbandon = (err: unknown) => err instanceof Error && err.name === 'AbortError';

/**
 * POST /eligibilite/determiner-eligibilite-entreprise. Statuses below 500 are answers (400 reads as
 * INVALIDE); 5xx and network failures leave the journey open with the spec's warning. An aborted
 * call (the SIRET changed meanwhile) rejects with the AbortError.
 */
export async function verifierSiret(siret: string, signal?: AbortSignal, api: Api = apiNavigateur): Promise<VerificationSiret> {
  try {
    const corps = await donnees(api.POST('/api/eligibilite/determiner-eligibilite-entreprise', { body: { siret }, signal }));
    return interpreterVerificationSiret(200, corps);
  } catch (err) {
    if (estAbandon(err) || signal?.aborted) throw err;
    if (err instanceof ApiError) return interpreterVerificationSiret(err.status, err.body);
    return interpreterVerificationSiret(0, null);
  }
}

/** client_id of a 409 'Un client avec ce SIRET existe déjà.' */
function clientExistant(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const corps = err.body;
  const id = typeof corps === 'object' && corps !== null && 'client_id' in corps ? corps.client_id : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Saves the client before the offers (01 §2): PUT when it is one of the distributor's clients,
 * else POST; a POST refused because the SIRET is already a client (409 with client_id) updates that
 * client instead.
 */
export async function enregistrerClient(corps: CorpsClient, id: number | null, api: Api = apiNavigateur): Promise<ClientEntreprise> {
  const modifier = (idClient: number) => donnees(api.PUT('/api/client/{id}', { params: { path: { id: idClient } }, body: { ...corps, id: idClient } }));
  if (id !== null) return modifier(id);
  try {
    return await donnees(api.POST('/api/client', { body: corps }));
  } catch (err) {
    const existant = clientExistant(err);
    if (existant === null) throw err;
    return modifier(existant);
  }
}

export type DemandeProduitsEligibles = components['schemas']['ProduitsEligiblesDto'];

/** POST /eligibilite/determiner-produits-eligibles; 422 is 'Aucun produits éligibles trouvé.' */
export function determinerProduitsEligibles(demande: DemandeProduitsEligibles, signal?: AbortSignal, api: Api = apiNavigateur) {
  return donnees(api.POST('/api/eligibilite/determiner-produits-eligibles', { body: demande, signal }));
}

/** The product sheet behind 'En savoir plus sur l'offre' (GET /eligibilite/offres/{id}). */
export type FicheOffre = components['schemas']['FicheOffreReponse'];

export function lireFicheOffre(id: number, signal?: AbortSignal, api: Api = apiNavigateur): Promise<FicheOffre> {
  return donnees(api.GET('/api/eligibilite/offres/{id}', { params: { path: { id } }, signal }));
}
