/**
 * Bull Board behind the admin guard (issue 29 item 2, ADR 0083), on real Redis only (TEST_REDIS_URL
 * with TEST_DATABASE_URL: the BullMQ driver): 401 signed out, 403 for a broker, 200 for diane; its
 * page, scripts and styles under its own Content-Security-Policy (nothing from another site); its
 * data reduced to the projet; its writes under the CSRF rule of /api and an allow-list; opening it
 * and acting in it written to the audit trail. With jobs in process it is not mounted (404, no link).
 */
import { join, resolve } from 'node:path';
import request from 'supertest';
import { ADMIN } from '../../src/domain/messages/admin';
import type * as Audit from '../../src/securite/audit';
import { chargerNatif, demarrerApp, type AppDeTest } from '../support/app';
import { getSessionCookie } from '../support/auth';

const REDIS = !!process.env.TEST_REDIS_URL && !!process.env.TEST_DATABASE_URL;
const PAGE = '/api/admin/bull-board/';

jest.setTimeout(120_000);

(REDIS ? describe : describe.skip)('Bull Board on BullMQ', () => {
  let app: AppDeTest;
  const lignesAudit: Array<Record<string, unknown>> = [];
  let remettreAudit: (() => void) | undefined;

  beforeAll(async () => {
    app = await demarrerApp({ env: { SMTP_URL: '' } });
    const audit = chargerNatif(join(resolve(__dirname, '../..'), 'dist/src/securite/audit.js')) as typeof Audit;
    remettreAudit = audit.remplacerSortieAudit({ info: (c) => void lignesAudit.push(c as Record<string, unknown>), warn: (c) => void lignesAudit.push(c as Record<string, unknown>) });
  });

  afterAll(async () => {
    remettreAudit?.();
    await app?.arreter();
  });

  it.each([PAGE, '/api/admin/bull-board', `${PAGE}api/queues`, `${PAGE}queue/documents`])('%s: 401 signed out, 403 for a broker', async (chemin) => {
    expect((await request(app.url).get(chemin)).status).toBe(401);
    const refus = await (await app.api('alice')).get(chemin);
    expect(refus.status).toBe(403);
    expect(refus.body.message).toBe(ADMIN.roleRequis);
  });

  it('diane opens it: the page, its own CSP (self only), its scripts and styles; the opening is audited', async () => {
    const cookie = await getSessionCookie(app.url, 'diane');
    lignesAudit.length = 0;
    const page = await request(app.url).get(PAGE).set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<base href="/api/admin/bull-board/" />');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(page.headers['x-powered-by']).toBeUndefined();
    // Every script and stylesheet of the page is served here, under the same guard.
    const ressources = [...page.text.matchAll(/(?:src|href)="(static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(ressources.length).toBeGreaterThanOrEqual(2);
    for (const r of ressources) {
      const res = await request(app.url).get(`${PAGE}${r}`).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect((await request(app.url).get(`${PAGE}${r}`)).status).toBe(401);
    }
    // One line for the opening; the scripts and styles are not (the signed-out tries are refusals).
    expect(lignesAudit.filter((l) => l.evenement === 'action-admin')).toEqual([
      expect.objectContaining({ action: 'bull-board.ouverture', utilisateur: expect.any(String), statut: 200, route: PAGE }),
    ]);
  });

  it('its data: our queues, each job reduced to the projet it concerns', async () => {
    const diane = await app.api('diane');
    const client = await app.nouveauClient('alice');
    const { santePayload } = await import('../support/projets');
    const projet = await app.creerProjet('alice', santePayload(client.id));
    expect((await diane.post('/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', projet_id: projet })).status).toBe(202);
    const res = await diane.get(`${PAGE}api/queues?activeQueue=admin&status=latest&page=1&jobsPerPage=10`);
    expect(res.status).toBe(200);
    const files = res.body.queues as Array<{ name: string; jobs: Array<{ data: unknown }> }>;
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(['documents', 'admin', 'mail']));
    const jobs = files.find((f) => f.name === 'admin')!.jobs;
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.map((j) => j.data)).toContainEqual({ projet });
  });

  it('its writes: the CSRF rule of /api for the page session; an allow-list; each action audited', async () => {
    const cookie = await getSessionCookie(app.url, 'diane');
    const relance = `${PAGE}api/queues/documents/retry/failed`;
    const autreSite = await request(app.url).put(relance).set('Cookie', cookie).set('Origin', 'https://ailleurs.example').set('Sec-Fetch-Site', 'cross-site');
    expect(autreSite.status).toBe(403);
    lignesAudit.length = 0;
    const memeOrigine = await request(app.url).put(relance).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').set('Origin', app.url);
    expect(memeOrigine.status).toBe(200);
    expect(lignesAudit).toContainEqual(expect.objectContaining({ action: 'bull-board.action', methode: 'PUT', route: relance, statut: 200 }));
    for (const [methode, chemin] of [
      ['put', `${PAGE}api/queues/documents/obliterate`],
      ['put', `${PAGE}api/queues/documents/empty`],
      ['post', `${PAGE}api/queues/documents/add`],
      ['patch', `${PAGE}api/queues/documents/1/update-data`],
    ] as const) {
      const res = await request(app.url)[methode](chemin).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send({ name: 'x', data: {} });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ADMIN.bullBoardActionRefusee);
    }
    // A broker's same-origin write is the guard's 403 before anything.
    const alice = await getSessionCookie(app.url, 'alice');
    expect((await request(app.url).put(relance).set('Cookie', alice).set('Sec-Fetch-Site', 'same-origin')).status).toBe(403);
  });

  it('/admin/jobs says where it is', async () => {
    expect((await (await app.api('diane')).get('/api/admin/jobs')).body.bull_board).toBe(PAGE);
  });
});

(REDIS ? describe.skip : describe)('Bull Board with jobs in process', () => {
  let app: AppDeTest;
  beforeAll(async () => {
    app = await demarrerApp({ env: { SMTP_URL: '' } });
  });
  afterAll(() => app?.arreter());

  it('is not mounted: 404 for diane, no link on /admin/jobs (still 401 / 403 for the others)', async () => {
    const diane = await app.api('diane');
    expect((await diane.get(PAGE)).status).toBe(404);
    expect((await diane.get('/api/admin/jobs')).body.bull_board).toBeNull();
    expect((await request(app.url).get(PAGE)).status).toBe(401);
    expect((await (await app.api('alice')).get(PAGE)).status).toBe(403);
  });
});
