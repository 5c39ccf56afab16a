/**
 * The broker's workspace 'Mes clients' in a real browser (issue 11 item 2): from the header entry
 * to /espace, rendered with its data; a search (GET form) and the pager; a projet opened and the
 * way back; a new projet for a client, landing on the company screen filled in. axe-core finds no
 * serious or critical violation; screenshots at 1280×900 and 390×844 in artifacts/espace/.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { ECRAN_ENTREPRISE, ECRAN_SANTE, ENTREPRISE, ESPACE, PAGES } from '../../src/domain/messages';
import { ARTIFACTS_DIR, baseUrl, JOURNEY_TIMEOUT_MS, jusqua, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { demarrerApp } from '../support/app';
import { creerProjet, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

let browser: Browser;
const sessions: BrowserSession[] = [];
// A tag unique to this run (the harness's database is shared by the suites of a run).
const tag = `Parcours ${Date.now().toString(36)}`;
let atelier: { id: number; raisonSociale: string };
let sante: number;
let prevoyance: number;

beforeAll(async () => {
  browser = await launchBrowser();
  // 22 clients of the tag: two pages of 20. One of them has two projets.
  atelier = await nouveauClient('alice', 9999, `${tag} Atelier Éole`);
  for (let i = 0; i < 21; i++) await nouveauClient('alice', 9999, `${tag} Client ${String(i).padStart(2, '0')}`);
  sante = await creerProjet('alice', santePayload(atelier.id));
  prevoyance = await creerProjet('alice', prevoyancePayload(atelier.id));
  // Another distributor's client with the same name never shows.
  await nouveauClient('carole', 9999, `${tag} Atelier Éole`);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await browser?.close();
});

/** Serious and critical axe-core violations of the page as it is (injected with evaluate: CSP-safe). */
async function violationsGraves(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const resultats = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  return resultats.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const cartes = (page: Page) => page.locator('.espace-client');

/** Elements wider than the window (what makes a page scroll sideways), named by tag and class. */
function debordements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} → ${Math.round(e.getBoundingClientRect().right)}`),
  );
}

describe("Mes clients: header entry, search, pages, open a projet, new projet for a client", () => {
  it('finds a client, opens its projet, comes back and starts a new projet without retyping the company', async () => {
    const session = await openSession(browser, { login: 'alice', path: '/informations-entreprise' });
    sessions.push(session);
    const { page, errors, screenshot } = session;

    // ---- The header entry, on every signed-in page ----
    await page.getByRole('navigation', { name: PAGES.navigationPrincipale }).getByRole('link', { name: PAGES.entreeEspace }).click();
    await page.waitForURL('**/espace');
    await page.getByRole('heading', { level: 1, name: ESPACE.titre }).waitFor();
    await page.waitForFunction((titre) => document.title === titre, ESPACE.titre);
    await jusqua(() => page.getByRole('link', { name: PAGES.entreeEspace }).getAttribute('aria-current'), 'page');

    // ---- The page arrives as HTML with its data (no fetch after hydration) ----
    const html = await (await page.request.get(`${baseUrl()}/espace?recherche=${encodeURIComponent(tag)}`)).text();
    expect(html).toContain(atelier.raisonSociale);
    expect(html).toContain(`Ouvrir le projet n°${sante}`);
    expect(html).not.toContain(`${tag} Client 20`); // page 2

    // ---- Search: a GET form, the address carries it ----
    await page.locator('.espace[data-hydrated]').waitFor();
    await page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).fill(tag);
    await page.getByRole('button', { name: ESPACE.rechercher }).click();
    await page.waitForURL((u) => u.searchParams.get('recherche') === tag);
    await page.getByText(ESPACE.resultatsRecherche(22, tag)).waitFor();
    await jusqua(() => cartes(page).count(), 20);
    await jusqua(() => cartes(page).first().getByRole('heading').textContent(), atelier.raisonSociale);
    // Another distributor's homonym is not there.
    await jusqua(() => page.getByRole('heading', { name: atelier.raisonSociale }).count(), 1);
    await expect(violationsGraves(page)).resolves.toEqual([]);
    await screenshot('espace/01-recherche-1280');

    // ---- Pager ----
    await page.getByRole('navigation', { name: ESPACE.pagination }).getByRole('link', { name: ESPACE.allerALaPage(2) }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.getByRole('heading', { name: `${tag} Client 20` }).waitFor();
    await jusqua(() => cartes(page).count(), 2);
    await expect(page.locator('.espace-page-courante').textContent()).resolves.toContain('2');

    // ---- One client: its projets with product, college, status, date, price ----
    await page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).fill(`${tag} atelier eole`);
    await page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('recherche') === `${tag} atelier eole` && !u.searchParams.has('page'));
    await page.getByText(ESPACE.resultatsRecherche(1, `${tag} atelier eole`)).waitFor();
    await jusqua(() => cartes(page).count(), 1);
    const ligneSante = page.locator(`tr[data-projet="${sante}"]`);
    await expect(ligneSante.locator('td').allTextContents()).resolves.toEqual([
      'Santé',
      'Cadres',
      'Proposition',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^\d+,\d{2} % PMSS · \d+,\d{2}\s€\/mois$/),
      // A health projet reaches its DUE tunnel (spec 03); a provident one has none.
      'DUE',
    ]);
    await jusqua(() => page.locator(`tr[data-projet="${prevoyance}"] td`).nth(4).textContent(), (v) => v !== null && /% T1 · .*€\/an$/.test(v));
    await jusqua(() => page.locator(`tr[data-projet="${prevoyance}"]`).getByRole('link', { name: /^DUE/ }).count(), 0);
    await jusqua(() => ligneSante.getByRole('link', { name: ESPACE.dueProjet(sante) }).getAttribute('href'), `/ssc/due/${sante}/etape1`);
    await expect(violationsGraves(page)).resolves.toEqual([]);
    await screenshot('espace/02-client-1280');

    // ---- Open a projet, then back ----
    await page.getByRole('link', { name: ESPACE.ouvrirProjetNumero(sante) }).click();
    await page.waitForURL(`**/ssc/informations-projet/${sante}**`);
    await page.getByText(ECRAN_SANTE.sectionSiegeSocial, { exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/espace' && u.searchParams.get('recherche') === `${tag} atelier eole`);
    await jusqua(() => page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).inputValue(), `${tag} atelier eole`);
    await jusqua(() => cartes(page).count(), 1);

    // ---- New projet for this client: the company screen is filled in ----
    await page.getByRole('link', { name: ESPACE.nouveauProjetPour(atelier.raisonSociale) }).click();
    await page.waitForURL('**/informations-entreprise');
    await page.locator('form[data-hydrated]').waitFor();
    const raisonSociale = page.getByRole('combobox', { name: 'Raison sociale' });
    // The form reads the company from the session state once hydrated.
    await page.getByText(ECRAN_ENTREPRISE.clientExistantSelectionne).waitFor();
    await jusqua(() => raisonSociale.inputValue(), atelier.raisonSociale);
    await jusqua(() => page.getByLabel('Effectif total').inputValue(), '40');
    await jusqua(() => page.getByRole('button', { name: ENTREPRISE.boutonOffresEligibles }).isEnabled(), true);
    await screenshot('espace/03-nouveau-projet-entreprise');

    expect(errors).toEqual([]);
  });

  it('reads well on a phone (390×844): no horizontal scroll, no serious axe violation', async () => {
    const session = await openSession(browser, {
      login: 'alice',
      path: `/espace?recherche=${encodeURIComponent(tag)}`,
      viewport: { width: 390, height: 844 },
    });
    sessions.push(session);
    const { page, errors, screenshot } = session;
    await page.locator('.espace[data-hydrated]').waitFor();
    await jusqua(() => cartes(page).count(), 20);
    await screenshot('espace/04-recherche-390');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/espace/04-recherche-390-haut.png` });
    await jusqua(() => debordements(page), []);
    await expect(violationsGraves(page)).resolves.toEqual([]);
    await page.goto(`${page.url().split('/espace')[0]}/espace?recherche=${encodeURIComponent(`${tag} atelier`)}`);
    await page.locator('.espace[data-hydrated]').waitFor();
    await screenshot('espace/05-client-390');
    await jusqua(() => debordements(page), []);
    expect(errors).toEqual([]);
  });

  it("the 'atlantique' theme: no serious axe violation, wide and narrow", async () => {
    const app = await demarrerApp({ env: { THEME: 'atlantique' } });
    try {
      const client = await app.nouveauClient('alice', 9999, `${tag} Thème Atlantique`);
      const verrouille = await app.creerProjet('alice', santePayload(client.id));
      await app.creerProjet('alice', prevoyancePayload(client.id));
      // A study handed over: the row offers the subscription.
      const etude = await (await app.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${verrouille}`).set('Idempotency-Key', `espace-theme-${Date.now()}`);
      expect(etude.status).toBe(200);
      for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
        const session = await openSession(browser, { baseUrl: app.url, login: 'alice', path: `/espace?recherche=${encodeURIComponent(`${tag} theme`)}`, viewport });
        sessions.push(session);
        const { page, errors, screenshot } = session;
        await page.locator('.espace[data-hydrated]').waitFor();
        await jusqua(() => page.getByRole('link', { name: ESPACE.souscriptionProjet(verrouille) }).getAttribute('href'), `/souscription/ssc/${verrouille}`);
        await screenshot(`espace/06-atlantique-${viewport.width}`);
        await jusqua(() => debordements(page), []);
        await expect(violationsGraves(page)).resolves.toEqual([]);
        if (viewport.width === 390) {
          // The study was handed over: 'Souscription' starts the subscription and opens it.
          await page.getByRole('link', { name: ESPACE.souscriptionProjet(verrouille) }).click();
          // The address changes once the hand-over answered (the subscription screen is h12's).
          await page.waitForURL(`**/souscription/ssc/${verrouille}`);
          await page.waitForLoadState('networkidle');
          const apres = (await (await app.api('alice')).get(`/api/projets/${verrouille}`)).body;
          expect(apres.statut).toBe('EN_SOUSCRIPTION');
        }
        expect(errors).toEqual([]);
        await session.close();
      }
    } finally {
      await app.arreter();
    }
  });
});
