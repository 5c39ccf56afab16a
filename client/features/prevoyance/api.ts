/**
 * The /api calls of the provident screens (spec 01 §7), through the typed client (client/api). The
 * projet detail, the price and the save still go through apiFetch to the domain's types: the
 * document describes neither the stored `tarifs` nor the engine's `detail`, and its projet body's
 * product discriminator is not one the generator can read (ADR 0057).
 */
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import type { ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';
import { api, donnees } from '../../api/client';
import type { components } from '../../api/schema';
import { apiFetch } from '../../session/api-fetch';
import type { NafChoisi } from '../../state/prevoyance';
import type { CorpsProjetPrevoyance, CorpsTarifer, ProjetEnregistre, ProjetPrevoyanceDetail } from './types';

type ApiFetch = typeof apiFetch;

let nafsEnCache: Promise<NafChoisi[]> | null = null;

/** GET /nafs (kept for the tab's life: the list does not change while a broker works). */
export function lireNafs(): Promise<NafChoisi[]> {
  if (!nafsEnCache) {
    nafsEnCache = donnees(api.GET('/api/nafs')).catch((err: unknown) => {
      nafsEnCache = null;
      throw err;
    });
  }
  return nafsEnCache;
}

export type DemandeColleges = components['schemas']['ProduitsEligiblesDto'];

/** POST /eligibilite/determiner-produits-eligibles/{productId}: the offer's colleges with their access. */
export function lireCollegesATarifer(idProduit: number, demande: DemandeColleges, signal?: AbortSignal): Promise<CollegeEligible[]> {
  return donnees(api.POST('/api/eligibilite/determiner-produits-eligibles/{productId}', { params: { path: { productId: idProduit } }, body: demande, signal }));
}

export interface DemandeDernierProjet {
  code_distributeur: string;
  siret?: string;
  raison_sociale?: string;
  college: 'CADRE' | 'NON_CADRE';
}

/** GET /projets/dernier: the last provident projet of the company for a college; null when none. */
export async function lireDernierProjet(demande: DemandeDernierProjet, signal?: AbortSignal, appel: ApiFetch = apiFetch): Promise<ProjetPrevoyanceDetail | null> {
  const r = await appel<ProjetPrevoyanceDetail | null | undefined>('/projets/dernier', { query: { code_produit: 'SPC', ...demande }, signal });
  return r ?? null;
}

/** POST /prevoyance/tarifer. */
export function tarifer(corps: CorpsTarifer, signal?: AbortSignal, appel: ApiFetch = apiFetch): Promise<ResultatTarifPrevoyance> {
  return appel<ResultatTarifPrevoyance>('/prevoyance/tarifer', { method: 'POST', body: corps, signal });
}

/** POST /projets (new) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjetPrevoyance, appel: ApiFetch = apiFetch): Promise<ProjetEnregistre> {
  return corps.id === undefined
    ? appel<ProjetEnregistre>('/projets', { method: 'POST', body: corps })
    : appel<ProjetEnregistre>(`/projets/${corps.id}`, { method: 'PUT', body: corps });
}
