import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import passport from 'passport';
import { OIDC_SESSION_KEY, JETON_REFUSE, OidcStrategy, STRATEGY_NAME } from './oidc-strategy';
import type { SignedIn, TokenResponse } from './oidc.service';

const ISSUER = 'http://fournisseur.test/realms/demo';
const CLIENT_ID = 'collectif-courtage';
const CALLBACK = 'http://localhost:3000/auth/callback';
const signedIn: SignedIn = {
  utilisateur: { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: ['collectif'], roles: [] },
  tokens: { accessToken: 'jeton-acces', expiresAt: 1 },
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An ID token as the library reads it (it decodes, the signature is OidcService's business). */
const idToken = (nonce: string) =>
  `${b64({ alg: 'none' })}.${b64({ iss: ISSUER, sub: 'u-a', aud: CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 60, iat: Math.floor(Date.now() / 1000), nonce })}.`;

interface Issue {
  redirect?: URL;
  user?: unknown;
  info?: unknown;
  err?: unknown;
}

type Session = Record<string, { state?: { handle: string; nonce: string; verifier: string } } | undefined>;

/** One pass of passport.authenticate('oidc') over a request, as the AuthGuard('oidc') runs it. */
function authenticate(query: Record<string, string>, session: Session): Promise<Issue> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const req = { method: 'GET', url: '/auth/callback', headers: {}, query, session };
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: () => resolve({ redirect: new URL(headers.location) }),
    };
    passport.authenticate(STRATEGY_NAME, { session: false }, (err: unknown, user: unknown, info: unknown) => resolve({ err, user, info }))(req, res, (err: unknown) =>
      resolve({ err }),
    );
  });
}

describe('OidcStrategy: PKCE by the library, the verifier kept by its session state store', () => {
  let server: Server;
  let exchanges: URLSearchParams[];
  const signedInFrom = jest.fn(async (response: TokenResponse) => (response.access_token === 'jeton-acces' ? signedIn : null));
  let accessToken = 'jeton-acces';
  let nonce = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        exchanges.push(new URLSearchParams(Buffer.concat(chunks).toString()));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ access_token: accessToken, refresh_token: 'jeton-renouvellement', id_token: idToken(nonce), token_type: 'Bearer', expires_in: 60 }));
      });
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    new OidcStrategy(
      { issuer: ISSUER, clientId: CLIENT_ID, clientSecret: 'secret', callbackUrl: CALLBACK, signedInFrom },
      { authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`, token_endpoint: `http://127.0.0.1:${port}/token` },
    );
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    exchanges = [];
    accessToken = 'jeton-acces';
    signedInFrom.mockClear();
  });

  /** /auth/login: the redirect to the provider, and what the store kept in the session. */
  async function signIn(session: Session) {
    const { redirect } = await authenticate({}, session);
    const kept = session[OIDC_SESSION_KEY]!.state!;
    nonce = kept.nonce;
    return { redirect: redirect!, kept };
  }

  it('sends the S256 challenge of a verifier it keeps in the session with the state and the nonce', async () => {
    const session: Session = {};
    const { redirect, kept } = await signIn(session);
    expect(redirect.origin + redirect.pathname).toBe(`${ISSUER}/protocol/openid-connect/auth`);
    const q = redirect.searchParams;
    expect(Object.fromEntries(['response_type', 'client_id', 'redirect_uri', 'scope', 'code_challenge_method'].map((k) => [k, q.get(k)]))).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: 'openid profile collectif',
      code_challenge_method: 'S256',
    });
    expect(kept.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(kept.verifier).digest('base64url'));
    expect([q.get('state'), q.get('nonce')]).toEqual([kept.handle, kept.nonce]);
    // Never in the address: the verifier only goes with the code, on the back channel.
    expect(redirect.href).not.toContain(kept.verifier);
  });

  it('a new verifier for every sign-in', async () => {
    const a = await signIn({});
    const b = await signIn({});
    expect(a.kept.verifier).not.toBe(b.kept.verifier);
    expect(a.redirect.searchParams.get('code_challenge')).not.toBe(b.redirect.searchParams.get('code_challenge'));
  });

  it('exchanges the code with that verifier, yields the signed-in user, and forgets the state: a replay fails without a second exchange', async () => {
    const session: Session = {};
    const { kept } = await signIn(session);
    const issue = await authenticate({ code: 'le-code', state: kept.handle }, session);
    expect(issue.user).toEqual(signedIn);
    expect(exchanges).toHaveLength(1);
    expect(Object.fromEntries(exchanges[0])).toMatchObject({ grant_type: 'authorization_code', code: 'le-code', code_verifier: kept.verifier, redirect_uri: CALLBACK, client_id: CLIENT_ID });
    expect(signedInFrom).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'jeton-acces', refresh_token: 'jeton-renouvellement', expires_in: 60 }));
    expect(session[OIDC_SESSION_KEY]).toBeUndefined();

    const rejeu = await authenticate({ code: 'le-code', state: kept.handle }, session);
    expect(rejeu.user).toBe(false);
    expect(exchanges).toHaveLength(1);
  });

  it('refuses a callback whose state is not the one sent, before any exchange', async () => {
    const session: Session = {};
    await signIn(session);
    const issue = await authenticate({ code: 'le-code', state: 'un-autre-etat' }, session);
    expect(issue.user).toBe(false);
    expect(issue.info).toEqual({ message: 'Invalid authorization request state.' });
    expect(exchanges).toHaveLength(0);
  });

  it('refuses a callback for a session that started no sign-in (no verifier to send)', async () => {
    const issue = await authenticate({ code: 'le-code', state: 'etat' }, {});
    expect(issue.user).toBe(false);
    expect(exchanges).toHaveLength(0);
  });

  it('fails when OidcService refuses the tokens, with the reason for the log', async () => {
    const session: Session = {};
    const { kept } = await signIn(session);
    accessToken = 'jeton-sans-portee';
    const issue = await authenticate({ code: 'le-code', state: kept.handle }, session);
    expect(issue.user).toBe(false);
    expect(issue.info).toEqual({ message: JETON_REFUSE });
  });
});
