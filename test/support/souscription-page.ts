/**
 * What a broker does on the subscription pages and the signature simulator, shared by the browser
 * journeys (souscription, signature, the broker's day): each helper types and clicks as a person does.
 */
import type { Page } from 'playwright-core';
import { IMPORT_PARTICIPANTS, SIGNATURE_TRANSACTION, SIMULATEUR_SIGNATURE as S, SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS } from '../../src/domain/messages';
import { lireCodeDansLaBoitePage } from './boite-demonstration';
import { jusqua } from './browser';
import { classeur, pdfDeTaille, XLSX } from './fichiers';

const L = SOUSCRIPTION.informations.libelles;

/** A tab of the subscription frame, and the percent it shows. */
export const onglet = (page: Page, o: string) => page.locator(`a[data-onglet="${o}"]`);
export const pourcent = (page: Page, o: string) => onglet(page, o).locator('.souscription-pourcentage').textContent();

/** A field's label, with or without the kit's required marker (read 'obligatoire'). */
export const libelle = (texte: string) => new RegExp(`^${texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( obligatoire)?$`);

/** A suggestion field: typed, then the option clicked. */
export async function choisir(page: Page, label: string, saisie: string, option: string | RegExp): Promise<void> {
  const champ = page.getByRole('combobox', { name: label });
  await champ.fill(saisie);
  await page.getByRole('option', { name: option }).first().click();
}

/** Step 1's company and contact person, typed and chosen as a broker does (the e-mail last). */
export async function remplirEntrepriseEtInterlocuteur(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: libelle(L.siret) }).fill('73282932000074');
  await jusqua(() => page.getByRole('textbox', { name: libelle(L.siret) }).inputValue(), '732 829 320 00074');
  await choisir(page, L.formeJuridique, 'SARL', /^SARL/);
  await choisir(page, L.activite, 'Comm', 'Commerciale');
  await page.locator('[data-chemin="entreprise_adherente.date_creation_administrative"] input.champ-date-input').click();
  await page.keyboard.type('01032012');
  await page.keyboard.press('Tab');
  await page.getByRole('textbox', { name: libelle(L.numero) }).fill('12');
  await page.getByRole('combobox', { name: L.indiceRepetition }).selectOption({ label: 'B (Bis)' });
  await page.getByRole('textbox', { name: libelle(L.voie) }).fill('rue de la Paix');
  await page.getByRole('textbox', { name: libelle(L.codePostal) }).fill('35000');
  // The town list follows the postcode (a closed list: the platform's select).
  await page.getByRole('combobox', { name: L.ville }).selectOption('Rennes');
  await page.getByRole('radio', { name: 'Madame' }).check({ force: true });
  await page.getByRole('textbox', { name: libelle(L.nom) }).fill('Martin');
  await page.getByRole('textbox', { name: libelle(L.prenom) }).fill('Claire');
  await choisir(page, L.fonction, 'Gér', 'Gérant');
  await page.getByRole('textbox', { name: libelle(L.telephone) }).fill('02 99 00 11 22');
  await page.getByRole('textbox', { name: libelle(L.email) }).fill(email);
}

/** Every required piece of step 3 gets real files: as many as its counter asks ('Fichier(s) 0 / 3'), else one. */
export async function deposerPiecesObligatoires(page: Page): Promise<void> {
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

/** Step 4 of a complete file: the three tabs at 100 %, the sign button, no incomplete-file message. */
export async function dossierComplet(page: Page): Promise<void> {
  for (const o of ['informations-complementaires', 'participants', 'pieces-justificatives']) await expect(pourcent(page, o)).resolves.toBe('100 %');
  await page.getByRole('button', { name: SIGNATURE_TRANSACTION.signer }).waitFor();
  await jusqua(() => page.getByText(SOUSCRIPTION.dossierIncomplet).count(), 0);
}

/**
 * On the simulator's page: asks the SMS, reads it in the boîte de démonstration (another tab), types
 * it and presses Enter. `capturer` takes the screenshots of both pages before the code is typed; with
 * `rouvrir`, the page is opened again first to check that an earlier code is told as such.
 */
export async function signerSurLeSimulateur(page: Page, options: { capturer?: (simulateur: Page, boite: Page) => Promise<void>; rouvrir?: boolean } = {}): Promise<void> {
  await page.getByRole('heading', { name: S.titre }).waitFor();
  // Before the ask, nothing says a code was sent; the page says where the code will be read.
  await jusqua(() => page.getByText(/^Code envoyé/).count(), 0);
  await page.getByText(S.demonstration).waitFor();
  await page.locator('[data-action="recevoir-code"]').click();
  await page.getByText(/^Code envoyé par SMS au •• •• •• \d{2} \d{2}\.$/).waitFor();
  const { boite, code } = await lireCodeDansLaBoitePage(page);
  await options.capturer?.(page, boite);
  await boite.close();
  if (options.rouvrir) {
    await page.reload();
    await page.getByText(/^Un code a déjà été envoyé par SMS au /).waitFor();
    await jusqua(() => page.getByText(/^Code envoyé/).count(), 0);
  }
  await page.getByLabel(S.code).fill(code);
  await page.getByLabel(S.code).press('Enter');
}

/** Step 2 by workbook: 'Importer' chosen, three participants (one on sick leave) imported, the success said. */
export async function importerTroisParticipants(page: Page): Promise<void> {
  await page.getByRole('radio', { name: SOUSCRIPTION_PARTICIPANTS.methodeImporter }).check({ force: true });
  const E = IMPORT_PARTICIPANTS.entetes;
  const octets = await classeur(
    [
      ['DURAND', 'Luc', '14/07/1985', 'Non'],
      ['PETIT', 'Anne', '02/03/1979', 'Oui'],
      ['ROUX', 'Léa', '30/11/1990', 'Non'],
    ],
    [E.nom, E.prenom, E.dateNaissance, E.arret],
  );
  await page.locator('.sous-import input[type="file"]').setInputFiles({ name: 'participants.xlsx', mimeType: XLSX, buffer: octets });
  await page.getByText(SOUSCRIPTION_PARTICIPANTS.importReussi(3)).waitFor();
}
