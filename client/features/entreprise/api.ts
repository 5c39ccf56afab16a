/** The /api calls of the two front screens (spec 01 §7), through the shared apiFetch. */
import type { MarcheEligible } from '../../../src/domain/eligibilite/offres';
import { interpreterVerificationSiret, type VerificationSiret } from '../../../src/domain/rules/entreprise';
import { ApiError, apiFetch } from '../../session/api-fetch';
import type { CorpsClient } from './formulaire';
import type { ClientEntreprise } from './types';

type ApiFetch = typeof apiFetch;

const estAbandon = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

/**
 * POST /eligibilite/determiner-eligibilite-entreprise. Statuses below 500 are answers (400 reads as
 * INVALIDE); 5xx and network failures leave the journey open with the spec's warning. An aborted
 * call (the SIRET changed meanwhile) rejects with the AbortError.
 */
export async function verifierSiret(siret: string, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<VerificationSiret> {
  try {
    const corps = await api<unknown>('/eligibilite/determiner-eligibilite-entreprise', { method: 'POST', body: { siret }, signal });
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
  const id = (err.body as { client_id?: unknown } | null)?.client_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Saves the client before the offers (01 §2): PUT when it is one of the distributor's clients,
 * else POST; a POST refused because the SIRET is already a client (409 with client_id) updates that
 * client instead.
 */
export async function enregistrerClient(corps: CorpsClient, id: number | null, api: ApiFetch = apiFetch): Promise<ClientEntreprise> {
  if (id !== null) return api<ClientEntreprise>(`/client/${id}`, { method: 'PUT', body: { ...corps, id } });
  try {
    return await api<ClientEntreprise>('/client', { method: 'POST', body: corps });
  } catch (err) {
    const existant = clientExistant(err);
    if (existant === null) throw err;
    return api<ClientEntreprise>(`/client/${existant}`, { method: 'PUT', body: { ...corps, id: existant } });
  }
}

export interface DemandeProduitsEligibles {
  id_ccn: number;
  effectif: number;
  code_distributeur: string;
}

/** POST /eligibilite/determiner-produits-eligibles; 422 is 'Aucun produits éligibles trouvé.' */
export function determinerProduitsEligibles(demande: DemandeProduitsEligibles, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<MarcheEligible[]> {
  return api<MarcheEligible[]>('/eligibilite/determiner-produits-eligibles', { method: 'POST', body: demande, signal });
}

/** The product sheet behind 'En savoir plus sur l'offre' (GET /eligibilite/offres/{id}). */
export interface FicheOffre {
  id: number;
  code: string;
  libelle: string;
  description: string;
  points_forts: string[];
  effectif_min: number;
  colleges: string[];
}

export function lireFicheOffre(id: number, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<FicheOffre> {
  return api<FicheOffre>(`/eligibilite/offres/${id}`, { signal });
}
