/**
 * An admin's journey (issue 29): diane signs in, follows the header's « Administration » entry,
 * starts a regeneration of every benefits description of a distributor (the select offers every
 * regenerable kind, ADR 0079) and watches its progress bar fill until
 * the batch is over; the jobs page shows the queues. A broker has no entry and gets the 403 page.
 * On an application of its own (fresh database: the batch holds exactly the projets made here).
 */
import type { Browser } from 'playwright-core';
import { DOCUMENTS_REGENERABLES } from '../../src/domain/admin';
import { ADMIN } from '../../src/domain/messages';
import { demarrerApp, type AppDeTest } from '../support/app';
import { JOURNEY_TIMEOUT_MS, jusqua, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { auditAxe } from '../support/axe';
import { santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

let browser: Browser;
let app: AppDeTest;
const sessions: BrowserSession[] = [];
const TOTAL = 5;

beforeAll(async () => {
  app = await demarrerApp();
  browser = await launchBrowser();
  const client = await app.nouveauClient('alice');
  for (let i = 0; i < TOTAL; i++) await app.creerProjet('alice', santePayload(client.id));
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await browser?.close();
  await app?.arreter();
});

it('diane starts a batch and watches it finish', async () => {
  const s = await openSession(browser, { baseUrl: app.url, login: 'diane', path: '/espace' });
  sessions.push(s);
  const { page } = s;
  await page.getByRole('link', { name: ADMIN.entree }).click();
  await page.waitForURL(`${app.url}/admin`);
  await page.getByText(ADMIN.portee).first().waitFor();

  // Every regenerable kind is offered by its French name (ADR 0079); the health projets' benefits description here.
  const choix = page.getByLabel(ADMIN.typeDocument, { exact: true });
  expect(await choix.locator('option').allInnerTexts()).toEqual(DOCUMENTS_REGENERABLES.map((d) => ADMIN.libellesDocuments[d]));
  await choix.selectOption('descriptif-prestations');
  await page.getByLabel(ADMIN.filtreDistributeur).fill('DIST-A');
  await s.screenshot('admin/formulaire-1280');
  await page.locator('[data-action="lancer-regeneration"]').click();

  const carte = page.locator('[data-lot]').first();
  await carte.waitFor();
  await page.locator('.admin-lot').first().getByText(ADMIN.libellesDocuments['descriptif-prestations']).waitFor();
  // The bar moves without a reload, up to the end of the batch.
  await jusqua(() => carte.getAttribute('data-statut'), 'TERMINE', { delaiMs: 60_000, quoi: 'le statut du lot' });
  await jusqua(() => carte.locator('progress').evaluate((p) => (p as HTMLProgressElement).value), TOTAL, { quoi: 'la barre de progression' });
  await page.getByText(ADMIN.progression(TOTAL, TOTAL)).first().waitFor();
  await s.screenshot('admin/lot-termine');
  await page.setViewportSize({ width: 390, height: 844 });
  await s.screenshot('admin/lot-termine-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: ADMIN.titreFiles }).click();
  await page.waitForURL(`${app.url}/admin/jobs`);
  await page.locator('[data-travail="admin.regeneration"]').waitFor();
  expect(await page.locator('[data-travail="admin.regeneration"] [data-etat="completed"]').innerText()).toBe(String(TOTAL));
  await s.screenshot('admin/files');
  expect(s.errors).toEqual([]);
});

it('a broker sees no entry, and /admin answers the 403 page', async () => {
  const s = await openSession(browser, { baseUrl: app.url, login: 'alice', path: '/espace', ignore: [/403/] });
  sessions.push(s);
  expect(await s.page.getByRole('link', { name: ADMIN.entree }).count()).toBe(0);
  const reponse = await s.page.goto(`${app.url}/admin`);
  expect(reponse?.status()).toBe(403);
});

it.each([
  [1280, 900],
  [390, 844],
])('the admin pages at %i px: no serious axe violation, no horizontal scroll', async (width, height) => {
  const s = await openSession(browser, { baseUrl: app.url, login: 'diane', path: '/admin', viewport: { width, height } });
  sessions.push(s);
  for (const [chemin, nom] of [
    ['/admin', 'regeneration'],
    ['/admin/jobs', 'files'],
    ['/admin/courriels', 'courriels'],
  ] as const) {
    await s.goto(chemin);
    await s.page.getByText(ADMIN.portee).first().waitFor();
    expect(await auditAxe(s.page)).toEqual([]);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await s.screenshot(`admin/${nom}-${width}`);
  }
  expect(s.errors).toEqual([]);
});
