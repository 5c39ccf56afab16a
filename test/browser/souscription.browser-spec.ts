/**
 * Subscription journeys in a real browser (spec 02 §2-§5), one per product: from a saved projet's
 * 'Souscription' in the list to a file complete at 100 %, through the real pages: step 1 typed and
 * chosen, step 2 typed online (health) or imported from a workbook (provident), step 3 with real
 * files and the FIC, then step 4 offering the signature instead of the incomplete-file message.
 * Each step is audited with axe and shot at 1280 and 390 px (no sideways scroll on the phone).
 * A third journey (issue 27): step 1 and the participant rows kept across a reload (session storage),
 * rows pasted from a spreadsheet, leaving asks, a workbook imported with 'Ajouter'.
 * Screenshots in artifacts/souscription/.
 */
import { IMPORT_PARTICIPANTS, PROJETS, SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS, SOUSCRIPTION_PIECES } from '../../src/domain/messages';
import { auditAxe, regarderAuxDeuxLargeurs } from '../support/axe';
import { classeur, pdfDeTaille, PNG_1PX } from '../support/fichiers';
import { JOURNEY_TIMEOUT_MS, jusqua, type BrowserSession } from '../support/browser';
import { parcours } from '../support/parcours';
import { deposerPiecesObligatoires, dossierComplet, importerTroisParticipants, libelle, onglet, pourcent, remplirEntrepriseEtInterlocuteur } from '../support/souscription-page';
import { prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours({ app: {} });

const L = SOUSCRIPTION.informations.libelles;

/** One step looked at: axe (0 serious/critical), then a shot at 1280 px and one at 390 px with no sideways scroll. */
/** The projets list of the client, its projet ticked, 'Souscription': the subscription frame, hydrated. */
async function souscrireDepuisLaListe(session: BrowserSession, produit: 'ssc' | 'spc', client: { id: number; raisonSociale: string }, id: number): Promise<void> {
  const { page } = session;
  await page.evaluate(
    ({ cid, nom }) => sessionStorage.setItem('collectif:entreprise', JSON.stringify({ v: 1, data: { clientId: cid, siretConnu: false, siret: null, raisonSociale: nom } })),
    { cid: client.id, nom: client.raisonSociale },
  );
  await session.goto(`/${produit}/projets?raison_sociale=${encodeURIComponent(client.raisonSociale)}`);
  await page.locator('.projets-ecran[data-hydrated]').waitFor();
  await page.locator(`tr[data-projet="${id}"]`).getByRole('checkbox').check();
  await page.getByRole('button', { name: PROJETS.boutons.souscription }).first().click();
  await page.waitForURL(`**/souscription/${produit}/${id}`);
  await page.locator('.souscription-ecran[data-hydrated]').waitFor();
  await page.getByRole('heading', { level: 1, name: client.raisonSociale }).waitFor();
}

describe('Souscription santé: a saved projet to a complete file', () => {
  it('goes from the list through steps 1, 2 and 3 to 100 % and the signature', async () => {
    const client = await p.app.nouveauClient('alice');
    // A college of 2: step 2 is typed online in full.
    const id = await p.app.creerProjet('alice', santePayload(client.id, { college: { type: 'CADRE', effectif: 2, age_moyen: 42 } }));
    expect((await (await p.app.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);

    // The refused upload of step 3 answers 400 on purpose.
    const session = await p.connecter('alice', '/informations-entreprise', { ignore: [/status of 400/] });
    const { page, errors, screenshot } = session;
    await souscrireDepuisLaListe(session, 'ssc', client, id);

    // ---- The frame, with its data from the server ----
    await page.getByText(SOUSCRIPTION.titre(id)).waitFor();
    await page.getByRole('link', { name: SOUSCRIPTION.voirGaranties }).waitFor();
    await page.getByText(SOUSCRIPTION.informations.info).waitFor();
    await jusqua(() => pourcent(page, 'informations-complementaires'), (v) => v !== '100 %');
    await jusqua(() => page.getByRole('combobox', { name: L.ville }).inputValue(), 'Rennes');
    expect(await page.getByRole('button', { name: SOUSCRIPTION.enregistrerEtContinuer }).isDisabled()).toBe(true);
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-01-informations-a-remplir', { tranches: true });

    // ---- Step 1 filled, an invalid e-mail first ----
    await remplirEntrepriseEtInterlocuteur(page, 'claire.martin@');
    await page.getByRole('radio', { name: SOUSCRIPTION.informations.modesCotisation.UNIQUE }).check({ force: true });
    await page.getByText(SOUSCRIPTION.informations.emailInvalide).waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-02-informations-en-erreur', { tranches: true });

    // ---- A tab change with an invalid field: 'Attention !' ----
    await onglet(page, 'participants').click();
    const dialogue = page.getByRole('alertdialog', { name: SOUSCRIPTION.attention.titre });
    await dialogue.getByText(SOUSCRIPTION.attention.texte).waitFor();
    await screenshot('souscription/ssc-03-attention');
    await dialogue.getByRole('button', { name: SOUSCRIPTION.attention.corriger }).click();
    await dialogue.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: libelle(L.email) }).fill('claire.martin@example.fr');
    await jusqua(() => page.getByRole('button', { name: SOUSCRIPTION.enregistrerEtContinuer }).isDisabled(), false);
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-04-informations-remplies', { tranches: true });

    // ---- Saved, then participants; the tab is at 100 % ----
    await page.getByRole('button', { name: SOUSCRIPTION.enregistrerEtContinuer }).click();
    await page.waitForURL(`**/souscription/ssc/${id}/participants`);
    await jusqua(() => pourcent(page, 'informations-complementaires'), '100 %');

    // ---- Rendered on the server with the saved data; step 4 says the file is incomplete ----
    await session.goto(`/souscription/ssc/${id}/informations-complementaires`);
    await page.locator('.souscription-ecran[data-hydrated]').waitFor();
    await jusqua(() => pourcent(page, 'informations-complementaires'), '100 %');
    await jusqua(() => page.getByRole('textbox', { name: libelle(L.email) }).inputValue(), 'claire.martin@example.fr');
    await onglet(page, 'signature-et-documents').click();
    await page.getByText(SOUSCRIPTION.dossierIncomplet).waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-05-signature-incomplet', { tranches: true });

    // ---- Step 2: one empty participant on opening, typed online up to the college headcount ----
    const P = SOUSCRIPTION_PARTICIPANTS;
    await onglet(page, 'participants').click();
    await page.waitForURL(`**/souscription/ssc/${id}/participants`);
    await page.locator('.sous-etape[data-etape="participants"]').waitFor();
    await jusqua(() => page.locator('li.sous-participant').count(), 1);
    const enregistrerParticipants = page.locator('[data-action="enregistrer-participants"]');
    await jusqua(() => enregistrerParticipants.isDisabled(), true);
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-06-participants-a-saisir', { tranches: true });
    // Other modes ask first; 'Annuler' keeps the import.
    await page.getByRole('radio', { name: P.methodeAutresModes }).click({ force: true });
    const confirmation = page.getByRole('alertdialog', { name: P.confirmationAutresModes.titre });
    await confirmation.getByRole('button', { name: P.confirmationAutresModes.annuler }).click();
    await confirmation.waitFor({ state: 'hidden' });
    await jusqua(() => page.getByRole('radio', { name: P.methodeImporter }).isChecked(), true);
    const participant = async (n: number, nom: string, prenom: string, date: string) => {
      const bloc = page.locator(`li.sous-participant[data-participant="${n}"]`);
      await bloc.getByRole('textbox', { name: `${P.champs.nom} obligatoire`, exact: true }).fill(nom);
      await bloc.getByRole('textbox', { name: `${P.champs.prenom} obligatoire`, exact: true }).fill(prenom);
      await bloc.locator('input.champ-date-input').first().click();
      await page.keyboard.type(date);
      await page.keyboard.press('Tab');
    };
    await participant(1, 'DUPONT', 'Marie', '14071985');
    await page.getByRole('button', { name: P.ajouter }).click();
    await participant(2, 'LEROY', 'Paul', '02031979');
    // The headcount is reached: no more 'Ajouter'.
    await jusqua(() => page.getByRole('button', { name: P.ajouter }).count(), 0);
    await page.getByText(P.compteur(2, 2)).waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-07-participants-saisis', { tranches: true });
    await enregistrerParticipants.click();
    await page.waitForURL(`**/souscription/ssc/${id}/pieces-justificatives`);
    await jusqua(() => pourcent(page, 'participants'), '100 %');

    // ---- Step 3: a refused file, then every expected piece and the FIC ----
    const M = SOUSCRIPTION_PIECES;
    await page.locator('.sous-etape[data-etape="pieces-justificatives"]').waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-08-justificatifs-a-deposer', { tranches: true });
    const kbis = page.locator('li.sous-piece[data-piece="kbis"]');
    await kbis.locator('input[type="file"]').setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: PNG_1PX });
    await kbis.locator('.sous-fichier[data-statut="error"]').waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-09-piece-refusee', { tranches: true });
    await deposerPiecesObligatoires(page);
    await jusqua(() => kbis.locator('.sous-fichier[data-statut="error"]').count(), 0);
    const fic = page.locator('li.sous-piece[data-piece="fic"], div.sous-piece[data-piece="fic"]');
    await fic.locator('input[type="file"]').setInputFiles({ name: 'FIC signée.pdf', mimeType: 'application/pdf', buffer: pdfDeTaille(4096) });
    await fic.getByText('FIC signée.pdf').waitFor();
    await jusqua(() => pourcent(page, 'pieces-justificatives'), '100 %');
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-10-justificatifs-complets', { tranches: true });

    // ---- The three tabs at 100 %: the file is complete, step 4 offers the signature ----
    await page.getByRole('button', { name: M.continuer }).click();
    await page.waitForURL(`**/souscription/ssc/${id}/signature-et-documents`);
    await dossierComplet(page);
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-11-dossier-complet', { tranches: true });

    // ---- A second file of the same client starts from this one: company, address, contact, mode (issue 27) ----
    const second = await p.app.creerProjet('alice', santePayload(client.id, { college: { type: 'CADRE', effectif: 2, age_moyen: 42 } }));
    const api = await p.app.api('alice');
    expect((await api.get(`/api/documents/etudes-personnalisees?projets_ids=${second}`)).status).toBe(200);
    expect((await api.post(`/api/projets/${second}/souscription`)).status).toBe(201);
    await session.goto(`/souscription/ssc/${second}/informations-complementaires`);
    await page.locator('.souscription-ecran[data-hydrated]').waitFor();
    await jusqua(() => page.getByRole('textbox', { name: libelle(L.nom) }).inputValue(), 'Martin');
    await jusqua(() => page.getByRole('textbox', { name: libelle(L.voie) }).inputValue(), 'rue de la Paix');
    await jusqua(() => page.getByRole('textbox', { name: libelle(L.email) }).inputValue(), 'claire.martin@example.fr');
    await jusqua(() => page.getByRole('radio', { name: SOUSCRIPTION.informations.modesCotisation.UNIQUE }).isChecked(), true);
    // Never saved: short of 100 % until the broker confirms it; a tab change saves it.
    await jusqua(() => pourcent(page, 'informations-complementaires'), (v) => v !== '100 %');
    await regarderAuxDeuxLargeurs(session, 'souscription/ssc-12-second-dossier-prerempli', { tranches: true });
    await onglet(page, 'participants').click();
    await page.waitForURL(`**/souscription/ssc/${second}/participants`);
    await jusqua(() => pourcent(page, 'informations-complementaires'), '100 %');
    expect(errors).toEqual([]);
  });
});

describe('Souscription prévoyance: a saved projet to a complete file', () => {
  it('goes from the list through step 1 (medical study), the imported participants and the pieces to 100 %', async () => {
    const client = await p.app.nouveauClient('alice');
    const id = await p.app.creerProjet('alice', prevoyancePayload(client.id, { college: { type: 'CADRE', effectif: 3, age_moyen: 42 }, masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 120000 } }));
    expect((await (await p.app.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);

    const session = await p.connecter('alice', '/informations-entreprise');
    const { page, errors } = session;
    await souscrireDepuisLaListe(session, 'spc', client, id);
    await page.getByText(SOUSCRIPTION.titre(id)).waitFor();
    await jusqua(() => pourcent(page, 'informations-complementaires'), (v) => v !== '100 %');
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-01-informations-a-remplir', { tranches: true });

    // ---- Step 1: a new contract creating its regime, the company, the contact, the medical study ----
    const I = SOUSCRIPTION.informations;
    await page.getByRole('radio', { name: I.naturesContrat.NOUVEAU }).check({ force: true });
    await page.getByRole('radio', { name: I.naturesRegime.CREATION_REGIME }).check({ force: true });
    await remplirEntrepriseEtInterlocuteur(page, 'claire.martin@example.fr');
    // A college of 3: 'under 6' is answered yes on opening; then the follow-up questions.
    const question = (q: keyof typeof I.etudeMedicale) => page.getByRole('radiogroup', { name: I.etudeMedicale[q] as string });
    await jusqua(() => question('effectif_college_inferieur_6').getByRole('radio', { name: L.oui }).isChecked(), true);
    await question('souscription_simultanee_et_effectif_global_superieur_5').getByRole('radio', { name: L.non }).check({ force: true });
    await question('beneficiaires_rente_education_conjoint').getByRole('radio', { name: L.non }).check({ force: true });
    await page.getByText(I.etudeMedicale.regimes.TOUS).waitFor();
    const enregistrer = page.getByRole('button', { name: SOUSCRIPTION.enregistrerEtContinuer });
    await jusqua(() => enregistrer.isDisabled(), false);
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-02-informations-remplies', { tranches: true });
    await enregistrer.click();
    await page.waitForURL(`**/souscription/spc/${id}/participants`);
    await jusqua(() => pourcent(page, 'informations-complementaires'), '100 %');

    // ---- Step 2: a provident college under 6 starts on other modes (02 §4); the import is chosen without a question ----
    const P = SOUSCRIPTION_PARTICIPANTS;
    await jusqua(() => page.getByRole('radio', { name: P.methodeAutresModes }).isChecked(), true);
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-03-participants-autres-modes', { tranches: true });
    await importerTroisParticipants(page);
    await jusqua(() => page.locator('li.sous-participant').count(), 3);
    await jusqua(() => pourcent(page, 'participants'), '100 %');
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-04-participants-importes', { tranches: true });
    await page.locator('[data-action="enregistrer-participants"]').click();
    await page.waitForURL(`**/souscription/spc/${id}/pieces-justificatives`);

    // ---- Step 3: every expected piece, then the FIC on the insurer's model ----
    await page.locator('.sous-etape[data-etape="pieces-justificatives"]').waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-05-justificatifs-a-deposer', { tranches: true });
    await deposerPiecesObligatoires(page);
    const fic = page.locator('div.sous-piece[data-piece="fic"]');
    await page.getByRole('radio', { name: /Le modèle de l’assureur/ }).check({ force: true });
    await fic.locator('input[type="file"]').setInputFiles({ name: 'FIC.pdf', mimeType: 'application/pdf', buffer: pdfDeTaille(4096) });
    await fic.getByText('FIC.pdf').waitFor();
    await jusqua(() => pourcent(page, 'pieces-justificatives'), '100 %');
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-06-justificatifs-complets', { tranches: true });

    // ---- Complete: step 4 offers the signature ----
    await page.getByRole('button', { name: SOUSCRIPTION_PIECES.continuer }).click();
    await page.waitForURL(`**/souscription/spc/${id}/signature-et-documents`);
    await dossierComplet(page);
    await regarderAuxDeuxLargeurs(session, 'souscription/spc-07-dossier-complet', { tranches: true });
    expect(errors).toEqual([]);
  });
});

describe('Souscription: nothing typed is lost (issue 27)', () => {
  it('keeps step 1 and the participant rows across a reload, fills rows from a paste, and imports with Ajouter', async () => {
    const client = await p.app.nouveauClient('alice');
    const id = await p.app.creerProjet('alice', santePayload(client.id, { college: { type: 'CADRE', effectif: 4, age_moyen: 42 } }));
    const a = await p.app.api('alice');
    expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
    expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(201);

    const session = await p.connecter('alice', '/informations-entreprise');
    const { page, errors } = session;
    const hydrate = () => page.locator('.souscription-ecran[data-hydrated]').waitFor();
    // A reload with rows not saved gets the browser's question: accepted, as a broker who reloads on purpose.
    page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));

    // ---- Step 1: the percent follows the form as it is filled, before any save ----
    await session.goto(`/souscription/ssc/${id}/informations-complementaires`);
    await hydrate();
    const avant = await pourcent(page, 'informations-complementaires');
    await page.getByRole('textbox', { name: libelle(L.nom) }).fill('Martin');
    await page.getByRole('textbox', { name: libelle(L.prenom) }).fill('Claire');
    await jusqua(() => pourcent(page, 'informations-complementaires'), (v) => v !== avant);
    const pendant = await pourcent(page, 'informations-complementaires');

    // ---- Reloaded: what was typed is there, and the percent with it ----
    await page.reload();
    await hydrate();
    await jusqua(() => page.getByRole('textbox', { name: libelle(L.nom) }).inputValue(), 'Martin');
    await jusqua(() => page.getByRole('textbox', { name: libelle(L.prenom) }).inputValue(), 'Claire');
    await jusqua(() => pourcent(page, 'informations-complementaires'), pendant);
    await regarderAuxDeuxLargeurs(session, 'souscription/brouillon-01-informations-apres-rechargement', { tranches: true });

    // ---- Step 2: a row typed, Enter on its last field adds one (focused), rows pasted from a spreadsheet ----
    const P = SOUSCRIPTION_PARTICIPANTS;
    await session.goto(`/souscription/ssc/${id}/participants`);
    await hydrate();
    await page.locator('.sous-etape[data-etape="participants"]').waitFor();
    const ligne = (n: number) => page.locator(`li.sous-participant[data-participant="${n}"]`);
    const nom = (n: number) => ligne(n).getByRole('textbox', { name: `${P.champs.nom} obligatoire`, exact: true });
    const prenom = (n: number) => ligne(n).getByRole('textbox', { name: `${P.champs.prenom} obligatoire`, exact: true });
    await nom(1).fill('DUPONT');
    await prenom(1).fill('Marie');
    await ligne(1).locator('input.champ-date-input').first().click();
    await page.keyboard.type('14071985');
    await page.keyboard.press('Enter');
    await jusqua(() => page.locator('li.sous-participant').count(), 2);
    // The new row's first field has the focus: typing goes there.
    await jusqua(() => nom(2).evaluate((el) => el === document.activeElement), true);
    await page.keyboard.type('PROVISOIRE');
    await jusqua(() => nom(2).inputValue(), 'PROVISOIRE');
    // Two lines copied from a spreadsheet, pasted into row 2's name: rows 2 and 3.
    await nom(2).evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', 'LEROY\tPaul\t02/03/1979\r\nMOREAU\tJeanne\t05/06/1988\r\n');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    await jusqua(() => page.locator('li.sous-participant').count(), 3);
    await jusqua(() => nom(2).inputValue(), 'LEROY');
    await jusqua(() => prenom(3).inputValue(), 'Jeanne');
    // The counter follows the rows; the tab's percent counts saved participants only (02 §5: 'and id set').
    await page.getByText(P.compteur(3, 4)).waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/brouillon-02-participants-colles', { tranches: true });

    // ---- Reloaded: the three rows typed and not saved are there ----
    await page.reload();
    await hydrate();
    await jusqua(() => page.locator('li.sous-participant').count(), 3);
    await jusqua(() => nom(1).inputValue(), 'DUPONT');
    await jusqua(() => ligne(3).locator('input.champ-date-input').first().inputValue(), '05/06/1988');
    await page.getByText(P.compteur(3, 4)).waitFor();

    // ---- Leaving by a link of the application asks first; 'Rester' keeps the page ----
    await page.getByRole('link', { name: SOUSCRIPTION.voirGaranties }).click();
    const quitter = page.getByRole('alertdialog', { name: P.quitter.titre });
    await quitter.getByText(P.quitter.texte).waitFor();
    await session.screenshot('souscription/brouillon-03-quitter');
    await quitter.getByRole('button', { name: P.quitter.rester }).click();
    await quitter.waitFor({ state: 'hidden' });
    expect(page.url()).toContain(`/souscription/ssc/${id}/participants`);

    // ---- A workbook over these rows asks 'Ajouter' or 'Remplacer'; 'Ajouter' keeps them ----
    const E = IMPORT_PARTICIPANTS.entetes;
    const octets = await classeur([['ROUX', 'Léa', '30/11/1990']], [E.nom, E.prenom, E.dateNaissance]);
    await page.locator('.sous-import input[type="file"]').setInputFiles({ name: 'ajout.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: octets });
    const choix = page.getByRole('dialog', { name: P.choixImport.titre });
    await choix.getByText(P.choixImport.texte(3)).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await session.screenshot('souscription/brouillon-04-ajouter-ou-remplacer');
    await page.setViewportSize({ width: 390, height: 844 });
    await session.screenshot('souscription/brouillon-04-ajouter-ou-remplacer-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await choix.getByRole('button', { name: P.choixImport.ajouter, exact: true }).click();
    await page.getByText(P.importAjoute(1, 0)).waitFor();
    await jusqua(() => page.locator('li.sous-participant').count(), 4);
    await jusqua(() => nom(1).inputValue(), 'DUPONT');
    await jusqua(() => nom(4).inputValue(), 'ROUX');
    await page.getByText(P.compteur(4, 4)).waitFor();
    await regarderAuxDeuxLargeurs(session, 'souscription/brouillon-05-participants-ajoutes', { tranches: true });

    // ---- Saved: nothing left to ask, the draft gone ----
    await page.locator('[data-action="enregistrer-participants"]').click();
    await page.waitForURL(`**/souscription/ssc/${id}/pieces-justificatives`);
    await jusqua(() => pourcent(page, 'participants'), '100 %');
    expect(await page.evaluate((k) => sessionStorage.getItem(k), `souscription:${id}:participants`)).toBeNull();
    const lus = (await a.get(`/api/projets/${id}/souscription/affiliation-participants`)).body.participants.map((x: { nom: string }) => x.nom);
    expect(lus).toEqual(['DUPONT', 'LEROY', 'MOREAU', 'ROUX']);
    expect(errors).toEqual([]);
  });
});
