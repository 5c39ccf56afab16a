/**
 * The /api calls both quoting products share (spec 01 §7), through the typed client (client/api):
 * the projet's detail (last projet, duplicate) and its save. Their answers are the server's
 * document's, which describes each product's projet exactly (ProjetSanteDetailDto,
 * ProjetPrevoyanceDetailDto: the engine's whole price), so they are the domain contract of
 * src/domain/projets/contrat.ts without a cast.
 */
import { api, donnees } from '../../api/client';
import type { components, operations } from '../../api/schema';

type Schemas = components['schemas'];

/** Answer of POST /projets and PUT /projets/{id}. */
export type ProjetEnregistre = Schemas['ProjetEnregistreDto'];

/** Body of POST /projets and PUT /projets/{id}: one per product, told apart by produit.code. */
export type CorpsProjet = Schemas['ProjetSanteDto'] | Schemas['ProjetPrevoyanceDto'];

export type DemandeDernierProjet = NonNullable<operations['ProjetsController_dernier']['parameters']['query']>;

/** GET /projets/dernier: the last projet of the company for a product and a college; null when none. */
export async function lireDernierProjet(demande: DemandeDernierProjet, signal?: AbortSignal) {
  return (await donnees(api.GET('/api/projets/dernier', { params: { query: demande }, signal }))) ?? null;
}

/** POST /projets/{id}/dupliquer: the copy to edit (not saved: no id, etat, statut). */
export function dupliquerProjet(id: number) {
  return donnees(api.POST('/api/projets/{id}/dupliquer', { params: { path: { id } } }));
}

/** POST /projets (new projet) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjet): Promise<ProjetEnregistre> {
  const { id } = corps;
  return id === undefined || id === null
    ? donnees(api.POST('/api/projets', { body: { ...corps, id: undefined } }))
    : donnees(api.PUT('/api/projets/{id}', { params: { path: { id } }, body: corps }));
}
