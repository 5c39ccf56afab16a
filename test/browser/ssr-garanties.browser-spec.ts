/**
 * Issue 11 item 1 (ADR 0046): a saved projet's guarantees page comes from the server WITH its data
 * — postes or sections, the agreement's minima, the saved price — and hydrates without a warning; its
 * informations screen arrives filled too.
 * Also prints (does not assert: shared, noisy machines) the p95 of navigation → first interactive
 * control over 10 fresh tabs. Screenshots at 1280×900 and 390 px in artifacts/ssr/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ECRAN_PREVOYANCE, ECRAN_SANTE, PREVOYANCE } from '../../src/domain/messages';
import { POSTES } from '../../src/domain/pricing/sante/catalogue';
import { resumeTarifPrevoyance, type ResultatTarifPrevoyance } from '../../src/domain/pricing/prevoyance/resultat';
import type { ResultatTarifSante } from '../../src/domain/pricing/sante/moteur';
import { ARTIFACTS_DIR, JOURNEY_TIMEOUT_MS, baseUrl, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { api, creerProjet, GARANTIES_PREVOYANCE_SYNTEC, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 3);

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RUNS = 10;

let browser: Browser;
let session: BrowserSession;
const pages: { produit: 'ssc' | 'spc'; chemin: string; attendus: string[]; controle: string }[] = [];

/** Text as React writes it in HTML. */
const enHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

beforeAll(async () => {
  browser = await launchBrowser();
  // Syntec (1486): health and provident minima for cadres.
  const client = await nouveauClient('alice', 1486);
  const idSante = await creerProjet('alice', santePayload(client.id, { niveaux_garanties: POSTES.map((p) => ({ poste: p.code, niveau: 6 })) }));
  const sante = (await (await api('alice')).get(`/api/projets/${idSante}`)).body as { tarifs: ResultatTarifSante };
  const isole = sante.tarifs.tarifs.find((t) => t.structure === 'ISOLE')!;
  pages.push({
    produit: 'ssc',
    chemin: `/ssc/garanties/${idSante}`,
    attendus: [...POSTES.map((p) => p.libelle), ECRAN_SANTE.minimumCcn, EUROS.format(isole.tarif.budget_mensuel)],
    controle: '.ss-garanties-mise-en-page[data-hydrated] .ss-slider:not([data-disabled])',
  });
  const idPrevoyance = await creerProjet(
    'alice',
    prevoyancePayload(client.id, { garanties: GARANTIES_PREVOYANCE_SYNTEC }),
  );
  const prevoyance = (await (await api('alice')).get(`/api/projets/${idPrevoyance}`)).body as { tarifs: ResultatTarifPrevoyance };
  pages.push({
    produit: 'spc',
    chemin: `/spc/garanties/${idPrevoyance}`,
    attendus: [ECRAN_PREVOYANCE.incapacite, PREVOYANCE.minCcn, EUROS.format(resumeTarifPrevoyance(prevoyance.tarifs, 'T1').tarifTotal.budgetAnnuel)],
    controle: '.prev-ecran[data-hydrated] .prev-garanties input:not([disabled])',
  });
  session = await openSession(browser, { login: 'alice', path: '/espace' });
});

afterAll(async () => {
  await session?.close();
  await browser?.close();
});

/** A fresh tab (empty session storage) of the signed-in context, its console errors collected. */
async function nouvelOnglet(context: BrowserContext): Promise<{ page: Page; erreurs: string[] }> {
  const page = await context.newPage();
  const erreurs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) erreurs.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => erreurs.push(`page: ${e.message}`));
  return { page, erreurs };
}

describe('SSR des garanties d’un projet enregistré (ADR 0046)', () => {
  it.each(['ssc', 'spc'] as const)('%s: the server HTML carries the guarantees, the minima and the saved price', async (produit) => {
    const { chemin, attendus } = pages.find((p) => p.produit === produit)!;
    const r = await session.context.request.get(`${baseUrl()}${chemin}`);
    expect(r.status()).toBe(200);
    const html = await r.text();
    for (const texte of attendus) expect(html).toContain(enHtml(texte));
    expect(html).not.toContain(enHtml(ECRAN_SANTE.chargement));
    expect(html).not.toContain(enHtml(ECRAN_PREVOYANCE.chargementGaranties));
  });

  it.each(['ssc', 'spc'] as const)('%s: shown with JavaScript disabled', async (produit) => {
    const { chemin, attendus } = pages.find((p) => p.produit === produit)!;
    const sansJs = await browser.newContext({ javaScriptEnabled: false, storageState: await session.context.storageState(), viewport: { width: 1280, height: 900 } });
    try {
      const page = await sansJs.newPage();
      await page.goto(`${baseUrl()}${chemin}`);
      const texte = (await page.locator('main').textContent()) ?? '';
      for (const attendu of attendus) expect(texte).toContain(attendu);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/ssr/${produit}-sans-js.png`, fullPage: true });
    } finally {
      await sansJs.close();
    }
  });

  it.each(['ssc', 'spc'] as const)('%s: hydrates without a console error or warning; navigation → first interactive control', async (produit) => {
    const { chemin, controle } = pages.find((p) => p.produit === produit)!;
    const durees: number[] = [];
    const erreurs: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const onglet = await nouvelOnglet(session.context);
      await onglet.page.goto(`${baseUrl()}${chemin}`, { waitUntil: 'commit' });
      await onglet.page.locator(controle).first().waitFor();
      durees.push(await onglet.page.evaluate(() => performance.now()));
      // No catalogue request after hydration (the page came with it).
      await onglet.page.waitForLoadState('networkidle');
      erreurs.push(...onglet.erreurs);
      await onglet.page.close();
    }
    const tries = [...durees].sort((a, b) => a - b);
    const p95 = tries[Math.min(tries.length - 1, Math.ceil(0.95 * tries.length) - 1)];
    // eslint-disable-next-line no-console -- the measure is printed, not asserted (shared machines)
    console.log(`${chemin}: navigation → premier contrôle interactif, p95 ${Math.round(p95)} ms (médiane ${Math.round(tries[Math.floor(tries.length / 2)])} ms, ${RUNS} onglets neufs ; objectif ≤ 1000 ms)`);
    expect(erreurs).toEqual([]);
  });

  it.each(['ssc', 'spc'] as const)('%s: no request for the catalogue once hydrated', async (produit) => {
    const { chemin, controle } = pages.find((p) => p.produit === produit)!;
    const onglet = await nouvelOnglet(session.context);
    const demandes: string[] = [];
    onglet.page.on('request', (r) => {
      if (/\/api\/produits\/\d+\/(niveaux|postes|ccns)/.test(r.url())) demandes.push(r.url());
    });
    await onglet.page.goto(`${baseUrl()}${chemin}`);
    await onglet.page.locator(controle).first().waitFor();
    await onglet.page.waitForLoadState('networkidle');
    expect(demandes).toEqual([]);
    await onglet.page.close();
  });

  it('ssc: unsaved edits of the same projet kept in the tab are shown once hydrated (the server shows the saved levels)', async () => {
    const { chemin, controle } = pages.find((p) => p.produit === 'ssc')!;
    const onglet = await nouvelOnglet(session.context);
    await onglet.page.goto(`${baseUrl()}${chemin}`);
    await onglet.page.locator(controle).first().waitFor();
    const curseur = onglet.page.locator('[data-poste="MATERNITE"] input[type="range"]');
    expect(await curseur.inputValue()).toBe('6');
    await curseur.focus();
    await onglet.page.keyboard.press('ArrowRight');
    await onglet.page.waitForFunction(() => JSON.parse(sessionStorage.getItem('collectif:sante') ?? '{}').data?.niveaux?.MATERNITE === 7);
    // Same tab, reloaded: the server renders the saved level, the session state's edit follows hydration.
    const html = await (await session.context.request.get(`${baseUrl()}${chemin}`)).text();
    expect(html).toMatch(/data-poste="MATERNITE"[\s\S]*?value="6"/);
    await onglet.page.reload();
    await onglet.page.locator(controle).first().waitFor();
    await onglet.page.waitForFunction(() => (document.querySelector('[data-poste="MATERNITE"] input[type="range"]') as HTMLInputElement | null)?.value === '7');
    await onglet.page.waitForLoadState('networkidle');
    expect(onglet.erreurs).toEqual([]);
    await onglet.page.close();
  });

  it.each(['ssc', 'spc'] as const)('%s: the informations screen of the projet also arrives filled, and hydrates without an error', async (produit) => {
    const chemin = pages.find((p) => p.produit === produit)!.chemin.replace('/garanties/', '/informations-projet/');
    const html = await (await session.context.request.get(`${baseUrl()}${chemin}`)).text();
    // The projet's values in the fields (health: postcode; provident: the agreement and the NAF code).
    const attendus = produit === 'ssc' ? ['value="35000"', 'value="12"', 'value="42"'] : [enHtml('1486 - '), 'value="62.01Z', 'value="12"'];
    for (const texte of attendus) expect(html).toContain(texte);
    expect(html).not.toContain(enHtml(ECRAN_SANTE.chargement));
    const onglet = await nouvelOnglet(session.context);
    await onglet.page.goto(`${baseUrl()}${chemin}`);
    await onglet.page.waitForLoadState('networkidle');
    expect(onglet.erreurs).toEqual([]);
    await onglet.page.close();
  });

  it('ssc: the informations screen comes with its colleges and postcode check, and asks for neither once hydrated', async () => {
    const chemin = pages.find((p) => p.produit === 'ssc')!.chemin.replace('/garanties/', '/informations-projet/');
    const html = await (await session.context.request.get(`${baseUrl()}${chemin}`)).text();
    // The offer's colleges with their access light, not 'Aucun collège'.
    expect(html).toContain('class="ss-college-libelle"');
    expect(html).toMatch(/class="kit-feu-libelle" data-code="\w+"/);
    expect(html).not.toContain(enHtml(ECRAN_SANTE.aucunCollege));
    const onglet = await nouvelOnglet(session.context);
    const demandes: string[] = [];
    onglet.page.on('request', (r) => {
      if (/\/api\/(eligibilite\/determiner-produits-eligibles|code-postal\/valider|communes)/.test(r.url())) demandes.push(r.url());
    });
    await onglet.page.goto(`${baseUrl()}${chemin}`);
    await onglet.page.waitForLoadState('networkidle');
    expect(demandes).toEqual([]);
    expect(onglet.erreurs).toEqual([]);
    // A postcode of another department is still checked by the API, and refused.
    const codePostal = onglet.page.getByRole('textbox', { name: /Code postal/ });
    await codePostal.fill('75001');
    await onglet.page.waitForResponse((r) => r.url().includes('/api/code-postal/valider'));
    await onglet.page.close();
  });

  it('spc: the informations screen comes with its colleges and asks for them no more once hydrated; the NAF codes come when the field is first used', async () => {
    const chemin = pages.find((p) => p.produit === 'spc')!.chemin.replace('/garanties/', '/informations-projet/');
    const html = await (await session.context.request.get(`${baseUrl()}${chemin}`)).text();
    // The offer's colleges with their access light, not 'Chargement des collèges…'.
    expect(html).toMatch(/class="kit-feu-libelle" data-code="\w+"/);
    expect(html).not.toContain(enHtml(ECRAN_PREVOYANCE.chargementColleges));
    const onglet = await nouvelOnglet(session.context);
    const demandes: string[] = [];
    onglet.page.on('request', (r) => {
      if (/\/api\/(eligibilite\/determiner-produits-eligibles|nafs)/.test(r.url())) demandes.push(r.url());
    });
    await onglet.page.goto(`${baseUrl()}${chemin}`);
    await onglet.page.locator('.prev-ecran[data-hydrated]').waitFor();
    await onglet.page.waitForLoadState('networkidle');
    expect(demandes).toEqual([]);
    expect(onglet.erreurs).toEqual([]);
    // The saved projet's code shows its label without the list (≈ 60 KB, not in the page)…
    const naf = onglet.page.getByRole('combobox', { name: /Code NAF/ });
    expect(await naf.inputValue()).toMatch(/^\d{2}\.\d{2}[A-Z] - ./);
    expect(html.length).toBeLessThan(60_000);
    // …which is asked once, when the field is first used, and answers it.
    await naf.fill('6202');
    await onglet.page.getByRole('option', { name: /62\.02A/ }).waitFor();
    expect(demandes.filter((u) => u.includes('/api/nafs'))).toHaveLength(1);
    expect(demandes.filter((u) => u.includes('determiner-produits-eligibles'))).toEqual([]);
    await onglet.page.close();
  });

  it.each([
    ['ssc', 'desktop', { width: 1280, height: 900 }],
    ['ssc', 'mobile', { width: 390, height: 844 }],
    ['spc', 'desktop', { width: 1280, height: 900 }],
    ['spc', 'mobile', { width: 390, height: 844 }],
  ] as const)('%s: screenshot %s', async (produit, nom, viewport) => {
    const { chemin, controle } = pages.find((p) => p.produit === produit)!;
    const onglet = await nouvelOnglet(session.context);
    await onglet.page.setViewportSize(viewport);
    await onglet.page.goto(`${baseUrl()}${chemin}`);
    await onglet.page.locator(controle).first().waitFor();
    await onglet.page.waitForLoadState('networkidle');
    await onglet.page.screenshot({ path: `${ARTIFACTS_DIR}/ssr/${produit}-${nom}.png`, fullPage: true });
    expect(onglet.erreurs).toEqual([]);
    await onglet.page.close();
  });
});
