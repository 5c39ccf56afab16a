/** The DUE tunnel's browser calls (spec 03 §7), through the typed client (client/api, ADR 0057). */
import type { EtatTunnelDue } from '../../../src/domain/due/types';
import { api, donnees } from '../../api/client';

/** PUT /projets/{id}/due/ssc: the answers so far, saved before a step is left. */
export async function enregistrerEtatDue(id: number, etat: EtatTunnelDue): Promise<void> {
  await donnees(api.PUT('/api/projets/{id}/due/ssc', { params: { path: { id } }, body: { etat: { ...etat } } }));
}

/** POST /projets/due/ssc/email/documents: the selected documents by e-mail (issue 27 item 8), the answers as payload, one key per action. */
export function envoyerDocumentsDue(idProjet: number, etat: EtatTunnelDue, documents: readonly string[], email: string, cle: string, confirmationFige: boolean) {
  return donnees(
    api.POST('/api/projets/due/ssc/email/documents', {
      params: { header: { 'Idempotency-Key': cle } },
      body: { projet_ids: [idProjet], payload: { ...etat }, documents_code: [...documents], email, ...(confirmationFige ? { confirmation_fige: true } : {}) },
    }),
  );
}
