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
 * Demo accounts: alice and bob (DIST-A), carole (DIST-B); password 'demo'.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
