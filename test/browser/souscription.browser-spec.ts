/**
 * Subscription journey in a real browser (spec 02 §2-§5, step 1): from a projet's 'Souscription'
 * in the list to the subscription frame rendered on the server with its data, step 1 filled, the
 * 'Attention !' dialog on a tab change with an invalid field, then 'Enregistrer et continuer' and
 * the 'Informations complémentaires' tab at 100 %, still 100 % after a reload (server render).
 * Screenshots in artifacts/souscription/.
 */
import type { Browser, Page } from 'playwright-core';
import { IMPORT_PARTICIPANTS, PROJETS, SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS, SOUSCRIPTION_PIECES } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { classeur, pdfDeTaille, PNG_1PX } from '../support/fichiers';
import { JOURNEY_TIMEOUT_MS, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { demarrerApp, type AppDeTest } from '../support/app';
import { prevoyancePayload, santePayload } from '../support/projets';

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

const onglet = (page: Page, o: string) => page.locator(`a[data-onglet="${o}"]`);
const pourcent = (page: Page, o: string) => onglet(page, o).locator('.souscription-pourcentage').textContent();

async function choisir(page: Page, label: string, saisie: string, option: string | RegExp): Promise<void> {
  const champ = page.getByRole('combobox', { name: label });
  await champ.fill(saisie);
  await page.getByRole('option', { name: option }).first().click();
}

/** Every required piece of step 3 gets real files: as many as its counter asks ('Fichier(s) 0 / 3'), else one. */
async function deposerPiecesObligatoires(page: Page): Promise<void> {
  for (const piece of await page.locator('li.sous-piece[data-piece]:not([data-piece="fic"])').all()) {
    const code = await piece.getAttribute('data-piece');
    if (!(await piece.locator('input[type="file"]').count()) || !(await piece.locator('.kit-required').count())) continue;
    const compteur = /\/ (\d+)/.exec((await piece.locator('.sous-piece-compteur').textContent().catch(() => null)) ?? '');
    const n = compteur ? Number(compteur[1]) : 1;
    const fichiers = Array.from({ length: n }, (_, i) => ({ name: `${code}-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: pdfDeTaille(2048 + i) }));
    await piece.locator('input[type="file"]').setInputFiles(fichiers);
    await piece.locator('.sous-fichier[data-statut="success"]').nth(n - 1).waitFor();
  }
}

describe('Souscription santé: step 1', () => {
  it('goes from the list to step 1 at 100 %', async () => {
    const client = await app.nouveauClient('alice');
    // A college of 2: step 2 is typed online in full.
    const id = await app.creerProjet('alice', santePayload(client.id, { college: { type: 'CADRE', effectif: 2, age_moyen: 42 } }));
    expect((await (await app.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);

    // The refused upload of step 3 answers 400 on purpose.
    const session = await openSession(browser, { baseUrl: app.url, login: 'alice', path: '/informations-entreprise', ignore: [/status of 400/] });
    sessions.push(session);
    const { page, errors, screenshot } = session;
    await page.evaluate(
      ({ cid, nom }) => sessionStorage.setItem('collectif:entreprise', JSON.stringify({ v: 1, data: { clientId: cid, siretConnu: false, siret: null, raisonSociale: nom } })),
      { cid: client.id, nom: client.raisonSociale },
    );
    await session.goto(`/ssc/projets?raison_sociale=${encodeURIComponent(client.raisonSociale)}`);
    await page.locator('.projets-ecran[data-hydrated]').waitFor();
    await page.locator(`tr[data-projet="${id}"]`).getByRole('checkbox').check();
    await page.getByRole('button', { name: PROJETS.boutons.souscription }).first().click();
    await page.waitForURL(`**/souscription/ssc/${id}`);
    await page.locator('.souscription-ecran[data-hydrated]').waitFor();

    // ---- The frame, with its data from the server ----
    await page.getByRole('heading', { level: 1, name: client.raisonSociale }).waitFor();
    await page.getByText(SOUSCRIPTION.titre(id)).waitFor();
    await page.getByRole('link', { name: SOUSCRIPTION.voirGaranties }).waitFor();
    await page.getByText(SOUSCRIPTION.informations.info).waitFor();
    await expect(pourcent(page, 'informations-complementaires')).resolves.not.toBe('100 %');
    await expect(page.getByRole('combobox', { name: SOUSCRIPTION.informations.libelles.ville }).inputValue()).resolves.toBe('Rennes');
    expect(await page.getByRole('button', { name: SOUSCRIPTION.enregistrerEtContinuer }).isDisabled()).toBe(true);
    await screenshot('souscription/01-informations-complementaires');

    // ---- Step 1 filled ----
    const L = SOUSCRIPTION.informations.libelles;
    await page.getByLabel(L.siret).fill('73282932000074');
    await expect(page.getByLabel(L.siret).inputValue()).resolves.toBe('732 829 320 00074');
    await choisir(page, L.formeJuridique, 'SARL', /^SARL/);
    await choisir(page, L.activite, 'Comm', 'Commerciale');
    await page.getByLabel(L.dateCreation).fill('2012-03-01');
    await page.getByLabel(L.numero).fill('12');
    await choisir(page, L.indiceRepetition, 'Bis', 'B (Bis)');
    await page.getByLabel(L.voie).fill('rue de la Paix');
    await page.getByRole('radio', { name: 'Madame' }).check({ force: true });
    await page.getByLabel(L.nom, { exact: true }).fill('Martin');
    await page.getByLabel(L.prenom, { exact: true }).fill('Claire');
    await choisir(page, L.fonction, 'Gér', 'Gérant');
    await page.getByLabel(L.telephone, { exact: true }).fill('02 99 00 11 22');
    await page.getByLabel(L.email, { exact: true }).fill('claire.martin@');
    await page.getByRole('radio', { name: SOUSCRIPTION.informations.modesCotisation.UNIQUE }).check({ force: true });
    await page.getByText(SOUSCRIPTION.informations.emailInvalide).waitFor();

    // ---- A tab change with an invalid field: 'Attention !' ----
    await onglet(page, 'participants').click();
    const dialogue = page.getByRole('alertdialog', { name: SOUSCRIPTION.attention.titre });
    await dialogue.getByText(SOUSCRIPTION.attention.texte).waitFor();
    await screenshot('souscription/02-attention');
    await dialogue.getByRole('button', { name: SOUSCRIPTION.attention.corriger }).click();
    await dialogue.waitFor({ state: 'hidden' });
    await page.getByLabel(L.email, { exact: true }).fill('claire.martin@example.fr');
    await screenshot('souscription/03-informations-remplies');

    // ---- Saved, then participants; the tab is at 100 % ----
    await page.getByRole('button', { name: SOUSCRIPTION.enregistrerEtContinuer }).click();
    await page.waitForURL(`**/souscription/ssc/${id}/participants`);
    await expect(pourcent(page, 'informations-complementaires')).resolves.toBe('100 %');
    await screenshot('souscription/04-participants');

    // ---- Rendered on the server with the saved data ----
    await session.goto(`/souscription/ssc/${id}/informations-complementaires`);
    await page.locator('.souscription-ecran[data-hydrated]').waitFor();
    await expect(pourcent(page, 'informations-complementaires')).resolves.toBe('100 %');
    await expect(page.getByLabel(L.email, { exact: true }).inputValue()).resolves.toBe('claire.martin@example.fr');
    await onglet(page, 'signature-et-documents').click();
    await page.getByText(SOUSCRIPTION.dossierIncomplet).waitFor();
    await screenshot('souscription/05-signature-incomplet');

    // ---- Step 2: one empty participant on opening, typed online up to the college headcount ----
    const P = SOUSCRIPTION_PARTICIPANTS;
    await onglet(page, 'participants').click();
    await page.waitForURL(`**/souscription/ssc/${id}/participants`);
    await page.getByText(P.etape).waitFor();
    await expect(page.locator('li.sous-participant').count()).resolves.toBe(1);
    const enregistrerParticipants = page.locator('[data-action="enregistrer-participants"]');
    await expect(enregistrerParticipants.isDisabled()).resolves.toBe(true);
    // Other modes ask first; 'Annuler' keeps the import.
    await page.getByRole('radio', { name: P.methodeAutresModes }).click({ force: true });
    const confirmation = page.getByRole('alertdialog', { name: P.confirmationAutresModes.titre });
    await confirmation.getByRole('button', { name: P.confirmationAutresModes.annuler }).click();
    await confirmation.waitFor({ state: 'hidden' });
    await expect(page.getByRole('radio', { name: P.methodeImporter }).isChecked()).resolves.toBe(true);
    const participant = async (n: number, nom: string, prenom: string, date: string) => {
      const bloc = page.locator(`li.sous-participant[data-participant="${n}"]`);
      await bloc.getByRole('textbox', { name: `${P.champs.nom} obligatoire`, exact: true }).fill(nom);
      await bloc.getByRole('textbox', { name: `${P.champs.prenom} obligatoire`, exact: true }).fill(prenom);
      await bloc.locator('.champ-date-input [role="spinbutton"]').first().click();
      await page.keyboard.type(date);
      await page.keyboard.press('Tab');
    };
    await participant(1, 'DUPONT', 'Marie', '14071985');
    await page.getByRole('button', { name: P.ajouter }).click();
    await participant(2, 'LEROY', 'Paul', '02031979');
    // The headcount is reached: no more 'Ajouter'.
    await expect(page.getByRole('button', { name: P.ajouter }).count()).resolves.toBe(0);
    await page.getByText(P.compteur(2, 2)).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('souscription/06-participants-saisis');
    await enregistrerParticipants.click();
    await page.waitForURL(`**/souscription/ssc/${id}/pieces-justificatives`);
    await expect(pourcent(page, 'participants')).resolves.toBe('100 %');

    // ---- Step 3: a refused file, then every expected piece and the FIC ----
    const M = SOUSCRIPTION_PIECES;
    await page.getByText(M.etape).waitFor();
    const kbis = page.locator('li.sous-piece[data-piece="kbis"]');
    await kbis.locator('input[type="file"]').setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: PNG_1PX });
    await kbis.locator('.sous-fichier[data-statut="error"]').waitFor();
    await screenshot('souscription/07-piece-refusee');
    await deposerPiecesObligatoires(page);
    await expect(kbis.locator('.sous-fichier[data-statut="error"]').count()).resolves.toBe(0);
    const fic = page.locator('li.sous-piece[data-piece="fic"], div.sous-piece[data-piece="fic"]');
    await fic.locator('input[type="file"]').setInputFiles({ name: 'FIC signée.pdf', mimeType: 'application/pdf', buffer: pdfDeTaille(4096) });
    await fic.getByText('FIC signée.pdf').waitFor();
    await expect(pourcent(page, 'pieces-justificatives')).resolves.toBe('100 %');
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('souscription/08-justificatifs-complets');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('souscription/08b-justificatifs-telephone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // ---- The three tabs at 100 %: the file is complete ----
    await page.getByRole('button', { name: M.continuer }).click();
    await page.waitForURL(`**/souscription/ssc/${id}/signature-et-documents`);
    for (const o of ['informations-complementaires', 'participants', 'pieces-justificatives']) await expect(pourcent(page, o)).resolves.toBe('100 %');
    await expect(page.getByText(SOUSCRIPTION.dossierIncomplet).count()).resolves.toBe(0);
    await screenshot('souscription/09-dossier-complet');
    expect(errors).toEqual([]);
  });
});

describe('Souscription prévoyance: steps 2 and 3', () => {
  it('imports the participants from the template, sends every piece and reaches 100 %', async () => {
    const client = await app.nouveauClient('alice');
    const a = await app.api('alice');
    const id = await app.creerProjet('alice', prevoyancePayload(client.id, { college: { type: 'CADRE', effectif: 3, age_moyen: 42 }, masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 120000 } }));
    expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
    expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(201);
    // Step 1 through the API (the health journey types it): a college under 6, medical study answered.
    const etape1 = await a.post(`/api/projets/${id}/souscription/informations-complementaires`, {
      entreprise_adherente: {
        nature_contrat: 'NOUVEAU',
        nature_regime: 'CREATION_REGIME',
        raison_sociale: client.raisonSociale,
        siret: '732 829 320 00074',
        forme_juridique: 'sarl',
        activite: 'commerciale',
        idcc: null,
        naf: '62.01Z',
        date_creation_administrative: '2012-03-01',
      },
      adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: null, code_postal: '35000', ville: 'Rennes' },
      interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone: '02 99 00 11 22', email: 'claire.martin@example.fr', documentation_contractuelle_email: true },
      cotisation: null,
      etude_medicale: { effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: false, beneficiaires_rente_education_conjoint: false },
    });
    expect(etape1.status).toBe(200);

    const session = await openSession(browser, { baseUrl: app.url, login: 'alice', path: `/souscription/spc/${id}/participants` });
    sessions.push(session);
    const { page, errors, screenshot } = session;
    await page.locator('.souscription-ecran[data-hydrated]').waitFor();
    await expect(pourcent(page, 'informations-complementaires')).resolves.toBe('100 %');
    const P = SOUSCRIPTION_PARTICIPANTS;
    // A provident college under 6 starts on other modes (02 §4); the import is chosen without a question.
    await expect(page.getByRole('radio', { name: P.methodeAutresModes }).isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: P.methodeImporter }).check({ force: true });
    const E = IMPORT_PARTICIPANTS.entetes;
    const octets = await classeur(
      [
        ['DURAND', 'Luc', '14/07/1985', 'Non'],
        ['PETIT', 'Anne', '02/03/1979', 'Oui'],
        ['ROUX', 'Léa', '30/11/1990', 'Non'],
      ],
      [E.nom, E.prenom, E.dateNaissance, E.arret],
    );
    await page.locator('.sous-import input[type="file"]').setInputFiles({ name: 'participants.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: octets });
    await page.getByText(P.importReussi(3)).waitFor();
    await expect(page.locator('li.sous-participant').count()).resolves.toBe(3);
    await expect(pourcent(page, 'participants')).resolves.toBe('100 %');
    await screenshot('souscription/spc-01-participants-importes');
    await page.locator('[data-action="enregistrer-participants"]').click();
    await page.waitForURL(`**/souscription/spc/${id}/pieces-justificatives`);

    await page.getByText(SOUSCRIPTION_PIECES.etape).waitFor();
    await deposerPiecesObligatoires(page);
    const fic = page.locator('div.sous-piece[data-piece="fic"]');
    await page.getByRole('radio', { name: /Le modèle de l’assureur/ }).check({ force: true });
    await fic.locator('input[type="file"]').setInputFiles({ name: 'FIC.pdf', mimeType: 'application/pdf', buffer: pdfDeTaille(4096) });
    await fic.getByText('FIC.pdf').waitFor();
    await expect(pourcent(page, 'pieces-justificatives')).resolves.toBe('100 %');
    await screenshot('souscription/spc-02-justificatifs-complets');
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing wider than the phone: no sideways scroll.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot('souscription/spc-02b-justificatifs-telephone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: SOUSCRIPTION_PIECES.continuer }).click();
    await page.waitForURL(`**/souscription/spc/${id}/signature-et-documents`);
    for (const o of ['informations-complementaires', 'participants', 'pieces-justificatives']) await expect(pourcent(page, o)).resolves.toBe('100 %');
    await expect(page.getByText(SOUSCRIPTION.dossierIncomplet).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
