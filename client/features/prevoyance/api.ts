/**
 * The /api calls of the provident screens (spec 01 §7), through the typed client (client/api): paths,
 * bodies and answers are the server's OpenAPI document's (ADR 0057). The projet's own calls (last
 * projet, duplicate, save) are both products' (devis/api.ts).
 */
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import { estProjetPrevoyance, type ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';
import { api, donnees } from '../../api/client';
import type { components } from '../../api/schema';
import type { NafChoisi } from '../../state/prevoyance';
import { dupliquerProjet as dupliquer, enregistrerProjet as enregistrer, lireDernierProjet as lireDernier } from '../devis/api';
import type { CorpsProjetPrevoyance, CorpsTarifer } from './types';

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
export async function lireDernierProjet(demande: DemandeDernierProjet, signal?: AbortSignal): Promise<ProjetPrevoyanceDetail | null> {
  const p = await lireDernier({ code_produit: 'SPC', ...demande }, signal);
  return p && estProjetPrevoyance(p) ? p : null;
}

/** POST /projets/{id}/dupliquer of a provident projet: the copy to edit. */
export async function dupliquerProjet(id: number): Promise<ProjetPrevoyanceDetail> {
  const copie = await dupliquer(id);
  if (!estProjetPrevoyance(copie)) throw new Error('The copy is not a provident projet');
  return copie;
}

/** POST /prevoyance/tarifer: the engine's whole answer (ResultatTarifPrevoyanceDto, the domain's ResultatTarifPrevoyance). */
export function tarifer(corps: CorpsTarifer, signal?: AbortSignal) {
  return donnees(api.POST('/api/prevoyance/tarifer', { body: corps, signal }));
}

/** POST /projets (new) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjetPrevoyance) {
  return enregistrer(corps);
}
