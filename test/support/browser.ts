/**
 * Browser journeys (Jest project 'browser'): Debian's chromium driven by playwright-core against the
 * application started by global-setup.ts (E2E_BASE_URL).
 *
 *   const browser = await launchBrowser();
 *   const session = await openSession(browser, { login: 'alice', path: '/informations-entreprise' });
 *   await session.page.getByLabel('SIRET', { exact: true }).fill('301 777 553 00019');
 *   await session.screenshot('entreprise/01-siret');          // artifacts/entreprise/01-siret.png
 *   expect(session.errors).toEqual([]);                        // console errors + uncaught page errors
 *   await session.close();
 *
 * Demo accounts: alice and bob (DIST-A), carole (DIST-B); password 'demo'. A spec usually starts
 * from test/support/parcours.ts (browser, own application, signed-in sessions, a ready file).
 *
 * No fixed delay in a journey (no waitForTimeout): wait for what the page shows (`locator.waitFor`,
 * `page.waitForURL`, `page.waitForFunction`), read a value with `jusqua` (retried until a deadline),
 * and before checking that something did not happen, `apresRendu` (the page handled and painted).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from './auth';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container: no sandbox, no GPU, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const ARTIFACTS_DIR = resolve(__dirname, '../../artifacts');

/** A generous bound for one journey (the first page render compiles nothing, but CI machines are slow). */
export const JOURNEY_TIMEOUT_MS = 90_000;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL n'est pas défini : lancez les parcours avec « npx jest --selectProjects browser ».");
  return url.replace(/\/+$/, '');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface SessionOptions {
  /** The application to open (default: the harness's, E2E_BASE_URL), e.g. one from test/support/app.ts. */
  baseUrl?: string;
  /** Demo account to sign in with. */
  login: string;
  password?: string;
  /** First page asked for (sign-in brings the browser back to it). */
  path?: string;
  viewport?: { width: number; height: number };
  /** Console errors that are expected in this journey (e.g. a 404 the test causes on purpose). */
  ignore?: RegExp[];
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (hydration errors land here too). */
  errors: string[];
  /** Navigates inside the application ('/offres-eligibles'). */
  goto(path: string): Promise<void>;
  /** Full-page PNG in artifacts/<name>.png (name may contain folders); returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** The development identity provider's form: login, password, 'Se connecter'. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, base = baseUrl()): Promise<void> {
  await page.locator('#username').fill(login);
  await page.locator('#password').fill(password);
  await Promise.all([
    page.waitForURL((url) => url.href.startsWith(base) && !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/dev-oidc')),
    page.getByRole('button', { name: 'Se connecter' }).click(),
  ]);
}

/** A fresh browser context (own cookies and session storage), signed in as `login`, on `path`. */
export async function openSession(browser: Browser, options: SessionOptions): Promise<BrowserSession> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, locale: 'fr-FR' });
  // Every journey also fails on a Content-Security-Policy violation (a blocked inline script or style).
  await context.addInitScript(() => {
    // eslint-disable-next-line no-console -- the page's console is what the journeys read
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const ignored = (text: string) => (options.ignore ?? []).some((re) => re.test(text));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignored(message.text())) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (!ignored(error.message)) errors.push(`page: ${error.message}`);
  });

  const base = options.baseUrl ?? baseUrl();
  await page.goto(`${base}${options.path ?? '/'}`);
  if (page.url().includes('/interaction/')) await signIn(page, options.login, options.password, base);
  await page.waitForLoadState('networkidle');

  return {
    context,
    page,
    errors,
    async goto(path: string) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
    },
    async screenshot(name: string) {
      const file = join(ARTIFACTS_DIR, `${name}.png`);
      mkdirSync(dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * Reads `lire` again until it gives `attendu` (a value, compared deeply, or a test), then answers
 * it; past `delaiMs` fails with the last value read. For what the page shows after an action
 * (a count, a value, an attribute): the page may still be rendering when a single read happens.
 *
 *   await jusqua(() => page.getByRole('listbox').count(), 0);
 *   await jusqua(() => champ.inputValue(), (v) => v.startsWith('1486 - '), { quoi: 'la CCN choisie' });
 */
export async function jusqua<T>(lire: () => Promise<T>, attendu: T | ((valeur: T) => boolean), options: { delaiMs?: number; quoi?: string } = {}): Promise<T> {
  const { delaiMs = 10_000, quoi = 'la valeur lue' } = options;
  const convient = (v: T) => (typeof attendu === 'function' ? (attendu as (valeur: T) => boolean)(v) : isDeepStrictEqual(v, attendu));
  const limite = Date.now() + delaiMs;
  for (;;) {
    const valeur = await lire();
    if (convient(valeur)) return valeur;
    if (Date.now() > limite) {
      const voulu = typeof attendu === 'function' ? 'la condition attendue' : JSON.stringify(attendu);
      throw new Error(`${quoi} : ${JSON.stringify(valeur)} au lieu de ${voulu} après ${delaiMs} ms`);
    }
    await pause(50);
  }
}

/**
 * Resolves once the page has handled the input it was sent and painted the outcome (two animation
 * frames: React commits, then the browser paints). Before checking that something did NOT happen
 * (a list that must stay closed, a step that must not be left): waits on the page, not on a delay.
 */
export async function apresRendu(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((fini) => requestAnimationFrame(() => requestAnimationFrame(() => fini()))));
}
