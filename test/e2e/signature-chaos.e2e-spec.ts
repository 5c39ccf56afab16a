/**
 * The simulator's delivery switches (brief §4.6), on an application of its own: each callback is
 * delivered twice and its first attempt is tampered (refused with 401, then retried on the scaled
 * schedule). The signature still closes the transaction once: one applied event per event id.
 */
import request from 'supertest';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { demanderCodeSms } from '../support/boite-demonstration';
import { dossierCompletSante } from '../support/dossier-souscription';
import { pdfDeTaille } from '../support/fichiers';
import { santePayload } from '../support/projets';

jest.setTimeout(120_000);

let app: AppDeTest;

beforeAll(async () => {
  // No SMTP: the simulator's SMS is read in the boîte de démonstration.
  app = await demarrerApp({ env: { SIGNATURE_SIMULATEUR_CHAOS: 'doublon,altere-premier', SIGNATURE_RETRY_MS_PAR_MINUTE: '10', SMTP_URL: '' } });
});
afterAll(async () => {
  await app?.arreter();
});

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

it('duplicated and first-tampered deliveries: signed once, every event kept once', async () => {
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', santePayload(client.id));
  await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), 930_001);
  const a = await app.api('alice');
  const ff = (await a.post(`/api/projets/${id}/signature/face-a-face`)).body.data as { url: string; tid: string };
  const jeton = /simulateur-signature\/([A-Za-z0-9_-]+)$/.exec(ff.url)![1];
  // The code is read where the broker reads it: the SMS in DIST-A's boîte de démonstration.
  const code = await demanderCodeSms(app, 'alice', jeton);
  await request(app.url).post(`/api/simulateur-signature/${jeton}/signer`).send({ code }).expect(200);

  // Two events (link opened, signed), each sent twice, each first attempt refused: 2 kept, 2 applied.
  let evenements: { type: string; applique: boolean }[] = [];
  for (let i = 0; i < 200; i++) {
    evenements = await sql('SELECT type, applique FROM signature_evenement WHERE transaction_id = $1 ORDER BY recu_le', [ff.tid]);
    if (evenements.some((e) => e.type === 'SIGNE')) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 500));
  evenements = await sql('SELECT type, applique FROM signature_evenement WHERE transaction_id = $1 ORDER BY recu_le', [ff.tid]);
  expect(evenements.map((e) => e.type).sort()).toEqual(['LIEN_OUVERT', 'SIGNE']);
  expect(evenements.every((e) => e.applique)).toBe(true);
  expect((await a.get(`/api/projets/${id}/signature/derniere-transaction-cloturee`)).body.code_etat_retour).toBe('OK');
});
