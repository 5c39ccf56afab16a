/**
 * An admin's journey (issue 29): diane signs in, follows the header's « Administration » entry,
 * starts a regeneration of every benefits description of a distributor (the select offers every
 * regenerable kind, ADR 0079) and watches its progress bar fill until
 * the batch is over; the jobs page shows the queues. A broker has no entry and gets the 403 page.
 * On an application of its own (fresh database: the batch holds exactly the projets made here).
 */
import type { Browser } from 'playwright-core';
import { DOCUMENTS_REGENERABLES, libelleCourtDocument } from '../../src/domain/admin';
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

  // Every regenerable kind is offered by its short French name under its kit's group (ADR 0079, 0083);
  // the chosen one's full name and what a batch of it does are told under the list.
  const choix = page.getByLabel(ADMIN.typeDocument, { exact: true });
  expect(await choix.locator('option').allInnerTexts()).toEqual(DOCUMENTS_REGENERABLES.map(libelleCourtDocument));
  expect(await choix.locator('optgroup').evaluateAll((g) => g.map((e) => e.getAttribute('label')))).toEqual(Object.values(ADMIN.groupesDocuments));
  await choix.selectOption('descriptif-prestations');
  // The benefits description is the offer's: the page says why it is not in the projet's history.
  await page.getByText(ADMIN.aideDocument['descriptif-prestations'], { exact: false }).waitFor();
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

it('with BullMQ, /admin/jobs links to Bull Board, which diane opens (its bundle under its own CSP); without, no link', async () => {
  const s = await openSession(browser, { baseUrl: app.url, login: 'diane', path: '/admin/jobs', ignore: [/fonts\.googleapis\.com/] });
  sessions.push(s);
  await s.page.getByText(ADMIN.portee).first().waitFor();
  const lien = s.page.getByRole('link', { name: ADMIN.bullBoardLien });
  if (app.mode !== 'postgres+redis') {
    expect(await lien.count()).toBe(0);
    return;
  }
  await lien.click();
  await s.page.waitForURL(`${app.url}/api/admin/bull-board/`);
  // Bull Board's own React page lists our queues (its French locale).
  await s.page.getByText('documents', { exact: true }).first().waitFor({ timeout: 30_000 });
  await s.page.getByText('admin', { exact: true }).first().waitFor();
  await s.screenshot('admin/bull-board-1280');
  await s.page.setViewportSize({ width: 390, height: 844 });
  await s.screenshot('admin/bull-board-390');
  // Its only refusal is the stylesheet it asks of Google Fonts (ignored above): nothing else blocked, no error.
  expect(s.errors).toEqual([]);
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
    if (chemin === '/admin') {
      // Every document's name fits the closed list, at 390 px too: its text width (the list's own
      // font) plus the list's paddings and arrow within the list's width.
      const debordent = await s.page.getByLabel(ADMIN.typeDocument, { exact: true }).evaluate((el) => {
        const select = el as HTMLSelectElement;
        const style = getComputedStyle(select);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const place = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Array.from(select.options).filter((o) => ctx.measureText(o.text).width > place).map((o) => o.text);
      });
      expect(debordent).toEqual([]);
    }
    await s.screenshot(`admin/${nom}-${width}`);
  }
  expect(s.errors).toEqual([]);
});
