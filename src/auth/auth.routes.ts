import { Logger } from '@nestjs/common';
import type { Application, NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { COMMON } from '../domain/messages';
import { auditer, detailsRequete } from '../securite/audit';
import type { OidcService, SignedIn } from './oidc.service';
import { createOidcStrategy, newPkcePair, STRATEGY_NAME } from './oidc-strategy';
import { endSession, SessionRenewal } from './session';

/** Pages refresh every 10 s; the token is renewed once it has less than this to live (brief: 30 s). */
export const REFRESH_MARGIN_MS = 30_000;

/** A local path only: no open redirect through returnTo. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/')) return '/';
  // Browsers read a backslash as a slash ('/\\evil.example'); control characters are never needed.
  return /[\\\u0000-\u001f\u007f]/.test(value) ? '/' : value;
}

const unauthenticated = (res: Response) => res.status(401).json({ statusCode: 401, message: COMMON.nonAuthentifie });

/**
 * Sign-in routes of the pages (outside /api):
 *   GET  /auth/login?returnTo=/chemin   start sign-in at the provider
 *   GET  /auth/callback                 provider's answer; session id rotated; back to returnTo
 *   POST /auth/refresh                  keep-alive every 10 s: 200 {utilisateur, expiresAt}, 401 when signed out
 *   POST /auth/logout                   ends the session here and at the provider, then back to /
 *   GET  /auth/logout                   changes nothing (a link on another site must not sign out): back to /
 * `limiteConnexion` counts sign-in attempts (429 over RATE_LIMIT_SIGN_IN).
 */
export function registerAuthRoutes(app: Application, oidc: OidcService, renewal: SessionRenewal, publicUrl: string, limiteConnexion: RequestHandler): void {
  const logger = new Logger('Auth');
  const passport = new Passport();
  let strategyReady: Promise<void> | undefined;
  const ensureStrategy = () =>
    (strategyReady ??= oidc.getEndpoints().then(
      (endpoints) => void passport.use(STRATEGY_NAME, createOidcStrategy(oidc, endpoints)),
      (err: unknown) => {
        strategyReady = undefined;
        throw err;
      },
    ));
  const fail = (req: Request, res: Response, reason: unknown) => {
    logger.warn({ err: reason }, 'Échec de la connexion');
    auditer('connexion-refusee', detailsRequete(req, 303));
    res.redirect(303, '/auth-error');
  };

  app.get('/auth/login', limiteConnexion, async (req: Request, res: Response, next: NextFunction) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (req.user) return res.redirect(303, returnTo);
    if (!oidc.enabled) return res.redirect(303, '/loading-error');
    try {
      await ensureStrategy();
    } catch (err) {
      return fail(req, res, err);
    }
    const pkce = newPkcePair();
    req.session.returnTo = returnTo;
    req.session.pkceVerifier = pkce.verifier;
    passport.authenticate(STRATEGY_NAME, { codeChallenge: pkce.challenge } as object)(req, res, next);
  });

  app.get('/auth/callback', async (req: Request, res: Response, next: NextFunction) => {
    try {
      await ensureStrategy();
    } catch (err) {
      return fail(req, res, err);
    }
    passport.authenticate(STRATEGY_NAME, { session: false }, (err: unknown, result: SignedIn | false, info: unknown) => {
      if (err || !result) return fail(req, res, err ?? info);
      const returnTo = req.session.returnTo ?? '/';
      // A new session id at sign-in: a session id known before cannot be ridden after it.
      req.session.regenerate((regenerateError) => {
        if (regenerateError) return next(regenerateError);
        req.session.utilisateur = result.utilisateur;
        req.session.tokens = result.tokens;
        req.user = result.utilisateur;
        auditer('connexion', { ...detailsRequete(req), utilisateur: result.utilisateur.id, distributeur: result.utilisateur.codeDistributeur });
        req.session.save((saveError) => (saveError ? next(saveError) : res.redirect(303, returnTo)));
      });
    })(req, res, next);
  });

  app.post('/auth/refresh', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const state = await renewal.ensureFresh(req, res, REFRESH_MARGIN_MS);
      const data = req.session;
      if (state !== 'ok' || !data?.utilisateur || !data.tokens) return unauthenticated(res);
      res.set('Cache-Control', 'no-store').json({ utilisateur: data.utilisateur, expiresAt: new Date(data.tokens.expiresAt).toISOString() });
    } catch (err) {
      next(err);
    }
  });

  // POST only, and only from the application's pages (refuserRequetesAutreSite runs before).
  app.post('/auth/logout', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const idToken = req.session?.tokens?.idToken;
      const utilisateur = req.session?.utilisateur;
      await endSession(req, res, publicUrl);
      // Without a session here there is nothing to end at the provider either: never a trampoline
      // to its end-session endpoint for a request that came without the cookie.
      if (!utilisateur) return res.redirect(303, '/');
      auditer('deconnexion', { ...detailsRequete(req), utilisateur: utilisateur.id, distributeur: utilisateur.codeDistributeur });
      res.redirect(303, (oidc.enabled && (await oidc.endSessionUrl(idToken))) || '/');
    } catch (err) {
      next(err);
    }
  });
  app.get('/auth/logout', (_req: Request, res: Response) => res.redirect(303, '/'));
}
