/**
 * Security in Chromium, as an attacker's page would try it. A tiny node:http server plays "another
 * site" on other loopback origins: http://localhost:<other port> (same site, another origin: the
 * SameSite=Lax cookie IS sent, so the application's own refusal is what stops it) and
 * http://127.0.0.1:<other port> (another site). Signed in as alice, its pages try a form POST
 * (sign-out, an /api route), fetches with credentials, a link to the study download (the projet's
 * statut must not move: the page's own download moving it is checked by the projets journey) and
 * framing the application. All fail. The application's own screens
 * carry their security headers, run their inline scripts by nonce and raise no CSP violation, and
 * show the 'Démonstration' band.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Response as PwResponse } from 'playwright-core';
import { api, creerProjet, nouveauClient, santePayload } from '../support/projets';
import { baseUrl, JOURNEY_TIMEOUT_MS, launchBrowser, openSession, type BrowserSession } from '../support/browser';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

interface SiteTiers {
  port: number;
  server: Server;
  pages: Map<string, string>;
}

/** "Another site": serves the HTML the test puts in `pages`, without any security header. */
async function siteTiers(): Promise<SiteTiers> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const html = pages.get((req.url ?? '/').split('?')[0]);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'introuvable');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { port: (server.address() as AddressInfo).port, server, pages };
}

const page = (corps: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Site tiers</title></head><body>${corps}</body></html>`;

describe('sécurité dans le navigateur', () => {
  let browser: Browser;
  let tiers: SiteTiers;
  let session: BrowserSession;
  let app: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    tiers = await siteTiers();
    app = baseUrl();
  });
  afterAll(async () => {
    await session?.close();
    await browser?.close();
    await new Promise((ok) => tiers?.server.close(ok));
  });

  const moiStatut = async () => (await session.context.request.get(`${app}/api/moi`)).status();

  /**
   * Opens a page of the other site, runs `action` there and returns the application's answer to
   * the request `cible` picks; with `navigation`, also waits for the browser to land on it.
   */
  async function depuis(
    origine: string,
    chemin: string,
    html: string,
    cible: (r: PwResponse) => boolean,
    action: (p: Page) => Promise<unknown>,
    navigation = false,
  ): Promise<PwResponse> {
    tiers.pages.set(chemin, page(html));
    const p = session.page;
    await p.goto(`${origine}${chemin}`);
    const reponse = p.waitForResponse(cible);
    const arrivee = navigation ? p.waitForURL((u) => u.href.startsWith(app), { waitUntil: 'load' }) : undefined;
    await action(p);
    await arrivee;
    return reponse;
  }

  const soumettre = (p: Page) => p.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit());

  it('the screens carry their security headers, run inline scripts only by nonce, break no CSP rule and show the Démonstration band', async () => {
    // The unknown address and the outbox (SMTP configured here) answer 404 on purpose.
    session = await openSession(browser, { login: 'alice', path: '/informations-entreprise', ignore: [/status of 404 \(Not Found\)/] });
    const { page: p } = session;
    for (const chemin of ['/informations-entreprise', '/ssc/projets', '/dev/outbox', '/une-page-qui-n-existe-pas', '/auth-error']) {
      const reponse = await p.goto(`${app}${chemin}`);
      await p.waitForLoadState('networkidle');
      const entetes = reponse!.headers();
      expect([chemin, entetes['content-security-policy']]).toEqual([chemin, expect.stringMatching(/script-src 'self' 'nonce-[^']+'.*frame-ancestors 'none'/)]);
      expect(entetes).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
      expect(entetes['permissions-policy']).toContain('camera=()');
      // Inline scripts carry the nonce (the browser hides the attribute: read the property).
      const sansNonce = await p.evaluate(() => Array.from(document.querySelectorAll('script')).filter((s) => !s.src && !s.nonce).length);
      expect([chemin, sansNonce]).toEqual([chemin, 0]);
      await expect(p.getByRole('note', { name: 'Démonstration' }).isVisible()).resolves.toBe(true);
    }
    await p.goto(`${app}/informations-entreprise`);
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await session.screenshot('securite/01-bandeau-demonstration-1280');
    await p.setViewportSize({ width: 390, height: 844 });
    await session.screenshot('securite/02-bandeau-demonstration-390');
    await p.setViewportSize({ width: 1280, height: 900 });
    expect(session.errors).toEqual([]);
  });

  it('from another origin of the same site (cookie sent): form POSTs are refused 403, credentialed fetches fail, the session lives on', async () => {
    const autre = `http://localhost:${tiers.port}`;
    const logout = await depuis(
      autre,
      '/deconnexion',
      `<form id="f" method="post" action="${app}/auth/logout"></form>`,
      (r) => r.url() === `${app}/auth/logout`,
      soumettre,
      true,
    );
    expect(logout.status()).toBe(403);
    await expect(logout.text()).resolves.toContain("la demande venant d'un autre site est refusée");
    expect(await moiStatut()).toBe(200);

    const client = await depuis(
      autre,
      '/client',
      `<form id="f" method="post" action="${app}/api/client"><input name="raison_sociale" value="Piratée"></form>`,
      (r) => r.url() === `${app}/api/client`,
      soumettre,
      true,
    );
    expect(client.status()).toBe(403);

    // fetch with the cookie, as a "simple" request (no preflight): it reaches the server, which
    // refuses it (the session lives on), and the answer never reaches the page
    // (Cross-Origin-Resource-Policy: same-origin).
    const p = session.page;
    tiers.pages.set('/fetch', page('<p>fetch</p>'));
    await p.goto(`${autre}/fetch`);
    const bloquee = p.waitForEvent('requestfailed', (r) => r.url() === `${app}/auth/logout`);
    const simple = await p.evaluate(
      (url) => fetch(url, { method: 'POST', credentials: 'include', mode: 'no-cors', body: 'x' }).then(() => 'lue', () => 'refusée'),
      `${app}/auth/logout`,
    );
    expect(simple).toBe('refusée');
    expect((await bloquee).failure()?.errorText).toContain('ERR_BLOCKED_BY_RESPONSE');
    expect(await moiStatut()).toBe(200);
    // A JSON fetch needs a preflight, which the application does not grant: the POST is never sent.
    const issue = await p.evaluate(
      (url) =>
        fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"raison_sociale":"Piratée"}' }).then(
          () => 'lue',
          () => 'refusée',
        ),
      `${app}/api/client`,
    );
    expect(issue).toBe('refusée');
    expect(await moiStatut()).toBe(200);
    const clients = await (await api('alice')).get(`/api/clients/suggestions?raison_sociale=${encodeURIComponent('Piratée')}`).expect(200);
    expect(clients.body).toEqual([]);
  });

  it('a link to the study from another origin downloads at most; the projet stays NOUVEAU', async () => {
    const client = await nouveauClient('alice');
    const id = await creerProjet('alice', santePayload(client.id));
    const statut = async () => (await (await api('alice')).get(`/api/projets/${id}`)).body.statut as string;
    for (const autre of [`http://localhost:${tiers.port}`, `http://127.0.0.1:${tiers.port}`]) {
      const etude = await depuis(
        autre,
        '/etude',
        `<a id="lien" href="${app}/api/documents/etudes-personnalisees?projets_ids=${id}">Votre étude</a>`,
        (r) => r.url().startsWith(`${app}/api/documents/etudes-personnalisees`),
        (p) => p.click('#lien').catch(() => undefined),
      );
      // A top-level GET carries the Lax cookie even from another site: the PDF comes, nothing changes.
      expect(etude.status()).toBe(200);
      expect(await statut()).toBe('NOUVEAU');
    }
  });

  it('from another site (cookie not sent): the sign-out form signs nobody out, here or at the provider', async () => {
    const ailleurs = `http://127.0.0.1:${tiers.port}`;
    const logout = await depuis(ailleurs, '/deconnexion', `<form id="f" method="post" action="${app}/auth/logout"></form>`, (r) => r.url() === `${app}/auth/logout`, soumettre, true);
    // No session came with it: back home, not through the provider's end-session endpoint.
    expect([logout.status(), logout.headers().location]).toEqual([303, '/']);
    expect(await moiStatut()).toBe(200);
    // A bare link to the provider's end-session endpoint asks for the click (no ID token hint).
    await session.page.goto(`${app}/dev-oidc/realms/demo/protocol/openid-connect/logout?client_id=collectif-courtage`);
    await expect(session.page.getByText('Voulez-vous vous déconnecter ?').isVisible()).resolves.toBe(true);
  });

  it.each([
    ['the same site', () => `http://localhost:${tiers.port}`],
    ['another site', () => `http://127.0.0.1:${tiers.port}`],
  ])('the application cannot be framed by %s', async (_label, origine) => {
    tiers.pages.set('/cadre', page(`<iframe id="cadre" src="${app}/informations-entreprise" width="800" height="600"></iframe>`));
    const messages: string[] = [];
    const ecoute = (m: { text(): string }) => messages.push(m.text());
    session.page.on('console', ecoute);
    const reponse = session.page.waitForResponse((r) => r.url() === `${app}/informations-entreprise`);
    await session.page.goto(`${origine()}/cadre`, { waitUntil: 'load' });
    expect((await reponse).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const cadre = session.page.frames().find((f) => f !== session.page.mainFrame());
    // Blocked: the frame holds the browser's error page, not the application.
    expect(cadre?.url()).not.toBe(`${app}/informations-entreprise`);
    expect(await cadre?.locator('header.app-header').count()).toBe(0);
    session.page.off('console', ecoute);
    expect(messages.join('\n')).toMatch(/frame-ancestors 'none'/);
  });
});
