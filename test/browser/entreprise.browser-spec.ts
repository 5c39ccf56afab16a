/**
 * Front steps of the quoting journey in a real browser (spec 01 §2 'Informations entreprise' and
 * 'Offres éligibles'): SIRET checked against the sample register (data/registre-entreprises.README.md),
 * headcount, agreement through the autocomplete, client saved, offers listed, one selected.
 * Screenshots are kept in artifacts/entreprise/.
 */
import type { Page } from 'playwright-core';
import { ECRAN_OFFRES, ENTREPRISE, OFFRES_ELIGIBLES, REFERENTIELS } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { JOURNEY_TIMEOUT_MS, jusqua, type BrowserSession } from '../support/browser';
import { parcours } from '../support/parcours';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

const p = parcours();

async function ouvrir(login: string): Promise<BrowserSession> {
  const session = await p.connecter(login, '/informations-entreprise');
  // Typing before hydration would be lost: the form says when React holds it.
  await session.page.locator('form[data-hydrated]').waitFor();
  return session;
}

/** Types a SIRET and leaves the field (which closes any list of the distributor's clients). */
async function saisirSiret(page: Page, siret: string): Promise<void> {
  await page.getByRole('combobox', { name: 'SIRET' }).click();
  await page.keyboard.type(siret);
  await page.keyboard.press('Tab');
}

describe("Informations entreprise → Offres éligibles", () => {
  it('VALIDE SIRET, headcount, agreement from the autocomplete, then an offer selected', async () => {
    const { page, errors, screenshot } = await ouvrir('alice');
    const suivant = page.getByRole('button', { name: ENTREPRISE.boutonOffresEligibles });
    await jusqua(() => suivant.isDisabled(), true);
    await screenshot('entreprise/01-formulaire-vide');

    // SIRET typed without spaces: grouped 3-3-3-4 in the field, then checked against the register.
    await saisirSiret(page, '30177755300019');
    await jusqua(() => page.getByRole('combobox', { name: 'SIRET' }).inputValue(), '301 777 553 00019');
    await page.getByText(ENTREPRISE.libellesEligibilite.VALIDE).waitFor();
    await jusqua(() => page.locator('[data-eligibilite="VALIDE"] .banner-success').count(), 1);
    // Company name prefilled from the register.
    await jusqua(() => page.getByRole('combobox', { name: 'Raison sociale' }).inputValue(), 'Laboratoires Mathieu');

    await page.getByLabel('Effectif total').fill('25');
    await page.keyboard.press('Tab');

    // Agreement: accents and case ignored, chosen from the list.
    const ccn = page.getByRole('combobox', { name: 'Convention collective (CCN)' });
    await ccn.click();
    await page.keyboard.type('BUREAUX ETUDES');
    await page.getByRole('option', { name: /1486/ }).click();
    await jusqua(() => ccn.inputValue(), (v) => v !== null && /^1486 - Bureaux d'études techniques/.test(v));
    await page.getByRole('link', { name: new RegExp(REFERENTIELS.voirFicheCcn) }).waitFor();
    await jusqua(() => suivant.isEnabled(), true);
    await screenshot('entreprise/02-formulaire-rempli');

    // The client is saved, then the offers.
    await suivant.click();
    await page.waitForURL('**/offres-eligibles');
    await page.getByRole('radio', { name: 'Santé Collective Essentielle' }).waitFor();
    await jusqua(() => page.getByText(OFFRES_ELIGIBLES.nOffresEligibles(2)).count(), 2);
    await jusqua(() => page.getByText('25 salarié(s)').count(), 1);
    const informationsProjet = page.getByRole('button', { name: OFFRES_ELIGIBLES.boutonInformationsProjet });
    await jusqua(() => informationsProjet.isDisabled(), true);
    await screenshot('entreprise/03-offres-eligibles');

    // The offer's sheet, in the kit's dialog (read when opened), at both widths; closed by 'Fermer'.
    await page.locator('[data-offre="460"]').getByRole('button', { name: OFFRES_ELIGIBLES.enSavoirPlus }).click();
    const fiche = page.getByRole('dialog', { name: 'Santé Collective Essentielle' });
    await fiche.getByText(ECRAN_OFFRES.pointsForts).waitFor();
    await screenshot('entreprise/03b-fiche-offre');
    expect(await auditAxe(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('entreprise/03c-fiche-offre-390');
    expect(await auditAxe(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await fiche.getByRole('button', { name: ECRAN_OFFRES.fermer }).click();
    await fiche.waitFor({ state: 'detached' });

    // A college's access in its popover.
    await page.locator('[data-offre="460"]').getByRole('button', { name: /^Cadres :/ }).click();
    await page.getByRole('dialog', { name: 'Tarification possible sous condition' }).waitFor();
    await screenshot('entreprise/04-acces-college');
    await page.keyboard.press('Escape');

    // The card is the target; the radio inside says it is chosen.
    await page.getByText('Santé Collective Essentielle', { exact: true }).click();
    await jusqua(() => page.getByRole('radio', { name: 'Santé Collective Essentielle' }).isChecked(), true);
    await jusqua(() => informationsProjet.isEnabled(), true);
    await screenshot('entreprise/05-offre-selectionnee');

    // The company survives a reload of the tab (session storage).
    await page.reload();
    await page.getByRole('radio', { name: 'Santé Collective Essentielle' }).waitFor();
    await jusqua(() => page.getByRole('radio', { name: 'Santé Collective Essentielle' }).isChecked(), true);

    expect(errors).toEqual([]);
  });

  it('a closed company (RADIEE) shows the danger status and its message', async () => {
    const { page, errors, screenshot } = await ouvrir('bob');
    await saisirSiret(page, '338 282 262 00017');
    await page.getByText(ENTREPRISE.libellesEligibilite.INVALIDE).waitFor();
    await jusqua(() => page.locator('[data-eligibilite="INVALIDE"] .banner-danger').count(), 1);
    await page.getByText(ENTREPRISE.raisons.RADIEE).waitFor();
    // The SIRET itself is valid (the company exists): no 'Le SIRET est invalide' on the field.
    await jusqua(() => page.getByText(ENTREPRISE.siretInvalideEligibilite, { exact: true }).count(), 0);
    await jusqua(() => page.getByRole('combobox', { name: 'SIRET' }).getAttribute('aria-invalid'), (v) => v !== 'true');
    await jusqua(() => page.getByRole('button', { name: ENTREPRISE.boutonOffresEligibles }).isDisabled(), true);
    await screenshot('entreprise/06-siret-radie');
    expect(errors).toEqual([]);
  });
});
