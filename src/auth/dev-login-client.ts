import { createHash, randomBytes } from 'node:crypto';
import type { PublicConfig } from '../config/public-config';
import { COMMON } from '../domain/messages';
import { DEV_CLI_CLIENT_ID, DEV_CLI_REDIRECT_URI, DEV_ISSUER_PATH, DEV_ROUTES } from './dev-provider/constants';
import { DEMO_PASSWORD } from './dev-provider/demo-accounts';

/**
 * Signs a demo account in with the built-in development identity provider, over HTTP, the way a
 * browser would: used by `npm run token` and by the e2e and browser tests. No Nest, no ESM-only
 * package: it runs in Jest as well as in plain node.
 */

/** Cookies by name (all from one application and its provider: hosts and paths need no telling apart). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: globalThis.Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

async function readPublicConfig(baseUrl: string): Promise<PublicConfig> {
  let res: globalThis.Response;
  try {
    res = await fetch(`${base(baseUrl)}/config.json`);
  } catch (err) {
    throw new Error(`L'application ne répond pas sur ${baseUrl} (${(err as Error).message}).`);
  }
  const config = (await res.json().catch(() => null)) as PublicConfig | null;
  // Incomplete settings (503) mean a real provider is being configured: no demo token either.
  if (!res.ok || !config?.auth?.devProvider) throw new Error(COMMON.tokenDemoRefuse);
  return config;
}

/**
 * Follows redirects from `startUrl`, posting the login form when the provider shows it, until
 * `stop(url)` says the next address is the destination (which is not fetched).
 */
async function signInThroughProvider(startUrl: string, jar: CookieJar, login: string, password: string, stop: (url: URL) => boolean): Promise<URL> {
  let url = new URL(startUrl);
  let post: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (stop(url)) return url;
    const res = await fetch(url, {
      method: post ? 'POST' : 'GET',
      body: post,
      headers: { cookie: jar.header(), accept: 'text/html' },
      redirect: 'manual',
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      post = undefined;
      continue;
    }
    const loginForm = res.status === 200 && !post && /\/interaction\/[^/]+$/.test(url.pathname);
    await res.arrayBuffer();
    if (!loginForm) {
      const reason = res.status === 401 && post ? 'identifiant ou mot de passe incorrect' : `HTTP ${res.status} sur ${url.pathname}`;
      throw new Error(`Connexion de démonstration de « ${login} » impossible : ${reason}.`);
    }
    url = new URL(`${url.pathname}/login`, url);
    post = new URLSearchParams({ username: login, password });
  }
  throw new Error(`Connexion de démonstration de « ${login} » impossible : trop de redirections.`);
}

/**
 * A bearer access token (JWT, 60 s) for a demo account: authorization code flow with PKCE of the
 * built-in provider of the application at `baseUrl`. Refused when a real provider is configured.
 */
export async function getBearerToken(baseUrl: string, login: string, password = DEMO_PASSWORD): Promise<string> {
  await readPublicConfig(baseUrl);
  const issuerUrl = `${base(baseUrl)}${DEV_ISSUER_PATH}`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(`${issuerUrl}${DEV_ROUTES.authorization}`);
  authorize.search = new URLSearchParams({
    client_id: DEV_CLI_CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile collectif',
    redirect_uri: DEV_CLI_REDIRECT_URI,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(16).toString('base64url'),
  }).toString();

  const redirect = await signInThroughProvider(authorize.toString(), new CookieJar(), login, password, (url) => url.href.startsWith(DEV_CLI_REDIRECT_URI));
  const code = redirect.searchParams.get('code');
  if (!code || redirect.searchParams.get('state') !== state) {
    throw new Error(`Connexion de démonstration de « ${login} » impossible : ${redirect.searchParams.get('error_description') ?? 'pas de code'}.`);
  }
  const res = await fetch(`${issuerUrl}${DEV_ROUTES.token}`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: DEV_CLI_REDIRECT_URI, client_id: DEV_CLI_CLIENT_ID, code_verifier: verifier }),
    headers: { accept: 'application/json' },
  });
  const answer = (await res.json()) as { access_token?: string; error_description?: string };
  if (!res.ok || !answer.access_token) throw new Error(`Jeton refusé : ${answer.error_description ?? res.status}.`);
  return answer.access_token;
}

/**
 * A signed-in page session for a demo account: /auth/login, the provider's form, /auth/callback.
 * Returns the Cookie header value (`sid=...`, `__Host-sid=...` behind https) to send with page and /api requests.
 * @internal Test and bench support (test/support/auth.ts, bench/): the product signs in through the browser.
 */
export async function getSessionCookie(baseUrl: string, login: string, password = DEMO_PASSWORD): Promise<string> {
  await readPublicConfig(baseUrl);
  const jar = new CookieJar();
  const start = `${base(baseUrl)}/auth/login?returnTo=/`;
  const landing = await signInThroughProvider(start, jar, login, password, (url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith(DEV_ISSUER_PATH));
  // `__Host-sid` behind https, `sid` on http (see sessionCookieName).
  const name = ['__Host-sid', 'sid'].find((n) => jar.get(n));
  if (landing.pathname === '/auth-error' || !name) throw new Error(`Connexion de démonstration de « ${login} » impossible : retour sur ${landing.pathname}.`);
  return `${name}=${jar.get(name)}`;
}
