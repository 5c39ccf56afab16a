/**
 * Security of the platform through HTTP against the running app (embedded or real services):
 * headers on pages and API answers, refusal of cookie-authenticated changes from another site,
 * the study GET that only moves a projet's statut for the application's own pages, forged bearer
 * tokens (made with jose from the development provider's keys under DATA_DIR), liveness.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK, JWTPayload } from 'jose';
import request from 'supertest';
import { getBearerToken, getSessionCookie } from '../support/auth';
import { api, creerProjet, nouveauClient, santePayload } from '../support/projets';

// Several study PDFs and signed tokens per test: a bound for loaded machines, not a timing check.
jest.setTimeout(60_000);

const base = () => process.env.E2E_BASE_URL as string;
const REFUS_AUTRE_SITE = "Cette action doit être faite depuis les pages de l'application : la demande venant d'un autre site est refusée.";
const NON_AUTHENTIFIE = 'Vous devez être connecté pour accéder à cette ressource.';

describe('sécurité : en-têtes', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await getSessionCookie(base(), 'alice');
  });

  it('a signed-in page: strict CSP with a fresh nonce per answer, no framing, nosniff, referrer policy, permissions, no-store', async () => {
    const [a, b] = await Promise.all([
      request(base()).get('/informations-entreprise').set('Cookie', cookie).expect(200),
      request(base()).get('/informations-entreprise').set('Cookie', cookie).expect(200),
    ]);
    const csp = a.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b.headers['content-security-policy']).not.toContain(nonce);
    expect(csp.split(';')).toEqual([
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "script-src-attr 'none'",
      `style-src 'self' 'nonce-${nonce}'`,
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      `form-action 'self' ${base()}`,
      "frame-ancestors 'none'",
    ]);
    // Every inline script and the theme's style carry this answer's nonce; no other inline script.
    const scripts = [...a.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(a.text).toMatch(new RegExp(`<style nonce="${nonce.replace(/[+/]/g, '\\$&')}">:root\\{--color-primary`));
    expect(a.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(a.headers['permissions-policy']).toContain('camera=()');
    expect(a.headers['strict-transport-security']).toBeUndefined(); // http here: HSTS only behind https
    expect(a.headers['x-powered-by']).toBeUndefined();
  });

  it("every page says 'Démonstration' while the demo accounts are active, signed in or not", async () => {
    const connecte = await request(base()).get('/informations-entreprise').set('Cookie', cookie).expect(200);
    const erreur = await request(base()).get('/auth-error').expect(200);
    for (const page of [connecte.text, erreur.text]) {
      expect(page).toContain('<div class="bandeau-demonstration" role="note" aria-label="Démonstration">');
      expect(page).toContain('Comptes de démonstration : ne saisissez aucune donnée réelle de client.');
    }
  });

  it('API answers: nothing to run, no framing, no-store where client data is; referentials keep their caching', async () => {
    const moi = await request(base()).get('/api/moi').set('Cookie', cookie).expect(200);
    expect(moi.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    expect(moi.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    const projets = await request(base()).get('/api/projets?code_produit=SSC').set('Cookie', cookie).expect(200);
    expect(projets.headers['cache-control']).toBe('no-store');
    const refus = await request(base()).get('/api/moi').expect(401);
    expect(refus.headers['cache-control']).toBe('no-store');
    const referentiel = await request(base()).get('/api/ccns?recherche=syntec').set('Cookie', cookie).expect(200);
    expect(referentiel.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('the session cookie is HttpOnly, SameSite=Lax, host-only (plain name and no Secure over http)', async () => {
    const login = await request(base()).get('/auth/login?returnTo=/').expect(302);
    const setCookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='));
    expect(setCookie).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/Domain=|Secure/);
  });

  it('liveness depends on nothing; readiness reports each part', async () => {
    await request(base()).get('/api/health/live').expect(200, { status: 'ok' });
    const pret = await request(base()).get('/api/health').expect(200);
    expect(pret.body).toMatchObject({ status: 'ok', database: { status: 'up' }, queue: { status: 'up' } });
  });
});

describe('sécurité : pas de changement d’état depuis un autre site', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await getSessionCookie(base(), 'bob');
  });

  it.each([
    ['no Origin at all', {}],
    ['another origin on the same host (another port)', { Origin: 'http://localhost:1' }],
    ['another site', { Origin: 'https://attaquant.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a browser saying same-site (a sibling sub-domain or port)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a browser saying cross-site, whatever the Origin claims', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://attaquant.example' }],
  ])('a cookie-authenticated POST with %s is refused 403 in French, on /api, /auth and pages', async (_label, entetes) => {
    for (const chemin of ['/api/client', '/auth/refresh', '/auth/logout', '/ssc/projets']) {
      const res = await request(base()).post(chemin).set('Cookie', cookie).set(entetes).send({ raison_sociale: 'X' });
      expect([chemin, res.status, res.body]).toEqual([chemin, 403, { statusCode: 403, message: REFUS_AUTRE_SITE }]);
    }
    for (const methode of ['put', 'patch', 'delete'] as const) {
      const res = await request(base())[methode]('/api/projets/1').set('Cookie', cookie).set(entetes);
      expect([methode, res.status]).toEqual([methode, 403]);
    }
    await request(base()).get('/api/moi').set('Cookie', cookie).expect(200); // still signed in
  });

  it.each([
    ['its Origin', { Origin: () => base() }],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': () => 'same-origin' }],
  ])('the same POST from the pages (%s) goes through', async (_label, entetes) => {
    const headers = Object.fromEntries(Object.entries(entetes).map(([k, v]) => [k, v()]));
    const res = await request(base()).post('/auth/refresh').set('Cookie', cookie).set(headers).expect(200);
    expect(res.body.utilisateur.username).toBe('bob');
  });

  it('bearer calls are not concerned, and neither are requests without the session cookie', async () => {
    const token = await getBearerToken(base(), 'bob');
    const res = await request(base()).post('/api/eligibilite/determiner-eligibilite-entreprise').set('Authorization', `Bearer ${token}`).set('Cookie', cookie).send({ siret: '30177755300019' });
    expect(res.status).toBe(200);
    const sansSession = await request(base()).post('/api/client').set('Origin', 'https://attaquant.example').send({});
    expect([sansSession.status, sansSession.body.message]).toEqual([401, NON_AUTHENTIFIE]);
  });

  it("the development provider's own login form keeps working (it holds no application session)", async () => {
    await expect(getSessionCookie(base(), 'carole')).resolves.toMatch(/^sid=/);
  });

  it("GET /documents/etudes-personnalisees from a link only downloads; the page's own fetch (or a bearer call) moves the statut", async () => {
    const client = await nouveauClient('bob');
    const [lien, page] = await Promise.all([creerProjet('bob', santePayload(client.id)), creerProjet('bob', santePayload(client.id))]);
    const statut = async (id: number) => (await (await api('bob')).get(`/api/projets/${id}`)).body.statut as string;
    for (const siteDuLien of [{}, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { 'Sec-Fetch-Site': 'none' }]) {
      const pdf = await request(base()).get(`/api/documents/etudes-personnalisees?projets_ids=${lien}`).set('Cookie', cookie).set(siteDuLien).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(await statut(lien)).toBe('NOUVEAU');
    }
    await request(base()).get(`/api/documents/etudes-personnalisees?projets_ids=${page}`).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(await statut(page)).toBe('ETUDE_PERSONNALISEE_EDITEE');
  });
});

describe('sécurité : jetons forgés', () => {
  /** jose is ESM only; Jest compiles it (jest.config.js). */
  let jose: typeof import('jose');
  let cle: JWK & { kid: string };
  let clePublique: JWK;
  let vrai: string;
  const issuer = () => `${base()}/dev-oidc/realms/demo`;
  const alice = { sub: '0b9a3c56-8d1e-4a57-9a34-5f0c1a2b7d01', preferred_username: 'alice', name: 'Alice Martin', code_distributeur: 'DIST-A' };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

  /** A token with the provider's real key: accepted unless a claim says otherwise. */
  async function signe(claims: JWTPayload, options: { expireDans?: number; cle?: JWK } = {}): Promise<string> {
    const maintenant = Math.floor(Date.now() / 1000);
    const { kid: _kid, ...privee } = options.cle ?? cle;
    return new jose.SignJWT({ scope: 'openid profile collectif', ...alice, ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: cle.kid })
      .setIssuer((claims.iss as string) ?? issuer())
      .setAudience((claims.aud as string) ?? 'urn:collectif-courtage:api')
      .setIssuedAt(maintenant - 10)
      .setExpirationTime(maintenant + (options.expireDans ?? 60))
      .sign(await jose.importJWK(privee, 'RS256'));
  }

  const moi = (token: string) => request(base()).get('/api/moi').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    jose = await import('jose');
    const jwks = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR as string, 'dev-oidc-jwks.json'), 'utf8')) as { keys: Array<JWK & { kid: string }> };
    cle = jwks.keys[0];
    clePublique = Object.fromEntries(Object.entries(cle).filter(([m]) => !['d', 'p', 'q', 'dp', 'dq', 'qi'].includes(m))) as JWK;
    vrai = await getBearerToken(base(), 'alice');
  });

  it('the controls are accepted: a token of the provider, and one this test signs with its key', async () => {
    await moi(vrai).expect(200);
    const res = await moi(await signe({})).expect(200);
    expect(res.body).toMatchObject({ username: 'alice', codeDistributeur: 'DIST-A' });
  });

  const cas: Array<[string, () => Promise<string>]> = [
    ['alg none (unsigned)', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${vrai.split('.')[1]}.`],
    [
      'HS256 signed with the public key as the shared secret',
      async () => {
        const [, corps] = vrai.split('.');
        const enTete = b64({ alg: 'HS256', typ: 'JWT', kid: cle.kid });
        const secret = (await jose.exportSPKI((await jose.importJWK(clePublique, 'RS256')) as CryptoKey)) as string;
        const hs = await new jose.CompactSign(new TextEncoder().encode(Buffer.from(corps, 'base64url').toString())).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: cle.kid }).sign(new TextEncoder().encode(secret));
        return `${enTete}.${corps}.${hs.split('.')[2]}`;
      },
    ],
    [
      'an edited payload (distributor changed) under the original signature',
      async () => {
        const [enTete, corps, signature] = vrai.split('.');
        const claims = JSON.parse(Buffer.from(corps, 'base64url').toString()) as Record<string, unknown>;
        return `${enTete}.${b64({ ...claims, code_distributeur: 'DIST-B' })}.${signature}`;
      },
    ],
    ['expired', () => signe({}, { expireDans: -120 })],
    ['another audience', () => signe({ aud: 'urn:autre-application:api' })],
    ['another issuer', () => signe({ iss: 'http://localhost:1/dev-oidc/realms/demo' })],
    ["without the 'collectif' scope", () => signe({ scope: 'openid profile' })],
    ['without a distributor code', () => signe({ code_distributeur: undefined })],
    [
      'signed by another key under the same key id',
      async () => {
        const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
        return signe({}, { cle: { ...(await jose.exportJWK(privateKey)), kid: 'x' } });
      },
    ],
    ['not a JWT', async () => 'pas-un-jeton'],
  ];

  it.each(cas)('%s: 401 in French', async (_label, forger) => {
    const res = await moi(await forger()).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: NON_AUTHENTIFIE });
  });
});
