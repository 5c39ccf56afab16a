/**
 * Hostile signature callbacks (issue 25 items 5 and 10), on an application of its own with the real
 * limit for refused callbacks (RATE_LIMIT_CALLBACK 30/60). Correctly signed bodies crafted to break
 * the reader (NUL anywhere, nesting thousands deep, an event id longer than its column, an event time
 * no date can hold) are kept, never a 5xx that a retrying provider would meet forever; a `signer.done`
 * the provider does not confirm changes nothing; refused signatures are limited per address while
 * the provider's verified callbacks pass. The e2e suites (test/e2e/signature-rappels.e2e-spec.ts,
 * signature-yousign.e2e-spec.ts) prove the same cases in detail.
 */
import request from 'supertest';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { dossierCompletSante } from '../support/dossier-souscription';
import { pdfDeTaille } from '../support/fichiers';
import { rappelSigne, ROUTE_RAPPELS_SIMULATEUR } from '../support/rappels';
import { santePayload } from '../support/projets';

jest.setTimeout(180_000);

const RAPPEL = ROUTE_RAPPELS_SIMULATEUR;
let app: AppDeTest;
let id: number;
let tid: string;
let txId: string;

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

const rappel = (corps: string, eventId: string) => rappelSigne(app.url, corps, eventId);

beforeAll(async () => {
  app = await demarrerApp({ env: { RATE_LIMIT_CALLBACK: '30/60' } });
  const client = await app.nouveauClient('alice');
  id = await app.creerProjet('alice', santePayload(client.id));
  await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), 951_001);
  tid = (await (await app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`)).body.data.tid;
  txId = (await sql<{ fournisseur_tx_id: string }>('SELECT fournisseur_tx_id FROM signature_transaction WHERE id = $1', [tid]))[0].fournisseur_tx_id;
});
afterAll(async () => {
  await app?.arreter();
});

const profond = (n: number) => '{"x":'.repeat(n) + '"\\u0000"' + '}'.repeat(n);
const longId = `evt_${'l'.repeat(10_000)}`;

describe('correctly signed but crafted callbacks: kept, never a 5xx', () => {
  it.each([
    ['a NUL in the event id', 'evt_sec\u0000_1', 'evt_sec_1', (e: string) => JSON.stringify({ event_id: e, event_name: 'signer.link_opened', event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId } })],
    ['a NUL in a key, a reason and a nested field', 'evt_sec_2', 'evt_sec_2', (e: string) => JSON.stringify({ event_id: e, event_name: 'signer.link_opened', event_time: 1, data: { transaction_id: txId, motif: '\u0000', ['k\u0000']: { v: ['\u0000'] } } })],
    ['a field nested 5,000 deep (a NUL at the bottom)', 'evt_sec_3', 'evt_sec_3', (e: string) => `{"event_id":"${e}","event_name":"signer.link_opened","event_time":1,"data":{"transaction_id":"${txId}","extra":${profond(5000)}}}`],
    ['an event id of 10,000 characters', longId, longId, (e: string) => JSON.stringify({ event_id: e, event_name: 'signer.link_opened', event_time: 1, data: { transaction_id: txId } })],
    ['an event time no date can hold', 'evt_sec_5', 'evt_sec_5', (e: string) => JSON.stringify({ event_id: e, event_name: 'signer.link_opened', event_time: 1e20, data: { transaction_id: txId } })],
  ])('%s', async (_cas, eventId, entete, corps) => {
    const res = await rappel(corps(eventId), entete);
    expect(res.status).toBe(200);
    expect(['applique', 'sans-effet']).toContain(res.body.issue);
    // The provider's retry of the same bytes: one event kept.
    expect((await rappel(corps(eventId), entete)).body.issue).toBe('doublon');
  });
});

it('an unconfirmed signer.done: 200 non-confirme, the projet not ACCEPTE, nothing kept', async () => {
  const res = await rappel(JSON.stringify({ event_id: 'evt_sec_done', event_name: 'signer.done', event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId } }), 'evt_sec_done');
  expect(res.status).toBe(200);
  expect(res.body.issue).toBe('non-confirme');
  expect((await (await app.api('alice')).get(`/api/projets/${id}`)).body.statut).toBe('SIGNATURE_EN_ATTENTE');
  expect(await sql("SELECT 1 FROM signature_evenement WHERE event_id = 'evt_sec_done'")).toEqual([]);
});

it('31 badly signed callbacks from one address: 30 × 401 then 429 with Retry-After; a verified one passes', async () => {
  const statuts: number[] = [];
  for (let i = 0; i < 31; i++) {
    const r = await request(app.url).post(RAPPEL).set('content-type', 'application/json').set('webhook-id', `evt_x_${i}`).set('webhook-timestamp', String(Math.floor(Date.now() / 1000))).set('webhook-signature', 'v1,AAAA').send('{}');
    statuts.push(r.status);
    if (i === 30) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  }
  expect(statuts).toEqual([...Array(30).fill(401), 429]);
  const bon = await rappel(JSON.stringify({ event_id: 'evt_sec_bon', event_name: 'signer.interrupted', event_time: 1, data: { transaction_id: txId } }), 'evt_sec_bon');
  expect(bon.status).toBe(200);
});
