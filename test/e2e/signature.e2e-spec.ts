/**
 * Electronic signature through HTTP (spec 02 step 4, §7; brief §4): a complete file signed face to
 * face through the simulator, the state set by its signed callbacks (the browser's return is only
 * checked), refused callbacks that write nothing (forged, stale, tampered, unsigned, unknown), the same
 * event delivered 20 times at once changing the state once, events out of order ignored, a remote
 * signer's refusal, and another distributor refused. An application of its own: the suite reads the
 * simulator's one-time code where the broker does (the SMS in the boîte de démonstration of the
 * projet's distributor, never another's), and sends callbacks signed with its secret.
 */
import request from 'supertest';
import { SIGNATURE_TRANSACTION as M, SIMULATEUR_SIGNATURE as S } from '../../src/domain/messages';
import { requeteSql, type AppDeTest } from '../support/app';
import { boiteDe, codeDuSms, demanderCodeSms } from '../support/boite-demonstration';
import { dossierCompletSante, signataire } from '../support/dossier-souscription';
import { santePayload } from '../support/projets';
import { rappelSigne, ROUTE_RAPPELS_SIMULATEUR } from '../support/rappels';
import { attendre, demarrerAppSignature } from '../support/signature-e2e';

jest.setTimeout(180_000);

let app: AppDeTest;
let pdf: Buffer;
const RAPPEL = ROUTE_RAPPELS_SIMULATEUR;

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

async function projetComplet(): Promise<number> {
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', santePayload(client.id));
  await dossierCompletSante(app, 'alice', id, pdf, id * 1000 + Math.floor(Math.random() * 1000));
  return id;
}

const jetonDe = (url: string) => /\/simulateur-signature\/([A-Za-z0-9_-]+)$/.exec(url)![1];

/** A callback signed over `corps`; `envoye` is what actually travels (a tampered copy). */
const rappel = (corps: string, eventId: string, date = new Date(), envoye = corps) => rappelSigne(app.url, corps, eventId, date, envoye);

const corpsEvenement = (eventId: string, txId: string, nom: string) =>
  JSON.stringify({ event_id: eventId, event_name: nom, event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId } });

beforeAll(async () => {
  // No SMTP: mail is captured, and the simulator's SMS is read in the boîte de démonstration.
  ({ app, pdf } = await demarrerAppSignature());
});

afterAll(async () => {
  await app?.arreter();
});

describe('signature face à face through the simulator (02 step 4)', () => {
  it('an incomplete file is refused, in French', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
    await a.post(`/api/projets/${id}/souscription`);
    const res = await a.post(`/api/projets/${id}/signature/face-a-face`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SOUSCRIPTION_INCOMPLETE', message: 'Pour accéder à la signature électronique, le dossier de souscription doit être rempli en ligne à 100%.' });
  });

  it('signed with the one-time code: the callback closes it ACCEPTEE, the return agrees, the signed request and the proof are stored', async () => {
    const id = await projetComplet();
    const a = await app.api('alice');
    const ff = await a.post(`/api/projets/${id}/signature/face-a-face`);
    expect(ff.status).toBe(200);
    expect(ff.body.data.url).toMatch(/\/simulateur-signature\/[A-Za-z0-9_-]+$/);
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('SIGNATURE_EN_ATTENTE');
    // Two clicks: the same open transaction.
    expect((await a.post(`/api/projets/${id}/signature/face-a-face`)).body.data.tid).toBe(ff.body.data.tid);

    const jeton = jetonDe(ff.body.data.url);
    const page = await request(app.url).get(`/simulateur-signature/${jeton}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Simulateur de signature électronique');
    // No SMTP: the page says where the code is read, with a link to the boîte de démonstration.
    expect(page.text).toContain(S.demonstration);
    expect(page.text).toContain('href="/dev/outbox"');
    expect((await request(app.url).post(`/api/simulateur-signature/${jeton}/signer`).send({ code: '000000' })).status).toBe(409);
    // The code is read where the broker reads it: the SMS in DIST-A's boîte de démonstration.
    const code = await demanderCodeSms(app, 'alice', jeton);
    const faux = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await request(app.url).post(`/api/simulateur-signature/${jeton}/signer`).send({ code: faux })).body.message).toBe('Code incorrect.');
    const signe = await request(app.url).post(`/api/simulateur-signature/${jeton}/signer`).send({ code });
    expect(signe.status).toBe(200);
    expect(signe.body.redirection).toBe(`${app.url}/signature/retour?tid=${ff.body.data.tid}&userType=COURTIER&status=OK`);

    const cloture = await attendre(async () => {
      const r = await a.get(`/api/projets/${id}/signature/derniere-transaction-cloturee`);
      return r.status === 200 ? r.body : null;
    }, 'rappel signé');
    expect(cloture).toEqual({ code_etat_retour: 'OK', date_cloture: expect.any(String) });
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('ACCEPTE');
    const retour = await request(app.url).post('/api/signature/retour').send({ tid: ff.body.data.tid, code_statut: 'OK', code_type_utilisateur: 'COURTIER' });
    expect(retour.status).toBe(200);
    const contradiction = await request(app.url).post('/api/signature/retour').send({ tid: ff.body.data.tid, code_statut: 'CANCEL', code_type_utilisateur: 'COURTIER' });
    expect(contradiction.status).toBe(409);
    expect(contradiction.body.data).toEqual({ cause: 'TRANSACTION_DEJA_CLOTUREE' });
    const fichiers = await attendre(async () => {
      const r = await sql<{ fichier_signe_id: string | null }>('SELECT fichier_signe_id FROM signature_transaction WHERE id = $1', [ff.body.data.tid]);
      return r[0]?.fichier_signe_id ? r : null;
    }, 'documents signés');
    expect(fichiers[0].fichier_signe_id).toBeTruthy();
    const kinds = await sql<{ kind: string }>("SELECT kind FROM stored_file WHERE owner_type = 'projet' AND owner_id = $1 ORDER BY kind", [String(id)]);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['demande-adhesion-signee', 'preuve-signature']));
    // Face to face the broker saw it happen: no 'signée' e-mail to the broker (a distance signature has one: evenements.e2e).
    const [{ raison_sociale }] = await sql<{ raison_sociale: string }>('SELECT raison_sociale FROM projet WHERE id = $1', [id]);
    expect((await boiteDe(app, 'alice')).filter((m) => m.subject === M.mailSigneeObjet(raison_sociale))).toEqual([]);
    // Closed: no new transaction, no relaunch.
    expect((await a.post(`/api/projets/${id}/signature/face-a-face`)).status).toBe(409);
    expect((await request(app.url).get(`/api/signature/transaction/${ff.body.data.tid}`)).status).toBe(409);
  });
});

describe('the one-time code by SMS, in the boîte de démonstration of the projet’s distributor (ADR 0044)', () => {
  it('labelled as an SMS to the masked number; alice reads it, carole (DIST-B) never sees it', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const n = 940_000 + Math.floor(Math.random() * 1000);
    await dossierCompletSante(app, 'alice', id, pdf, n);
    const ff = (await (await app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`)).body.data as { url: string; tid: string };
    const jeton = jetonDe(ff.url);
    const caroleAvant = await boiteDe(app, 'carole');
    const aliceAvant = Math.max(0, ...(await boiteDe(app, 'alice')).map((m) => m.id));
    expect((await request(app.url).post(`/api/simulateur-signature/${jeton}/code`).send({})).status).toBe(200);

    const sms = (await boiteDe(app, 'alice')).filter((m) => m.id > aliceAvant);
    expect(sms).toHaveLength(1);
    // The signer's mobile, shown masked (its last four digits), never as an e-mail address.
    const telephone = signataire(n).telephone_portable;
    const masque = `•• •• •• ${telephone.slice(-4, -2)} ${telephone.slice(-2)}`;
    expect(sms[0]).toMatchObject({ canal: 'SMS', to: masque, subject: S.smsObjet(masque), from: S.smsExpediteur, attachments: [] });
    expect(sms[0].to).not.toContain('@');
    expect(codeDuSms(sms[0])).toMatch(/^\d{6}$/);
    // Bob shares DIST-A's boîte; carole's (DIST-B) has not changed.
    expect((await boiteDe(app, 'bob')).map((m) => m.id)).toContain(sms[0].id);
    expect(await boiteDe(app, 'carole')).toEqual(caroleAvant);
    expect((await boiteDe(app, 'carole')).some((m) => m.canal === 'SMS' || m.text.includes(codeDuSms(sms[0])))).toBe(false);
  });
});

describe('callbacks (brief §4.1, §4.6)', () => {
  let id: number;
  let tid: string;
  let txId: string;

  beforeAll(async () => {
    id = await projetComplet();
    tid = (await (await app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`)).body.data.tid;
    txId = (await sql<{ fournisseur_tx_id: string }>('SELECT fournisseur_tx_id FROM signature_transaction WHERE id = $1', [tid]))[0].fournisseur_tx_id;
  });
  const evenements = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM signature_evenement WHERE transaction_id = $1', [tid]))[0].n);
  const etat = async () => (await sql<{ etat: string }>('SELECT etat FROM signature_transaction WHERE id = $1', [tid]))[0].etat;

  it.each([
    ['a forged signature', (c: string, e: string) => rappel(c, e).set('webhook-signature', 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')],
    ['a stale timestamp (6 minutes)', (c: string, e: string) => rappel(c, e, new Date(Date.now() - 6 * 60_000))],
    ['a tampered body', (c: string, e: string) => rappel(c, e, new Date(), c.replace('signer.done', 'signer.done '))],
    ['no signature at all', (c: string) => request(app.url).post(RAPPEL).set('content-type', 'application/json').send(c)],
  ])('%s: 401, nothing written', async (_cas, envoyer) => {
    const avant = await evenements();
    const eventId = `evt_test_${Math.random().toString(16).slice(2)}`;
    const res = await envoyer(corpsEvenement(eventId, txId, 'signer.done'), eventId);
    expect(res.status).toBe(401);
    expect(await evenements()).toBe(avant);
    expect(await etat()).toBe('CREEE');
  });

  it('an unknown transaction: 401, nothing written', async () => {
    const eventId = 'evt_inconnu';
    expect((await rappel(corpsEvenement(eventId, 'sim_inconnue', 'signer.done'), eventId)).status).toBe(401);
    expect(await sql('SELECT 1 FROM signature_evenement WHERE event_id = $1', [eventId])).toEqual([]);
  });

  it('the same event 20 times at once: every answer 2xx, one state change', async () => {
    const eventId = `evt_ouvert_${Date.now()}`;
    const corps = corpsEvenement(eventId, txId, 'signer.link_opened');
    const reponses = await Promise.all(Array.from({ length: 20 }, () => rappel(corps, eventId)));
    expect(reponses.every((r) => r.status === 200)).toBe(true);
    expect(reponses.filter((r) => r.body.issue === 'applique')).toHaveLength(1);
    expect(reponses.filter((r) => r.body.issue === 'doublon')).toHaveLength(19);
    expect(await etat()).toBe('EN_COURS');
  });

  it('out of order: a refusal after the signature changes nothing; the closing date is the signature’s', async () => {
    // The provider's own state says signed (a signature is applied only once the provider confirms it).
    await sql(`UPDATE simulateur_signature SET etat = 'SIGNEE' WHERE id = $1`, [txId]);
    const signe = `evt_signe_${Date.now()}`;
    expect((await rappel(corpsEvenement(signe, txId, 'signer.done'), signe)).body.issue).toBe('applique');
    const refus = `evt_refus_${Date.now()}`;
    expect((await rappel(corpsEvenement(refus, txId, 'signer.declined'), refus)).body.issue).toBe('sans-effet');
    expect(await etat()).toBe('SIGNEE');
    expect((await (await app.api('alice')).get(`/api/projets/${id}/signature/derniere-transaction-cloturee`)).body.code_etat_retour).toBe('OK');
  });
});

describe('à distance, refused by the client', () => {
  it('the access e-mail goes out; its link leads to a fresh signing page; a refusal closes it ANNULEE and the projet goes back', async () => {
    const id = await projetComplet();
    const a = await app.api('alice');
    const statutAvant = (await a.get(`/api/projets/${id}`)).body.statut;
    const envoi = await a.post(`/api/projets/${id}/signature/a-distance`);
    expect([200, 202]).toContain(envoi.status);
    const [t] = await sql<{ id: string }>("SELECT id FROM signature_transaction WHERE projet_id = $1 AND mode = 'A_DISTANCE'", [id]);
    const mails = () => sql<{ text: string }>('SELECT text FROM mail_message WHERE text LIKE $1', [`%/signature/acces?tid=${t.id}%`]);
    expect(await mails()).toHaveLength(1);
    // A retry without a key is the same e-mail; step 4's 'Renvoyer l'e-mail d'accès' (a fresh key) sends it once more, same transaction.
    expect([200, 202]).toContain((await a.post(`/api/projets/${id}/signature/a-distance`)).status);
    expect(await mails()).toHaveLength(1);
    const renvoi = await a.post(`/api/projets/${id}/signature/a-distance`).set('Idempotency-Key', `renvoi-acces-${id}`);
    expect([200, 202]).toContain(renvoi.status);
    expect(await mails()).toHaveLength(2);
    expect(await sql("SELECT id FROM signature_transaction WHERE projet_id = $1 AND mode = 'A_DISTANCE'", [id])).toHaveLength(1);
    // The e-mail's page asks for a fresh signing address (the provider's links are short-lived).
    expect((await request(app.url).get(`/signature/acces?tid=${t.id}`)).status).toBe(200);
    const acces = await request(app.url).get(`/api/signature/transaction/${t.id}`);
    expect(acces.status).toBe(200);
    const jeton = jetonDe(acces.body.url);
    const refus = await request(app.url).post(`/api/simulateur-signature/${jeton}/refuser`).send({ motif: 'Je dois en parler à mon associé.' });
    expect(refus.body.redirection).toContain('status=CANCEL');
    expect(refus.body.redirection).toContain('userType=CLIENT');
    const cloture = await attendre(async () => {
      const r = await a.get(`/api/projets/${id}/signature/derniere-transaction-cloturee`);
      return r.status === 200 ? r.body : null;
    }, 'rappel de refus');
    expect(cloture.code_etat_retour).toBe('CANCEL');
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe(statutAvant);
    expect((await request(app.url).post('/api/signature/retour').send({ tid: t.id, code_statut: 'CANCEL', code_type_utilisateur: 'CLIENT' })).status).toBe(200);
  });

  it('an unknown transaction id on return: 409 TRANSACTION_INCONNUE', async () => {
    const res = await request(app.url).post('/api/signature/retour').send({ tid: '0'.repeat(32), code_statut: 'OK', code_type_utilisateur: 'CLIENT' });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ cause: 'TRANSACTION_INCONNUE' });
  });
});

describe('another distributor', () => {
  it('cannot start, read or e-mail a signature of alice’s projet', async () => {
    const id = await projetComplet();
    const c = await app.api('carole');
    expect((await c.post(`/api/projets/${id}/signature/face-a-face`)).status).toBe(404);
    expect((await c.post(`/api/projets/${id}/signature/a-distance`)).status).toBe(404);
    expect((await c.get(`/api/projets/${id}/signature/derniere-transaction-cloturee`)).status).toBe(404);
    expect(await sql('SELECT 1 FROM signature_transaction WHERE projet_id = $1', [id])).toEqual([]);
  });
});
