/** The /api call of 'Mes clients' (through the typed client, client/api). */
import { api, donnees } from '../../api/client';

/** POST /projets/{id}/souscription: starts (or finds) the subscription of a projet handed over. */
export function demarrerSouscription(id: number) {
  return donnees(api.POST('/api/projets/{id}/souscription', { params: { path: { id } } }));
}
