/**
 * Electronic signature in a real browser (spec 02 step 4, outcome pages; brief §4.6), through the
 * built-in simulator: face to face to 'Demande d’adhésion signée le …', at a distance refused by the
 * client to 'Refus de signature le …', and interrupted then relaunched to accepted. The one-time
 * code is read as the broker reads it: the simulator's page links to the boîte de démonstration,
 * opened in another tab of the same browser, where the SMS's text gives it; typed, then Enter signs.
 * axe on step 4, the dialogs, the simulator, the boîte and the outcome pages; screenshots in
 * artifacts/signature/ (the simulator once the code is asked and the boîte with the SMS at 1280 and
 * 390 px).
 */
import { join } from 'node:path';
import { ECRAN_PROJET, MAIL, SIGNATURE, SIGNATURE_PAGES, SIGNATURE_TRANSACTION as M, SIMULATEUR_SIGNATURE as S } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { requeteSql } from '../support/app';
import { ARTIFACTS_DIR, JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { dossierPret, ETAPE4, parcours, choisirModeSignature } from '../support/parcours';
import { signerSurLeSimulateur } from '../support/souscription-page';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 3);

// No SMTP: the demonstration set-up, where the simulator's SMS is read in the boîte de démonstration.
const p = parcours({ app: { env: { SMTP_URL: '' } } });

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(p.app)<T>(texte, params);

describe('Signature électronique (simulateur)', () => {
  it('face à face: the signer dialog, the mode dialog, the simulator, accepted, then the closing status on step 4', async () => {
    const id = await dossierPret(p.app, 910_001);
    const session = await p.connecter('alice', ETAPE4(id));
    const { page, errors, screenshot } = session;
    await page.locator('[data-action="signer"]').waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('signature/01-etape4');
    await page.locator('[data-action="signer"]').click();
    const dialogue = page.getByRole('dialog', { name: M.titreSignataire });
    await dialogue.waitFor();
    // A landline is refused on the phone field with the spec's message, before any call; the dialog stays open.
    await dialogue.getByLabel(M.champs.telephonePortable).fill('01 40 00 00 00');
    await page.locator('[data-action="enregistrer-signataire"]').click();
    await dialogue.getByText(SIGNATURE.telephoneNonPortable).waitFor();
    await expect(dialogue.getByText(SIGNATURE.telephoneNonPortable).count()).resolves.toBe(1);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('signature/02-signataire-erreur');
    await dialogue.getByLabel(M.champs.telephonePortable).fill('07 51 91 00 01');
    await page.locator('[data-action="enregistrer-signataire"]').click();
    await page.getByRole('dialog', { name: M.titreMode }).waitFor();
    await screenshot('signature/03-mode');
    await page.getByRole('radio', { name: new RegExp(M.modes.FACE_A_FACE.titre) }).check({ force: true });
    await page.locator('[data-action="valider-mode"]').click();

    await page.waitForURL(/\/simulateur-signature\//);
    await page.getByText(S.bandeau).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('signature/04-simulateur');
    await signerSurLeSimulateur(page, { rouvrir: true, capturer: async (simulateur, boite) => {
      await expect(auditAxe(simulateur)).resolves.toEqual([]);
      await expect(auditAxe(boite)).resolves.toEqual([]);
      for (const largeur of [1280, 390]) {
        for (const [p, nom] of [[simulateur, 'simulateur-code-envoye'], [boite, 'boite-sms']] as const) {
          await p.setViewportSize({ width: largeur, height: largeur === 390 ? 844 : 900 });
          await p.screenshot({ path: join(ARTIFACTS_DIR, 'signature', `04-${nom}-${largeur}.png`), fullPage: true });
          await jusqua(() => p.evaluate(() => document.documentElement.scrollWidth), (v) => v <= largeur);
        }
      }
      await simulateur.setViewportSize({ width: 1280, height: 900 });
    } });
    await page.waitForURL(/\/signature\/accepted\?tid=.*userType=COURTIER/);
    await page.getByRole('heading', { name: SIGNATURE_PAGES.titreAcceptee }).waitFor();
    // The broker's version: each sentence once, no 'fermez cette page', a way back to the file's step 4.
    await page.getByText(SIGNATURE_PAGES.texteAccepteeCourtier).waitFor();
    await expect(page.getByText(SIGNATURE_PAGES.fermer).count()).resolves.toBe(0);
    const retourDossier = page.locator('[data-action="retour-dossier"]');
    await expect(retourDossier.textContent()).resolves.toBe(SIGNATURE_PAGES.retourDossier);
    await page.waitForFunction((chemin) => document.querySelector('[data-action="retour-dossier"]')?.getAttribute('href') === chemin, ETAPE4(id));
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('signature/05-acceptee');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot('signature/05-acceptee-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await retourDossier.click();
    await page.waitForURL((u) => u.pathname === ETAPE4(id));
    await page.getByText(/^Demande d’adhésion signée le \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect((await (await p.app.api('alice')).get(`/api/projets/${id}`)).body.statut).toBe('ACCEPTE');
    await screenshot('signature/06-etape4-signee');
    await page.setViewportSize({ width: 390, height: 844 });
    await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
    // The landline is refused in the dialog: no failed request.
    expect(errors).toEqual([]);
  });

  it('à distance: the access e-mail, the client refuses, step 4 says so', async () => {
    const id = await dossierPret(p.app, 910_002);
    const session = await p.connecter('alice', ETAPE4(id));
    const { page, errors, screenshot } = session;
    await page.locator('[data-action="signer"]').click();
    await choisirModeSignature(page, 'A_DISTANCE');
    // No SMTP: the toast says the e-mail was put in the boîte de démonstration, never that it was sent.
    const notifications = page.getByRole('region', { name: ECRAN_PROJET.notifications });
    await notifications.getByText(MAIL.capture).waitFor();
    await expect(page.getByText(M.mailAccesEnvoye).count()).resolves.toBe(0);
    await screenshot('signature/10-mail-envoye');
    await notifications.getByRole('button', { name: ECRAN_PROJET.fermer }).click();
    await notifications.getByText(MAIL.capture).waitFor({ state: 'detached' });

    // 'Renvoyer l'e-mail d'accès' on a phone: a second e-mail of the same transaction, the toast below the header.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: M.renvoyerMailAcces }).click();
    await notifications.getByText(MAIL.capture).waitFor();
    const entete = (await page.locator('header.app-header').boundingBox())!;
    const toast = (await notifications.locator('.toast').first().boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(entete.y + entete.height);
    await screenshot('signature/12-renvoi-390');
    const acces = await sql<{ text: string }>("SELECT text FROM mail_message WHERE text LIKE '%/signature/acces?tid=%' AND text LIKE $1", [`%${(await sql<{ id: string }>('SELECT id FROM signature_transaction WHERE projet_id = $1', [id]))[0].id}%`]);
    expect(acces).toHaveLength(2);
    // The toast belongs to step 4: going to another step closes it.
    await page.locator('[data-onglet="participants"]').click();
    await page.waitForURL(/\/participants$/);
    await notifications.locator('.toast').first().waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The client opens the e-mail's link (no session: another browser context).
    const [{ text }] = await sql<{ text: string }>("SELECT text FROM mail_message WHERE text LIKE '%/signature/acces?tid=%' ORDER BY id DESC LIMIT 1", []);
    const lien = /(http\S+\/signature\/acces\?tid=[a-f0-9]+)/.exec(text)![1];
    const client = await p.browser.newContext();
    const pageClient = await client.newPage();
    await pageClient.goto(lien);
    await pageClient.waitForURL(/\/simulateur-signature\//);
    await pageClient.getByLabel(S.motif).fill('Je dois en parler à mon associé.');
    await pageClient.locator('[data-action="refuser"]').click();
    await pageClient.waitForURL(/\/signature\/rejected\?tid=/);
    await pageClient.getByRole('heading', { name: SIGNATURE_PAGES.titreRefusee }).waitFor();
    await client.close();

    await page.goto(`${p.app.url}${ETAPE4(id)}`);
    await page.getByText(/^Refus de signature le \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await screenshot('signature/11-etape4-refus');
    expect(errors).toEqual([]);
  });

  it('interrupted, then relaunched from the suspended page, to accepted', async () => {
    const id = await dossierPret(p.app, 910_003);
    const tid = (await (await p.app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`)).body.data as { url: string; tid: string };
    // Face to face: the broker's browser (its session opens the boîte de démonstration).
    const session = await p.connecter('alice', '/');
    const { page, errors } = session;
    await session.goto(new URL(tid.url).pathname);
    await page.locator('[data-action="interrompre"]').click();
    await page.waitForURL(/\/signature\/suspended\?tid=/);
    await page.getByRole('heading', { name: SIGNATURE_PAGES.titreSuspendue }).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: SIGNATURE_PAGES.reprendre }).click();
    await page.waitForURL(/\/simulateur-signature\//);
    await signerSurLeSimulateur(page, { rouvrir: true });
    await page.waitForURL(/\/signature\/accepted\?tid=/);
    expect((await (await p.app.api('alice')).get(`/api/projets/${id}/signature/derniere-transaction-cloturee`)).body.code_etat_retour).toBe('OK');
    expect(errors).toEqual([]);
  });
});
