import type { INestApplicationContext } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import type { PublicConfigResult } from '../config/public-config';
import type { Theme } from '../domain/theme/themes';

/**
 * What every page loader and action receives as `context` (built per request in pages.setup.ts).
 * Types only: this file is also part of the client type-check (client/tsconfig.json) so that
 * `Route.LoaderArgs['context']` is typed in client/routes.
 */
// A type alias (not an interface) so it fits AppLoadContext's index signature.
export type PagesLoadContext = {
  /** The signed-in user from the session (`req.user`), or null. */
  user: Utilisateur | null;
  /** The public configuration and its errors (non-empty errors: the pages show /loading-error). */
  publicConfig: PublicConfigResult;
  /** The white-label theme resolved from AppConfig.THEME (unsupported name: the default). */
  theme: Theme;
  /**
   * The Nest application, to call services in process: `context.nest.get(SomeService)`.
   * Only `client/**\/*.server.ts` files may import a service class (see vite.config.ts).
   */
  nest: Pick<INestApplicationContext, 'get'>;
  /** This answer's Content-Security-Policy nonce (inline scripts and the theme's style; client/entry.server.tsx). */
  cspNonce?: string;
  /**
   * Records in the audit trail that a service refused the signed-in user (403, or 404 of a record
   * of another distributor): withHttpStatus() calls it.
   */
  auditerRefus?: (statut: number) => void;
  /**
   * One read per page request: the loaders of a page (frame and step run side by side) share what
   * `produire` answers under `cle` (its promise, so a failure is shared too). Gone with the request.
   */
  memo: <T>(cle: string, produire: () => Promise<T>) => Promise<T>;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PagesLoadContext {}
}
