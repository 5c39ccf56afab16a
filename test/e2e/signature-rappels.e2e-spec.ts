/**
 * The providers' callbacks under hostile input (issue 25 item 5) and the e-mail limit of the remote
 * signature (item 6), through the simulator, on an application of its own with the real limits for
 * refused callbacks (RATE_LIMIT_CALLBACK 30/60) and e-mails (RATE_LIMIT_EMAIL 20/600):
 * - a NUL in a correctly signed callback is removed and the event kept (not a 500 retried forever);
 * - a verified callback is a trigger, not the truth: a `signer.done` the simulator's own state does
 *   not confirm is ignored (200 non-confirme, nothing kept, an audit line); once the simulator says
 *   signed, the same event makes the projet ACCEPTE with the signed documents already stored;
 * - 31 badly signed callbacks from one address: the 31st is a 429 with Retry-After, a good one passes;
 * - 25 access e-mails under 25 keys: 20 deposited, the 21st and later 429.
 * The simulator's state is set in its own table where a test needs the provider to say something
 * (as the Yousign suite sets its fake's status): the simulator is the provider's side.
 */
import { join, resolve } from 'node:path';
import request from 'supertest';
import type * as Audit from '../../src/securite/audit';
import { chargerNatif, demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { dossierCompletSante } from '../support/dossier-souscription';
import { pdfDeTaille } from '../support/fichiers';
import { rappelSigne, ROUTE_RAPPELS_SIMULATEUR } from '../support/rappels';
import { santePayload } from '../support/projets';

jest.setTimeout(180_000);

const RAPPEL = ROUTE_RAPPELS_SIMULATEUR;
const TROP_DE_REQUETES = 'Trop de requêtes. Veuillez patienter avant de réessayer.';

let app: AppDeTest;
const lignesAudit: Array<Record<string, unknown>> = [];
let remettreAudit: (() => void) | undefined;

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

beforeAll(async () => {
  app = await demarrerApp({ env: { RATE_LIMIT_CALLBACK: '30/60', RATE_LIMIT_EMAIL: '20/600', SIGNATURE_RETRY_MS_PAR_MINUTE: '5' } });
  // The audit trail of the app's own realm (the built module the app loaded), its lines kept here.
  const audit = chargerNatif(join(resolve(__dirname, '../..'), 'dist/src/securite/audit.js')) as typeof Audit;
  remettreAudit = audit.remplacerSortieAudit({ info: (champs) => void lignesAudit.push(champs as Record<string, unknown>), warn: (champs) => void lignesAudit.push(champs as Record<string, unknown>) });
});

afterAll(async () => {
  remettreAudit?.();
  await app?.arreter();
});

let n = 0;
/** A complete file with an open face-to-face transaction: its public id and the simulator's id. */
async function transactionOuverte(): Promise<{ id: number; tid: string; txId: string }> {
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', santePayload(client.id));
  await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), 940_000 + ++n * 17);
  const ff = await (await app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`);
  expect(ff.status).toBe(200);
  const tid = ff.body.data.tid as string;
  const [{ fournisseur_tx_id: txId }] = await sql<{ fournisseur_tx_id: string }>('SELECT fournisseur_tx_id FROM signature_transaction WHERE id = $1', [tid]);
  return { id, tid, txId };
}

const rappel = (corps: string, eventId: string) => rappelSigne(app.url, corps, eventId);

const corpsEvenement = (eventId: string, txId: string, nom: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({ event_id: eventId, event_name: nom, event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId, ...data } });

const transaction = async (tid: string) =>
  (await sql<{ etat: string; motif: string | null; fichier_signe_id: string | null; fichier_preuve_id: string | null }>('SELECT etat, motif, fichier_signe_id, fichier_preuve_id FROM signature_transaction WHERE id = $1', [tid]))[0];
const statutProjet = async (id: number) => (await (await app.api('alice')).get(`/api/projets/${id}`)).body.statut as string;
const simulateurDit = (txId: string, etat: string) => sql('UPDATE simulateur_signature SET etat = $2 WHERE id = $1', [txId, etat]);

describe('a NUL in a correctly signed callback (ADR 0020 rules after the signature check)', () => {
  it('removed from the event id, the reason and other fields: the event is kept and applied, never a 500', async () => {
    const { tid, txId } = await transactionOuverte();
    // The body carries JSON escapes \u0000; the signature covers those very bytes.
    const corps = corpsEvenement('evt_nul\u0000_1', txId, 'signer.link_opened', { reference: 'ref\u0000', motif: 'a\u0000b', ['cl\u0000e']: 'v' });
    expect(corps).toContain('\\u0000');
    const res = await rappel(corps, 'evt_nul_1');
    expect(res.status).toBe(200);
    expect(res.body.issue).toBe('applique');
    expect(await sql('SELECT event_id, type FROM signature_evenement WHERE transaction_id = $1', [tid])).toEqual([{ event_id: 'evt_nul_1', type: 'LIEN_OUVERT' }]);
    expect((await transaction(tid)).etat).toBe('EN_COURS');
    // The provider's retry of the same bytes: the same event, a duplicate.
    expect((await rappel(corps, 'evt_nul_1')).body.issue).toBe('doublon');
  });

  it('a refusal whose reason holds a NUL: applied with the reason stored without it', async () => {
    const { id, tid, txId } = await transactionOuverte();
    await simulateurDit(txId, 'REFUSEE');
    const res = await rappel(corpsEvenement('evt_nul_refus', txId, 'signer.declined', { motif: 'Pas\u0000 maintenant' }), 'evt_nul_refus');
    expect(res.status).toBe(200);
    expect(res.body.issue).toBe('applique');
    expect(await transaction(tid)).toMatchObject({ etat: 'REFUSEE', motif: 'Pas maintenant' });
    expect(await statutProjet(id)).not.toBe('SIGNATURE_EN_ATTENTE');
  });
});

describe('a verified callback is a trigger, not the truth', () => {
  it('a signer.done the simulator does not confirm: 200 non-confirme, nothing kept, the projet waits, an audit line', async () => {
    const { id, tid, txId } = await transactionOuverte();
    const avant = lignesAudit.length;
    const corps = corpsEvenement('evt_non_confirme', txId, 'signer.done');
    const res = await rappel(corps, 'evt_non_confirme');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ issue: 'non-confirme' });
    expect(await statutProjet(id)).toBe('SIGNATURE_EN_ATTENTE');
    expect(await transaction(tid)).toMatchObject({ etat: 'CREEE', fichier_signe_id: null });
    expect(await sql('SELECT 1 FROM signature_evenement WHERE transaction_id = $1', [tid])).toEqual([]);
    expect(lignesAudit.slice(avant)).toEqual([
      expect.objectContaining({ evenement: 'rappel-non-confirme', fournisseur: 'simulateur', evenementFournisseur: 'evt_non_confirme', transactionFournisseur: txId, annonce: 'SIGNE', constate: null, statut: 200 }),
    ]);
    // The browser's return does not close it either: the provider says nothing signed.
    expect((await request(app.url).post('/api/signature/retour').send({ tid, code_statut: 'OK', code_type_utilisateur: 'COURTIER' })).body.data).toEqual({ etat: 'CREEE' });
    expect(await statutProjet(id)).toBe('SIGNATURE_EN_ATTENTE');

    // Once the provider says signed, the same event is applied: ACCEPTE with the documents already stored.
    await simulateurDit(txId, 'SIGNEE');
    const confirme = await rappel(corps, 'evt_non_confirme');
    expect(confirme.body).toEqual({ issue: 'applique' });
    expect(await statutProjet(id)).toBe('ACCEPTE');
    const t = await transaction(tid);
    expect(t.etat).toBe('SIGNEE');
    expect(t.fichier_signe_id).toBeTruthy();
    expect(t.fichier_preuve_id).toBeTruthy();
    const fichiers = await sql<{ kind: string; content_type: string }>("SELECT kind, content_type FROM stored_file WHERE owner_type = 'projet' AND owner_id = $1 AND kind IN ('demande-adhesion-signee', 'preuve-signature') ORDER BY kind", [String(id)]);
    expect(fichiers).toEqual([
      { kind: 'demande-adhesion-signee', content_type: 'application/pdf' },
      { kind: 'preuve-signature', content_type: 'application/json' },
    ]);
  });

  it('a refusal the simulator does not confirm changes nothing either', async () => {
    const { id, tid, txId } = await transactionOuverte();
    const res = await rappel(corpsEvenement('evt_refus_non_confirme', txId, 'signer.declined'), 'evt_refus_non_confirme');
    expect(res.body).toEqual({ issue: 'non-confirme' });
    expect((await transaction(tid)).etat).toBe('CREEE');
    expect(await statutProjet(id)).toBe('SIGNATURE_EN_ATTENTE');
  });
});

describe('badly signed callbacks limited per address (RATE_LIMIT_CALLBACK 30/60), counted on refusal only', () => {
  it('30 refusals answer 401, the 31st 429 with Retry-After; a verified callback still passes, and never counts', async () => {
    const { tid, txId } = await transactionOuverte();
    const faux = (i: number) =>
      request(app.url)
        .post(RAPPEL)
        .set('content-type', 'application/json')
        .set('webhook-id', `evt_faux_${i}`)
        .set('webhook-timestamp', String(Math.floor(Date.now() / 1000)))
        .set('webhook-signature', 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')
        .send(corpsEvenement(`evt_faux_${i}`, txId, 'signer.done'));
    // Good callbacks first, many: they must not use the budget of the refused ones.
    for (let i = 0; i < 40; i++) expect((await rappel(corpsEvenement(`evt_bon_${i}`, txId, 'signer.link_opened'), `evt_bon_${i}`)).status).toBe(200);
    for (let i = 1; i <= 30; i++) expect((await faux(i)).status).toBe(401);
    const trop = await faux(31);
    expect(trop.status).toBe(429);
    expect(trop.body.message).toBe(TROP_DE_REQUETES);
    expect(Number(trop.headers['retry-after'])).toBeGreaterThan(0);
    expect(lignesAudit).toContainEqual(expect.objectContaining({ evenement: 'limite-atteinte', politique: 'rappel-invalide', statut: 429 }));
    // The provider's good callback from the same address passes while the address is blocked.
    const bon = await rappel(corpsEvenement('evt_bon_apres', txId, 'signer.interrupted'), 'evt_bon_apres');
    expect(bon.status).toBe(200);
    expect(bon.body.issue).toBe('applique');
    expect((await transaction(tid)).etat).toBe('INTERROMPUE');
    expect((await faux(32)).status).toBe(429);
    // Nothing of the refused ones was kept.
    expect(await sql("SELECT 1 FROM signature_evenement WHERE event_id LIKE 'evt_faux_%'")).toEqual([]);
  });
});

describe('the remote-signature access e-mail under the e-mail limit (RATE_LIMIT_EMAIL 20/600)', () => {
  it('25 calls under 25 keys: 20 e-mails deposited, the 21st and later 429 with Retry-After', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), 949_001);
    const a = await app.api('alice');
    const statuts: number[] = [];
    let derniere: request.Response | undefined;
    for (let i = 1; i <= 25; i++) {
      derniere = await a.post(`/api/projets/${id}/signature/a-distance`).set('Idempotency-Key', `acces-${id}-${i}`);
      statuts.push(derniere.status);
    }
    expect(statuts.slice(0, 20).every((s) => s === 200 || s === 202)).toBe(true);
    expect(statuts.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(derniere!.body.message).toBe(TROP_DE_REQUETES);
    expect(Number(derniere!.headers['retry-after'])).toBeGreaterThan(0);
    const [t] = await sql<{ id: string }>("SELECT id FROM signature_transaction WHERE projet_id = $1 AND mode = 'A_DISTANCE'", [id]);
    const mails = await sql('SELECT id FROM mail_message WHERE text LIKE $1', [`%/signature/acces?tid=${t.id}%`]);
    expect(mails).toHaveLength(20);
  });
});
