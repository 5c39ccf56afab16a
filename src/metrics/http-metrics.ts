import type { NextFunction, Request, Response } from 'express';
import type { Histogram } from 'prom-client';

/**
 * The route template a request matched, for a label of bounded cardinality: `/api/projets/:id`,
 * never `/api/projets/42`. Express sets `req.route` on the matched route (Nest's controllers);
 * anything else is a page (React Router, one handler) or an unknown address.
 */
export function gabaritRoute(req: Pick<Request, 'baseUrl' | 'route' | 'path'>): string {
  const chemin = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof chemin === 'string') return `${req.baseUrl ?? ''}${chemin}`;
  if (req.path.startsWith('/api/') || req.path === '/api') return 'api-inconnue';
  if (req.path.startsWith('/auth/')) return 'auth';
  if (req.path.startsWith('/assets/')) return 'fichiers-statiques';
  return 'page';
}

/** Express middleware: each answer's duration in the histogram, by method, route template and status. */
export function mesurerHttp(histogramme: Histogram<'methode' | 'route' | 'statut'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const debut = process.hrtime.bigint();
    res.once('finish', () => {
      const secondes = Number(process.hrtime.bigint() - debut) / 1e9;
      histogramme.observe({ methode: req.method, route: gabaritRoute(req), statut: String(res.statusCode) }, secondes);
    });
    next();
  };
}
