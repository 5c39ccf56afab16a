import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { COMMON } from '../domain/messages';
import { auditer, detailsRequete } from './audit';

/** Methods that never change state (RFC 9110 "safe"). */
const SURES = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says the request comes from the application's own pages. */
export function requeteMemeOrigine(req: Pick<Request, 'headers'>, origine: string): boolean {
  return req.headers['sec-fetch-site'] === 'same-origin' || req.headers.origin === origine;
}

/** A bearer call to /api: the guard checks the token and ignores cookies, which a form cannot add. */
export const appelAvecJeton = (req: Pick<Request, 'headers' | 'url'>): boolean => Boolean(req.headers.authorization) && req.url.startsWith('/api/');

/**
 * Whether a GET that also changes state may do so: asked by the application's own page (a fetch:
 * `Sec-Fetch-Site: same-origin`) or by a bearer client. A link or a form on another site (or an
 * address typed in the bar) only reads.
 */
export const getPeutChangerEtat = (req: Pick<Request, 'headers' | 'url'>): boolean => appelAvecJeton(req) || req.headers['sec-fetch-site'] === 'same-origin';

export interface AutreSiteOptions {
  /** PUBLIC_URL's origin (`https://courtage.example.fr`). */
  origine: string;
  /** Whether the request carries the page session cookie. */
  porteLaSession: (req: Request) => boolean;
  /** Who the cookie names, when known without a database read (for the audit line only). */
  quiEst?: (req: Request) => { id: string; codeDistributeur: string } | undefined;
}

/**
 * ASVS V3.5: a cookie-authenticated request with an unsafe method must come from the
 * application's own pages: `Origin` equal to PUBLIC_URL's origin, or `Sec-Fetch-Site: same-origin`.
 * Otherwise 403 with a French message, before any body is read. Covers /api, /auth/* (refresh,
 * logout) and the pages' form posts. Bearer calls are not concerned, nor requests without the
 * session cookie (nothing to ride), nor the development provider's own forms (its interaction
 * cookies are checked by oidc-provider, and it holds no application session). Mounted before the
 * session is read: a refused request neither counts as a use nor renews tokens.
 */
export function refuserRequetesAutreSite(options: AutreSiteOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SURES.has(req.method) || req.url.startsWith('/dev-oidc/') || appelAvecJeton(req) || !options.porteLaSession(req)) return next();
    if (requeteMemeOrigine(req, options.origine)) return next();
    const qui = options.quiEst?.(req);
    auditer('requete-autre-site', {
      ...detailsRequete(req, 403),
      utilisateur: qui?.id,
      distributeur: qui?.codeDistributeur,
      motif: typeof req.headers['sec-fetch-site'] === 'string' ? `sec-fetch-site ${req.headers['sec-fetch-site']}` : req.headers.origin ? 'origin' : 'sans origin',
    });
    res.status(403).setHeader('Cache-Control', 'no-store');
    res.json({ statusCode: 403, message: COMMON.requeteAutreSiteRefusee });
  };
}
