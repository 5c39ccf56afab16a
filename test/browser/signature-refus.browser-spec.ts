/**
 * A refusal is not a dead end (issue 27 item 4), in a real browser through the signature simulator:
 * the broker sends the signature at a distance; the client refuses with a reason on the simulator's
 * page and reads that the broker is told; step 4 then says who refused, when and why (1280 and
 * 390 px, axe); the broker's e-mail is in the boîte de démonstration; Mes clients shows 'Refusé le …';
 * 'Modifier et relancer' opens the signer dialog again (screenshots at 1280 and 390 px: two columns
 * inside the dialog, one on a phone), then face to face through the simulator, the code read in the
 * boîte de démonstration page, to 'Demande d’adhésion signée le …'. Screenshots in artifacts/refus/.
 */
import type { Page } from 'playwright-core';
import { SIGNATURE_PAGES, SIGNATURE_TRANSACTION as M, SIMULATEUR_SIGNATURE as S } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { boiteDe, lireCodeDansLaBoitePage } from '../support/boite-demonstration';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { dossierPret, ETAPE4, parcours, choisirModeSignature } from '../support/parcours';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours({ app: { env: { SMTP_URL: '' } } });

async function auxDeuxLargeurs(page: Page, screenshot: (nom: string) => Promise<string>, nom: string): Promise<void> {
  await screenshot(`refus/${nom}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
  await screenshot(`refus/${nom}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Refus de signature puis relance (issue 27 item 4)', () => {
  it('refused at a distance with a reason, told on step 4, by e-mail and in Mes clients; relaunched face to face to accepted', async () => {
    const id = await dossierPret(p.app, 930_001);
    const session = await p.connecter('alice', ETAPE4(id));
    const { page, errors, screenshot } = session;

    // At a distance: the access e-mail, whose link the client opens (read in the boîte, as the broker would forward it).
    await page.locator('[data-action="signer"]').click();
    await choisirModeSignature(page, 'A_DISTANCE');
    await page.getByText(M.enAttente).waitFor();
    const acces = await jusqua(async () => (await boiteDe(p.app, 'alice')).find((m) => m.text.includes('/signature/acces?tid=')) ?? null, (m) => m !== null);
    const lien = /(http\S+\/signature\/acces\?tid=[a-f0-9]+)/.exec(acces!.text)![1];

    const client = await p.browser.newContext();
    const pageClient = await client.newPage();
    await pageClient.goto(lien);
    await pageClient.waitForURL(/\/simulateur-signature\//);
    const motif = 'Le taux employeur doit être revu avec mon associé.';
    await pageClient.getByLabel(S.motif).fill(motif);
    await pageClient.locator('[data-action="refuser"]').click();
    await pageClient.waitForURL(/\/signature\/rejected\?tid=/);
    // The client's version: the broker is told.
    await pageClient.getByText(SIGNATURE_PAGES.texteRefusee).waitFor();
    await client.close();

    // Step 4: who, when (Paris time), why, and the way on.
    await page.goto(`${p.app.url}${ETAPE4(id)}`);
    await page.getByText(/^Refus de signature le \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.getByText(/^Mme Claire Martin930001 a refusé de signer la demande d’adhésion le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/).waitFor();
    await page.getByText(motif, { exact: true }).waitFor();
    const relancer = page.locator('[data-action="relancer"]');
    await expect(relancer.textContent()).resolves.toBe(M.modifierEtRelancer);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await auxDeuxLargeurs(page, screenshot, '01-etape4-refusee');

    // The e-mail the client's page promised, in the broker's boîte de démonstration, once.
    const mails = (await boiteDe(p.app, 'alice')).filter((m) => m.subject.endsWith(': signature de la demande d’adhésion refusée'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(motif);
    await session.goto('/dev/outbox');
    await page.getByText(mails[0].subject).first().waitFor();
    await screenshot('refus/02-boite-mail-courtier');

    // Mes clients: 'Refusée le …' with its reason, to relaunch; not 'En souscription'.
    await session.goto(`/espace?recherche=${id}`);
    const ligne = page.locator(`tr[data-projet="${id}"]`);
    await ligne.getByText(/^Refusée le \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await ligne.getByText(`Motif : ${motif}`, { exact: true }).waitFor();
    await ligne.getByText('À relancer').waitFor();
    await expect(ligne.getByText(/^En souscription/).count()).resolves.toBe(0);
    await screenshot('refus/03-mes-clients');

    // Modifier et relancer: the signer dialog again (step 1's order, columns inside the dialog), then face to face.
    await session.goto(ETAPE4(id));
    await relancer.click();
    const dialogue = page.getByRole('dialog', { name: M.titreSignataire });
    await dialogue.waitFor();
    const texte = await dialogue.innerText();
    const positions = [M.champs.civilite, 'Monsieur', 'Madame', M.champs.nom, M.champs.prenom, M.champs.fonction, M.champs.dateNaissance, M.champs.telephonePortable].map((l) => texte.indexOf(l));
    expect(positions.every((v, i) => v >= 0 && (i === 0 || v > positions[i - 1]))).toBe(true);
    for (const largeur of [1280, 390]) {
      await page.setViewportSize({ width: largeur, height: largeur === 390 ? 844 : 900 });
      // Every field inside the dialog's box.
      await jusqua(
        () =>
          page.evaluate(() => {
            const boite = document.querySelector('.dialog')!.getBoundingClientRect();
            return Array.from(document.querySelectorAll('.sous-signataire input')).every((e) => e.getBoundingClientRect().right <= boite.right + 0.5);
          }),
        (v) => v,
      );
      await expect(auditAxe(page)).resolves.toEqual([]);
      await screenshot(`refus/04-dialogue-signataire-${largeur}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await choisirModeSignature(page, 'FACE_A_FACE');
    await page.waitForURL(/\/simulateur-signature\//);
    await page.locator('[data-action="recevoir-code"]').click();
    const { boite, code } = await lireCodeDansLaBoitePage(page);
    await boite.close();
    await page.getByLabel(S.code).fill(code);
    await page.getByLabel(S.code).press('Enter');
    await page.waitForURL(/\/signature\/accepted\?tid=.*userType=COURTIER/);
    await page.locator('[data-action="retour-dossier"]').click();
    await page.waitForURL((u) => u.pathname === ETAPE4(id));
    await page.getByText(/^Demande d’adhésion signée le \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await expect(relancer.count()).resolves.toBe(0);
    await screenshot('refus/05-etape4-signee-apres-relance');
    // Still one e-mail: the relaunch's signature tells nobody twice.
    expect((await boiteDe(p.app, 'alice')).filter((m) => m.subject === mails[0].subject)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
