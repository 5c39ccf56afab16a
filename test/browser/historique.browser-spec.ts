/**
 * The 'Historique' panel (issue 28 item 1) in a real browser: on the subscription frame and on a saved
 * projet's guarantees page, closed at first, opened by its summary, the entries newest first with
 * when (Paris time), what and who; axe-core finds no serious or critical violation; no sideways
 * scroll at 390 px. Screenshots at 1280×900 and 390×844 in artifacts/historique/.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { HISTORIQUE } from '../../src/domain/messages';
import { join } from 'node:path';
import { ARTIFACTS_DIR, JOURNEY_TIMEOUT_MS, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { api, creerProjet, nouveauClient, santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

let browser: Browser;
const sessions: BrowserSession[] = [];
let id: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const client = await nouveauClient('alice', 9999, `Historique ${Date.now().toString(36)}`);
  id = await creerProjet('alice', santePayload(client.id));
  const a = await api('alice');
  for (const taux of [3, 4]) await a.put(`/api/projets/${id}`, santePayload(client.id, { commissionnement: { type: 'CLIN', taux } }));
  await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
  await a.post(`/api/projets/${id}/souscription`);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await browser?.close();
});

async function violationsGraves(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const resultats = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  return resultats.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function ouvrirHistorique(page: Page): Promise<string[]> {
  const panneau = page.locator(`[data-historique="${id}"]`);
  await panneau.locator('summary', { hasText: HISTORIQUE.titre }).click();
  await panneau.locator('.historique-entree').first().waitFor();
  return panneau.locator('.historique-quoi').allTextContents();
}

describe('the Historique panel', () => {
  it.each([
    ['1280', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ])('on the subscription frame and the guarantees page, at %s px', async (largeur, viewport) => {
    const session = await openSession(browser, { login: 'alice', path: `/souscription/ssc/${id}`, viewport });
    sessions.push(session);
    const { page, errors, screenshot } = session;
    await page.locator('.souscription-ecran[data-hydrated]').waitFor();
    // Closed at first: nothing read.
    expect(await page.locator(`[data-historique="${id}"] .historique-entree`).count()).toBe(0);
    const quoi = await ouvrirHistorique(page);
    expect(quoi[0]).toBe('Souscription démarrée');
    expect(quoi).toContain('Étude personnalisée générée');
    expect(quoi[quoi.length - 1]).toMatch(/^Projet créé — barème /);
    const premier = page.locator(`[data-historique="${id}"] .historique-entree`).first();
    expect(await premier.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
    expect(await premier.locator('.historique-qui').textContent()).toContain('Alice');
    await page.locator(`[data-historique="${id}"]`).scrollIntoViewIfNeeded();
    await screenshot(`historique/souscription-${largeur}`);
    await page.locator(`[data-historique="${id}"]`).screenshot({ path: join(ARTIFACTS_DIR, `historique/panneau-${largeur}.png`) });
    expect(await violationsGraves(page)).toEqual([]);
    const large = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(large).toBeLessThanOrEqual(0);

    await session.goto(`/ssc/garanties/${id}`);
    await page.locator(`[data-historique="${id}"]`).waitFor();
    expect(await ouvrirHistorique(page)).toEqual(quoi);
    await screenshot(`historique/garanties-${largeur}`);
    expect(errors).toEqual([]);
  });
});
