import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { unsign } from 'cookie-signature';
import session from 'express-session';
import { auditer, detailsRequete } from '../securite/audit';
import type { DbSessionStore, LectureSession } from './session-store';
import type { OidcService, RefreshOutcome, SessionTokens } from './oidc.service';
import type { Utilisateur } from './utilisateur';

declare module 'express-session' {
  interface SessionData {
    utilisateur?: Utilisateur;
    tokens?: SessionTokens;
    /** Where to go back after sign-in (a local path). */
    returnTo?: string;
  }
}

export const SESSION_COOKIE = 'sid';
/** A working day at most; SESSION_IDLE_MINUTES without use, or the provider (refresh token), end it sooner. */
export const SESSION_MAX_AGE_SECONDS = 10 * 3600;

/**
 * `__Host-sid` behind https (Secure, Path=/, no Domain: the browser refuses it from a sub-domain
 * or over http); plain `sid` on http, for local development.
 */
export const sessionCookieName = (publicUrl: string): string => (publicUrl.startsWith('https:') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** HttpOnly, SameSite=Lax, Secure when the public address is https. */
export function sessionCookieOptions(publicUrl: string): { httpOnly: true; sameSite: 'lax'; secure: boolean; path: string } {
  return { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:'), path: '/' };
}

/** Paths that never need the page session: the provider, static files, probes. */
const SESSIONLESS = /^\/(?:dev-oidc\/|assets\/|favicon|config\.json$|api\/health(?:\/live)?$|api\/docs)/;
/** The session cookie in a Cookie header; group 1 is its (signed, URI-encoded) value. */
export const sessionCookiePattern = (name: string): RegExp => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`);

/**
 * express-session, run only where it matters: sign-in routes, and requests that carry the cookie.
 * A bearer call to /api without the cookie costs nothing here.
 */
export function createSessionMiddleware(options: { secret: string; store: session.Store; publicUrl: string }): RequestHandler {
  const name = sessionCookieName(options.publicUrl);
  const pattern = sessionCookiePattern(name);
  const middleware = session({
    name,
    secret: options.secret,
    store: options.store,
    resave: false,
    saveUninitialized: false,
    cookie: { ...sessionCookieOptions(options.publicUrl), maxAge: SESSION_MAX_AGE_SECONDS * 1000 },
  });
  return (req, res, next) => {
    if (req.user) return next(); // already read by the /api session reader
    if (req.path.startsWith('/auth/') || (!SESSIONLESS.test(req.path) && pattern.test(req.headers.cookie ?? ''))) {
      return middleware(req, res, next);
    }
    next();
  };
}

/** Signed cookie values already checked (value -> session id, or false when the signature is wrong). */
const VERIFIED_MAX = 10_000;

export interface SessionPeekOptions {
  secret: string;
  store: Pick<DbSessionStore, 'lectureEnCache'>;
  cookieName?: string;
}

/**
 * The session a Cookie header names, as this process holds it in memory (signature checked,
 * result remembered per cookie value): no database, no write. Undefined when it cannot tell.
 */
export function createSessionPeek(options: SessionPeekOptions): (cookie: string | undefined) => { sid: string; lecture: LectureSession } | undefined {
  const verified = new Map<string, string | false>();
  const pattern = sessionCookiePattern(options.cookieName ?? SESSION_COOKIE);
  const sessionId = (value: string): string | false => {
    let sid = verified.get(value);
    if (sid === undefined) {
      const decoded = value.includes('%') ? safeDecode(value) : value;
      sid = decoded?.startsWith('s:') ? unsign(decoded.slice(2), options.secret) : false;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(value, sid);
    }
    return sid;
  };
  return (cookie) => {
    const value = cookie ? pattern.exec(cookie)?.[1] : undefined;
    const sid = value ? sessionId(value) : false;
    const lecture = sid ? options.store.lectureEnCache(sid) : undefined;
    return sid && lecture ? { sid, lecture } : undefined;
  };
}

/**
 * /api calls carrying the page cookie only need to know who is signed in. When this process holds
 * the session in memory and its access token is still valid, `req.user` is set from it and
 * express-session is skipped: no copy, no change detection, no touch, no write. Anything else
 * (unknown session, expired token to renew, idle session, bearer header) takes the full path
 * below. The session's life is kept by the pages' POST /auth/refresh every 10 s and by page loads.
 */
export function createApiSessionReader(options: SessionPeekOptions & { store: Pick<DbSessionStore, 'activite'>; now?: () => number }): RequestHandler {
  const now = options.now ?? Date.now;
  const peek = createSessionPeek(options);
  return (req, _res, next) => {
    const cookie = req.headers.cookie;
    if (!cookie || req.headers.authorization || !req.url.startsWith('/api/')) return next();
    const held = peek(cookie);
    // An idle session is left to the full path, which ends it.
    if (held && held.lecture.jetonExpireA > now() && options.store.activite(held.sid, true) === 'active') {
      req.user = held.lecture.utilisateur as Express.User;
      // Which session: a long-lived answer (the files' events, ADR 0082) checks it is still there.
      req.sessionID = held.sid;
    }
    next();
  };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export async function endSession(req: Request, res: Response, publicUrl: string): Promise<void> {
  if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  res.clearCookie(sessionCookieName(publicUrl), sessionCookieOptions(publicUrl));
  req.user = undefined;
}

/** The pages' keep-alive (every 10 s): it keeps the tokens fresh but is not a use of the session. */
export const estMaintienDeSession = (req: Pick<Request, 'method' | 'path'>): boolean => req.method === 'POST' && req.path === '/auth/refresh';

/**
 * Ends a signed-in page session unused for longer than SESSION_IDLE_MINUTES (ASVS V7.3.1), and
 * records every other request as a use. Ended here, it is gone from every process (destroy). Runs after express-session, before the token renewal (an
 * idle session's tokens are not renewed). /api calls answered from memory are checked by
 * createApiSessionReader.
 */
export function createIdleSessionCheck(options: { store: Pick<DbSessionStore, 'activite' | 'confirmerInactivite'>; publicUrl: string }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.session?.utilisateur) return next();
    const usage = !estMaintienDeSession(req);
    if (options.store.activite(req.sessionID, usage) !== 'inactive') return next();
    // Idle as far as this process knows: the uses other processes wrote to the table decide.
    options.store.confirmerInactivite(req.sessionID, usage).then((etat) => {
      if (etat !== 'inactive') return next();
      const utilisateur = req.session.utilisateur!;
      auditer('session-inactive', { ...detailsRequete(req), utilisateur: utilisateur.id, distributeur: utilisateur.codeDistributeur });
      endSession(req, res, options.publicUrl).then(() => next(), next);
    }, next);
  };
}

/** How long a settled refresh is remembered, for requests that raced it with the old refresh token. */
const SETTLED_REFRESH_MS = 30_000;

/**
 * Keeps a page session's access token alive with its refresh token. Concurrent requests of one
 * session share one refresh (a provider rotating refresh tokens would refuse the second).
 */
export class SessionRenewal {
  private readonly refreshes = new Map<string, { at: number; outcome: Promise<RefreshOutcome> }>();

  constructor(
    private readonly oidc: Pick<OidcService, 'refresh'>,
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Makes sure the session's access token is valid for `marginMs` more. 'refused': the session
   * has ended (and is destroyed); 'unavailable': the provider could not be reached and the token
   * has expired (the session is kept, to retry).
   */
  async ensureFresh(req: Request, res: Response, marginMs: number): Promise<'ok' | 'refused' | 'unavailable'> {
    const data = req.session;
    const tokens = data?.tokens;
    if (!data?.utilisateur || !tokens) return 'refused';
    const now = this.now();
    if (tokens.expiresAt - now > marginMs) return 'ok';
    const outcome = await this.sharedRefresh(tokens, now);
    if (outcome.kind === 'ok') {
      data.utilisateur = outcome.signedIn.utilisateur;
      data.tokens = outcome.signedIn.tokens;
      return 'ok';
    }
    if (outcome.kind === 'refused') {
      await endSession(req, res, this.publicUrl);
      return 'refused';
    }
    return tokens.expiresAt > now ? 'ok' : 'unavailable';
  }

  private sharedRefresh(tokens: SessionTokens, now: number): Promise<RefreshOutcome> {
    for (const [key, entry] of this.refreshes) if (now - entry.at > SETTLED_REFRESH_MS) this.refreshes.delete(key);
    const key = tokens.refreshToken ?? tokens.accessToken;
    const existing = this.refreshes.get(key);
    if (existing) return existing.outcome;
    const outcome = this.oidc.refresh(tokens).then((result) => {
      if (result.kind === 'unavailable') this.refreshes.delete(key); // retry on the next request
      return result;
    });
    this.refreshes.set(key, { at: now, outcome });
    return outcome;
  }

  /** Sets `req.user` from the page session, renewing an expired access token on the way. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!req.session?.utilisateur) return next();
      this.ensureFresh(req, res, 0).then((state) => {
        if (state === 'ok') req.user = req.session.utilisateur;
        next();
      }, next);
    };
  }
}
