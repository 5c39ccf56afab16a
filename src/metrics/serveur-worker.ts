import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { MetricsService } from './metrics.service';

/** The token check of every metrics endpoint: constant time, `Authorization: Bearer <token>`. */
export const jetonMetriquesValide = (autorisation: string | undefined, jeton: string): boolean => {
  const a = Buffer.from(autorisation ?? '');
  const b = Buffer.from(`Bearer ${jeton}`);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A worker's own GET /metrics (it has no HTTP server otherwise): its job attempts' durations and
 * failures, event loop and memory. Same token as the API's; anything else answers 404 (or 401).
 */
export function servirMetriquesWorker(metrics: MetricsService, port: number, host: string, jeton: string): Promise<Server> {
  const serveur = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!jetonMetriquesValide(req.headers.authorization, jeton)) {
      res.writeHead(401).end();
      return;
    }
    metrics.texte().then(
      (texte) => res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' }).end(texte),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((ok, ko) => {
    serveur.once('error', ko);
    serveur.listen(port, host, () => ok(serveur));
  });
}
