/**
 * The application with SIGNATURE_PROVIDER=yousign against a local fake of Yousign API v3
 * (test/support/faux-yousign.ts): 'Signer' face to face creates the signature request and answers
 * the provider's link; a callback signed with X-Yousign-Signature-256 closes the transaction; a
 * callback on the simulator's route is not listened to. A callback is a trigger, not the truth
 * (issue 25 item 5): a `signer.done` while the request is still ongoing is ignored, a signature is
 * applied only with the signed document and the audit trail fetched and stored, and a NUL in a
 * signed callback is removed rather than refused.
 */
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
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

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

/** A callback as Yousign sends it: HMAC-SHA256 of the raw body, issued now. */
const rappelYousign = (corps: string) =>
  request(app.url)
    .post('/api/signature/webhooks/yousign')
    .set('content-type', 'application/json')
    .set('x-yousign-issued-at', String(Math.floor(Date.now() / 1000)))
    .set('x-yousign-signature-256', `sha256=${createHmac('sha256', SECRET).update(corps).digest('hex')}`)
    .send(corps);
const evenementYousign = (eventId: string, nom: string, srId: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({ event_id: eventId, event_name: nom, event_time: String(Math.floor(Date.now() / 1000)), data: { signature_request: { id: srId }, ...data } });

async function demandeOuverte(n: number): Promise<{ id: number; tid: string; srId: string }> {
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', santePayload(client.id));
  await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), n);
  const ff = await (await app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`);
  expect(ff.status).toBe(200);
  const demande = [...faux.demandes.values()].find((d) => d.external_id === ff.body.data.tid)!;
  return { id, tid: ff.body.data.tid, srId: demande.id };
}

describe('a Yousign callback is a trigger, not the truth', () => {
  it('signer.done while the request is ongoing: ignored; done but the documents unavailable: 503, nothing kept; then applied with the document and the audit trail stored', async () => {
    const { id, tid, srId } = await demandeOuverte(920_101);
    const a = await app.api('alice');
    const corps = evenementYousign('ys-evt-confirmation', 'signer.done', srId);

    const ignore = await rappelYousign(corps);
    expect(ignore.status).toBe(200);
    expect(ignore.body).toEqual({ issue: 'non-confirme' });
    expect(faux.appels).toContain(`GET /signature_requests/${srId}`);
    expect(faux.appels).not.toContain(`GET /signature_requests/${srId}/documents/download`);
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('SIGNATURE_EN_ATTENTE');
    expect(await sql('SELECT 1 FROM signature_evenement WHERE transaction_id = $1', [tid])).toEqual([]);

    // Signed at Yousign, but its documents cannot be downloaded now: 503 (Yousign retries), not ACCEPTE.
    faux.demandes.get(srId)!.status = 'done';
    faux.pannes.add('documents');
    const indisponible = await rappelYousign(corps);
    expect(indisponible.status).toBe(503);
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('SIGNATURE_EN_ATTENTE');
    expect(await sql('SELECT 1 FROM signature_evenement WHERE transaction_id = $1', [tid])).toEqual([]);

    faux.pannes.delete('documents');
    const applique = await rappelYousign(corps);
    expect(applique.body).toEqual({ issue: 'applique' });
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('ACCEPTE');
    expect(faux.appels).toEqual(expect.arrayContaining([`GET /signature_requests/${srId}/documents/download`, `GET /signature_requests/${srId}/audit_trails/download`]));
    const [t] = await sql<{ fichier_signe_id: string; fichier_preuve_id: string }>('SELECT fichier_signe_id, fichier_preuve_id FROM signature_transaction WHERE id = $1', [tid]);
    const fichiers = await sql<{ id: string; kind: string; content_type: string }>('SELECT id, kind, content_type FROM stored_file WHERE id IN ($1, $2) ORDER BY kind', [t.fichier_signe_id, t.fichier_preuve_id]);
    expect(fichiers.map(({ kind, content_type }) => ({ kind, content_type }))).toEqual([
      { kind: 'demande-adhesion-signee', content_type: 'application/pdf' },
      { kind: 'preuve-signature', content_type: 'application/pdf' },
    ]);
    // Yousign's retry of the same event: a duplicate, nothing asked again.
    const appels = faux.appels.length;
    expect((await rappelYousign(corps)).body).toEqual({ issue: 'doublon' });
    expect(faux.appels.length).toBe(appels);
  });

  it('Yousign unreachable when asked: 503, nothing kept, so its retry is processed', async () => {
    const { tid, srId } = await demandeOuverte(920_102);
    faux.pannes.add('etat');
    try {
      expect((await rappelYousign(evenementYousign('ys-evt-panne', 'signer.declined', srId))).status).toBe(503);
    } finally {
      faux.pannes.delete('etat');
    }
    expect(await sql('SELECT 1 FROM signature_evenement WHERE transaction_id = $1', [tid])).toEqual([]);
  });

  it('a NUL in a signed callback: removed, the event kept (link opened, then a declined reason)', async () => {
    const { tid, srId } = await demandeOuverte(920_103);
    const ouvert = await rappelYousign(evenementYousign('ys-evt-nul\u0000-1', 'signer.link_opened', srId, { signer: { id: 'sig\u0000' } }));
    expect(ouvert.status).toBe(200);
    expect(ouvert.body.issue).toBe('applique');
    faux.demandes.get(srId)!.status = 'declined';
    const refus = await rappelYousign(evenementYousign('ys-evt-nul-2', 'signer.declined', srId, { reason: 'Pas\u0000 maintenant' }));
    expect(refus.body.issue).toBe('applique');
    expect(await sql('SELECT event_id FROM signature_evenement WHERE transaction_id = $1 ORDER BY recu_le', [tid])).toEqual([{ event_id: 'ys-evt-nul-1' }, { event_id: 'ys-evt-nul-2' }]);
    expect((await sql<{ etat: string; motif: string }>('SELECT etat, motif FROM signature_transaction WHERE id = $1', [tid]))[0]).toEqual({ etat: 'REFUSEE', motif: 'Pas maintenant' });
  });
});
