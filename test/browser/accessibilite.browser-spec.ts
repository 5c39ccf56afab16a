/**
 * axe-core on every screen, in both themes (issue 11: 0 serious, 0 critical): the provider's sign-in
 * page, company entry (empty and with a struck-off company), eligible offers, health and provident
 * pricing information (new and saved), guarantees, projets lists, error pages (typed address and
 * in-app navigation) and the demonstration mailbox. Each theme runs in its own application (THEME
 * is read at start-up), without SMTP so that the mailbox page exists. Screenshots in
 * artifacts/accessibilite/<theme>/.
 */
import type { Browser, Page } from 'playwright-core';
import { ECRAN_ENTREPRISE, ENTREPRISE, OFFRES_ELIGIBLES } from '../../src/domain/messages';
import { demarrerApplication, type ApplicationIsolee } from '../support/application';
import { auditAxe } from '../support/axe';
import { ARTIFACTS_DIR, JOURNEY_TIMEOUT_MS, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { clientApi, prevoyancePayload, santePayload } from '../support/projets';
import { LIMITES_HAUTES } from '../support/services';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 4);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const hydratee = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe.each(['marque-blanche', 'atlantique'])('axe-core, thème %s', (theme) => {
  let app: ApplicationIsolee;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    app = await demarrerApplication({ NODE_ENV: 'test', THEME: theme, LOG_LEVEL: 'warn', ...LIMITES_HAUTES });
  });

  afterAll(async () => {
    await session?.close();
    await app?.arreter();
  });

  it('every screen: no serious or critical violation', async () => {
    const violations: Record<string, string[]> = {};
    const auditer = async (page: Page, nom: string) => {
      await page.waitForLoadState('networkidle');
      violations[nom] = await auditAxe(page);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/accessibilite/${theme}/${nom}.png`, fullPage: true });
    };

    // The built-in provider's sign-in page, before any session.
    const anonyme = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const connexion = await anonyme.newPage();
    await connexion.goto(`${app.baseUrl}/`);
    await connexion.locator('#username').waitFor();
    await auditer(connexion, '00-connexion');
    await anonyme.close();

    // 404 and 'Nous ne pouvons pas afficher la page' are caused on purpose below.
    session = await openSession(browser, { baseUrl: app.baseUrl, login: 'alice', path: '/informations-entreprise', ignore: [/status of 404/] });
    const { page } = session;
    await page.locator('form[data-hydrated]').waitFor();
    await auditer(page, '01-informations-entreprise');

    // A struck-off company: the register's answer on the field and in the status.
    await page.getByRole('combobox', { name: 'SIRET' }).click();
    await page.keyboard.type('33828226200017');
    await page.keyboard.press('Tab');
    await page.getByText(ENTREPRISE.libellesEligibilite.INVALIDE).waitFor();
    await auditer(page, '02-informations-entreprise-radiee');

    // An eligible one, through to the offers.
    await page.getByRole('combobox', { name: 'SIRET' }).fill('');
    await page.getByRole('combobox', { name: 'SIRET' }).click();
    await page.keyboard.type('30177755300019');
    await page.keyboard.press('Tab');
    await page.getByText(ENTREPRISE.libellesEligibilite.VALIDE).waitFor();
    await page.getByLabel('Effectif total').fill('25');
    await page.keyboard.press('Tab');
    await page.getByRole('combobox', { name: 'Convention collective (CCN)' }).click();
    await page.keyboard.type('9999');
    await page.getByRole('option', { name: new RegExp(ECRAN_ENTREPRISE.sansCcn) }).click();
    await page.getByRole('button', { name: ENTREPRISE.boutonOffresEligibles }).click();
    await page.waitForURL((u) => u.pathname === '/offres-eligibles');
    await page.getByRole('radio', { name: 'Santé Collective Essentielle' }).waitFor();
    await auditer(page, '03-offres-eligibles');

    await page.getByText('Santé Collective Essentielle', { exact: true }).click();
    await page.getByRole('button', { name: OFFRES_ELIGIBLES.boutonInformationsProjet }).click();
    await page.waitForURL((u) => u.pathname === '/ssc/informations-projet');
    await auditer(page, '04-ssc-informations-projet-nouveau');

    await session.goto('/offres-eligibles');
    await page.getByText('Prévoyance Collective Essentielle', { exact: true }).click();
    await page.getByRole('button', { name: OFFRES_ELIGIBLES.boutonInformationsProjet }).click();
    await page.waitForURL((u) => u.pathname === '/spc/informations-projet');
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await auditer(page, '05-spc-informations-projet-nouveau');

    // Saved projets of a company (seeded through the API).
    const api = clientApi(() => app.baseUrl);
    const client = await api.nouveauClient('alice');
    const sante = await api.creerProjet('alice', santePayload(client.id));
    const prevoyance = await api.creerProjet('alice', prevoyancePayload(client.id));

    await session.goto(`/ssc/informations-projet/${sante}`);
    await hydratee(page);
    await auditer(page, '06-ssc-informations-projet');
    await session.goto(`/ssc/garanties/${sante}`);
    await page.waitForFunction(() => /\d,\d\d/.test(document.querySelector('tr[data-structure="ISOLE"] td')?.textContent ?? ''));
    await auditer(page, '07-ssc-garanties');
    await session.goto(`/spc/informations-projet/${prevoyance}`);
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await auditer(page, '08-spc-informations-projet');
    await session.goto(`/spc/garanties/${prevoyance}`);
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await page.locator('[data-testid="resume-tarif"][aria-busy="false"]').waitFor();
    await auditer(page, '09-spc-garanties');

    await page.evaluate(
      ({ id, nom }) => sessionStorage.setItem('collectif:entreprise', JSON.stringify({ v: 1, data: { clientId: id, siretConnu: false, siret: null, raisonSociale: nom } })),
      { id: client.id, nom: client.raisonSociale },
    );
    await session.goto('/ssc/projets');
    await page.locator('.projets-ecran[data-hydrated]').waitFor();
    await auditer(page, '10-ssc-projets');
    await session.goto('/spc/projets');
    await page.locator('.projets-ecran[data-hydrated]').waitFor();
    await auditer(page, '11-spc-projets');

    // Error pages: an address typed, and a projet that does not exist reached inside the app.
    await session.goto('/une-page-qui-n-existe-pas');
    await auditer(page, '12-erreur-404');
    await session.goto(`/ssc/garanties/999999999`);
    await auditer(page, '13-erreur-404-projet');

    await session.goto('/dev/outbox');
    await hydratee(page);
    await auditer(page, '14-boite-demonstration');

    expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((nom) => [nom, []])));
    expect(session.errors).toEqual([]);
  });
});
