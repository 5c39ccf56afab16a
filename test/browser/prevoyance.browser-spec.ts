/**
 * The provident quoting journey in a real browser (spec 01 §2 'Provident pricing information',
 * 'Provident guarantees', save flow): company → provident offer → pricing information → every
 * guarantee section opened and a value changed in each (the price follows) → commissioning → save.
 * Screenshots are kept in artifacts/prevoyance/.
 */
import type { Page } from 'playwright-core';
import { ECRAN_ENTREPRISE, ECRAN_PREVOYANCE, ENTREPRISE, KIT, OFFRES_ELIGIBLES, PAGES, PREVOYANCE, PROJETS } from '../../src/domain/messages';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { parcours } from '../support/parcours';
import { auditAxe } from '../support/axe';
import { creerProjet, nouveauClient, prevoyancePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours();

/** The tariff panel is the kit's price summary (ADR 0049). */
const RESUME = '[data-testid="resume-tarif"]';
const TOTAL = `${RESUME} [data-ligne="TOTAL"] dd`;
const TIRET = '–';

/** The 1st of next month, dd mm yyyy as typed in the date segments (always in the J+1..J+183 window of a college of 2+). */
function premierDuMoisProchain(): string {
  const d = new Date();
  const p = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  return `01${String(p.getUTCMonth() + 1).padStart(2, '0')}${p.getUTCFullYear()}`;
}

async function total(page: Page): Promise<string> {
  return (await page.locator(TOTAL).innerText()).trim();
}

/** Waits until the TOTAL shows a price other than `avant` (the last one stays visible while a new one is computed). */
async function nouveauTotal(page: Page, avant: string): Promise<string> {
  await page.waitForFunction(
    ({ selecteur, avant, tiret }) => {
      const t = document.querySelector(selecteur)?.textContent?.trim();
      return Boolean(t) && t !== avant && t !== tiret;
    },
    { selecteur: TOTAL, avant, tiret: TIRET },
  );
  return total(page);
}

/** The panel has priced the current state (no request pending or on its way). */
async function prixAJour(page: Page): Promise<void> {
  await page.locator(`${RESUME}[aria-busy="false"]`).waitFor();
}

/** Does `action`, then expects the price to change. */
async function lePrixChange(page: Page, action: () => Promise<void>): Promise<string> {
  await prixAJour(page);
  const avant = await total(page);
  await action();
  const apres = await nouveauTotal(page, avant);
  expect(apres).not.toBe(avant);
  return apres;
}

/** Clicks an option's switch (its visible label) and checks it is now `attendu`. */
async function basculer(page: Page, chemin: string, attendu: boolean): Promise<void> {
  await champ(page, chemin).locator('.kit-switch').click();
  await jusqua(() => champ(page, chemin).getByRole('switch').isChecked(), attendu);
}

const section = (page: Page, code: string) => page.locator(`[data-section="${code}"]`);
const champ = (page: Page, chemin: string) => page.locator(`[data-chemin="${chemin}"]`);
/** A stepper's '+' (out of the tab order, named for screen readers). */
const plus = (page: Page, chemin: string) => champ(page, chemin).getByRole('button', { name: ECRAN_PREVOYANCE.augmenter });

async function ouvrirSection(page: Page, code: string): Promise<void> {
  const declencheur = section(page, code).locator('.prev-section-declencheur').first();
  await jusqua(() => declencheur.getAttribute('aria-expanded'), 'false');
  await declencheur.click();
  await jusqua(() => declencheur.getAttribute('aria-expanded'), 'true');
}

/** Company and offer through the front screens (the company engineer's screens). */
async function entrepriseEtOffre(page: Page, siret: string, ccn: string | null, effectif: string): Promise<void> {
  await page.locator('form[data-hydrated]').waitFor();
  await page.getByRole('combobox', { name: 'SIRET' }).click();
  await page.keyboard.type(siret);
  await page.keyboard.press('Tab');
  await page.getByText(ENTREPRISE.libellesEligibilite.VALIDE).waitFor();
  await page.getByLabel('Effectif total').fill(effectif);
  await page.keyboard.press('Tab');
  if (ccn) {
    await page.getByRole('combobox', { name: 'Convention collective (CCN)' }).click();
    await page.keyboard.type(ccn);
    await page.getByRole('option', { name: new RegExp(ccn) }).click();
  } else {
    // 'Sans convention collective' (IDCC 9999), picked from the autocomplete.
    await page.getByRole('combobox', { name: 'Convention collective (CCN)' }).click();
    await page.keyboard.type('9999');
    await page.getByRole('option', { name: new RegExp(ECRAN_ENTREPRISE.sansCcn) }).click();
  }
  await page.getByRole('button', { name: ENTREPRISE.boutonOffresEligibles }).click();
  await page.waitForURL((u) => u.pathname === '/offres-eligibles');
  await page.getByText('Prévoyance Collective Essentielle', { exact: true }).click();
  await page.getByRole('button', { name: OFFRES_ELIGIBLES.boutonInformationsProjet }).click();
  await page.waitForURL((u) => u.pathname === '/spc/informations-projet');
  await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
}

/** The provident pricing information of a 60-staff college (counts asked above 49). */
async function informations(page: Page, options: { t2?: string } = {}): Promise<void> {
  const naf = page.getByRole('combobox', { name: ECRAN_PREVOYANCE.codeNaf });
  await naf.click();
  await naf.fill('');
  await page.keyboard.type('6202A');
  await page.getByRole('option', { name: /62\.02A/ }).click();
  // The college is chosen automatically: cadres when tarifiable.
  await jusqua(() => page.getByRole('radio', { name: /Cadres/ }).first().isChecked(), true);

  await page.getByLabel(ECRAN_PREVOYANCE.effectifCollege).fill('60');
  await page.keyboard.press('Tab');
  // Above 49 staff the three counts appear, required.
  await page.getByLabel(ECRAN_PREVOYANCE.nombreFemmes).fill('25');
  await page.getByLabel(ECRAN_PREVOYANCE.nombreConjoints).fill('30');
  await page.getByLabel(ECRAN_PREVOYANCE.nombreEnfants).fill('40');
  await page.getByLabel(ECRAN_PREVOYANCE.ageMoyen).fill('41');
  await champ(page, 'dateEffet').locator('input.champ-date-input').click();
  await page.keyboard.type(premierDuMoisProchain(), { delay: 40 });
  if (options.t2) await page.getByRole('radio', { name: PREVOYANCE.typesMasseSalariale.T12 }).check({ force: true });
  await page.getByLabel(ECRAN_PREVOYANCE.masseT1).fill('2400000');
  if (options.t2) await page.getByLabel(ECRAN_PREVOYANCE.masseT2).fill(options.t2);
  await page.keyboard.press('Tab');
}

describe('Prévoyance : informations projet → garanties → enregistrement', () => {
  it('an agreement with minima (IDCC 1516): every section, every relation inline, the price follows, saved', async () => {
    const session = await p.connecter('alice', '/informations-entreprise');
    const { page, errors, screenshot } = session;
    await entrepriseEtOffre(page, '31538958500250', '1516', '80');
    await screenshot('prevoyance/journey-01-informations');

    // Next validates the form first: the rules' messages, word for word.
    await page.getByRole('button', { name: 'Garanties' }).click();
    await page.getByText('Le champ masse salariale T1 est obligatoire').waitFor();
    expect(page.url()).toMatch(/\/spc\/informations-projet$/);

    await informations(page);
    // The effective date's calendar: only the window's days, the typed date selected.
    await page.getByRole('button', { name: PAGES.ouvrirCalendrier }).click();
    const calendrier = page.getByRole('dialog');
    await jusqua(() => calendrier.locator('[data-selected]').textContent(), '1');
    await screenshot('prevoyance/journey-02b-calendrier');
    await page.keyboard.press('Escape');
    await calendrier.waitFor({ state: 'detached' });
    // Exigé CCN: the sections the agreement requires, locked.
    await jusqua(() => champ(page, 'garantiesExigees').getByText(PREVOYANCE.sections.doublement_duree_portabilite).count(), 1);
    // T1 above headcount × PASS is refused with the spec's message.
    await page.getByLabel(ECRAN_PREVOYANCE.masseT1).fill('99000000');
    await page.keyboard.press('Tab');
    await page.getByText(PREVOYANCE.masseT1Max).waitFor();
    await page.getByLabel(ECRAN_PREVOYANCE.masseT1).fill('2400000');
    await page.keyboard.press('Tab');
    await screenshot('prevoyance/journey-02-informations-remplies');

    await page.getByRole('button', { name: 'Garanties' }).click();
    await page.waitForURL((u) => u.pathname === '/spc/garanties');
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    let prix = await nouveauTotal(page, '');
    await screenshot('prevoyance/journey-03-garanties');

    // 1 Incapacité/Invalidité (required: open and locked).
    await jusqua(() => section(page, 'incapacite_invalidite').locator('.prev-section-declencheur').first().isDisabled(), true);
    // Allowance raised alone above the agreement's rate: the three levels must be equal, pricing stops.
    await plus(page, 'incapaciteInvalidite.ittIndemniteJournaliere').click();
    await page.getByText(formatEgalite(80)).first().waitFor();
    await page.locator(RESUME).getByText(PREVOYANCE.tarificationImpossible).waitFor();
    await page.locator(RESUME).getByText(PREVOYANCE.corrigerChamps).waitFor();
    await jusqua(() => total(page), TIRET);
    await jusqua(() => page.locator('[data-action="enregistrer"]').isDisabled(), true);
    await screenshot('prevoyance/journey-04-relation-incapacite');
    await champ(page, 'incapaciteInvalidite.ittIndemniteJournaliere').getByRole('button', { name: PREVOYANCE.minCcn }).click();
    prix = await nouveauTotal(page, TIRET);
    // A longer franchise ('Min CCN': the longest the agreement allows) lowers the price.
    prix = await lePrixChange(page, () => champ(page, 'incapaciteInvalidite.ittFranchiseDuree').getByRole('button', { name: PREVOYANCE.minCcn }).click());
    await expect(champ(page, 'incapaciteInvalidite.ittFranchiseDuree').getByText('90 jours').count()).resolves.toBeGreaterThan(0);
    // 90 days is the longest franchise the agreement allows: said as a maximum, never a minimum.
    await champ(page, 'incapaciteInvalidite.ittFranchiseDuree').getByText('Maximum CCN : 90 jours').waitFor();
    await jusqua(() => champ(page, 'incapaciteInvalidite.ittFranchiseDuree').getByText('Minimum CCN').count(), 0);
    // Sections are numbered as shown, without a gap (IDCC 1516 requires portabilité: 1 to 8; the price summary is not numbered).
    await jusqua(() => page.locator('.prev-section-numero').allTextContents(), ['1', '2', '3', '4', '5', '6', '7', '8']);

    // 2 Décès/PTIA (always on): married above, single below ceiling(married / 1.7).
    // Typed off the palier of 5: put on it when the typing ends (502 → 500), as the arrows would.
    await champ(page, 'decesPtia.mariePacseConcubin').locator('input').fill('502');
    await page.keyboard.press('Tab');
    await jusqua(() => champ(page, 'decesPtia.mariePacseConcubin').locator('input').inputValue(), '500');
    await champ(page, 'decesPtia.celibataireVeufDivorce').getByText('Le niveau de garantie doit être supérieur ou égal à 295 %').waitFor();
    await screenshot('prevoyance/journey-05-relation-deces');
    await champ(page, 'decesPtia.mariePacseConcubin').getByRole('button', { name: PREVOYANCE.minCcn }).click();
    await nouveauTotal(page, TIRET);
    prix = await lePrixChange(page, () => plus(page, 'decesPtia.capitalDeces').click());
    // Turning the accident capital off resets the road-accident one.
    await basculer(page, 'decesPtia.capitalSupplementaireAccident', true);
    await basculer(page, 'decesPtia.capitalSupplementaireAccidentCirculation', true);
    await basculer(page, 'decesPtia.capitalSupplementaireAccident', false);
    await jusqua(() => champ(page, 'decesPtia.capitalSupplementaireAccidentCirculation').getByRole('switch').isChecked(), false);

    // 3 Allocation obsèques: opening it selects it.
    prix = await lePrixChange(page, () => ouvrirSection(page, 'allocation_obseques'));
    prix = await lePrixChange(page, () => plus(page, 'allocationObseques.taux').click());

    // 4 Rente éducation: progressive, the next tranche starts at the previous end + 1.
    prix = await lePrixChange(page, () => ouvrirSection(page, 'rente_education'));
    await section(page, 'rente_education').getByRole('radio', { name: ECRAN_PREVOYANCE.progressive }).check({ force: true });
    await plus(page, 'renteEducation.progressive.tranche1.ageMax').click();
    await section(page, 'rente_education').getByText('De 13 à', { exact: true }).waitFor();
    // A tranche's rate is at least the previous one's: raising the last one (ArrowUp in its input, as '+') keeps the relation.
    prix = await lePrixChange(page, () => champ(page, 'renteEducation.progressive.tranche3.taux').locator('input').press('ArrowUp'));
    await screenshot('prevoyance/journey-06-rente-education');

    // 5 Rente conjoint: at least one annuity.
    prix = await lePrixChange(page, () => ouvrirSection(page, 'rente_conjoint'));
    await basculer(page, 'renteConjoint.renteViagere', false);
    await section(page, 'rente_conjoint').getByText(PREVOYANCE.auMoinsUneRente).waitFor();
    await jusqua(() => total(page), TIRET);
    await screenshot('prevoyance/journey-07-rente-conjoint');
    await basculer(page, 'renteConjoint.renteTemporaire', true);
    prix = await nouveauTotal(page, TIRET);
    prix = await lePrixChange(page, () => section(page, 'rente_conjoint').getByRole('radio', { name: ECRAN_PREVOYANCE.renteFormule }).check({ force: true }));

    // 6 Rente personne à charge.
    prix = await lePrixChange(page, () => ouvrirSection(page, 'rente_personne_a_charge'));
    prix = await lePrixChange(page, () => plus(page, 'rentePersonneACharge.montant').click());

    // 7 Doublement durée portabilité: required by this agreement, read-only and closed.
    const portabilite = section(page, 'doublement_duree_portabilite');
    await jusqua(() => portabilite.locator('.prev-section-declencheur').first().getAttribute('aria-expanded'), 'false');
    await jusqua(() => portabilite.locator('.prev-section-declencheur').first().isDisabled(), true);

    // 8 Commissionnement: précompté.
    prix = await lePrixChange(page, () => section(page, 'commissionnement').getByRole('radio', { name: /Précompté/ }).first().check({ force: true }));

    // The price summary, always in sight, follows every change.
    prix = await lePrixChange(page, () => section(page, 'commissionnement').getByRole('radio', { name: /30 % \/ 10 %/ }).check({ force: true }));
    await page.locator(RESUME).getByText(PREVOYANCE.noteTaux).waitFor();
    await page.locator(RESUME).getByText(PREVOYANCE.noteAssociation).waitFor();
    await page.locator(RESUME).getByRole('button', { name: ECRAN_PREVOYANCE.detailTarif }).click();
    await page.locator(RESUME).getByText(/^Barème SPC-/).waitFor();
    await screenshot('prevoyance/journey-08-avant-enregistrement');

    // Save: no id yet, so the question, then the list with the success notification.
    await page.locator('[data-action="enregistrer"]').click();
    await page.getByText(PROJETS.enregistrementQuestion).waitFor();
    await screenshot('prevoyance/journey-09-enregistrement');
    await page.getByRole('button', { name: PROJETS.enregistrerEtContinuer }).click();
    await page.waitForURL((u) => u.pathname === '/spc/projets');
    const notification = page.getByText(/^Projet n°\d+ enregistré !$/);
    await notification.waitFor();
    const id = Number(/n°(\d+)/.exec(await notification.innerText())![1]);
    await screenshot('prevoyance/journey-10-liste');

    // The saved projet opens with its guarantees and the same price.
    await session.goto(`/spc/garanties/${id}`);
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await jusqua(() => nouveauTotal(page, ''), prix);
    await jusqua(() => section(page, 'allocation_obseques').locator('.prev-section-declencheur').first().getAttribute('aria-expanded'), 'true');
    await jusqua(() => section(page, 'commissionnement').getByRole('radio', { name: /30 % \/ 10 %/ }).isChecked(), true);
    await screenshot('prevoyance/journey-11-projet-enregistre');

    // Going back to the guarantees without a projet id is refused.
    await session.goto('/spc/garanties');
    await page.waitForURL((u) => u.pathname === '/spc/projets');
    await page.getByText(PROJETS.retourArriereNonAutorise).waitFor();

    // 'Nouveau projet' of the cadres: prefilled from the last projet of that college.
    await page.getByRole('button', { name: PROJETS.nouveauProjet }).first().click();
    await page.waitForURL((u) => u.pathname === '/spc/informations-projet');
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await page.getByText(ECRAN_PREVOYANCE.preRempli).waitFor();
    await jusqua(() => page.getByLabel(ECRAN_PREVOYANCE.effectifCollege).inputValue(), '60');
    await jusqua(() => page.getByLabel(ECRAN_PREVOYANCE.nombreEnfants).inputValue(), '40');
    await screenshot('prevoyance/journey-12-nouveau-projet-pre-rempli');

    expect(errors).toEqual([]);
  });

  it('without an agreement, T1 + T2: two tariff lines, then « Enregistrer et faire un nouveau projet »', async () => {
    const session = await p.connecter('bob', '/informations-entreprise');
    const { page, errors, screenshot } = session;
    await entrepriseEtOffre(page, '30973058800014', null, '70');
    await jusqua(() => champ(page, 'ccn').innerText(), (v) => v !== null && /^9999 - /.test(v));
    await informations(page, { t2: '600000' });
    await page.getByRole('button', { name: 'Garanties' }).click();
    await page.waitForURL((u) => u.pathname === '/spc/garanties');
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await nouveauTotal(page, '');
    // Nothing is required without an agreement: every optional section can be closed again.
    await jusqua(() => page.getByText(PREVOYANCE.exigeCcn).count(), 0);
    // No portabilité section without an agreement: the next ones follow on, 1 to 7.
    await jusqua(() => page.locator('.prev-section-numero').allTextContents(), ['1', '2', '3', '4', '5', '6', '7']);
    await jusqua(() => page.locator(RESUME).locator('[data-ligne="T1"]').count(), 1);
    await jusqua(() => page.locator(RESUME).locator('[data-ligne="T2"]').count(), 1);
    // Cadres: the legal-minimum information (orange) when the rates are below 1,50 % / 0,76 %.
    await page.locator(RESUME).getByText(PREVOYANCE.minimumLegalT1Deces).waitFor();
    await screenshot('prevoyance/journey-20-sans-ccn-t1-t2');

    await page.locator('[data-action="enregistrer"]').click();
    await page.getByRole('button', { name: PROJETS.enregistrerEtNouveau }).click();
    await page.waitForURL((u) => u.pathname === '/spc/informations-projet');
    await page.getByText(/^Projet n°\d+ enregistré !$/).waitFor();
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    // A new projet, without prefill from the one just saved.
    await jusqua(() => page.getByLabel(ECRAN_PREVOYANCE.effectifCollege).inputValue(), '');
    await screenshot('prevoyance/journey-21-nouveau-projet');
    expect(errors).toEqual([]);
  });
});

describe('Prévoyance : la barre de tarif sur un téléphone (390 × 844)', () => {
  it('says a legal-minimum warning exists, opens on the detail, and leaves the save button uncovered', async () => {
    // A saved projet of 12 cadres without an agreement: its rates are below the legal minima.
    const client = await nouveauClient('alice');
    const id = await creerProjet('alice', prevoyancePayload(client.id));
    const session = await p.connecter('alice', `/spc/garanties/${id}`, { viewport: { width: 390, height: 844 } });
    const { page, errors, screenshot } = session;
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await prixAJour(page);
    const barre = page.locator(RESUME);
    // Closed: the TOTAL, the warning's short text, 'Détail'; the banners and the lines are in the detail.
    await jusqua(() => page.locator(TOTAL).isVisible(), true);
    await jusqua(() => barre.getByText(ECRAN_PREVOYANCE.alerteMinimumLegal).isVisible(), true);
    await jusqua(() => barre.getByText(PREVOYANCE.minimumLegalT1Deces).isVisible(), false);
    const detail = barre.getByRole('button', { name: KIT.detailTarifCourt, exact: true });
    await jusqua(() => detail.getAttribute('aria-expanded'), 'false');
    // The page's end stays above the bar: the save button is not covered.
    const enregistrer = page.locator('[data-action="enregistrer"]');
    await enregistrer.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bouton = (await enregistrer.boundingBox())!;
    const haut = (await barre.boundingBox())!.y;
    expect(bouton.y + bouton.height).toBeLessThanOrEqual(haut);
    await screenshot('prevoyance/telephone-barre-fermee');
    expect(await auditAxe(page)).toEqual([]);

    // Opened: the banners' full text, the T1 line and the notes; Escape closes it again.
    await detail.click();
    await jusqua(() => detail.getAttribute('aria-expanded'), 'true');
    for (const texte of [PREVOYANCE.minimumLegalT1, PREVOYANCE.minimumLegalT1Deces, PREVOYANCE.noteTaux]) {
      await jusqua(() => barre.getByText(texte).isVisible(), true);
    }
    await jusqua(() => barre.locator('[data-ligne="T1"]').isVisible(), true);
    await screenshot('prevoyance/telephone-barre-ouverte');
    expect(await auditAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await jusqua(() => detail.getAttribute('aria-expanded'), 'false');
    await jusqua(() => detail.evaluate((e) => e === document.activeElement), true);
    await jusqua(() => barre.getByText(PREVOYANCE.minimumLegalT1Deces).isVisible(), false);
    expect(errors).toEqual([]);
  });

  it('on a wide screen the summary keeps its side column: banners shown, no « Détail » button', async () => {
    const client = await nouveauClient('alice');
    const id = await creerProjet('alice', prevoyancePayload(client.id));
    const session = await p.connecter('alice', `/spc/garanties/${id}`, { viewport: { width: 1280, height: 900 } });
    const { page, errors } = session;
    await page.locator('.prev-ecran[data-pret][data-hydrated]').waitFor();
    await prixAJour(page);
    const barre = page.locator(RESUME);
    await jusqua(() => barre.getByText(PREVOYANCE.minimumLegalT1Deces).isVisible(), true);
    await jusqua(() => barre.getByText(ECRAN_PREVOYANCE.alerteMinimumLegal).isVisible(), false);
    await jusqua(() => barre.getByRole('button', { name: KIT.detailTarifCourt, exact: true }).isVisible(), false);
    expect(errors).toEqual([]);
  });
});

function formatEgalite(x: number): string {
  return PREVOYANCE.niveauxEgaux.replace('{x}', String(x));
}
