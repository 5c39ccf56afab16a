/**
 * Issue 11 "CI runs a client bundle budget" (ADR 0033, 0048): the budget script counts what React
 * Router's manifest says a page loads. This suite checks that count against what a browser really
 * asks for: heavy pages are opened in a fresh tab (HTTP cache off), and every JavaScript response
 * until the network is idle is summed, gzip-compressed the way the script does it. A module moved
 * behind an import() that the page loads anyway at start-up would show up here, not in the script.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { ko, mesurerBuild } from '../../scripts/budget-client';
import { POSTES } from '../../src/domain/pricing/sante/catalogue';
import { JOURNEY_TIMEOUT_MS, baseUrl, launchBrowser, openSession, type BrowserSession } from '../support/browser';
import { api, creerProjet, GARANTIES_PREVOYANCE_SYNTEC, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const RACINE = join(__dirname, '..', '..');

/** The ratchet CI applies (`npm run budget -- build/client --budget=N` in .ci/run). */
const RATCHET_KO = Number(/--budget=(\d+)/.exec(readFileSync(join(RACINE, '.ci', 'run'), 'utf8'))?.[1]);

let browser: Browser;
let session: BrowserSession;
const pages: { route: string; chemin: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // Syntec (1486), with guarantees at its minima (as ssr-garanties.browser-spec.ts).
  const client = await nouveauClient('alice', 1486);
  const idPrevoyance = await creerProjet(
    'alice',
    prevoyancePayload(client.id, { garanties: GARANTIES_PREVOYANCE_SYNTEC }),
  );
  const idSante = await creerProjet('alice', santePayload(client.id, { niveaux_garanties: POSTES.map((p) => ({ poste: p.code, niveau: 6 })) }));
  // Subscription step 1 needs the study, then the hand-over.
  const a = await api('alice');
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${idSante}`)).status).toBe(200);
  expect([200, 201]).toContain((await a.post(`/api/projets/${idSante}/souscription`)).status);
  pages.push(
    { route: 'routes/spc.garanties', chemin: `/spc/garanties/${idPrevoyance}` },
    { route: 'routes/spc.informations-projet', chemin: `/spc/informations-projet/${idPrevoyance}` },
    { route: 'souscription-informations-complementaires', chemin: `/souscription/ssc/${idSante}` },
  );
  session = await openSession(browser, { login: 'alice', path: '/espace' });
});

afterAll(async () => {
  await session?.close();
  await browser?.close();
});

/** Gzip bytes of every JavaScript file a fresh tab requests until the network is idle. */
async function javascriptCharge(chemin: string): Promise<{ octets: number; fichiers: string[]; erreurs: string[] }> {
  const page = await session.context.newPage();
  const erreurs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) erreurs.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => erreurs.push(`page: ${e.message}`));
  // Routing every request turns the HTTP cache off: each file is fetched, none comes from memory.
  await page.route('**/*', (route) => route.continue());
  const reponses: Promise<{ url: string; octets: number }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname)) {
      reponses.push(r.body().then((corps) => ({ url: r.url(), octets: gzipSync(corps, { level: 9 }).length })));
    }
  });
  try {
    await page.goto(`${baseUrl()}${chemin}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(chemin);
    const fichiers = await Promise.all(reponses);
    return { octets: fichiers.reduce((t, f) => t + f.octets, 0), fichiers: fichiers.map((f) => new URL(f.url).pathname), erreurs };
  } finally {
    await page.close();
  }
}

describe('Budget client mesuré dans le navigateur (ADR 0033)', () => {
  it('the ratchet is read from .ci/run', () => {
    expect(RATCHET_KO).toBeGreaterThanOrEqual(200);
  });

  it.each([0, 1, 2])('heavy page %#: the JavaScript loaded until network idle is what the budget script counts, and within the ratchet', async (i) => {
    const { route, chemin } = pages[i];
    const statique = mesurerBuild(join(RACINE, 'build', 'client')).find((m) => m.id === route);
    expect(statique).toBeDefined();
    const { octets, fichiers, erreurs } = await javascriptCharge(chemin);
    // eslint-disable-next-line no-console -- both measures are printed for the ADR's table
    console.log(`${chemin}: ${ko(octets)} KB gzip in the browser (${fichiers.length} files), ${ko(statique!.octets)} KB by the budget script`);
    // Nothing more than the files the script counts is loaded at start-up.
    expect(octets).toBeLessThanOrEqual(statique!.octets);
    expect(ko(octets)).toBeLessThanOrEqual(RATCHET_KO);
    expect(erreurs).toEqual([]);
  });
});
