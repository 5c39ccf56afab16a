/**
 * A signal when a file moves (issue 28 item 3, ADR 0082), in a real browser: the broker sends the
 * signature at a distance from step 4 and keeps Mes clients open in another tab; the signer opens
 * the e-mail's link in another browser (no session) and signs with the code the broker reads in the
 * boîte de démonstration. Without any reload, step 4 says the link was opened, then shows the
 * signature, and Mes clients shows 'Accepté', each within 2 s of the signer's action (the page is
 * waited on with a 2 s timeout). axe on step 4 with its live line; screenshots at 1280 and 390 px in
 * artifacts/evenements/.
 */
import type { Page } from 'playwright-core';
import { ECRAN_PROJET, EVENEMENTS, MAIL, SIGNATURE_PAGES, SIGNATURE_TRANSACTION as M, SIMULATEUR_SIGNATURE as S } from '../../src/domain/messages';
import { requeteSql } from '../support/app';
import { auditAxe } from '../support/axe';
import { JOURNEY_TIMEOUT_MS } from '../support/browser';
import { choisirModeSignature, dossierPret, ETAPE4, parcours } from '../support/parcours';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours({ app: { env: { SMTP_URL: '' } } });
const EN_DIRECT = { timeout: 2_000 };

/** Opens `chemin` in `page` and waits until its stream of events answered (an EventSource does not hold networkidle). */
async function ouvrirAvecFlux(page: Page, chemin: string): Promise<void> {
  const flux = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/evenements' && r.status() === 200);
  await page.goto(`${p.app.url}${chemin}`);
  await flux;
}

/** The newest message of the boîte de démonstration whose row holds `texte`, as the broker reads it (its text opened). */
async function lireDansLaBoite(boite: Page, texte: string | RegExp): Promise<string> {
  await boite.goto(`${p.app.url}/dev/outbox`);
  const ligne = boite.getByRole('row').filter({ hasText: texte }).first();
  await ligne.waitFor();
  const details = ligne.locator('details');
  if (await details.count()) await details.locator('summary').click();
  return ligne.innerText();
}

describe('Live signals (issue 28 item 3)', () => {
  it('a remote signer signs in another browser: step 4 and Mes clients change within 2 s, without reload', async () => {
    const id = await dossierPret(p.app, 940_001);
    const [{ raison_sociale: raison }] = await requeteSql(p.app)<{ raison_sociale: string }>('SELECT raison_sociale FROM projet WHERE id = $1', [id]);
    const session = await p.connecter('alice', ETAPE4(id));
    const { page, errors, screenshot } = session;
    await page.locator('[data-action="signer"]').click();
    await choisirModeSignature(page, 'A_DISTANCE');
    await page.getByRole('region', { name: ECRAN_PROJET.notifications }).getByText(MAIL.capture).waitFor();
    await page.locator('[data-etape="signature-et-documents"][data-flux="ouvert"]').waitFor();
    let rechargements = 0;
    page.on('load', () => rechargements++);

    // Mes clients in another tab of the broker's browser, its stream open.
    const espace = await session.context.newPage();
    await ouvrirAvecFlux(espace, `/espace?recherche=${encodeURIComponent(raison)}`);
    // The file's row, by its stage (the pipeline's badge says 'Signature en attente depuis …', then 'Signée le …').
    const ligne = (etape: string) => espace.locator(`tr[data-projet="${id}"][data-etape="${etape}"]`);
    await ligne('SIGNATURE_EN_ATTENTE').getByText(/^Signature en attente depuis le \d{2}\/\d{2}\/\d{4}/).waitFor();
    espace.on('load', () => rechargements++);

    // The broker reads the access e-mail in the boîte de démonstration; the signer opens its link in another browser.
    const boite = await session.context.newPage();
    const lien = /(http\S+\/signature\/acces\?tid=[a-f0-9]+)/.exec(await lireDansLaBoite(boite, M.mailAccesObjet(raison)))![1];
    const signataire = await p.browser.newContext({ locale: 'fr-FR' });
    const pageSignataire = await signataire.newPage();
    await pageSignataire.goto(lien);
    await pageSignataire.getByRole('heading', { name: S.titre }).waitFor();
    // The signer asks the code (the simulator tells the link opened then): step 4 says so, live.
    await pageSignataire.locator('[data-action="recevoir-code"]').click();
    await pageSignataire.getByText(/^Code envoyé par SMS au /).waitFor();
    await page.getByText(EVENEMENTS.lienOuvert).waitFor(EN_DIRECT);
    const sms = await lireDansLaBoite(boite, /SMS au /);
    const code = /code de signature\D*(\d{6})\b/.exec(sms)![1];
    await pageSignataire.getByLabel(S.code).fill(code);
    await pageSignataire.getByLabel(S.code).press('Enter');
    await pageSignataire.getByRole('heading', { name: SIGNATURE_PAGES.titreAcceptee }).waitFor();

    // Within 2 s of the signature, without a reload: step 4 shows it signed, Mes clients 'Signée le …'.
    await page.getByText(/^Demande d’adhésion signée le \d{2}\/\d{2}\/\d{4}$/).waitFor(EN_DIRECT);
    await page.getByText(EVENEMENTS.signee).waitFor(EN_DIRECT);
    await ligne('SIGNEE').getByText(/^Signée le \d{2}\/\d{2}\/\d{4}/).waitFor(EN_DIRECT);
    expect(rechargements).toBe(0);
    await signataire.close();

    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('evenements/etape4-signee-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('evenements/etape4-signee-390');
    expect(errors).toEqual([]);
  });
});
