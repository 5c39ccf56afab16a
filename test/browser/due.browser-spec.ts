/**
 * DUE tunnel in a real browser (spec 03 §2, §4): a health projet through the ten steps of a new
 * scheme (structure with a per-insured call, the compulsory/mixed block, dispenses, the entry-into-force
 * lower bound) and a modification blocked by a collective agreement; axe on two steps; screenshots.
 */
import type { Page } from 'playwright-core';
import { texteDuPdf } from '../support/pdf';
import { readFileSync } from 'node:fs';
import { DUE, DUE_KIT, REFERENTIELS, CONFIRMATION_FIGE } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { parcours } from '../support/parcours';
import { santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours({ app: {} });

const suivant = (page: Page) => page.locator('[data-action="suivant"]');
const choisir = (page: Page, nom: string | RegExp) => page.getByRole('radio', { name: nom }).check({ force: true });
async function etape(page: Page, n: number): Promise<void> {
  await page.waitForURL(new RegExp(`/etape${n}(\\?|$)`));
  await page.getByText(DUE.etape(n), { exact: true }).waitFor();
}

describe('DUE santé', () => {
  it('a new scheme through the ten steps', async () => {
    const client = await p.app.nouveauClient('alice');
    const id = await p.app.creerProjet('alice', santePayload(client.id));
    const session = await p.connecter('alice', `/ssc/due/${id}/etape1`);
    const { page, errors, screenshot } = session;
    await etape(page, 1);
    await jusqua(() => suivant(page).isDisabled(), true);
    // A per-insured structure asks the call mode; another structure resets it.
    await choisir(page, /Salarié seul \/ Conjoint seul \/ Enfant seul/);
    await page.getByRole('radiogroup', { name: new RegExp(DUE.appel) }).waitFor();
    await choisir(page, /Mixte/);
    await page.locator('.due-tarifs').waitFor();
    await page.getByLabel(DUE.voie).fill('12 rue de la Paix');
    // 03 §5: the postcode is checked with the projet: another department is refused with the referential's cause.
    await page.getByLabel(DUE.codePostalLibelle).fill('75001');
    await page.getByText(REFERENTIELS.codePostalDepartement).waitFor();
    await jusqua(() => suivant(page).getAttribute('aria-disabled'), 'true');
    await page.getByLabel(DUE.codePostalLibelle).fill('35a000');
    await jusqua(() => page.getByLabel(DUE.codePostalLibelle).inputValue(), '35000');
    await page.getByLabel(DUE.ville).fill('Rennes');
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('due/01-etape1');
    await suivant(page).click();

    await etape(page, 2);
    await choisir(page, DUE.etatsRegime.NOUVEAU);
    await page.getByText(DUE.banniereNouveau).waitFor();
    await suivant(page).click();
    // NOUVEAU skips etape3.
    await etape(page, 4);
    await choisir(page, DUE.ouiNon.OUI);
    await page.getByText(DUE.banniereEtablissements).waitFor();
    await suivant(page).click();
    await etape(page, 5);
    await jusqua(() => page.getByRole('radio', { name: /articles 2\.1 et 2\.2/ }).first().isChecked(), true);
    await suivant(page).click();

    // Compulsory dependants with a mixed call: blocked, 'Fermer' instead of Next.
    await etape(page, 6);
    await choisir(page, DUE.affiliations.OBLIGATOIRE);
    await page.getByText(DUE.affiliationObligatoireMixte).waitFor();
    await jusqua(() => suivant(page).count(), 0);
    await page.getByRole('button', { name: DUE.fermer }).waitFor();
    await screenshot('due/02-etape6-bloquee');
    await choisir(page, DUE.affiliations.FACULTATIF);
    await suivant(page).click();

    await etape(page, 7);
    await page.getByLabel(DUE.partLibelle).fill('100');
    await suivant(page).click();
    // At 100 % for a new scheme, the employer-financed dispense is offered.
    await etape(page, 8);
    await page.getByText(DUE.autresCas).click();
    await jusqua(() => suivant(page).isDisabled(), true);
    await page.getByText(DUE.dispenses.SALARIE_REGIME_FINANCEMENT_PATRONAL).click();
    await screenshot('due/03-etape8');
    await suivant(page).click();

    await etape(page, 9);
    await page.locator('input.champ-date-input').first().click();
    await page.keyboard.type('01012020');
    await page.keyboard.press('Tab');
    await page.locator('.kit-error').getByText(/La date d'entrée en vigueur doit être au plus tôt le \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await jusqua(() => suivant(page).isDisabled(), true);
    const projet = (await (await p.app.api('alice')).get(`/api/projets/${id}/due/ssc`)).body.projet as { dateEffet: string };
    const [a, m, j] = projet.dateEffet.split('-');
    // What is typed replaces the whole text, as a user selecting it first.
    await page.locator('input.champ-date-input').first().click({ clickCount: 3 });
    await page.keyboard.type(`${j}${m}${a}`);
    await page.keyboard.press('Tab');
    await suivant(page).click();

    await etape(page, 10);
    await jusqua(() => suivant(page).isDisabled(), true);
    await page.getByText(DUE.confirmation).click();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('due/04-etape10');
    await suivant(page).click();

    // The kit: its documents listed on the server, the decision freezing the projet after 'Attention !'.
    await page.waitForURL(/\/kit-due$/);
    await page.getByRole('heading', { name: DUE_KIT.titre }).waitFor();
    await expect(page.locator('[data-document]').evaluateAll((els) => els.map((e) => e.getAttribute('data-document')))).resolves.toEqual([
      'decision',
      'lettre-information',
      'liste-emargement',
      'demande-dispense',
      'information-cse',
      'notice',
    ]);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('due/06-kit');
    await page.locator('[data-action="telecharger-decision"]').click();
    await page.getByRole('alertdialog').getByText(DUE_KIT.figeTexte).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('due/07-kit-attention');
    const [decision] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="continuer"]').click()]);
    expect(decision.suggestedFilename()).toBe(`DUE - Decision unilaterale - ${client.raisonSociale}.pdf`);
    const texte = texteDuPdf(readFileSync(await decision.path()));
    expect(texte).toContain(client.raisonSociale);
    expect(texte).toContain("Le régime bénéficie aux salariés relevant des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017");
    expect(texte).toContain('100 %');
    expect(texte).toMatch(/prend effet le \d{2}\/\d{2}\/\d{4}/);
    expect((await (await p.app.api('alice')).get(`/api/projets/${id}`)).body.etat).toBe('TARIFS_FIGES');

    // The projet is frozen now: 'Tout télécharger' asks first, with 'Ne plus me demander'.
    await page.locator('[data-action="tout-telecharger"]').click();
    await page.getByText(CONFIRMATION_FIGE.texte).waitFor();
    await page.getByText(CONFIRMATION_FIGE.nePlusDemander).click();
    const [archive] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="continuer"]').click()]);
    expect(archive.suggestedFilename()).toBe(`Kit DUE - ${client.raisonSociale}.zip`);
    expect(readFileSync(await archive.path()).toString('latin1').match(/%PDF-/g)?.length).toBe(6);
    // Not asked again.
    const [emargement] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="telecharger-liste-emargement"]').click()]);
    expect(emargement.suggestedFilename()).toMatch(/^DUE - Liste d emargement/);

    // Every answer is kept on the server.
    const etat = (await (await p.app.api('alice')).get(`/api/projets/${id}/due/ssc`)).body.etat;
    expect(etat).toMatchObject({
      etape1: { structureTarifaire: 'SALARIE_CONJOINT_ENFANT', appelDeCotisation: 'MIXTE', adresse: { codePostal: '35000', ville: 'Rennes' } },
      etape2: { etatRegime: 'NOUVEAU' },
      etape6: { affiliationAyantsDroit: 'FACULTATIF' },
      etape7: { partCotisation: 100 },
      etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_REGIME_FINANCEMENT_PATRONAL'] },
      etape10: { confirmation: true },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
    await screenshot('due/08-kit-telephone');
    expect(errors).toEqual([]);
  });

  it('a modification of a scheme set up by collective agreement is blocked at etape3', async () => {
    const client = await p.app.nouveauClient('alice');
    const id = await p.app.creerProjet('alice', santePayload(client.id));
    const session = await p.connecter('alice', `/ssc/due/${id}/etape1`);
    const { page, errors, screenshot } = session;
    await etape(page, 1);
    await choisir(page, /^Unique/);
    await page.getByLabel(DUE.voie).fill('1 place de la Mairie');
    await page.getByLabel(DUE.ville).fill('Rennes');
    if (!(await page.getByLabel(DUE.codePostalLibelle).inputValue())) await page.getByLabel(DUE.codePostalLibelle).fill('35000');
    await suivant(page).click();
    await etape(page, 2);
    await choisir(page, DUE.etatsRegime.MODIFICATION);
    await suivant(page).click();
    await etape(page, 3);
    await choisir(page, DUE.misesEnPlace.ACCORD_COLLECTIF);
    await page.getByText(DUE.accordCollectifBloquant).waitFor();
    await jusqua(() => suivant(page).count(), 0);
    await screenshot('due/10-accord-collectif');
    await choisir(page, DUE.misesEnPlace.DUE);
    await page.getByText(DUE.banniereDenonciation).waitFor();
    await suivant(page).click();
    await etape(page, 4);
    // Back from etape4 goes to etape3 for a modification.
    await page.getByRole('link', { name: DUE.precedent }).click();
    await etape(page, 3);
    await suivant(page).click();
    await etape(page, 4);
    await choisir(page, DUE.ouiNon.NON);
    await suivant(page).click();
    await etape(page, 5);
    await page.getByText(DUE.messageAncienNouveau).waitFor();
    await suivant(page).click();
    await etape(page, 6);
    await choisir(page, DUE.affiliations.OBLIGATOIRE);
    await suivant(page).click();
    await etape(page, 7);
    await suivant(page).click();
    await etape(page, 8);
    await suivant(page).click();
    await etape(page, 9);
    const projet = (await (await p.app.api('alice')).get(`/api/projets/${id}/due/ssc`)).body.projet as { dateEffet: string };
    const [a, m, j] = projet.dateEffet.split('-');
    // What is typed replaces the whole text, as a user selecting it first.
    await page.locator('input.champ-date-input').first().click({ clickCount: 3 });
    await page.keyboard.type(`${j}${m}${a}`);
    await page.keyboard.press('Tab');
    await suivant(page).click();
    await etape(page, 10);
    await page.getByText(DUE.confirmation).click();
    await suivant(page).click();

    // A modification's kit adds the denunciation letter; 'Tout télécharger' holds all seven documents.
    await page.waitForURL(/\/kit-due$/);
    await page.locator('[data-document="denonciation"]').waitFor();
    await page.locator('[data-action="tout-telecharger"]').click();
    await page.getByRole('alertdialog').getByText(DUE_KIT.figeTexte).waitFor();
    const [archive] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="continuer"]').click()]);
    const zip = readFileSync(await archive.path()).toString('latin1');
    expect(zip.match(/%PDF-/g)?.length).toBe(7);
    expect(zip).toContain('DUE - Lettre de denonciation');
    await screenshot('due/11-kit-modification');
    expect(errors).toEqual([]);
  });
});
