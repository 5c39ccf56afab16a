/** The DUE tunnel's browser calls (spec 03 §7), through the typed client (client/api, ADR 0057). */
import type { EtatTunnelDue } from '../../../src/domain/due/types';
import { api, donnees } from '../../api/client';

/** PUT /projets/{id}/due/ssc: the answers so far, saved before a step is left. */
export async function enregistrerEtatDue(id: number, etat: EtatTunnelDue): Promise<void> {
  await donnees(api.PUT('/api/projets/{id}/due/ssc', { params: { path: { id } }, body: { etat: { ...etat } } }));
}
