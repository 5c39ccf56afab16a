/**
 * The /api calls of the health screens (spec 01 §7), through the typed client (client/api): paths,
 * bodies and answers are the server's OpenAPI document's. The projet detail (dernier, dupliquer)
 * still goes through apiFetch to the domain contract (src/domain/projets/contrat.ts): the document
 * does not describe its `tarifs` yet.
 */
import type { ResultatTarifSante } from '../../../src/domain/pricing/sante/moteur';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import { api, donnees } from '../../api/client';
import { apiFetch } from '../../session/api-fetch';
import type { CorpsProjetSante } from './projet';
import type { DemandeTarifSante } from './tarif';
import type { ProjetEnregistreApi, ProjetSanteApi } from './types';

type ApiFetch = typeof apiFetch;

/** Colleges of the offer with their access code ('Erreur lors de la récupération des collèges à tarifer' on failure). */
export function collegesATarifer(
  idProduit: number,
  demande: { id_ccn: number; effectif: number; code_distributeur: string },
  signal?: AbortSignal,
) {
  return donnees(api.POST('/api/eligibilite/determiner-produits-eligibles/{productId}', { params: { path: { productId: idProduit } }, body: demande, signal }));
}

export function validerCodePostal(codePostal: string, projetId: number | null, signal?: AbortSignal) {
  return donnees(api.GET('/api/code-postal/valider', { params: { query: { code_postal: codePostal, projet_id: projetId ?? undefined } }, signal }));
}

export function communes(codePostal: string, signal?: AbortSignal) {
  return donnees(api.GET('/api/communes', { params: { query: { code_postal: codePostal } }, signal }));
}

/** GET /projets/dernier: the last projet of the company, product and college; null when none. */
export async function dernierProjet(
  q: { code_distributeur: string; siret: string | null; raison_sociale: string; college: TypeCollege },
  signal?: AbortSignal,
  api: ApiFetch = apiFetch,
): Promise<ProjetSanteApi | null> {
  const p = await api<ProjetSanteApi | null>('/projets/dernier', {
    query: { code_distributeur: q.code_distributeur, code_produit: 'SSC', siret: q.siret ?? undefined, raison_sociale: q.raison_sociale, college: q.college },
    signal,
  });
  return p && typeof p === 'object' && p.produit?.code === 'SSC' ? p : null;
}

export function dupliquerProjet(id: number, api: ApiFetch = apiFetch): Promise<ProjetSanteApi> {
  return api<ProjetSanteApi>(`/projets/${id}/dupliquer`, { method: 'POST' });
}

export function niveaux(idProduit: number, signal?: AbortSignal) {
  return donnees(api.GET('/api/produits/{idProduit}/niveaux', { params: { path: { idProduit } }, signal }));
}

export function postes(idProduit: number, signal?: AbortSignal) {
  return donnees(api.GET('/api/produits/{idProduit}/postes', { params: { path: { idProduit } }, signal }));
}

export function minima(idProduit: number, idcc: number, college: TypeCollege, signal?: AbortSignal) {
  return donnees(api.GET('/api/produits/{idProduit}/ccns/{idCcn}/minima', { params: { path: { idProduit, idCcn: idcc }, query: { college } }, signal }));
}

// Still on apiFetch, to the domain's types: the document describes neither the engine's `detail`
// nor the projet body's product discriminator in a form the generator can read (ADR 0057).
export function tarifer(demande: DemandeTarifSante, signal?: AbortSignal, appel: ApiFetch = apiFetch): Promise<ResultatTarifSante> {
  return appel<ResultatTarifSante>('/sante/tarifer', { method: 'POST', body: demande, signal });
}

/** POST /projets (new projet) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjetSante, appel: ApiFetch = apiFetch): Promise<ProjetEnregistreApi> {
  return corps.id === null
    ? appel<ProjetEnregistreApi>('/projets', { method: 'POST', body: { ...corps, id: undefined } })
    : appel<ProjetEnregistreApi>(`/projets/${corps.id}`, { method: 'PUT', body: corps });
}

export const CHEMINS_DESCRIPTIF = {
  socle: (idProduit: number) => `/sante/produits/${idProduit}/documents/descriptif-prestations-socle`,
  surcomplementaire: (idProduit: number) => `/sante/produits/${idProduit}/documents/descriptif-prestations-surcomplementaire`,
};
