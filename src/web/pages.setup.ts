import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createRequestHandler } from '@react-router/express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerBuild } from 'react-router';
import type { Utilisateur } from '../auth/utilisateur';
import { AppConfig } from '../config/app-config';
import { getPublicConfig } from '../config/public-config';
import { PAGES } from '../domain/messages';
import { resolveTheme } from '../domain/theme/themes';
import { auditer, detailsRequete } from '../securite/audit';
import { nonceDe } from '../securite/entetes';
import type { PagesLoadContext } from './load-context';

/**
 * Paths that belong to Nest (REST API, sign-in, development identity provider, public config):
 * the pages handler passes them on. A new Nest-served path outside /api goes here.
 */
export const NEST_PATHS = ['/api', '/auth', '/dev-oidc', '/config.json'] as const;

export function isNestPath(path: string): boolean {
  return NEST_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A native `import()` that tsc does not rewrite to `require()` (the server is CommonJS, the
 * React Router server build is an ES module).
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** The folder holding package.json, from dist/src/web (built) or src/web (ts-node, Jest). */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

async function loadServerBuild(file: string): Promise<ServerBuild> {
  return (await importEsm(pathToFileURL(file).href)) as ServerBuild;
}

/** Answers pages with 503 when the client build is missing or broken; the API keeps working. */
function unavailable(message: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isNestPath(req.path)) return next();
    res.status(503).type('text/plain; charset=utf-8').send(message);
  };
}

/**
 * Mounts the server-rendered React pages. Called by configureApp() after setupAuth() (so the
 * session middleware has set `req.user`) and before app.listen() (so Nest's controllers are
 * registered after this middleware: Nest paths are passed on explicitly).
 */
export async function mountPages(app: NestExpressApplication): Promise<void> {
  const logger = new Logger('Pages');
  const config = app.get(AppConfig);
  const buildDir = join(projectRoot(), 'build');
  const serverFile = join(buildDir, 'server', 'index.js');

  // Hashed file names: cached for a year, never revalidated.
  app.useStaticAssets(join(buildDir, 'client', 'assets'), { prefix: '/assets/', immutable: true, maxAge: '1y', index: false });

  if (!existsSync(serverFile)) {
    logger.warn(`Pages non construites (${serverFile} absent) : lancez « npm run build:client ».`);
    app.use(unavailable(PAGES.pagesNonConstruites));
    return;
  }
  let build: ServerBuild;
  try {
    build = await loadServerBuild(serverFile);
  } catch (err) {
    logger.error({ err }, 'Chargement des pages impossible');
    app.use(unavailable(PAGES.pagesIndisponibles));
    return;
  }

  // Static per process: computed once.
  const publicConfig = getPublicConfig(config);
  const theme = resolveTheme(config.THEME);
  const handler = createRequestHandler({
    build,
    // Always sanitised: a server error never sends its message or stack to the browser (it is
    // logged on the server); the error pages show the spec's texts only.
    mode: 'production',
    getLoadContext: (req, res): PagesLoadContext => ({
      user: (req as Request & { user?: Utilisateur }).user ?? null,
      publicConfig,
      theme,
      nest: app,
      cspNonce: nonceDe(res),
      auditerRefus: (statut) => auditer('acces-refuse', detailsRequete(req as Request, statut)),
      memo: memoParRequete(),
    }),
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isNestPath(req.path)) return next();
    // A signed-in page shows client data: never kept by the browser or a proxy.
    if (req.user) res.setHeader('Cache-Control', 'no-store');
    return handler(req, res, next);
  });
}

/** A fresh per-request memo (PagesLoadContext.memo). */
export function memoParRequete(): PagesLoadContext['memo'] {
  const lus = new Map<string, Promise<unknown>>();
  return <T>(cle: string, produire: () => Promise<T>): Promise<T> => {
    let p = lus.get(cle) as Promise<T> | undefined;
    if (!p) {
      p = produire();
      lus.set(cle, p);
    }
    return p;
  };
}
