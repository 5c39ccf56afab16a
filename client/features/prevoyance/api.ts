/** The /api calls of the provident screens (spec 01 §7), through the shared apiFetch. */
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import type { ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';
import { apiFetch } from '../../session/api-fetch';
import type { NafChoisi } from '../../state/prevoyance';
import type { CorpsProjetPrevoyance, CorpsTarifer, ProjetEnregistre, ProjetPrevoyanceDetail } from './types';

type ApiFetch = typeof apiFetch;

let nafsEnCache: Promise<NafChoisi[]> | null = null;

/** GET /nafs (kept for the tab's life: the list does not change while a broker works). */
export function lireNafs(api: ApiFetch = apiFetch): Promise<NafChoisi[]> {
  if (!nafsEnCache) {
    nafsEnCache = api<NafChoisi[]>('/nafs').catch((err: unknown) => {
      nafsEnCache = null;
      throw err;
    });
  }
  return nafsEnCache;
}

export interface DemandeColleges {
  id_ccn: number;
  effectif: number;
  code_distributeur: string;
}

/** POST /eligibilite/determiner-produits-eligibles/{productId}: the offer's colleges with their access. */
export function lireCollegesATarifer(idProduit: number, demande: DemandeColleges, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<CollegeEligible[]> {
  return api<CollegeEligible[]>(`/eligibilite/determiner-produits-eligibles/${idProduit}`, { method: 'POST', body: demande, signal });
}

export interface DemandeDernierProjet {
  code_distributeur: string;
  siret?: string;
  raison_sociale?: string;
  college: 'CADRE' | 'NON_CADRE';
}

/** GET /projets/dernier: the last provident projet of the company for a college; null when none. */
export async function lireDernierProjet(demande: DemandeDernierProjet, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<ProjetPrevoyanceDetail | null> {
  const r = await api<ProjetPrevoyanceDetail | null | undefined>('/projets/dernier', { query: { code_produit: 'SPC', ...demande }, signal });
  return r ?? null;
}

/** POST /prevoyance/tarifer. */
export function tarifer(corps: CorpsTarifer, signal?: AbortSignal, api: ApiFetch = apiFetch): Promise<ResultatTarifPrevoyance> {
  return api<ResultatTarifPrevoyance>('/prevoyance/tarifer', { method: 'POST', body: corps, signal });
}

/** POST /projets (new) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjetPrevoyance, api: ApiFetch = apiFetch): Promise<ProjetEnregistre> {
  return corps.id === undefined
    ? api<ProjetEnregistre>('/projets', { method: 'POST', body: corps })
    : api<ProjetEnregistre>(`/projets/${corps.id}`, { method: 'PUT', body: corps });
}
