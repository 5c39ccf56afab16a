/**
 * Admins trigger and watch document jobs (issue 29, ADR 0062–0063), on an application of its own
 * (fresh database: the filters count exactly what this suite made; embedded, or PostgreSQL + Redis
 * with TEST_DATABASE_URL / TEST_REDIS_URL): brokers refused everywhere, jobs at a glance, a batch of
 * 20 studies with 2 forced failures reported then retried, one document regenerated with its
 * earlier version still readable, cancel, Idempotency-Key, the mail outbox's single resend; the
 * other documents (benefits description, a subscription kit and a DUE kit document, ADR 0079) each
 * regenerated into a new stored file, and refused with their reason where they do not apply.
 */
import request from 'supertest';
import { ADMIN } from '../../src/domain/messages/admin';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { getSessionCookie } from '../support/auth';
import { etatDueComplet, prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(Number(process.env.ADMIN_E2E_TIMEOUT ?? 240_000));

let app: AppDeTest;
let sql: ReturnType<typeof requeteSql>;
let projets: number[] | undefined;

beforeAll(async () => {
  app = await demarrerApp({ env: { SMTP_URL: '' } });
  sql = requeteSql(app);
});

/** The 20 projets of DIST-A the batches take (made once, by the first suite that needs them). */
async function vingtProjets(): Promise<number[]> {
  if (projets) return projets;
  const client = await app.nouveauClient('alice');
  const ids: number[] = [];
  for (let i = 0; i < 20; i++) ids.push(await app.creerProjet('alice', santePayload(client.id)));
  return (projets = ids);
}

afterAll(async () => {
  await app?.arreter();
});

/** Every admin route, as a broker would try it. */
// Three items each: a row shorter than the test's parameters would make Jest pass a `done` callback.
const ROUTES: Array<[string, string, object | undefined]> = [
  ['get', '/api/admin/jobs', undefined],
  ['post', '/api/admin/jobs/relances', { nom: 'etudes.etude-personnalisee' }],
  ['post', '/api/admin/jobs/abandons', { nom: 'etudes.etude-personnalisee' }],
  ['post', '/api/admin/jobs/x/relance', undefined],
  ['delete', '/api/admin/jobs/x', undefined],
  ['post', '/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', projet_id: 1 }],
  ['get', '/api/admin/documents/regenerations', undefined],
  ['get', '/api/admin/documents/regenerations/00000000-0000-4000-8000-000000000000', undefined],
  ['post', '/api/admin/documents/regenerations/00000000-0000-4000-8000-000000000000/annulation', undefined],
  ['post', '/api/admin/documents/regenerations/00000000-0000-4000-8000-000000000000/reprise', undefined],
  ['get', '/api/admin/projets/1/documents', undefined],
  ['get', '/api/admin/fichiers/00000000-0000-4000-8000-000000000000', undefined],
  ['get', '/api/admin/courriels', undefined],
  ['post', '/api/admin/courriels/1/renvoi', undefined],
];

describe('who reaches /api/admin', () => {
  it.each(ROUTES)('%s %s: 403 for a broker, 401 signed out', async (methode, chemin, corps) => {
    const alice = await app.api('alice');
    const appel = methode === 'get' ? alice.get(chemin) : methode === 'delete' ? alice.delete(chemin) : alice.post(chemin, corps);
    const refus = await appel;
    expect(refus.status).toBe(403);
    expect(refus.body.message).toBe(ADMIN.roleRequis);
    const anonyme = request(app.url)[methode as 'get'](chemin);
    expect((await anonyme).status).toBe(401);
  });

  it('diane (role admin) reads the jobs at a glance', async () => {
    const res = await (await app.api('diane')).get('/api/admin/jobs');
    expect(res.status).toBe(200);
    expect(res.body.pilote).toBe(app.mode === 'embedded' ? 'inline' : 'bullmq');
    expect(res.body.types.map((t: { nom: string }) => t.nom)).toEqual(expect.arrayContaining(['etudes.etude-personnalisee', 'admin.regeneration', 'mail.envoi']));
    expect((await (await app.api('diane')).get('/api/moi')).body.roles).toEqual(['admin']);
    expect((await (await app.api('alice')).get('/api/moi')).body.roles).toEqual([]);
  });

  it('a cookie-authenticated change from another site is refused, as everywhere', async () => {
    const cookie = await getSessionCookie(app.url, 'diane');
    const res = await request(app.url)
      .post('/api/admin/documents/regenerations')
      .set('Cookie', cookie)
      .set('Origin', 'https://ailleurs.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ type_document: 'etude-personnalisee', projet_id: 1 });
    expect(res.status).toBe(403);
  });
});

/** Polls the batch until no document is left to do (the test's timeout bounds the wait). */
async function attendreFin(id: string): Promise<Record<string, unknown> & { raisons: Array<{ projet_id: number; erreur: string }> }> {
  const diane = await app.api('diane');
  for (;;) {
    const res = await diane.get(`/api/admin/documents/regenerations/${id}`);
    expect(res.status).toBe(200);
    if (res.body.restants === 0) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a batch of 20 studies with 2 forced failures', () => {
  beforeAll(vingtProjets);
  let lot: string;
  let casses: number[];
  const tarifs = new Map<number, unknown>();

  it('starts (202 + id), reports the 2 failures with their reason, and the failed jobs name their projet', async () => {
    casses = [projets![3], projets![11]];
    for (const id of casses) {
      const [row] = await sql<{ tarifs: unknown }>('SELECT tarifs FROM projet WHERE id = $1', [id]);
      tarifs.set(id, row.tarifs);
      await sql(`UPDATE projet SET tarifs = 'null'::jsonb WHERE id = $1`, [id]); // the document cannot be made
    }
    const diane = await app.api('diane');
    const res = await diane.post('/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', filtre: { code_distributeur: 'DIST-A', code_produit: 'SSC' } }).set('Idempotency-Key', 'lot-20');
    expect(res.status).toBe(202);
    expect(res.body.total).toBe(20);
    lot = res.body.id;

    const fin = await attendreFin(lot);
    expect(fin).toMatchObject({ statut: 'TERMINE', total: 20, faits: 18, echecs: 2, annules: 0, pourcentage: 100 });
    expect(fin.raisons.map((r) => r.projet_id).sort()).toEqual([...casses].sort());
    for (const r of fin.raisons) expect(r.erreur).toEqual(expect.any(String));

    const jobs = (await diane.get('/api/admin/jobs')).body;
    const echecs = jobs.echecs.filter((e: { nom: string }) => e.nom === 'etudes.etude-personnalisee');
    expect(echecs.map((e: { projet_id: number }) => e.projet_id).sort()).toEqual([...casses].sort());
    expect(echecs[0]).toMatchObject({ tentatives: 3, erreur: expect.any(String), cree_le: expect.any(String), echoue_le: expect.any(String) });
    expect(JSON.stringify(jobs)).not.toContain('conseiller'); // ids only, never the payload
  });

  it('the same Idempotency-Key answers the same batch; another request under it is refused', async () => {
    const diane = await app.api('diane');
    const encore = await diane.post('/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', filtre: { code_distributeur: 'DIST-A', code_produit: 'SSC' } }).set('Idempotency-Key', 'lot-20');
    expect(encore.status).toBe(202);
    expect(encore.body.id).toBe(lot);
    const autre = await diane.post('/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', filtre: { code_distributeur: 'DIST-B' } }).set('Idempotency-Key', 'lot-20');
    expect(autre.status).toBe(422);
  });

  it('once repaired, the failures are retried and the batch completes, each document once', async () => {
    for (const id of casses) await sql(`UPDATE projet SET tarifs = $2::jsonb WHERE id = $1`, [id, JSON.stringify(tarifs.get(id))]);
    const diane = await app.api('diane');
    const reprise = await diane.post(`/api/admin/documents/regenerations/${lot}/reprise`);
    expect(reprise.status).toBe(200);
    const fin = await attendreFin(lot);
    expect(fin).toMatchObject({ statut: 'TERMINE', total: 20, faits: 20, echecs: 0, raisons: [] });
    // One stored PDF per projet of the batch (job keys are URL-encoded in the file's key).
    const fichiers = await sql<{ owner_id: string }>(`SELECT owner_id FROM stored_file WHERE idempotency_key LIKE $1`, [`%${encodeURIComponent(`admin-regeneration/${lot}/`)}%`]);
    expect(fichiers.map((f) => Number(f.owner_id)).sort((a, b) => a - b)).toEqual([...projets!].sort((a, b) => a - b));
    // The failed document jobs are still listed; discarding all of the kind clears them.
    const abandon = await diane.post('/api/admin/jobs/abandons', { nom: 'etudes.etude-personnalisee' });
    expect(abandon.body.traites).toBeGreaterThanOrEqual(2);
    const jobs = (await diane.get('/api/admin/jobs')).body;
    expect(jobs.echecs.filter((e: { nom: string }) => e.nom === 'etudes.etude-personnalisee')).toEqual([]);
  });
});

describe('one document', () => {
  beforeAll(vingtProjets);
  it('a regenerated study heads the projet documents; the earlier version stays readable', async () => {
    const diane = await app.api('diane');
    const id = projets![0];
    const avant = (await diane.get(`/api/admin/projets/${id}/documents`)).body.versions as Array<{ id: string }>;
    const lot = (await diane.post('/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', projet_id: id })).body;
    expect(lot.total).toBe(1);
    expect(await attendreFin(lot.id)).toMatchObject({ faits: 1, statut: 'TERMINE' });
    const apres = (await diane.get(`/api/admin/projets/${id}/documents`)).body.versions as Array<{ id: string; type: string }>;
    expect(apres).toHaveLength(avant.length + 1);
    expect(apres.slice(1).map((v) => v.id)).toEqual(avant.map((v) => v.id));
    for (const v of apres) {
      const fichier = await diane.get(`/api/admin/fichiers/${v.id}`);
      expect(fichier.status).toBe(200);
      expect(fichier.headers['content-type']).toBe('application/pdf');
    }
  });

  it.each([
    [{ type_document: 'kit-due', projet_id: 1 }, 400],
    [{ type_document: 'etude-personnalisee', projet_id: 999_999 }, 404],
    [{ type_document: 'etude-personnalisee', filtre: { code_distributeur: 'PERSONNE' } }, 422],
    [{ type_document: 'etude-personnalisee', filtre: { depuis: '2026-02-01', jusqua: '2026-01-01' } }, 400],
    [{ type_document: 'etude-personnalisee', projet_id: 1, filtre: {} }, 400],
  ])('refuses %p (%p)', async (corps, statut) => {
    const res = await (await app.api('diane')).post('/api/admin/documents/regenerations', corps);
    expect(res.status).toBe(statut);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('an unknown batch or job is a 404', async () => {
    const diane = await app.api('diane');
    expect((await diane.get('/api/admin/documents/regenerations/pas-un-uuid')).status).toBe(404);
    expect((await diane.get('/api/admin/documents/regenerations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await diane.post('/api/admin/jobs/inconnu/relance')).status).toBe(404);
  });
});

describe('cancel', () => {
  beforeAll(vingtProjets);
  it('a cancelled batch does not make the documents left; cancelling again is a conflict', async () => {
    const diane = await app.api('diane');
    const { id } = (await diane.post('/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', filtre: { code_distributeur: 'DIST-A' } })).body;
    const annule = await diane.post(`/api/admin/documents/regenerations/${id}/annulation`);
    expect(annule.status).toBe(200);
    expect(annule.body.statut).toBe('ANNULE');
    const fin = await attendreFin(id);
    expect(fin.statut).toBe('ANNULE');
    expect(Number(fin.faits) + Number(fin.annules) + Number(fin.echecs)).toBe(20);
    expect(fin.annules).toBeGreaterThan(0);
    expect((await diane.post(`/api/admin/documents/regenerations/${id}/annulation`)).status).toBe(409);
  });
});

describe('the mail outbox for admins', () => {
  beforeAll(vingtProjets);
  it('lists e-mails with the recipient masked and resends a failed one exactly once', async () => {
    const envoi = await (await app.api('alice')).post('/api/documents/etudes-personnalisees/email', { email: 'dirigeant@entreprise-cliente.fr', projets_ids: [projets![1]] });
    expect(envoi.status).toBe(202);
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM mail_message ORDER BY id DESC LIMIT 1`);
    const diane = await app.api('diane');
    const liste = (await diane.get('/api/admin/courriels')).body.courriels;
    expect(liste.find((c: { id: number }) => c.id === Number(id))).toMatchObject({ destinataire: 'd•••@•••.fr', statut: 'CAPTURED', renvoyable: false });
    expect(JSON.stringify(liste)).not.toContain('dirigeant@');

    expect((await diane.post(`/api/admin/courriels/${id}/renvoi`)).status).toBe(409); // not failed
    await sql(`UPDATE mail_message SET status = 'FAILED', last_error = '550' WHERE id = $1`, [id]);
    expect((await diane.get('/api/admin/courriels?statut=FAILED')).body.courriels[0]).toMatchObject({ id: Number(id), renvoyable: true, erreur: '550' });
    const [premier, second] = await Promise.all([diane.post(`/api/admin/courriels/${id}/renvoi`), diane.post(`/api/admin/courriels/${id}/renvoi`)]);
    expect([premier.status, second.status].sort()).toEqual([204, 409]);
    for (;;) {
      const [row] = await sql<{ status: string }>(`SELECT status FROM mail_message WHERE id = $1`, [id]);
      if (row.status === 'CAPTURED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Failed again later, it cannot be resent a second time.
    await sql(`UPDATE mail_message SET status = 'FAILED' WHERE id = $1`, [id]);
    expect((await diane.post(`/api/admin/courriels/${id}/renvoi`)).status).toBe(409);
    expect((await diane.get('/api/admin/courriels?statut=NIMPORTE')).status).toBe(400);
    expect((await diane.post('/api/admin/courriels/999999/renvoi')).status).toBe(404);
  });
});

describe('the other documents (ADR 0079): benefits description, a kit document, a DUE document', () => {
  let sante: number;
  let prevoyance: number;
  /** A health projet with its DUE answered but not frozen (no subscription, no document made). */
  let dueSeule: number;

  // After every DIST-A count above: these projets would change them.
  beforeAll(async () => {
    const a = await app.api('alice');
    const client = await app.nouveauClient('alice');
    const payload = (id: number) => santePayload(id, { college: { type: 'NON_CADRE', effectif: 12, age_moyen: 40 }, commissionnement: { type: 'NCLIN', taux: 5 } });
    sante = await app.creerProjet('alice', payload(client.id));
    dueSeule = await app.creerProjet('alice', payload((await app.nouveauClient('alice')).id));
    expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${sante}`)).status).toBe(200);
    expect((await a.post(`/api/projets/${sante}/souscription`)).status).toBeLessThan(300);
    for (const id of [sante, dueSeule]) {
      expect((await a.post(`/api/projets/${id}/due/ssc/demarrer`)).status).toBeLessThan(300);
      const depart = (await a.get(`/api/projets/${id}/due/ssc`)).body.etat;
      expect((await a.put(`/api/projets/${id}/due/ssc`, { etat: etatDueComplet(depart) })).status).toBe(200);
    }
    prevoyance = await app.creerProjet('alice', prevoyancePayload((await app.nouveauClient('alice')).id));
  });

  async function regenerer(type: string, projet: number) {
    const res = await (await app.api('diane')).post('/api/admin/documents/regenerations', { type_document: type, projet_id: projet });
    expect(res.status).toBe(202);
    return { lot: res.body.id as string, fin: await attendreFin(res.body.id) };
  }

  // The subscription froze the projet's rates: the DUE decision is made without asking.
  it.each(['descriptif-prestations', 'souscription/mandat-sepa', 'due/liste-emargement', 'due/decision'])('%s: a new stored PDF, the row points to it', async (type) => {
    const { lot, fin } = await regenerer(type, sante);
    expect(fin).toMatchObject({ type_document: type, statut: 'TERMINE', total: 1, faits: 1, echecs: 0 });
    const fichiers = await sql<{ id: string }>(`SELECT id FROM stored_file WHERE idempotency_key LIKE $1`, [`%${encodeURIComponent(`admin-regeneration/${lot}/`)}%`]);
    expect(fichiers).toHaveLength(1);
    const [ligne] = await sql<{ fichier_id: string }>(`SELECT fichier_id FROM admin_regeneration_element WHERE lot_id = $1`, [lot]);
    expect(ligne.fichier_id).toBe(fichiers[0].id);
    const pdf = await (await app.api('diane')).get(`/api/admin/fichiers/${fichiers[0].id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['descriptif-prestations', 'prevoyance', ADMIN.descriptifHorsSante],
    ['souscription/mandat-sepa', 'prevoyance', 'souscription'],
    ['due/liste-emargement', 'prevoyance', 'DUE'],
    ['due/decision', 'dueSeule', ADMIN.documentFigerait],
    ['souscription/tableau-garanties', 'dueSeule', 'souscription'],
  ] as const)('%s on the %s projet: the row fails with its reason, nothing stored', async (type, quel, raison) => {
    const projet = quel === 'dueSeule' ? dueSeule : prevoyance;
    const { lot, fin } = await regenerer(type, projet);
    expect(fin).toMatchObject({ statut: 'TERMINE', faits: 0, echecs: 1 });
    expect(fin.raisons[0].projet_id).toBe(projet);
    expect(fin.raisons[0].erreur).toContain(ADMIN.libellesDocuments[type]);
    expect(fin.raisons[0].erreur).toContain(raison);
    // A regeneration never freezes the projet.
    if (quel === 'dueSeule') expect((await (await app.api('alice')).get(`/api/projets/${dueSeule}`)).body.etat).toBeNull();
    expect(await sql(`SELECT id FROM stored_file WHERE idempotency_key LIKE $1`, [`%${encodeURIComponent(`admin-regeneration/${lot}/`)}%`])).toEqual([]);
  });

  it('names the documents it knows: another kit code is a 400', async () => {
    const res = await (await app.api('diane')).post('/api/admin/documents/regenerations', { type_document: 'souscription/fic', projet_id: sante });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN.documentInconnu('souscription/fic'));
  });
});
