/**
 * Shared fixtures of the browser journeys (test/browser), so a spec says only its journey:
 *
 *   const p = parcours({ app: {} });                 // one browser, and an application of the file's own
 *   const id = await dossierPret(p.app, 910_001);    // a health subscription file at 100 %, ready for step 4
 *   const { page, errors } = await p.connecter('alice', ETAPE4(id));   // signed in, closed after the file
 *
 * Without `app`, sessions open on the harness's application (E2E_BASE_URL, global-setup.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { SIGNATURE_TRANSACTION } from '../../src/domain/messages';
import { demarrerApp, type AppDeTest, type OptionsApp } from './app';
import { launchBrowser, openSession, type BrowserSession, type SessionOptions } from './browser';
import { dossierCompletSante } from './dossier-souscription';
import { pdfDeTaille } from './fichiers';
import { santePayload, type Compte } from './projets';

export interface Parcours {
  readonly browser: Browser;
  /** The file's own application (only with `parcours({ app })`). */
  readonly app: AppDeTest;
  /** A fresh browser context signed in as `login` on `path`; closed after the file's tests. */
  connecter(login: string, path: string, options?: Omit<SessionOptions, 'login' | 'path'>): Promise<BrowserSession>;
}

/** Registers the file's beforeAll/afterAll: call it once, at the top of a browser spec. */
export function parcours(options: { app?: OptionsApp } = {}): Parcours {
  let browser: Browser | undefined;
  let app: AppDeTest | undefined;
  const sessions: BrowserSession[] = [];

  beforeAll(async () => {
    [browser, app] = await Promise.all([launchBrowser(), options.app ? demarrerApp(options.app) : undefined]);
  });
  afterAll(async () => {
    await Promise.all(sessions.map((s) => s.close()));
    await browser?.close();
    await app?.arreter();
  });

  const navigateur = () => {
    if (!browser) throw new Error('parcours(): le navigateur est lancé dans beforeAll');
    return browser;
  };
  return {
    get browser() {
      return navigateur();
    },
    get app() {
      if (!app) throw new Error('parcours(): pas d’application propre (parcours({ app: {} })), ou pas encore démarrée');
      return app;
    },
    async connecter(login, path, autres = {}) {
      const session = await openSession(navigateur(), { baseUrl: app?.url, ...autres, login, path });
      sessions.push(session);
      return session;
    },
  };
}

/** Step 4 of a health subscription (signature and documents). */
export const ETAPE4 = (id: number) => `/souscription/ssc/${id}/signature-et-documents`;

/** A health projet whose study was made and whose subscription is started (the file still empty). */
export async function souscriptionCommencee(app: AppDeTest, compte: Compte = 'alice'): Promise<number> {
  const client = await app.nouveauClient(compte);
  const id = await app.creerProjet(compte, santePayload(client.id));
  const a = await app.api(compte);
  const etude = await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
  const souscription = await a.post(`/api/projets/${id}/souscription`);
  if (etude.status !== 200 || ![200, 201].includes(souscription.status)) throw new Error(`Souscription non commencée : étude ${etude.status}, souscription ${souscription.status}`);
  return id;
}

/** A health subscription file at 100 % (dossier-souscription.ts); `n` makes its signer's mobile unique. */
export async function dossierPret(app: AppDeTest, n: number, compte: Compte = 'alice'): Promise<number> {
  const client = await app.nouveauClient(compte);
  const id = await app.creerProjet(compte, santePayload(client.id));
  await dossierCompletSante(app, compte, id, pdfDeTaille(2048), n);
  return id;
}

/** Step 4, the signer saved from its dialog: the mode chosen and confirmed, as the broker clicks it. */
export async function choisirModeSignature(page: Page, mode: 'A_DISTANCE' | 'FACE_A_FACE'): Promise<void> {
  await page.locator('[data-action="enregistrer-signataire"]').click();
  await page.getByRole('dialog', { name: SIGNATURE_TRANSACTION.titreMode }).waitFor();
  await page.getByRole('radio', { name: new RegExp(SIGNATURE_TRANSACTION.modes[mode].titre) }).check({ force: true });
  await page.locator('[data-action="valider-mode"]').click();
}
