/**
 * The broker's pipeline 'Mes clients' in a real browser (issue 11 item 2, issue 28 item 2): from the
 * header entry to /espace, rendered with its data; one row per file with its stage badge; search,
 * stage, product and 'à relancer' filters and the sort in one GET form (the address carries them:
 * the server renders a filtered address as it is); the pager; a projet opened and the way back; a new
 * projet for a client, landing on the company screen filled in. axe-core finds no serious or critical
 * violation; screenshots at 1280×900 and 390×844 in artifacts/espace/.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { ECRAN_ENTREPRISE, ECRAN_SANTE, ENTREPRISE, ESPACE, PAGES } from '../../src/domain/messages';
import { ARTIFACTS_DIR, baseUrl, JOURNEY_TIMEOUT_MS, jusqua, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { demarrerApp } from '../support/app';
import { api, creerProjet, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

let browser: Browser;
const sessions: BrowserSession[] = [];
// A tag unique to this run (the harness's database is shared by the suites of a run).
const tag = `Parcours ${Date.now().toString(36)}`;
let atelier: { id: number; raisonSociale: string };
/** A health file in subscription, a provident projet: the atelier's; 21 other projets, one per client. */
let sante: number;
let prevoyance: number;
/** The other clients' projets (editable health projets). */
const autres: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // 23 files of the tag: two pages of 20.
  for (let i = 0; i < 21; i++) autres.push(await creerProjet('alice', santePayload((await nouveauClient('alice', 9999, `${tag} Client ${String(i).padStart(2, '0')}`)).id)));
  atelier = await nouveauClient('alice', 9999, `${tag} Atelier Éole`);
  sante = await creerProjet('alice', santePayload(atelier.id));
  prevoyance = await creerProjet('alice', prevoyancePayload(atelier.id));
  const alice = await api('alice');
  expect((await alice.get(`/api/documents/etudes-personnalisees?projets_ids=${sante}`)).status).toBe(200);
  expect([200, 201]).toContain((await alice.post(`/api/projets/${sante}/souscription`)).status);
  // Another distributor's file of the same company name never shows.
  await creerProjet('carole', santePayload((await nouveauClient('carole', 9999, `${tag} Atelier Éole`)).id));
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

/** Elements wider than the window (what makes a page scroll sideways), named by tag and class. */
function debordements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} → ${Math.round(e.getBoundingClientRect().right)}`),
  );
}

const lignes = (page: Page) => page.locator('table.espace-dossiers tbody tr');
const resume = (page: Page) => page.locator('.espace-resume').textContent();

describe('Mes clients: the pipeline, its filters and search, pages, open a projet, new projet for a client', () => {
  it('finds the files, filters them by stage, product and à relancer, sorts, pages, opens one and starts a new projet without retyping', async () => {
    const session = await openSession(browser, { login: 'alice', path: '/informations-entreprise' });
    sessions.push(session);
    const { page, errors, screenshot } = session;

    // ---- The header entry, on every signed-in page ----
    await page.getByRole('navigation', { name: PAGES.navigationPrincipale }).getByRole('link', { name: PAGES.entreeEspace }).click();
    await page.waitForURL('**/espace');
    await page.getByRole('heading', { level: 1, name: ESPACE.titre }).waitFor();
    await page.waitForFunction((titre) => document.title === titre, ESPACE.titre);
    await jusqua(() => page.getByRole('link', { name: PAGES.entreeEspace }).getAttribute('aria-current'), 'page');

    // ---- The page arrives as HTML with its data, filters included (what a browser without JavaScript gets) ----
    const html = await (await page.request.get(`${baseUrl()}/espace?recherche=${encodeURIComponent(tag)}&etape=SOUSCRIPTION`)).text();
    expect(html).toContain(`Ouvrir le projet n°${sante}`);
    expect(html).not.toContain(`Ouvrir le projet n°${prevoyance}`);
    expect(html).toContain('<option value="SOUSCRIPTION" selected="">');

    // ---- Search: a GET form, the address carries it ----
    await page.locator('.espace[data-hydrated]').waitFor();
    await page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).fill(tag);
    await page.getByRole('button', { name: ESPACE.appliquer }).click();
    await page.waitForURL((u) => u.searchParams.get('recherche') === tag);
    await jusqua(() => resume(page), `${ESPACE.resultatsDossiers(23)} — ${ESPACE.pageSur(1, 2)}`);
    await jusqua(() => lignes(page).count(), 20);
    // Most recent activity first: the subscription just started, with its percent and what it needs.
    const ligneSante = page.locator(`tr[data-projet="${sante}"]`);
    await jusqua(() => lignes(page).first().getAttribute('data-projet'), String(sante));
    await jusqua(() => ligneSante.locator('.espace-etape .kit-badge').first().textContent(), (v) => v !== null && /^En souscription \d+\u00a0%$/.test(v));
    await ligneSante.getByText(/^Manque : informations complémentaires/).waitFor();
    await ligneSante.getByText(/^Souscription démarrée/).waitFor();
    await jusqua(() => page.locator(`tr[data-projet="${prevoyance}"] .espace-etape .kit-badge`).first().textContent(), ESPACE.etapes.libelles.PROJET);
    await expect(violationsGraves(page)).resolves.toEqual([]);
    await screenshot('espace/01-pipeline-1280');

    // ---- Pager, the search kept ----
    await page.getByRole('navigation', { name: ESPACE.paginationDossiers }).getByRole('link', { name: ESPACE.allerALaPage(2) }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2' && u.searchParams.get('recherche') === tag);
    await jusqua(() => lignes(page).count(), 3);
    await expect(page.locator('.espace-page-courante').textContent()).resolves.toContain('2');

    // ---- Filters: stage, product, à relancer; the sort ----
    await page.getByLabel(ESPACE.filtreEtape).selectOption('SOUSCRIPTION');
    await page.getByRole('button', { name: ESPACE.appliquer }).click();
    await page.waitForURL((u) => u.searchParams.get('etape') === 'SOUSCRIPTION' && !u.searchParams.has('page'));
    await jusqua(() => resume(page), ESPACE.resultatsDossiers(1));
    await jusqua(() => lignes(page).first().getAttribute('data-projet'), String(sante));
    await page.getByLabel(ESPACE.filtreEtape).selectOption('');
    await page.getByLabel(ESPACE.filtreProduit).selectOption('SPC');
    await page.getByRole('button', { name: ESPACE.appliquer }).click();
    await page.waitForURL((u) => u.searchParams.get('produit') === 'SPC' && !u.searchParams.has('etape'));
    await jusqua(() => lignes(page).count(), 1);
    await jusqua(() => lignes(page).first().getAttribute('data-projet'), String(prevoyance));
    await page.getByText(ESPACE.filtreARelancer(7)).click();
    await page.getByRole('button', { name: ESPACE.appliquer }).click();
    await page.waitForURL((u) => u.searchParams.get('aRelancer') === 'true');
    await page.getByText(ESPACE.aucunDossierFiltre).waitFor();
    await screenshot('espace/02-filtres-vide-1280');
    // Reset, then sort by company name: the atelier's two files first.
    await page.getByRole('link', { name: ESPACE.reinitialiser }).click();
    await page.waitForURL((u) => u.pathname === '/espace' && u.search === '');
    // The address changes before React shows the new list (a transition): typing before then would go
    // into the form about to be replaced. The reset list has no 'Réinitialiser' link.
    await page.getByRole('link', { name: ESPACE.reinitialiser }).waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).fill(tag);
    await page.getByLabel(ESPACE.tri).selectOption('raison_sociale');
    await page.getByRole('button', { name: ESPACE.appliquer }).click();
    await page.waitForURL((u) => u.searchParams.get('tri') === 'raison_sociale');
    await jusqua(async () => (await lignes(page).evaluateAll((ls) => ls.slice(0, 2).map((l) => l.getAttribute('data-projet')))).join(','), `${prevoyance},${sante}`);
    // Another distributor's homonym is not there; a locked file says so and opens read-only.
    await jusqua(() => page.getByText(atelier.raisonSociale, { exact: true }).count(), 2);
    await jusqua(() => ligneSante.getByRole('link', { name: ESPACE.ouvrirProjetNumero(sante) }).getAttribute('href'), `/ssc/garanties/${sante}?loadProjet=true`);

    // ---- Open a projet, then back ----
    await page.getByRole('link', { name: ESPACE.ouvrirProjetNumero(autres[0]), exact: true }).click();
    await page.waitForURL(`**/ssc/informations-projet/${autres[0]}**`);
    await page.getByText(ECRAN_SANTE.sectionSiegeSocial, { exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/espace' && u.searchParams.get('tri') === 'raison_sociale');
    await jusqua(() => page.getByRole('textbox', { name: ESPACE.rechercheLibelle }).inputValue(), tag);
    await jusqua(() => page.getByLabel(ESPACE.tri).inputValue(), 'raison_sociale');

    // ---- New projet for this client: the company screen is filled in ----
    await page.getByRole('link', { name: ESPACE.nouveauProjetPour(atelier.raisonSociale) }).first().click();
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
    await jusqua(() => lignes(page).count(), 20);
    await screenshot('espace/04-pipeline-390');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/espace/04-pipeline-390-haut.png` });
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
        await jusqua(() => page.locator(`tr[data-projet="${verrouille}"] .espace-etape .kit-badge`).first().textContent(), ESPACE.etapes.libelles.ETUDE_REMISE);
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
