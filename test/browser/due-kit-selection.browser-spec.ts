/**
 * The DUE kit like the subscription kit (issue 27 item 8), in a real browser: a selection downloaded
 * as a zip and sent by e-mail (the toast says the boîte de démonstration), the frozen projet's
 * confirmation in the same words as the subscription kit's, and one 'Ne plus me demander' for both
 * kits: answered in the DUE kit, step 4's documents of the same projet do not ask again. axe and
 * screenshots at 1280 and 390 px in artifacts/due-kit/.
 */
import { CONFIRMATION_FIGE, DUE_KIT, ECRAN_PROJET, MAIL, SOUSCRIPTION_KIT as K } from '../../src/domain/messages';
import { requeteSql } from '../support/app';
import { auditAxe } from '../support/axe';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { dossierPret, ETAPE4, parcours } from '../support/parcours';
import { etatDueComplet } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours({ app: { env: { SMTP_URL: '' } } });

describe('Kit DUE : sélection, e-mail, une confirmation pour les deux kits', () => {
  it('selects, downloads and e-mails; Ne plus me demander answered here holds on step 4', async () => {
    const id = await dossierPret(p.app, 940_001);
    const a = await p.app.api('alice');
    await a.post(`/api/projets/${id}/due/ssc/demarrer`);
    const depart = (await a.get(`/api/projets/${id}/due/ssc`)).body.etat;
    expect((await a.put(`/api/projets/${id}/due/ssc`, { etat: etatDueComplet(depart) })).status).toBe(200);
    // The file has left the broker: step 4's documents ask before a download too.
    await requeteSql(p.app)(`UPDATE projet SET statut = 'SIGNATURE_EN_ATTENTE' WHERE id = $1`, [id]);

    const session = await p.connecter('alice', `/ssc/due/${id}/kit-due`);
    const { page, errors, screenshot } = session;
    await page.getByRole('heading', { name: DUE_KIT.titre }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Nothing selected: the reason once, beside the first button.
    await expect(page.locator('.kit-submit-reason', { hasText: DUE_KIT.selectionnerUnDocument }).count()).resolves.toBe(1);
    await expect(auditAxe(page)).resolves.toEqual([]);
    for (const d of ['liste-emargement', 'notice']) {
      await page.locator(`[data-document="${d}"] label`).click();
      await jusqua(() => page.locator(`[data-document="${d}"]`).getByRole('checkbox').isChecked(), true);
    }
    await screenshot('due-kit/01-selection-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
    await screenshot('due-kit/01-selection-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The projet is frozen (prices handed over): the subscription kit's words, and its 'Ne plus me demander'.
    await page.locator('[data-action="telecharger-selection"]').click();
    const alerte = page.getByRole('alertdialog', { name: CONFIRMATION_FIGE.titre });
    await alerte.getByText(CONFIRMATION_FIGE.texte).waitFor();
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('due-kit/02-confirmation-fige');
    await alerte.getByText(CONFIRMATION_FIGE.nePlusDemander).click();
    const [zip] = await Promise.all([page.waitForEvent('download'), alerte.locator('[data-action="continuer"]').click()]);
    expect(zip.suggestedFilename()).toMatch(/^Kit DUE - .+\.zip$/);

    // By e-mail: the dialog, then the toast says the boîte de démonstration.
    await page.locator('[data-action="email-due"]').click();
    const dialogue = page.getByRole('dialog', { name: DUE_KIT.emailTitre });
    await dialogue.getByLabel(K.page.emailLibelle).fill('rh@client.example.fr');
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('due-kit/03-email-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('due-kit/03-email-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('[data-action="envoyer-documents"]').click();
    await dialogue.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: ECRAN_PROJET.notifications }).getByText(MAIL.capture).waitFor();
    const boite = (await (await p.app.api('alice')).get('/api/dev/outbox')).body as Array<{ to: string; attachments: unknown[] }>;
    expect(boite.filter((m) => m.to === 'rh@client.example.fr').map((m) => m.attachments.length)).toEqual([2]);

    // Step 4 of the same projet: its frozen documents do not ask again.
    await session.goto(ETAPE4(id));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const [sepa] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="telecharger-mandat-sepa"]').click()]);
    expect(sepa.suggestedFilename()).toMatch(/^Mandat SEPA DSN - .+\.pdf$/);
    await jusqua(() => page.getByRole('alertdialog').count(), 0);
    expect(errors).toEqual([]);
  });
});
