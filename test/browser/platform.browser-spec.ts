/**
 * Platform journey: a visitor is sent to the built-in provider, signs in, lands on the signed-in
 * shell rendered on the server, the page hydrates without errors, the header names the broker and
 * the distributor, and sign-out ends the session.
 */
import type { Browser } from 'playwright-core';
import { baseUrl, JOURNEY_TIMEOUT_MS, jusqua, launchBrowser, openSession } from '../support/browser';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

describe('plateforme dans le navigateur', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in through the built-in provider and lands on the hydrated shell', async () => {
    const session = await openSession(browser, { login: 'alice', path: '/' });
    const { page } = session;
    expect(new URL(page.url()).pathname).toBe('/informations-entreprise');
    // Hydrated: React attached its root and client navigation works.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await jusqua(() => page.title(), (v) => v !== null && /Informations entreprise/.test(v));
    const header = page.locator('header').first();
    await jusqua(() => header.textContent(), (v) => v !== null && /DIST-A/.test(v));
    await jusqua(() => header.textContent(), (v) => v !== null && /Se déconnecter/.test(v));
    await session.screenshot('plateforme/01-coquille-connectee');
    expect(session.errors).toEqual([]);

    await page.goto(`${baseUrl()}/une-page-qui-n-existe-pas`);
    await expect(page.locator('body').textContent()).resolves.toContain('La page est introuvable');
    await session.screenshot('plateforme/02-page-404');

    // An error page reached by in-app navigation keeps the header (broker, distributor, workspace).
    await page.goto(`${baseUrl()}/espace`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate('/ssc/garanties/999999'));
    await page.getByText('La page est introuvable').waitFor();
    await jusqua(() => header.textContent(), (v) => v !== null && /DIST-A/.test(v));
    await jusqua(() => page.getByRole('link', { name: 'Mes clients' }).count(), 1);
    await session.screenshot('plateforme/03-404-navigation-interne');

    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForLoadState('networkidle');
    const moi = await page.request.get(`${baseUrl()}/api/moi`);
    expect(moi.status()).toBe(401);
    await session.close();
  });
});
