/**
 * The subscription documents kit on step 4 in a real browser (spec 02 step 4 'Documents kit', §8):
 * the two tabs, the membership request disabled with the spec's message while the file is
 * incomplete, a selection downloaded as a zip, the selection emptied on tab switch, the e-mail
 * dialog with the interlocutor's address, the DUE kit page link. axe on the section and the dialog.
 */
import type { Browser } from 'playwright-core';
import { SOUSCRIPTION_KIT as K } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { demarrerApp, type AppDeTest } from '../support/app';
import { JOURNEY_TIMEOUT_MS, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { dossierCompletSante, ETAPE1_SANTE } from '../support/dossier-souscription';
import { pdfDeTaille } from '../support/fichiers';
import { santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

let browser: Browser;
let app: AppDeTest;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), demarrerApp()]);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await browser?.close();
  await app?.arreter();
});

const etape4 = (id: number) => `/souscription/ssc/${id}/signature-et-documents`;

describe('Documents de souscription (étape 4)', () => {
  it('an incomplete file: the membership request disabled with the spec’s message', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
    await a.post(`/api/projets/${id}/souscription`);
    const session = await openSession(browser, { baseUrl: app.url, login: 'alice', path: etape4(id) });
    sessions.push(session);
    const { page, errors } = session;
    const da = page.locator('[data-document="demande-adhesion"]');
    await da.getByText(K.telechargementImpossible).waitFor();
    await expect(da.locator('[data-action="telecharger-demande-adhesion"]').isDisabled()).resolves.toBe(true);
    await expect(da.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('a complete file: tabs, a selection zipped, emptied on tab switch, the e-mail dialog, the DUE page', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    await dossierCompletSante(app, 'alice', id, pdfDeTaille(2048), 920_001);
    const session = await openSession(browser, { baseUrl: app.url, login: 'alice', path: etape4(id) });
    sessions.push(session);
    const { page, errors, screenshot } = session;
    await page.getByRole('tab', { name: K.onglets.entreprise }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('souscription-kit/01-entreprise');
    await expect(page.locator('[data-document="kit-due"] a').getAttribute('href')).resolves.toBe(`/ssc/due/${id}/etape1`);

    for (const d of ['mandat-sepa', 'demande-adhesion']) {
      await page.locator(`[data-document="${d}"] label`).click();
      await expect(page.locator(`[data-document="${d}"]`).getByRole('checkbox').isChecked()).resolves.toBe(true);
    }
    // The study froze the projet's prices: 'Attention !' first, then not again once declined.
    expect((await (await app.api('alice')).get(`/api/projets/${id}`)).body.etat).toBe('TARIFS_FIGES');
    await page.locator('[data-action="telecharger-selection-entreprise"]').click();
    await page.getByRole('alertdialog').getByText(K.page.confirmationFige).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await page.getByText(K.page.nePlusDemander).click();
    const [telechargement] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="continuer"]').click()]);
    expect(telechargement.suggestedFilename()).toMatch(/^Documents de souscription - .+\.zip$/);
    const [sepa] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="telecharger-mandat-sepa"]').click()]);
    expect(sepa.suggestedFilename()).toMatch(/^Mandat SEPA DSN - .+\.pdf$/);

    await page.locator('[data-action="email-entreprise"]').click();
    const dialogue = page.getByRole('dialog', { name: K.page.emailTitre });
    await dialogue.waitFor();
    await expect(dialogue.getByLabel(K.page.emailLibelle).inputValue()).resolves.toBe(ETAPE1_SANTE.interlocuteur.email);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await dialogue.getByLabel(K.page.emailLibelle).fill('client.navigateur@example.fr');
    await page.locator('[data-action="envoyer-documents"]').click();
    await dialogue.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: K.onglets.salarie }).click();
    const bulletin = page.locator('[data-document="bulletin-affiliation"]');
    await bulletin.waitFor();
    await expect(page.locator('[data-action="telecharger-selection-salarie"]').isDisabled()).resolves.toBe(true);
    await screenshot('souscription-kit/02-salaries');
    await page.getByRole('tab', { name: K.onglets.entreprise }).click();
    await expect(page.locator('[data-document="mandat-sepa"]').getByRole('checkbox').isChecked()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });
});
