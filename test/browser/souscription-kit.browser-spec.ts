/**
 * The subscription documents kit on step 4 in a real browser (spec 02 step 4 'Documents kit', §8):
 * the two tabs, the membership request disabled with the spec's message while the file is
 * incomplete, a selection downloaded as a zip, the selection emptied on tab switch, the e-mail
 * dialog with the interlocutor's address, the DUE kit page link; 'Attention !' only for a frozen
 * (read-only) subscription, not again once 'Ne plus me demander' is ticked; the tabs on a phone.
 * axe on the section and the dialogs.
 */
import type { Locator } from 'playwright-core';
import { ECRAN_PROJET, ECRAN_SOUSCRIPTION, MAIL, SOUSCRIPTION_KIT as K, CONFIRMATION_FIGE } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { requeteSql } from '../support/app';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { ETAPE1_SANTE } from '../support/dossier-souscription';
import { dossierPret, ETAPE4, parcours, souscriptionCommencee } from '../support/parcours';
import { santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

// No SMTP: the demonstration set-up, where a sent e-mail is put in the boîte de démonstration.
const p = parcours({ app: { env: { SMTP_URL: '' } } });

/** The reason shown next to (or read with) a kit action, null when the action is open. */
function raisonDe(section: Locator, action: string): Promise<string | null> {
  return section.locator(`[data-action="${action}"]`).evaluate((b) => {
    const id = b.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

describe('Documents de souscription (étape 4)', () => {
  it('an incomplete file: the membership request disabled with the spec’s message', async () => {
    const id = await souscriptionCommencee(p.app);
    const { page, errors, screenshot } = await p.connecter('alice', ETAPE4(id));
    const da = page.locator('[data-document="demande-adhesion"]');
    await da.getByText(K.telechargementImpossible).waitFor();
    await jusqua(() => da.locator('[data-action="telecharger-demande-adhesion"]').isDisabled(), true);
    await jusqua(() => da.getByRole('checkbox').isDisabled(), true);
    // 02 step 4 'Tooltips': each unavailable action says why, in the spec's words, next to it.
    const entreprise = page.locator('[data-categorie="entreprise"]');
    await jusqua(() => raisonDe(entreprise, 'selectionner-tout-entreprise'), K.page.selectionImpossible);
    await jusqua(() => raisonDe(entreprise, 'telecharger-selection-entreprise'), K.page.selectionnerUnDocument);
    await jusqua(() => raisonDe(entreprise, 'email-entreprise'), K.page.selectionnerUnDocumentContractuel);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('souscription-kit/00-incomplet-infobulles');
    expect(errors).toEqual([]);
  });

  it('a complete file: tabs, a selection zipped, emptied on tab switch, the e-mail dialog, the DUE page', async () => {
    const id = await dossierPret(p.app, 920_001);
    const { page, errors, screenshot } = await p.connecter('alice', ETAPE4(id));
    await page.getByRole('tab', { name: K.onglets.entreprise }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('souscription-kit/01-entreprise');
    // Complete: 'Tout sélectionner' is open; nothing selected yet, the two actions say what is missing.
    const entreprise = page.locator('[data-categorie="entreprise"]');
    await jusqua(() => raisonDe(entreprise, 'selectionner-tout-entreprise'), null);
    await jusqua(() => raisonDe(entreprise, 'telecharger-selection-entreprise'), K.page.selectionnerUnDocument);
    await jusqua(() => raisonDe(entreprise, 'email-entreprise'), K.page.selectionnerUnDocumentContractuel);
    await jusqua(() => page.locator('[data-document="kit-due"] a').getAttribute('href'), `/ssc/due/${id}/etape1`);

    for (const d of ['mandat-sepa', 'demande-adhesion']) {
      await page.locator(`[data-document="${d}"] label`).click();
      await jusqua(() => page.locator(`[data-document="${d}"]`).getByRole('checkbox').isChecked(), true);
    }
    // The hand-over froze the prices (TARIFS_FIGES) but the subscription is in progress: no 'Attention !'.
    expect((await (await p.app.api('alice')).get(`/api/projets/${id}`)).body.etat).toBe('TARIFS_FIGES');
    const [telechargement] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="telecharger-selection-entreprise"]').click()]);
    expect(telechargement.suggestedFilename()).toMatch(/^Documents de souscription - .+\.zip$/);
    const [sepa] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="telecharger-mandat-sepa"]').click()]);
    expect(sepa.suggestedFilename()).toMatch(/^Mandat SEPA DSN - .+\.pdf$/);
    await jusqua(() => page.getByRole('alertdialog').count(), 0);

    await page.locator('[data-action="email-entreprise"]').click();
    const dialogue = page.getByRole('dialog', { name: K.page.emailTitre });
    await dialogue.waitFor();
    await jusqua(() => dialogue.getByLabel(K.page.emailLibelle).inputValue(), ETAPE1_SANTE.interlocuteur.email);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await dialogue.getByLabel(K.page.emailLibelle).fill('client.navigateur@example.fr');
    await page.locator('[data-action="envoyer-documents"]').click();
    await dialogue.waitFor({ state: 'hidden' });
    // No SMTP here: the toast says the e-mail was put in the boîte de démonstration, never that it was sent.
    await page.getByRole('region', { name: ECRAN_PROJET.notifications }).getByText(MAIL.capture).waitFor();
    await expect(page.getByText(K.emailEnvoye).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: K.onglets.salarie }).click();
    const bulletin = page.locator('[data-document="bulletin-affiliation"]');
    await bulletin.waitFor();
    await jusqua(() => page.locator('[data-action="telecharger-selection-salarie"]').isDisabled(), true);
    await screenshot('souscription-kit/02-salaries');
    await page.getByRole('tab', { name: K.onglets.entreprise }).click();
    await jusqua(() => page.locator('[data-document="mandat-sepa"]').getByRole('checkbox').isChecked(), false);
    expect(errors).toEqual([]);
  });

  it('a frozen subscription: “Attention !” before a download, not again for this projet once “Ne plus me demander” is ticked', async () => {
    const id = await dossierPret(p.app, 920_002);
    // The file has left the broker (signature pending): the subscription is read-only, its documents ask.
    await requeteSql(p.app)(`UPDATE projet SET statut = 'SIGNATURE_EN_ATTENTE' WHERE id = $1`, [id]);
    const session = await p.connecter('alice', ETAPE4(id));
    const { page, errors } = session;
    await page.getByRole('tab', { name: K.onglets.entreprise }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    // Cancelled: nothing downloaded, and it asks again.
    await page.locator('[data-action="telecharger-mandat-sepa"]').click();
    const alerte = page.getByRole('alertdialog');
    await alerte.getByText(CONFIRMATION_FIGE.texte).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await alerte.getByRole('button', { name: K.page.annuler }).click();
    await alerte.waitFor({ state: 'hidden' });
    await page.locator('[data-action="telecharger-mandat-sepa"]').click();
    await alerte.getByText(CONFIRMATION_FIGE.texte).waitFor();
    await alerte.getByText(CONFIRMATION_FIGE.nePlusDemander).click();
    const [sepa] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="continuer"]').click()]);
    expect(sepa.suggestedFilename()).toMatch(/^Mandat SEPA DSN - .+\.pdf$/);

    // Not again for this projet, even after a reload in the same session.
    await session.goto(ETAPE4(id));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('tab', { name: K.onglets.salarie }).click();
    const [tableau] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="telecharger-tableau-garanties"]').click()]);
    expect(tableau.suggestedFilename()).toMatch(/^Tableau de garanties - .+\.pdf$/);
    await jusqua(() => page.getByRole('alertdialog').count(), 0);
    expect(errors).toEqual([]);
  });

  it('the file’s address opened before its subscription was started: “Démarrer la souscription”, then the file', async () => {
    const client = await p.app.nouveauClient('alice');
    const id = await p.app.creerProjet('alice', santePayload(client.id));
    await (await p.app.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
    const { page, errors, screenshot } = await p.connecter('alice', `/souscription/ssc/${id}`);
    await page.getByText(ECRAN_SOUSCRIPTION.pasEncoreOuverte).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('souscription-kit/05-demarrer');
    await page.locator('[data-action="demarrer-souscription"]').click();
    await page.locator('[data-etape="informations-complementaires"]').waitFor();
    expect((await (await p.app.api('alice')).get(`/api/projets/${id}/souscription`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('on a phone (390×844): both tabs wholly visible, no horizontal scroll, the new documents listed', async () => {
    const id = await dossierPret(p.app, 920_003);
    const { page, errors, screenshot } = await p.connecter('alice', ETAPE4(id), { viewport: { width: 390, height: 844 } });
    await page.getByRole('tab', { name: K.onglets.entreprise }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
    for (const nom of [K.onglets.entreprise, K.onglets.salarie]) {
      const tab = page.getByRole('tab', { name: nom });
      const boite = await tab.boundingBox();
      // The tab and its tab list are inside the viewport, not clipped by an ancestor.
      expect(boite).not.toBeNull();
      expect(boite!.x).toBeGreaterThanOrEqual(0);
      expect(boite!.x + boite!.width).toBeLessThanOrEqual(390);
      const coupe = await tab.evaluate((el) => {
        const r = el.getBoundingClientRect();
        for (let p = el.parentElement; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.overflowX === 'visible') continue;
          const q = p.getBoundingClientRect();
          if (r.left < q.left - 0.5 || r.right > q.right + 0.5) return p.className || p.tagName;
        }
        return null;
      });
      expect([nom, coupe]).toEqual([nom, null]);
    }
    await jusqua(() => page.locator('[data-document="conditions-generales"]').isVisible(), true);
    await jusqua(() => page.locator('[data-document="parametrage-dsn"]').isVisible(), true);
    await screenshot('souscription-kit/03-telephone-entreprise');
    await page.getByRole('tab', { name: K.onglets.salarie }).click();
    await page.locator('[data-document="dispense-affiliation"]').waitFor();
    await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
    await screenshot('souscription-kit/04-telephone-salaries');
    expect(errors).toEqual([]);
  });
});
