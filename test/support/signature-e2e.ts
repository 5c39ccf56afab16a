/**
 * What the signature e2e files share: a test application whose signature simulator retries fast and
 * whose mail and SMS land in the boîte de démonstration (no SMTP), with one health file already in
 * subscription (its provider's FIC model read once); and a poll for what a job or a callback brings.
 */
import request from 'supertest';
import { demarrerApp, type AppDeTest } from './app';
import { santePayload } from './projets';

export async function demarrerAppSignature(): Promise<{ app: AppDeTest; pdf: Buffer }> {
  const app = await demarrerApp({ env: { SIGNATURE_RETRY_MS_PAR_MINUTE: '5', SMTP_URL: '' } });
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', santePayload(client.id));
  const a = await app.api('alice');
  await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
  await a.post(`/api/projets/${id}/souscription`);
  const pdf = (await request(app.url).get(`/api/projets/${id}/souscription/fiche-informations-conseils/modele`).set('Authorization', `Bearer ${await app.jeton('alice')}`).buffer(true)).body as Buffer;
  return { app, pdf };
}

/** `lire` until it gives something (10 s at most), then that. */
export async function attendre<T>(lire: () => Promise<T | null | undefined>, quoi: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await lire();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Attente dépassée : ${quoi}`);
}
