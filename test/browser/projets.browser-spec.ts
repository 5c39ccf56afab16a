/**
 * Project list journey in a real browser (spec 01 §2 'Project lists', §4, §6, §8): projets seeded
 * through the API, the list opened from the company in the session state, a row selected, the
 * personalised study downloaded (a real PDF) and sent by e-mail (received by the harness's SMTP
 * server), then the subscription started — directly for a projet whose study was handed over,
 * through the study dialog for a new one — landing on the subscription page. The application runs
 * in this test process (test/support/p.app.ts) so that a projet can be saved on a past day.
 * Screenshots are kept in artifacts/projets/.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { COMMON, ECRAN_PROJETS, ECRAN_SOUSCRIPTION, MAIL, PROJETS } from '../../src/domain/messages';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { waitForMail } from '../support/mail';
import { HorlogeDeTest } from '../support/app';
import { parcours } from '../support/parcours';
import { santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const p = parcours({ app: { horloge: new HorlogeDeTest() } });

const groupe = (page: Page, college: string): Locator => page.locator('section.projets-groupe').filter({ has: page.locator(`[data-college="${college}"]`) });
const ligne = (page: Page, id: number): Locator => page.locator(`tr[data-projet="${id}"]`);
const statut = (page: Page, id: number) => ligne(page, id).locator('.projets-statut');

/** React holds the page once the list says it is hydrated; the mouse has moved (tooltips open on hover). */
async function listePrete(page: Page): Promise<void> {
  await page.locator('.projets-ecran[data-hydrated]').waitFor();
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 6);
}

describe('Projets santé: study, e-mail, subscription', () => {
  it('selects a projet, downloads and sends its study, then subscribes', async () => {
    // ---- Seed: a company with three health projets (two cadres, one expired non-cadre) ----
    const client = await p.app.nouveauClient('alice');
    const premier = await p.app.creerProjet('alice', santePayload(client.id));
    const second = await p.app.creerProjet('alice', santePayload(client.id, { niveaux_garanties: santePayload(client.id).niveaux_garanties.map((n) => ({ ...n, niveau: 7 })) }));
    // Saved 'in the past' (the server's clock moved back), its effective date has passed since.
    p.app.horloge.fixer('2026-09-10');
    const expire = await (await p.app.api('alice')).post(
      '/api/projets',
      santePayload(client.id, { date_effet: '2026-10-01', college: { type: 'NON_CADRE', effectif: 1, age_moyen: 30 }, commissionnement: { type: 'NCLIN', taux: 5 } }),
    );
    p.app.horloge.fixer(null);
    expect(expire.status).toBe(201);

    // ---- The list, from the company kept in the session (as after 'Informations entreprise') ----
    const session = await p.connecter('alice', '/informations-entreprise', {
      // The refused delete below answers 409, the outbox page 404 (SMTP is configured), on purpose.
      ignore: [/status of 409/, /status of 404/],
    });
    const { page, errors, screenshot } = session;
    await page.evaluate(
      ({ id, nom }) => sessionStorage.setItem('collectif:entreprise', JSON.stringify({ v: 1, data: { clientId: id, siretConnu: false, siret: null, raisonSociale: nom } })),
      { id: client.id, nom: client.raisonSociale },
    );
    await session.goto('/ssc/projets');
    // The page names the company in its address, so a reload renders the rows on the server.
    await page.waitForURL(/\/ssc\/projets\?raison_sociale=/);
    await listePrete(page);
    await jusqua(() => page.title(), 'SSC - Projets');
    await jusqua(() => page.getByRole('heading', { level: 2 }).allTextContents(), ['Cadres (2)', 'Non Cadres (1)', 'Ensemble du personnel (0)']);
    await jusqua(() => statut(page, premier).textContent(), 'Proposition');
    await ligne(page, expire.body.id as number).getByRole('img', { name: PROJETS.dateEffetExpireeIcone }).waitFor();
    await screenshot('projets/01-liste');

    // Nothing selected: the buttons explain why.
    const cadres = groupe(page, 'CADRE');
    const etude = cadres.getByRole('button', { name: PROJETS.boutons.etudePersonnalisee });
    await jusqua(() => etude.isDisabled(), true);
    await etude.hover();
    await page.getByRole('tooltip', { name: PROJETS.selectionnerUnProjet }).waitFor();

    // ---- A click on the row selects it ----
    await ligne(page, premier).locator('td').nth(1).click();
    await jusqua(() => ligne(page, premier).getByRole('checkbox').isChecked(), true);
    await cadres.getByText(ECRAN_PROJETS.selection(1)).waitFor();
    await jusqua(() => etude.isEnabled(), true);
    await screenshot('projets/02-selection');

    // ---- Download the study: a PDF named by Content-Disposition ----
    await etude.click();
    const dialogue = page.getByRole('dialog', { name: PROJETS.etudeTitre });
    await dialogue.waitFor();
    await jusqua(() => dialogue.getByRole('radio', { name: ECRAN_PROJETS.etudeTelecharger }).isChecked(), true);
    // The loadings stay hidden from the client unless the broker asks (ADR 0037).
    await jusqua(() => dialogue.getByRole('checkbox', { name: ECRAN_PROJETS.etudeDetailChargements }).isChecked(), false);
    const demandePdf = page.waitForRequest((r) => r.url().includes('/api/documents/etudes-personnalisees?'));
    const [telechargement] = await Promise.all([page.waitForEvent('download'), dialogue.getByRole('button', { name: ECRAN_PROJETS.valider }).click()]);
    expect((await demandePdf).url()).not.toContain('detail_chargements');
    expect(telechargement.suggestedFilename()).toBe(`Étude personnalisée - ${client.raisonSociale} - projet n°${premier}.pdf`);
    const fichier = await telechargement.path();
    expect(readFileSync(fichier).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await dialogue.waitFor({ state: 'detached' });
    // The list reloads: the proposal has been handed over.
    await statut(page, premier).getByText('Étude personnalisée éditée').waitFor();
    // The longest status wraps inside the table instead of being cut by its edge.
    const badge = await statut(page, premier).getByText('Étude personnalisée éditée').boundingBox();
    const tableau = await ligne(page, premier).locator('xpath=ancestor::*[contains(@class,"projets-tableau-conteneur")]').boundingBox();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(tableau!.x + tableau!.width);
    await screenshot('projets/03-etude-telechargee');

    // ---- Send it by e-mail: validate waits for a valid address ----
    await etude.click();
    await dialogue.waitFor();
    await dialogue.getByText(ECRAN_PROJETS.etudeEnvoyer).click();
    const email = dialogue.getByRole('textbox', { name: ECRAN_PROJETS.etudeEmail });
    await email.fill('pas-une-adresse');
    await email.blur();
    await dialogue.getByText(PROJETS.emailInvalide).waitFor();
    const valider = dialogue.getByRole('button', { name: ECRAN_PROJETS.valider });
    await jusqua(() => valider.isDisabled(), true);
    await screenshot('projets/04-email-invalide');
    const destinataire = `dirigeant.${client.id}@entreprise-e2e.fr`;
    await email.fill(destinataire);
    await jusqua(() => valider.isEnabled(), true);
    await dialogue.getByText(ECRAN_PROJETS.etudeDetailChargements).click();
    await jusqua(() => dialogue.getByRole('checkbox', { name: ECRAN_PROJETS.etudeDetailChargements }).isChecked(), true);
    const envoi = page.waitForRequest((r) => r.url().endsWith('/api/documents/etudes-personnalisees/email'));
    await valider.click();
    // One Idempotency-Key per action (ADR 0024); the broker's option travels with the request.
    expect((await envoi).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect((await envoi).postDataJSON()).toMatchObject({ email: destinataire, detail_chargements: true });
    await page.locator('.toast-success').getByText(PROJETS.etudeEmailEnvoye).waitFor();
    await dialogue.waitFor({ state: 'detached' });
    const mail = await waitForMail(destinataire);
    expect(mail).toContain('application/pdf');
    expect(mail).toMatch(/Subject: .*(=\?UTF-8\?|tude personnalis)/i);
    await screenshot('projets/05-email-envoye');

    // Analytics: one event per hand-over.
    await expect(page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).resolves.toEqual([
      { event: 'download_etude_personnalisee', nombre_projets: 1, redirection_souscription: false },
      { event: 'send_etude_personnalisee', nombre_projets: 1, redirection_souscription: false },
    ]);

    // ---- An e-mail that only reaches the boîte de démonstration is never called sent (ADR 0025) ----
    // The harness has SMTP, so the answer of a server without it is played here.
    await page.route('**/api/documents/etudes-personnalisees/email', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ envoye: false, etat: 'CAPTURE', message: MAIL.capture }) }),
    );
    await etude.click();
    await dialogue.waitFor();
    await dialogue.getByText(ECRAN_PROJETS.etudeEnvoyer).click();
    await dialogue.getByRole('textbox', { name: ECRAN_PROJETS.etudeEmail }).fill(destinataire);
    await dialogue.getByRole('button', { name: ECRAN_PROJETS.valider }).click();
    await page.locator('.toast-info').getByText(MAIL.capture).waitFor();
    await dialogue.waitFor({ state: 'detached' });
    await screenshot('projets/05b-email-boite-demonstration');
    await page.unroute('**/api/documents/etudes-personnalisees/email');

    // ---- Two selected: study allowed, Modifier not ----
    await ligne(page, second).getByRole('checkbox').check();
    await cadres.getByText(ECRAN_PROJETS.selection(2)).waitFor();
    await cadres.getByRole('button', { name: PROJETS.boutons.modifier }).hover();
    await page.getByRole('tooltip', { name: PROJETS.selectionnerUnSeulProjet }).waitFor();
    await ligne(page, second).getByRole('checkbox').uncheck();

    // ---- Subscribe: the study was handed over, so straight to the subscription ----
    await cadres.getByRole('button', { name: PROJETS.boutons.souscription }).click();
    await page.waitForURL(`**/souscription/ssc/${premier}`);
    await page.getByRole('heading', { level: 1, name: client.raisonSociale }).waitFor();
    await page.getByText(ECRAN_SOUSCRIPTION.titre(premier)).waitFor();
    await page.getByRole('link', { name: ECRAN_SOUSCRIPTION.voirGaranties }).waitFor();
    await screenshot('projets/06-souscription');

    // ---- Back on the list: the projet is locked; deleting it is refused ----
    await session.goto(`/ssc/projets?raison_sociale=${encodeURIComponent(client.raisonSociale)}`);
    await listePrete(page);
    await ligne(page, premier).getByRole('img', { name: PROJETS.projetVerrouille }).waitFor();
    await ligne(page, premier).getByRole('checkbox').check();
    await cadres.getByRole('button', { name: PROJETS.boutons.supprimer }).click();
    const suppression = page.getByRole('alertdialog', { name: PROJETS.supprimerTitre(1) });
    await suppression.getByText(PROJETS.suppressionIrreversible).waitFor();
    await screenshot('projets/07-dialogue-suppression');
    await suppression.getByRole('button', { name: PROJETS.supprimer }).click();
    await page.locator('.toast-danger').getByText(PROJETS.suppressionEchec(1)).waitFor();
    await ligne(page, premier).getByRole('checkbox').uncheck();

    // ---- A new projet goes through the study dialog first, with its two warnings ----
    await ligne(page, second).getByRole('checkbox').check();
    await cadres.getByRole('button', { name: PROJETS.boutons.souscription }).click();
    await dialogue.waitFor();
    await dialogue.getByText(PROJETS.etudeRemiseObligatoire).waitFor();
    await dialogue.getByText(PROJETS.etudeTarifFige).waitFor();
    await screenshot('projets/08-souscription-etude-dabord');
    const [etudeSecond] = await Promise.all([page.waitForEvent('download'), dialogue.getByRole('button', { name: ECRAN_PROJETS.valider }).click()]);
    expect(etudeSecond.suggestedFilename()).toContain(`projet n°${second}`);
    await page.waitForURL(`**/souscription/ssc/${second}`);
    await page.getByText(ECRAN_SOUSCRIPTION.titre(second)).waitFor();
    await expect(page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).resolves.toContainEqual({
      event: 'download_etude_personnalisee',
      nombre_projets: 1,
      redirection_souscription: true,
    });
    await screenshot('projets/09-souscription-apres-etude');

    // With SMTP configured (the harness's receiver) there is no development outbox.
    await session.goto('/dev/outbox');
    await page.getByRole('heading', { level: 1, name: COMMON.page404Titre }).waitFor();

    expect(errors).toEqual([]);
  });
});
