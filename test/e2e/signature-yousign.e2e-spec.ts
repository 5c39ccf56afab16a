/**
 * The application with SIGNATURE_PROVIDER=yousign against a local fake of Yousign API v3
 * (test/support/faux-yousign.ts): 'Signer' face to face creates the signature request and answers
 * the provider's link; a callback signed with X-Yousign-Signature-256 closes the transaction; a
 * callback on the simulator's route is not listened to.
 */
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { demarrerApp, type AppDeTest } from '../support/app';
import { dossierCompletSante } from '../support/dossier-souscription';
import { demarrerFauxYousign, type FauxYousign } from '../support/faux-yousign';
import { pdfDeTaille } from '../support/fichiers';
import { santePayload } from '../support/projets';

jest.setTimeout(120_000);

const SECRET = 'secret-webhook-e2e';
let faux: FauxYousign;
let app: AppDeTest;

beforeAll(async () => {
  faux = await demarrerFauxYousign();
  app = await demarrerApp({ env: { SIGNATURE_PROVIDER: 'yousign', YOUSIGN_API_URL: faux.url, YOUSIGN_API_KEY: faux.cle, YOUSIGN_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await app?.arreter();
  await faux?.arreter();
});

it('face à face through Yousign, closed by its signed callback', async () => {
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', santePayload(client.id));
  await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), 920_001);
  const a = await app.api('alice');
  const ff = await a.post(`/api/projets/${id}/signature/face-a-face`);
  expect(ff.status).toBe(200);
  expect(ff.body.data.url).toMatch(/^https:\/\/yousign\.example\/signer\/sig_\d+/);
  const [demande] = [...faux.demandes.values()];
  expect(demande).toMatchObject({ delivery_mode: 'none', status: 'ongoing', external_id: ff.body.data.tid });
  expect(demande.signers[0].redirect_urls.success).toBe(`${app.url}/signature/retour?tid=${ff.body.data.tid}&userType=COURTIER&status=OK`);

  const corps = JSON.stringify({ event_id: 'ys-evt-1', event_name: 'signer.done', event_time: String(Math.floor(Date.now() / 1000)), data: { signature_request: { id: demande.id } } });
  const signature = `sha256=${createHmac('sha256', SECRET).update(corps).digest('hex')}`;
  const faux401 = await request(app.url).post('/api/signature/webhooks/yousign').set('content-type', 'application/json').set('x-yousign-signature-256', 'sha256=00').send(corps);
  expect(faux401.status).toBe(401);
  expect((await request(app.url).post('/api/signature/webhooks/simulateur').set('content-type', 'application/json').send(corps)).status).toBe(404);
  demande.status = 'done';
  const ok = await request(app.url).post('/api/signature/webhooks/yousign').set('content-type', 'application/json').set('x-yousign-signature-256', signature).send(corps);
  expect(ok.status).toBe(200);
  expect(ok.body.issue).toBe('applique');
  const derniere = await a.get(`/api/projets/${id}/signature/derniere-transaction-cloturee`);
  expect(derniere.body.code_etat_retour).toBe('OK');
  expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('ACCEPTE');
});
