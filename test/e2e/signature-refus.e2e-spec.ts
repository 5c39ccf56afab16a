/**
 * A refusal is not a dead end (issue 27 item 4), through HTTP: a remote signer refuses with a reason;
 * step 4 (the page, with the broker's session) says who refused, when (Paris time) and why, and
 * offers 'Modifier et relancer'; the broker receives the e-mail the signer's page promises, once
 * whatever the redeliveries and the browser's return; Mes clients says 'refused' with the date; a
 * relaunch opens a new transaction, which hides the refusal, and is signed with the code read in the
 * boîte de démonstration.
 */
import request from 'supertest';
import { SIGNATURE_PAGES, SIGNATURE_TRANSACTION as M } from '../../src/domain/messages';
import { requeteSql, type AppDeTest } from '../support/app';
import { getSessionCookie } from '../support/auth';
import { boiteDe, demanderCodeSms } from '../support/boite-demonstration';
import { dossierCompletSante, signataire } from '../support/dossier-souscription';
import { santePayload } from '../support/projets';
import { rappelSigne } from '../support/rappels';
import { attendre, demarrerAppSignature } from '../support/signature-e2e';

jest.setTimeout(180_000);

let app: AppDeTest;
let pdf: Buffer;

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);
const jetonDe = (url: string) => /\/simulateur-signature\/([A-Za-z0-9_-]+)$/.exec(url)![1];

beforeAll(async () => {
  // No SMTP: the broker's e-mail and the simulator's SMS land in the boîte de démonstration of DIST-A.
  ({ app, pdf } = await demarrerAppSignature());
});

afterAll(async () => {
  await app?.arreter();
});

describe('a remote signer refuses (issue 27 item 4)', () => {
  const n = 920_001;
  let id: number;
  let tid: string;
  let raisonSociale: string;
  const motif = 'Je dois en parler à mon associé.';
  const mailsRefus = async () => (await boiteDe(app, 'alice')).filter((m) => m.subject === M.mailRefusObjet(raisonSociale));

  beforeAll(async () => {
    const client = await app.nouveauClient('alice');
    id = await app.creerProjet('alice', santePayload(client.id));
    await dossierCompletSante(app, 'alice', id, pdf, n);
    const a = await app.api('alice');
    raisonSociale = (await sql<{ raison_sociale: string }>('SELECT raison_sociale FROM projet WHERE id = $1', [id]))[0].raison_sociale;
    expect([200, 202]).toContain((await a.post(`/api/projets/${id}/signature/a-distance`)).status);
    [{ id: tid }] = await sql<{ id: string }>('SELECT id FROM signature_transaction WHERE projet_id = $1', [id]);
    const jeton = jetonDe((await request(app.url).get(`/api/signature/transaction/${tid}`)).body.url);
    expect((await request(app.url).post(`/api/simulateur-signature/${jeton}/refuser`).send({ motif })).status).toBe(200);
    // The browser's return at once (the pull may close it before the callback comes).
    expect((await request(app.url).post('/api/signature/retour').send({ tid, code_statut: 'CANCEL', code_type_utilisateur: 'CLIENT' })).status).toBe(200);
    await attendre(async () => (await sql<{ motif: string | null }>("SELECT motif FROM signature_transaction WHERE id = $1 AND etat = 'REFUSEE'", [tid]))[0]?.motif, 'refus et motif');
  });

  it('the broker receives the e-mail once, at his address, naming the signer, the reason and step 4', async () => {
    const [mail] = await attendre(async () => ((await mailsRefus()).length ? mailsRefus() : null), 'e-mail de refus');
    expect(mail.to).toBe('alice@courtier.demo');
    expect(mail.text).toContain(`Mme Claire Martin${n} a refusé de signer la demande d’adhésion de ${raisonSociale} le `);
    expect(mail.text).toContain(`« ${motif} »`);
    expect(mail.text).toContain(`${app.url}/souscription/ssc/${id}/signature-et-documents`);
    // Redelivered (a new event id of the same refusal, a second return): still one e-mail.
    const [{ fournisseur_tx_id: txId }] = await sql<{ fournisseur_tx_id: string }>('SELECT fournisseur_tx_id FROM signature_transaction WHERE id = $1', [tid]);
    const corps = JSON.stringify({ event_id: `evt_refus_bis_${n}`, event_name: 'signer.declined', event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId, motif } });
    expect((await rappelSigne(app.url, corps, `evt_refus_bis_${n}`)).status).toBe(200);
    expect((await request(app.url).post('/api/signature/retour').send({ tid, code_statut: 'CANCEL', code_type_utilisateur: 'CLIENT' })).status).toBe(200);
    expect(await mailsRefus()).toHaveLength(1);
    expect(await sql("SELECT 1 FROM mail_message WHERE idempotency_key LIKE '%signature-refus-courtier%' AND subject = $1", [M.mailRefusObjet(raisonSociale)])).toHaveLength(1);
    // Carole (DIST-B) sees nothing of it.
    expect((await boiteDe(app, 'carole')).some((m) => m.subject === M.mailRefusObjet(raisonSociale))).toBe(false);
  });

  it('step 4 says who refused, when and why, and offers Modifier et relancer', async () => {
    const cookie = await getSessionCookie(app.url, 'alice');
    const page = await request(app.url).get(`/souscription/ssc/${id}/signature-et-documents`).set('Cookie', cookie);
    expect(page.status).toBe(200);
    const html = page.text.replace(/&#x27;|&#39;/g, "'");
    expect(html).toMatch(/Refus de signature le \d{2}\/\d{2}\/\d{4}/);
    expect(html).toMatch(new RegExp(`Mme Claire Martin${n} a refusé de signer la demande d’adhésion le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2}\\.`));
    expect(html).toContain(motif);
    expect(html).toContain(M.modifierEtRelancer);
  });

  it('/signature/rejected: the broker’s version with userType=COURTIER, the client’s (the broker is told) without', async () => {
    const courtier = await request(app.url).get(`/signature/rejected?tid=${tid}&userType=COURTIER`);
    expect(courtier.status).toBe(200);
    expect(courtier.text).toContain(SIGNATURE_PAGES.texteRefuseeCourtier);
    expect(courtier.text).not.toContain('Votre conseiller en est informé');
    const client = await request(app.url).get(`/signature/rejected?tid=${tid}`);
    expect(client.text).toContain('Votre conseiller en est informé');
    expect(client.text).not.toContain(SIGNATURE_PAGES.texteRefuseeCourtier);
  });

  it('Mes clients carries the refusal’s date, apart from the statut', async () => {
    const a = await app.api('alice');
    const res = await a.get('/api/espace/clients?taille=50');
    const projet = (res.body.clients as Array<{ projets: Array<{ id: number; signature_refusee_le: string | null; statut: string }> }>).flatMap((c) => c.projets).find((p) => p.id === id);
    expect(projet?.signature_refusee_le).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(projet?.statut).not.toBe('SIGNATURE_EN_ATTENTE');
  });

  it('Modifier et relancer: another signer saved, a new transaction, the refusal hidden, then signed', async () => {
    const a = await app.api('alice');
    const autre = { ...signataire(n + 1), civilite: 'monsieur', prenom: 'Paul' };
    expect([200, 201]).toContain((await a.post(`/api/projets/${id}/souscription/signataire`).send(autre)).status);
    const r = await a.post(`/api/projets/${id}/signature/face-a-face`);
    expect(r.status).toBe(200);
    expect(r.body.data.tid).not.toBe(tid);
    expect(await sql('SELECT id FROM signature_transaction WHERE projet_id = $1', [id])).toHaveLength(2);
    const espace = async () =>
      (((await a.get('/api/espace/clients?taille=50')).body.clients as Array<{ projets: Array<{ id: number; signature_refusee_le: string | null }> }>).flatMap((c) => c.projets).find((p) => p.id === id))!;
    expect((await espace()).signature_refusee_le).toBeNull();
    const cookie = await getSessionCookie(app.url, 'alice');
    const page = await request(app.url).get(`/souscription/ssc/${id}/signature-et-documents`).set('Cookie', cookie);
    expect(page.text).not.toContain(M.modifierEtRelancer);

    const jeton = jetonDe(r.body.data.url);
    const code = await demanderCodeSms(app, 'alice', jeton);
    expect((await request(app.url).post(`/api/simulateur-signature/${jeton}/signer`).send({ code })).status).toBe(200);
    await attendre(async () => {
      const c = await a.get(`/api/projets/${id}/signature/derniere-transaction-cloturee`);
      return c.status === 200 && c.body.code_etat_retour === 'OK' ? c.body : null;
    }, 'signature de la relance');
    expect((await a.get(`/api/projets/${id}`)).body.statut).toBe('ACCEPTE');
    // One refusal, one refusal e-mail (the signature sends its own, issue 28 item 3).
    expect(await mailsRefus()).toHaveLength(1);
  });
});
