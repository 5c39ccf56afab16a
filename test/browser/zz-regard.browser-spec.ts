import type { Browser } from 'playwright-core';
import { ECRAN_PREVOYANCE } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { JOURNEY_TIMEOUT_MS, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { nouveauClient } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 3);
let browser: Browser;
const sessions: BrowserSession[] = [];
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await Promise.all(sessions.map((s) => s.close())); await browser?.close(); });

it.each([1280, 390])('regard %i', async (w) => {
  await nouveauClient('alice', 9999, `Atelier Regard ${w} ${Date.now()}`);
  const session = await openSession(browser, { login: 'alice', path: '/informations-entreprise', viewport: { width: w, height: 900 } });
  sessions.push(session);
  const { page, errors, screenshot } = session;
  await page.locator('form[data-hydrated]').waitFor();
  await page.getByRole('combobox', { name: 'Raison sociale' }).click();
  await page.keyboard.type('Atelier Reg');
  await page.getByRole('option').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: `/tmp/regard-rs-${w}.png` });
  console.log('axe rs', JSON.stringify(await auditAxe(page)).slice(0, 600));
  await page.keyboard.press('Escape');
  const ccn = page.getByRole('combobox', { name: 'Convention collective (CCN)' });
  await ccn.click();
  await page.keyboard.type('bureau');
  await page.getByRole('option').first().waitFor();
  await page.screenshot({ path: `/tmp/regard-ccn-${w}.png` });
  console.log('axe ccn', JSON.stringify(await auditAxe(page)).slice(0, 600));
  await page.keyboard.type('zzzz');
  await page.getByText('Aucune').first().waitFor();
  await page.screenshot({ path: `/tmp/regard-vide-${w}.png` });
  void screenshot; void ECRAN_PREVOYANCE;
  expect(errors).toEqual([]);
});
