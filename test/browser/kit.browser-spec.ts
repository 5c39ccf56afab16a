/**
 * The form kit in the quoting screens (issue 11 items 3–5): the one Autocomplete (CCN: Enter then
 * Escape, focus, next click), the number field (keys, arrows, paste, blur: 01 §5), the sticky price summary of the health guarantees (in the viewport
 * at 1280×900 and 390×844 after a slider move; 'Réessayer' after a pricing failure) and no
 * horizontal overflow at 390 px. Screenshots in artifacts/kit/.
 */
import type { Page } from 'playwright-core';
import { ECRAN_SANTE, ENTREPRISE, KIT, OFFRES_ELIGIBLES, PAGES, SANTE } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { apresRendu, JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { parcours } from '../support/parcours';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours();

function premierDuMoisProchain(): string {
  const [annee, mois] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).split('-').map(Number);
  const d = new Date(Date.UTC(annee, mois, 1));
  return `01${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
}

const ccn = (page: Page) => page.getByRole('combobox', { name: 'Convention collective (CCN)' });

async function entreprise(page: Page): Promise<void> {
  await page.locator('form[data-hydrated]').waitFor();
  await page.getByRole('combobox', { name: 'SIRET' }).click();
  await page.keyboard.type('31538958500250');
  await page.keyboard.press('Tab');
  await page.getByText(ENTREPRISE.libellesEligibilite.VALIDE).waitFor();
  await page.getByLabel('Effectif total').fill('40');
  await page.keyboard.press('Tab');
}

/** Company → offer → the health pricing information, postcode and college chosen. */
async function jusquAuxInformations(page: Page): Promise<void> {
  await entreprise(page);
  await ccn(page).click();
  await page.keyboard.type('BUREAUX ETUDES');
  await page.getByRole('option', { name: /1486/ }).click();
  await page.getByRole('button', { name: ENTREPRISE.boutonOffresEligibles }).click();
  await page.waitForURL('**/offres-eligibles');
  await page.getByText('Santé Collective Essentielle', { exact: true }).click();
  await page.getByRole('button', { name: OFFRES_ELIGIBLES.boutonInformationsProjet }).click();
  await page.waitForURL('**/ssc/informations-projet');
  await page.getByLabel(ECRAN_SANTE.codePostal).click();
  await page.keyboard.type('83000');
  await page.getByText('Toulon').waitFor();
  await page.getByText('Cadres', { exact: true }).click();
  await page.waitForLoadState('networkidle');
  await page.getByLabel(ECRAN_SANTE.effectifCollege).fill('12');
  await page.getByLabel(ECRAN_SANTE.ageMoyen).fill('42');
  await page.keyboard.press('Tab');
}

/** Company → offer → pricing information → guarantees with a price. */
async function jusquAuxGaranties(page: Page): Promise<void> {
  await jusquAuxInformations(page);
  await page.locator('input.champ-date-input').first().click();
  await page.keyboard.type(premierDuMoisProchain());
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Garanties', exact: true }).click();
  await page.waitForURL('**/ssc/garanties');
  await page.waitForFunction(() => /\d,\d\d/.test(document.querySelector('[data-testid="resume-tarif"] [data-total] dd')?.textContent ?? ''));
}

const resume = (page: Page) => page.getByTestId('resume-tarif');
const totalResume = async (page: Page) => (await resume(page).locator('[data-total] dd').textContent()) ?? '';

/** The summary's box lies inside the viewport. */
async function resumeVisible(page: Page): Promise<boolean> {
  const box = await resume(page).boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= vp.height && box.x >= 0 && box.x + box.width <= vp.width;
}

async function bougerSlider(page: Page, touche: 'ArrowRight' | 'ArrowLeft'): Promise<void> {
  const avant = await totalResume(page);
  const optique = page.locator('[data-poste="OPTIQUE"] input[type="range"]');
  await optique.focus();
  await page.keyboard.press(touche);
  await page.waitForFunction(
    (ancien) => {
      const t = document.querySelector('[data-testid="resume-tarif"] [data-total] dd')?.textContent ?? '';
      return /\d,\d\d/.test(t) && t !== ancien && document.querySelector('[data-testid="resume-tarif"]')?.getAttribute('aria-busy') === 'false';
    },
    avant,
  );
}

const debordement = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements reaching past the viewport's right edge (what overflows, for the failure message). */
const quiDeborde = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll("body *"))
      .filter((el) => el.getBoundingClientRect().right > w + 0.5 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} ${Math.round(el.getBoundingClientRect().right)}`);
  });

describe('Autocomplete (CCN)', () => {
  it('Enter takes the single result and closes the list; Escape keeps it closed; focus and the next click go on', async () => {
    const session = await p.connecter('alice', '/informations-entreprise');
    const { page, errors, screenshot } = session;
    await entreprise(page);

    await ccn(page).click();
    await page.keyboard.type('1486');
    await page.getByRole('listbox').waitFor();
    await jusqua(() => page.getByRole('option').count(), 1);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await jusqua(() => ccn(page).inputValue(), (v) => v !== null && /^1486 - /.test(v));
    await page.keyboard.press('Escape');
    // Once the page has handled the key and painted, a re-opening list would show (it did, before the fix).
    await apresRendu(page);
    await jusqua(() => page.getByRole('listbox').count(), 0);
    await jusqua(() => ccn(page).inputValue(), (v) => v !== null && /^1486 - /.test(v));
    await jusqua(() => ccn(page).getAttribute('aria-expanded'), (v) => v !== 'true');
    await screenshot('kit/ccn-apres-entree-echap');

    // Focus leaves the field with Tab (not kept in a list).
    await page.keyboard.press('Tab');
    await jusqua(() => page.evaluate(() => document.activeElement?.getAttribute('role')), (v) => v !== 'option');
    await jusqua(() => ccn(page).evaluate((el) => el === document.activeElement), false);

    // The next click lands where it is aimed.
    await ccn(page).focus();
    await page.getByLabel('Effectif total').click();
    await jusqua(() => page.getByLabel('Effectif total').evaluate((el) => el === document.activeElement), true);
    expect(errors).toEqual([]);
  });
});

describe('Date field (ADR 0053)', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('%s: digits typed get their slashes, a paste is read, Backspace steps over a slash, a wrong date is said and kept', async (nom, viewport) => {
    const session = await p.connecter('alice', '/informations-entreprise', { viewport });
    const { page, errors, screenshot } = session;
    await jusquAuxInformations(page);
    const date = page.getByRole('textbox', { name: new RegExp(`^${ECRAN_SANTE.dateEffet}`) });
    const garanties = page.getByRole('button', { name: 'Garanties', exact: true });
    // What the form holds, and posts.
    const iso = page.locator('.champ-date input[type="hidden"][name="dateEffet"]');
    const erreur = page.locator('.champ-date .kit-error');
    const premier = premierDuMoisProchain();
    const [jj, mm, aaaa] = [premier.slice(0, 2), premier.slice(2, 4), premier.slice(4)];
    await jusqua(() => date.getAttribute('placeholder'), KIT.date.placeholder);
    await jusqua(() => date.getAttribute('inputmode'), 'numeric');
    await page.locator('.champ-date .kit-help').getByText(KIT.date.format).waitFor();

    // Typed digit by digit: the slashes come by themselves, the form gets the date.
    await date.click();
    await page.keyboard.type(premier, { delay: 30 });
    await jusqua(() => date.inputValue(), `${jj}/${mm}/${aaaa}`);
    await page.keyboard.press('Tab');
    await jusqua(() => erreur.count(), 0);
    await jusqua(() => iso.inputValue(), `${aaaa}-${mm}-${jj}`);
    await screenshot(`kit/date-${nom}-saisie`);

    // Backspace just after a slash steps over it; the next one takes the digit before it.
    await date.focus();
    await date.evaluate((el: HTMLInputElement) => el.setSelectionRange(6, 6));
    await page.keyboard.press('Backspace');
    await jusqua(() => date.inputValue(), `${jj}/${mm}/${aaaa}`);
    await jusqua(() => date.evaluate((el: HTMLInputElement) => el.selectionStart), 5);
    await page.keyboard.press('Backspace');
    await jusqua(() => date.inputValue(), `${jj}/${mm[0]}/${aaaa}`);
    await page.keyboard.type(mm[1]);
    await jusqua(() => date.inputValue(), `${jj}/${mm}/${aaaa}`);

    // A partial date is said on leaving the field, and stays there to be finished.
    await date.click({ clickCount: 3 });
    await page.keyboard.type(`${jj}${mm}`);
    await jusqua(() => erreur.getByText(KIT.date.invalide).count(), 0);
    await page.keyboard.press('Tab');
    await erreur.getByText(KIT.date.invalide).waitFor();
    await jusqua(() => date.inputValue(), `${jj}/${mm}`);
    await jusqua(() => iso.inputValue(), '');
    // Finished: the message goes.
    await date.click();
    await page.keyboard.press('End');
    await page.keyboard.type(aaaa);
    await jusqua(() => erreur.count(), 0);
    await jusqua(() => iso.inputValue(), `${aaaa}-${mm}-${jj}`);

    // A complete impossible date is said at once (the caret still in the field), kept as typed, and the form has no date.
    await date.click({ clickCount: 3 });
    await page.keyboard.type(`3102${aaaa}`);
    await jusqua(() => date.inputValue(), `31/02/${aaaa}`);
    await erreur.getByText(KIT.date.invalide).waitFor();
    await jusqua(() => date.getAttribute('aria-invalid'), 'true');
    await jusqua(() => iso.inputValue(), '');
    // The form has no date: its own rule stops the next step, the field keeps what was typed.
    const versLesGaranties: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('garanties')) versLesGaranties.push(r.url());
    });
    await garanties.click();
    // The submit handled and painted: a navigation would have asked for the next page (its data or its module).
    await apresRendu(page);
    expect(versLesGaranties).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/ssc/informations-projet');
    await jusqua(() => date.inputValue(), `31/02/${aaaa}`);
    await erreur.getByText(KIT.date.invalide).waitFor();
    await screenshot(`kit/date-${nom}-impossible`);

    // Pasted with single digits: read, shown as the other dates once left.
    await date.click({ clickCount: 3 });
    await page.keyboard.insertText(`${Number(jj)}/${Number(mm)}/${aaaa}`);
    await jusqua(() => erreur.count(), 0);
    await page.keyboard.press('Tab');
    await jusqua(() => date.inputValue(), `${jj}/${mm}/${aaaa}`);
    await jusqua(() => iso.inputValue(), `${aaaa}-${mm}-${jj}`);

    // The calendar (loaded on demand) writes the chosen day in the field.
    await page.getByRole('button', { name: PAGES.ouvrirCalendrier }).click();
    const calendrier = page.getByRole('dialog');
    await jusqua(() => calendrier.locator('[data-selected]').textContent(), String(Number(jj)));
    await screenshot(`kit/date-${nom}-calendrier`);
    await calendrier.getByRole('button', { name: PAGES.moisSuivant }).click();
    await calendrier.locator('[role="gridcell"]:not([aria-disabled="true"]) [role="button"]').getByText('2', { exact: true }).click();
    await calendrier.waitFor({ state: 'detached' });
    await jusqua(() => date.inputValue(), (v) => v !== null && /^02\/\d{2}\/\d{4}$/.test(v));
    await jusqua(() => erreur.count(), 0);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await page.screenshot({ path: `artifacts/kit/date-${nom}-viewport.png` });
    expect(errors).toEqual([]);
  });
});

describe('Number field (01 §5: non-digit keys blocked, arrows step by 1)', () => {
  it('keeps the typed digits until blur, then shows them in French; arrows step; a pasted "1 234" is taken, letters are not; the wheel does nothing', async () => {
    const session = await p.connecter('alice', '/informations-entreprise');
    const { page, errors } = session;
    await page.locator('form[data-hydrated]').waitFor();
    const effectif = page.getByLabel('Effectif total');
    // The form's value, as a post would read it.
    const valeur = () => page.locator('input[type="hidden"][name="effectifTotal"]').inputValue();
    await jusqua(() => effectif.getAttribute('aria-roledescription'), KIT.champNombre);
    await jusqua(() => effectif.getAttribute('inputmode'), 'numeric');

    await effectif.click();
    await page.keyboard.type('1a2-b 3,4e+');
    // Typed text kept as typed while focused; the state changes when the typing ends.
    await jusqua(() => effectif.inputValue(), '1234');
    await page.keyboard.press('Tab');
    await jusqua(() => effectif.inputValue(), '1\u202f234');
    await jusqua(() => valeur(), '1234');

    await effectif.focus();
    await page.keyboard.press('ArrowUp');
    await jusqua(() => effectif.inputValue(), '1\u202f235');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await jusqua(() => valeur(), '1233');
    await page.keyboard.press('PageUp');
    await jusqua(() => valeur(), '1234');

    // The wheel over the focused field changes nothing.
    await effectif.hover();
    await page.mouse.wheel(0, -300);
    await page.mouse.wheel(0, 300);
    await jusqua(() => valeur(), '1234');

    // Pasted text arrives whole: with a space, taken; with letters, refused whole.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('12 500');
    await page.keyboard.press('Tab');
    await jusqua(() => valeur(), '12500');
    await jusqua(() => effectif.inputValue(), '12\u202f500');
    await effectif.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('40 salariés');
    await jusqua(() => effectif.inputValue(), '12\u202f500');

    // Emptied: null (no value posted).
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await jusqua(() => effectif.inputValue(), '');
    await jusqua(() => valeur(), '');
    expect(errors).toEqual([]);
  });
});

describe('Sticky price summary (health guarantees)', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('%s: the price stays in sight after a slider move, no horizontal overflow', async (nom, viewport) => {
    const session = await p.connecter('alice', '/informations-entreprise', { viewport });
    const { page, errors, screenshot } = session;
    await jusquAuxGaranties(page);
    await jusqua(() => resumeVisible(page), true);
    await page.locator('[data-poste="OPTIQUE"]').scrollIntoViewIfNeeded();
    await bougerSlider(page, 'ArrowRight');
    await jusqua(() => resumeVisible(page), true);
    await jusqua(() => quiDeborde(page), []);
    await jusqua(() => debordement(page), (v) => v <= 0);
    await page.screenshot({ path: `artifacts/kit/garanties-${nom}-viewport.png` });
    await screenshot(`kit/garanties-${nom}`);
    expect(errors).toEqual([]);
  });

  it("offers 'Réessayer' when pricing fails, and the price comes back", async () => {
    const session = await p.connecter('alice', '/informations-entreprise', { ignore: [/status of 503/] });
    const { page, errors, screenshot } = session;
    await jusquAuxGaranties(page);
    let pannes = 0;
    await page.route('**/api/sante/tarifer', (route) => {
      pannes += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service indisponible"}' });
    });
    const optique = page.locator('[data-poste="OPTIQUE"] input[type="range"]');
    await optique.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const reessayer = resume(page).getByRole('button', { name: KIT.reessayer });
    await reessayer.waitFor();
    await page.getByText(SANTE.erreurTarif).waitFor();
    // The individual top-up keeps its block.
    await page.getByText(ECRAN_SANTE.surcoProposer).waitFor();
    await screenshot('kit/garanties-reessayer');
    expect(pannes).toBeGreaterThan(0);
    await page.unroute('**/api/sante/tarifer');
    await reessayer.click();
    await page.waitForFunction(() => /\d,\d\d/.test(document.querySelector('[data-testid="resume-tarif"] [data-total] dd')?.textContent ?? ''));
    await jusqua(() => resume(page).getByRole('button', { name: KIT.reessayer }).count(), 0);
    expect(errors).toEqual([]);
  });
});
