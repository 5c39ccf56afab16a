/** The /api calls of the health screens (spec 01 §7), through the shared apiFetch. */
import type { ResultatTarifSante } from '../../../src/domain/pricing/sante/moteur';
import type { EnteteNiveau, MinimumPoste, Poste } from '../../../src/domain/pricing/sante/types';
import type { Commune } from '../../../src/domain/referentiels/types';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import { apiFetch } from '../../session/api-fetch';
import type { CorpsProjetSante } from './projet';
import type { DemandeTarifSante } from './tarif';
import type { CollegeApi, ProjetEnregistreApi, ProjetSanteApi } from './types';

type ApiFetch = typeof apiFetch;

/** Colleges of the offer with their access code ('Erreur lors de la récupération des collèges à tarifer' on failure). */
export function collegesATarifer(
  idProduit: number,
  demande: { id_ccn: number; effectif: number; code_distributeur: string },
  signal?: AbortSignal,
  api: ApiFetch = apiFetch,
): Promise<CollegeApi[]> {
  return api<CollegeApi[]>(`/eligibilite/determiner-produits-eligibles/${idProduit}`, { method: 'POST', body: demande, signal });
}

export function validerCodePostal(codePostal: string, projetId: number | null, signal?: AbortSignal, api: ApiFetch = apiFetch) {
  return api<{ valide: boolean; cause: string | null }>('/code-postal/valider', { query: { code_postal: codePostal, projet_id: projetId ?? undefined }, signal });
}

export function communes(codePostal: string, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<Commune[]> {
  return api<Commune[]>('/communes', { query: { code_postal: codePostal }, signal });
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

export function niveaux(idProduit: number, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<EnteteNiveau[]> {
  return api<EnteteNiveau[]>(`/produits/${idProduit}/niveaux`, { signal });
}

export function postes(idProduit: number, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<Poste[]> {
  return api<Poste[]>(`/produits/${idProduit}/postes`, { signal });
}

export function minima(idProduit: number, idcc: number, college: TypeCollege, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<MinimumPoste[]> {
  return api<MinimumPoste[]>(`/produits/${idProduit}/ccns/${idcc}/minima`, { query: { college }, signal });
}

export function tarifer(demande: DemandeTarifSante, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<ResultatTarifSante> {
  return api<ResultatTarifSante>('/sante/tarifer', { method: 'POST', body: demande, signal });
}

/** POST /projets (new projet) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjetSante, api: ApiFetch = apiFetch): Promise<ProjetEnregistreApi> {
  return corps.id === null
    ? api<ProjetEnregistreApi>('/projets', { method: 'POST', body: { ...corps, id: undefined } })
    : api<ProjetEnregistreApi>(`/projets/${corps.id}`, { method: 'PUT', body: corps });
}

export const CHEMINS_DESCRIPTIF = {
  socle: (idProduit: number) => `/sante/produits/${idProduit}/documents/descriptif-prestations-socle`,
  surcomplementaire: (idProduit: number) => `/sante/produits/${idProduit}/documents/descriptif-prestations-surcomplementaire`,
};
