import { sign } from 'cookie-signature';
import type { Request, Response } from 'express';
import type { RefreshOutcome, SessionTokens } from './oidc.service';
import { remplacerSortieAudit } from '../securite/audit';
import type { EtatActivite } from './session-store';
import { createApiSessionReader, createIdleSessionCheck, estMaintienDeSession, SessionRenewal, sessionCookieName } from './session';
import type { Utilisateur } from './utilisateur';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: ['collectif'], roles: [] };

function signedInRequest(expiresAt: number) {
  const destroy = jest.fn((cb: () => void) => cb());
  const session = { utilisateur: alice, tokens: { accessToken: 'at-1', refreshToken: 'rt-1', idToken: 'id-1', expiresAt } as SessionTokens, destroy };
  const req = { session } as unknown as Request;
  const res = { clearCookie: jest.fn() } as unknown as Response;
  return { req, res, session, destroy };
}

const renewed: RefreshOutcome = {
  kind: 'ok',
  signedIn: { utilisateur: { ...alice, nom: 'Alice Martin-Durand' }, tokens: { accessToken: 'at-2', refreshToken: 'rt-2', idToken: 'id-1', expiresAt: T0 + 60_000 } },
};

describe('SessionRenewal', () => {
  let outcome: RefreshOutcome;
  const refresh = jest.fn(async (_tokens: SessionTokens) => outcome);
  const renewal = () => new SessionRenewal({ refresh }, 'http://localhost:3000', () => T0);

  beforeEach(() => {
    refresh.mockClear();
    outcome = renewed;
  });

  it('leaves a token with more than the margin to live alone', async () => {
    const { req, res } = signedInRequest(T0 + 30_001);
    await expect(renewal().ensureFresh(req, res, 30_000)).resolves.toBe('ok');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('renews a token within the margin and updates the session', async () => {
    const { req, res, session } = signedInRequest(T0 + 30_000);
    await expect(renewal().ensureFresh(req, res, 30_000)).resolves.toBe('ok');
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: 'rt-1' }));
    expect(session.tokens).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(session.utilisateur.nom).toBe('Alice Martin-Durand');
  });

  it('concurrent requests of one session share one refresh', async () => {
    const r = renewal();
    const a = signedInRequest(T0 - 1);
    const b = signedInRequest(T0 - 1);
    await Promise.all([r.ensureFresh(a.req, a.res, 0), r.ensureFresh(b.req, b.res, 0)]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(b.session.tokens.accessToken).toBe('at-2');
  });

  it('a refused refresh ends the session and clears the cookie', async () => {
    outcome = { kind: 'refused' };
    const { req, res, destroy } = signedInRequest(T0 - 1);
    await expect(renewal().ensureFresh(req, res, 0)).resolves.toBe('refused');
    expect(destroy).toHaveBeenCalled();
    expect(res.clearCookie).toHaveBeenCalledWith('sid', expect.objectContaining({ httpOnly: true, sameSite: 'lax', path: '/' }));
  });

  it.each([
    ['still valid: kept for now', T0 + 10_000, 'ok'],
    ['expired: not signed in, session kept to retry', T0 - 1, 'unavailable'],
  ])('provider unreachable, token %s', async (_label, expiresAt, state) => {
    outcome = { kind: 'unavailable' };
    const { req, res, destroy } = signedInRequest(expiresAt);
    await expect(renewal().ensureFresh(req, res, 30_000)).resolves.toBe(state);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('does not remember an unreachable provider: the next request tries again', async () => {
    outcome = { kind: 'unavailable' };
    const r = renewal();
    const first = signedInRequest(T0 - 1);
    await r.ensureFresh(first.req, first.res, 0);
    const second = signedInRequest(T0 - 1);
    await r.ensureFresh(second.req, second.res, 0);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a request without a signed-in session is refused without calling the provider', async () => {
    const req = { session: { cookie: {} } } as unknown as Request;
    await expect(renewal().ensureFresh(req, {} as Response, 0)).resolves.toBe('refused');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('createApiSessionReader', () => {
  const SECRET = 'un-secret-de-test';
  const lecture = { utilisateur: Object.freeze({ ...alice }), jetonExpireA: T0 + 60_000 };
  const lectureEnCache = jest.fn((sid: string) => (sid === 'sid-1' ? lecture : undefined));
  let etat: EtatActivite = 'active';
  const activite = jest.fn((_sid: string, _usage: boolean) => etat);
  const reader = createApiSessionReader({ secret: SECRET, store: { lectureEnCache, activite }, now: () => T0 });
  const cookie = (sid: string, secret = SECRET) => `autre=1; sid=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;
  const run = (url: string, headers: Record<string, string>) => {
    const req = { url, headers } as unknown as Request;
    const next = jest.fn();
    reader(req, {} as Response, next);
    expect(next).toHaveBeenCalledWith();
    return req.user;
  };

  beforeEach(() => {
    lectureEnCache.mockClear();
    activite.mockClear();
    etat = 'active';
  });

  it('sets the user of a held session with a valid token on /api calls, each call a use of the session', () => {
    expect(run('/api/moi', { cookie: cookie('sid-1') })).toBe(lecture.utilisateur);
    expect(run('/api/moi', { cookie: cookie('sid-1') })).toBe(lecture.utilisateur);
    expect(activite.mock.calls).toEqual([
      ['sid-1', true],
      ['sid-1', true],
    ]);
  });

  it('leaves an idle session to the full path, which ends it', () => {
    etat = 'inactive';
    expect(run('/api/moi', { cookie: cookie('sid-1') })).toBeUndefined();
  });

  it('reads the __Host- cookie behind https', () => {
    const https = createApiSessionReader({ secret: SECRET, store: { lectureEnCache, activite }, cookieName: '__Host-sid', now: () => T0 });
    const req = { url: '/api/moi', headers: { cookie: `__Host-sid=${encodeURIComponent(`s:${sign('sid-1', SECRET)}`)}` } } as unknown as Request;
    https(req, {} as Response, () => undefined);
    expect(req.user).toBe(lecture.utilisateur);
  });

  it.each([
    ['a page', '/ssc/garanties', { cookie: cookie('sid-1') }],
    ['a bearer call (explicit credentials decide)', '/api/moi', { cookie: cookie('sid-1'), authorization: 'Bearer x' }],
    ['no cookie', '/api/moi', {}],
    ['a forged signature', '/api/moi', { cookie: cookie('sid-1', 'un-autre-secret') }],
    ['an unsigned id', '/api/moi', { cookie: 'sid=sid-1' }],
    ['a broken encoding', '/api/moi', { cookie: 'sid=s%3Asid-1.%E0%A4%A' }],
    ['a session the store cannot vouch for', '/api/moi', { cookie: cookie('sid-2') }],
  ])('leaves %s to the full session path', (_label, url, headers) => {
    expect(run(url, headers)).toBeUndefined();
  });

  it('leaves an expired access token to the full path, which renews it', () => {
    const expire = createApiSessionReader({ secret: SECRET, store: { lectureEnCache, activite }, now: () => T0 + 60_000 });
    const req = { url: '/api/moi', headers: { cookie: cookie('sid-1') } } as unknown as Request;
    expire(req, {} as Response, () => undefined);
    expect(req.user).toBeUndefined();
  });
});

describe('session cookie name', () => {
  it.each([
    ['http://localhost:3000', 'sid'],
    ['https://courtage.example.fr', '__Host-sid'],
  ])('%s: %s', (publicUrl, name) => expect(sessionCookieName(publicUrl)).toBe(name));
});

describe('createIdleSessionCheck', () => {
  const requete = (method: string, path: string) => {
    const destroy = jest.fn((cb: () => void) => cb());
    const session = { utilisateur: alice, destroy };
    const req = { method, path, url: path, sessionID: 'sid-1', session, headers: {} } as unknown as Request;
    const res = { clearCookie: jest.fn() } as unknown as Response;
    return { req, res, destroy };
  };
  const passe = (check: ReturnType<typeof createIdleSessionCheck>, req: Request, res: Response) => new Promise<void>((ok) => check(req, res, () => ok()));

  it.each([
    ['a page load', 'GET', '/ssc/projets', true],
    ['an /api call', 'POST', '/api/projets', true],
    ['the pages keep-alive', 'POST', '/auth/refresh', false],
  ])('%s (%s %s) counts as a use: %s', async (_label, method, path, usage) => {
    const activite = jest.fn(() => 'active' as const);
    const confirmerInactivite = jest.fn();
    const { req, res, destroy } = requete(method, path);
    await passe(createIdleSessionCheck({ store: { activite, confirmerInactivite }, publicUrl: 'http://localhost:3000' }), req, res);
    expect(confirmerInactivite).not.toHaveBeenCalled();
    expect(activite).toHaveBeenCalledWith('sid-1', usage);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('ends an idle session (the keep-alive too gets no renewal), with an audit line', async () => {
    const log = jest.fn();
    const retablir = remplacerSortieAudit({ info: log, warn: jest.fn() });
    const { req, res, destroy } = requete('POST', '/auth/refresh');
    try {
      const store = { activite: () => 'inactive' as const, confirmerInactivite: () => Promise.resolve('inactive' as const) };
      await passe(createIdleSessionCheck({ store, publicUrl: 'https://courtage.example.fr' }), req, res);
    } finally {
      retablir();
    }
    expect(destroy).toHaveBeenCalled();
    expect(res.clearCookie).toHaveBeenCalledWith('__Host-sid', expect.objectContaining({ secure: true, path: '/' }));
    expect(req.user).toBeUndefined();
    expect(log.mock.calls[0][0]).toMatchObject({ evenement: 'session-inactive', utilisateur: 'u-a', distributeur: 'DIST-A' });
  });

  it('keeps a session idle here but used on another process (the table says so), this request counted as a use', async () => {
    const confirmerInactivite = jest.fn(() => Promise.resolve('active' as const));
    const { req, res, destroy } = requete('GET', '/api/moi');
    await passe(createIdleSessionCheck({ store: { activite: () => 'inactive', confirmerInactivite }, publicUrl: 'http://localhost:3000' }), req, res);
    expect(confirmerInactivite).toHaveBeenCalledWith('sid-1', true);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('leaves requests without a signed-in session alone', async () => {
    const activite = jest.fn();
    const req = { method: 'GET', path: '/', session: { cookie: {} } } as unknown as Request;
    await passe(createIdleSessionCheck({ store: { activite, confirmerInactivite: jest.fn() }, publicUrl: 'http://localhost:3000' }), req, {} as Response);
    expect(activite).not.toHaveBeenCalled();
  });

  it('knows the keep-alive', () => {
    expect(estMaintienDeSession({ method: 'POST', path: '/auth/refresh' })).toBe(true);
    expect(estMaintienDeSession({ method: 'GET', path: '/auth/refresh' })).toBe(false);
  });
});
