/** The /api call of the 'Historique' panel (through the typed client, client/api). */
import { api, donnees } from '../../api/client';

/** GET /projets/{id}/historique: a page of the projet's history, newest first. */
export const lireHistorique = (id: number, page: number, taille: number, signal?: AbortSignal) =>
  donnees(api.GET('/api/projets/{id}/historique', { params: { path: { id }, query: { page, taille } }, signal }));
