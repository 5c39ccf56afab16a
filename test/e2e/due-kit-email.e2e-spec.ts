/**
 * The DUE kit gains selection and e-mail like the subscription kit (issue 27 item 8), through HTTP:
 * the selected documents go as PDF attachments through the outbox (here the boîte de démonstration),
 * once per Idempotency-Key (a key reused for another request is refused), a document that freezes the
 * projet asks the same confirmation as its download, bad input is a French 4xx, another distributor
 * gets a 404, the e-mail limit per user applies, and a selection downloads as a zip of just those.
 */
import type request from 'supertest';
import { DUE_KIT } from '../../src/domain/messages';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { boiteDe } from '../support/boite-demonstration';
import { etatDueComplet, santePayload } from '../support/projets';

jest.setTimeout(180_000);

let app: AppDeTest;
let id: number;
let raisonSociale: string;
const EMAIL = '/api/projets/due/ssc/email/documents';
const binaire = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const morceaux: Buffer[] = [];
  res.on('data', (c: Buffer) => morceaux.push(c));
  res.on('end', () => cb(null, Buffer.concat(morceaux)));
};
const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);
const mailsDue = async () => (await boiteDe(app, 'alice')).filter((m) => m.subject === DUE_KIT.email.objet(raisonSociale)) as unknown as Array<{ to: string; text: string; attachments: { filename: string }[] }>;

beforeAll(async () => {
  // No SMTP: captured in the boîte de démonstration. Six e-mail calls per user in ten minutes.
  app = await demarrerApp({ env: { SMTP_URL: '', RATE_LIMIT_EMAIL: '6/600' } });
  const client = await app.nouveauClient('alice');
  raisonSociale = client.raisonSociale;
  id = await app.creerProjet('alice', santePayload(client.id, { college: { type: 'NON_CADRE', effectif: 12, age_moyen: 40 }, commissionnement: { type: 'NCLIN', taux: 5 } }));
  const a = await app.api('alice');
  await a.post(`/api/projets/${id}/due/ssc/demarrer`);
  const depart = (await a.get(`/api/projets/${id}/due/ssc`)).body.etat;
  expect((await a.put(`/api/projets/${id}/due/ssc`, { etat: etatDueComplet(depart) })).status).toBe(200);
});

afterAll(async () => {
  await app?.arreter();
});

describe('the DUE kit by e-mail (issue 27 item 8)', () => {
  it('the selection goes once per key, as PDF attachments; the same key for another request is refused', async () => {
    const a = await app.api('alice');
    const corps = { projet_ids: [id], documents_code: ['liste-emargement', 'notice'], email: 'rh@client.example.fr' };
    const r = await a.post(EMAIL, corps).set('Idempotency-Key', `due-email-${id}-1`);
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ envoye: false, etat: 'CAPTURE' });
    const [mail] = await mailsDue();
    expect(mail.to).toBe('rh@client.example.fr');
    expect(mail.text).toContain('- Liste d’émargement');
    expect(mail.attachments.map((p) => p.filename)).toHaveLength(2);
    expect(mail.attachments.every((p) => p.filename.endsWith('.pdf'))).toBe(true);
    // The same request again (a retry): the same answer, no second e-mail.
    expect((await a.post(EMAIL, corps).set('Idempotency-Key', `due-email-${id}-1`)).status).toBe(202);
    expect(await mailsDue()).toHaveLength(1);
    // The key of another request: refused, nothing sent.
    const autre = await a.post(EMAIL, { ...corps, email: 'autre@client.example.fr' }).set('Idempotency-Key', `due-email-${id}-1`);
    expect(autre.status).toBe(422);
    expect(await mailsDue()).toHaveLength(1);
  });

  it('a document that freezes the projet asks the confirmation first, then freezes it and goes', async () => {
    const a = await app.api('alice');
    const corps = { projet_ids: [id], documents_code: ['decision'], email: 'rh@client.example.fr' };
    const sans = await a.post(EMAIL, corps).set('Idempotency-Key', `due-email-${id}-2`);
    expect(sans.status).toBe(409);
    expect(sans.body.code).toBe('CONFIRMATION_FIGE_REQUISE');
    expect(await mailsDue()).toHaveLength(1);
    expect((await a.get(`/api/projets/${id}`)).body.etat).toBeNull();
    const avec = await a.post(EMAIL, { ...corps, confirmation_fige: true }).set('Idempotency-Key', `due-email-${id}-3`);
    expect(avec.status).toBe(202);
    expect(await mailsDue()).toHaveLength(2);
    expect((await a.get(`/api/projets/${id}`)).body.etat).toBe('TARIFS_FIGES');
  });

  it('bad input is a French 4xx; another distributor gets a 404; nothing is sent', async () => {
    const b = await app.api('bob');
    expect((await b.post(EMAIL, { projet_ids: [id], documents_code: ['notice'], email: 'pas-une-adresse' })).status).toBe(400);
    expect((await b.post(EMAIL, { projet_ids: [id], documents_code: [], email: 'rh@client.example.fr' })).status).toBe(400);
    const inconnu = await b.post(EMAIL, { projet_ids: [id], documents_code: ['inconnu'], email: 'rh@client.example.fr' });
    expect(inconnu.status).toBe(404);
    expect(inconnu.body.message).toMatch(/inconnu/);
    expect((await (await app.api('carole')).post(EMAIL, { projet_ids: [id], documents_code: ['notice'], email: 'rh@client.example.fr' })).status).toBe(404);
    expect(await mailsDue()).toHaveLength(2);
  });

  it('rate-limited like the other e-mail calls (per user)', async () => {
    const b = await app.api('bob');
    const statuts: number[] = [];
    for (let i = 0; i < 4; i++) statuts.push((await b.post(EMAIL, { projet_ids: [id], documents_code: ['notice'], email: `rh${i}@client.example.fr` }).set('Idempotency-Key', `bob-${id}-${i}`)).status);
    expect(statuts.filter((s) => s === 202).length).toBeGreaterThanOrEqual(1);
    expect(statuts.at(-1)).toBe(429);
    const n = Number((await sql<{ n: string }>("SELECT count(*) AS n FROM mail_message WHERE to_address LIKE 'rh_@client.example.fr'"))[0].n);
    expect(n).toBe(statuts.filter((s) => s === 202).length);
  });

  it('a selection downloads as a zip of just those documents', async () => {
    const a = await app.api('alice');
    const zip = await a.post('/api/projets/due/ssc/archives/documents', { projet_ids: [id], documents_code: ['liste-emargement', 'notice'] }).buffer(true).parse(binaire);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect((zip.body as Buffer).toString('latin1').match(/%PDF-/g)?.length).toBe(2);
    expect((await a.post('/api/projets/due/ssc/archives/documents', { projet_ids: [id], documents_code: ['inconnu'] })).status).toBe(404);
  });
});
