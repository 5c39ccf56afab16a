import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers on every answer, by helmet, with one Content-Security-Policy per zone:
 * - pages (React Router): scripts and the theme's <style> only with this request's nonce;
 * - /api: JSON, nothing to run or show (`default-src 'none'`);
 * - /api/admin/bull-board (Bull Board, admins only): its own scripts and styles from 'self';
 * - /api/docs (Swagger UI) and /dev-oidc (the development provider's own screens): what they
 *   need (inline styles; the provider's auto-submitted logout form has an inline script).
 * Everywhere: no framing, nosniff, Referrer-Policy strict-origin-when-cross-origin, a
 * Permissions-Policy, HSTS when the public address is https. /api answers are `no-store` unless
 * the route says otherwise (referentials keep their caching). See docs/adr/0016.
 */
export interface EntetesOptions {
  /** PUBLIC_URL: forms may post to it (and be redirected there) even when the page was reached by another name. */
  publicUrl: string;
  /** Where sign-out forms end up (the provider's end-session endpoint), e.g. https://sso.example.fr. */
  autresOriginesFormulaires?: string[];
  https: boolean;
}

/** Browser features the application never uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), browsing-topics=()';

/** The nonce of this answer's inline scripts and styles (pages only). */
export const nonceDe = (res: ServerResponse): string | undefined => (res as Response).locals?.cspNonce as string | undefined;

const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceDe(res)}'`;

type Directives = Record<string, null | Array<string | typeof nonce>>;

export function creerEntetes(options: EntetesOptions): RequestHandler {
  const formAction = ["'self'", new URL(options.publicUrl).origin, ...(options.autresOriginesFormulaires ?? [])];
  const commun: HelmetOptions = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const csp = (directives: Directives) =>
    helmet({
      ...commun,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...directives, frameAncestors: ["'none'"], upgradeInsecureRequests: options.https ? [] : null },
      },
    });

  const pages = csp({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", nonce],
    // Style attributes only (React Aria's visually-hidden elements are rendered on the server with
    // one); never a <style> element or a stylesheet without the nonce.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction,
  });
  const api = csp({ defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] });
  const documentationApi = csp({
    defaultSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  });
  // Bull Board (ADR 0083): its bundle's scripts and styles from this server only; inline styles (its
  // loading screen and components); <base href> to its own path. Its Google Fonts link is refused.
  const bullBoard = csp({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'none'"],
  });
  const fournisseurDeveloppement = csp({
    defaultSrc: ["'self'"],
    scriptSrc: ["'unsafe-inline'"],
    styleSrc: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction,
  });

  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const url = req.url;
    if (url.startsWith('/api/')) {
      if (url.startsWith('/api/docs')) return documentationApi(req, res, next);
      if (url === '/api/admin/bull-board' || url.startsWith('/api/admin/bull-board/') || url.startsWith('/api/admin/bull-board?')) {
        res.setHeader('Cache-Control', 'no-store');
        return bullBoard(req, res, next);
      }
      // Client data must not stay in a browser or proxy cache; a route with cacheable data says so.
      res.setHeader('Cache-Control', 'no-store');
      return api(req, res, next);
    }
    if (url.startsWith('/dev-oidc/')) return fournisseurDeveloppement(req, res, next);
    res.locals.cspNonce = randomBytes(16).toString('base64');
    return pages(req, res, next);
  };
}
