import { isRouteErrorResponse } from 'react-router';
import { COMMON } from '../../src/domain/messages';
import { isRouteHandle } from './handle';

export interface TitleMatch {
  handle?: unknown;
  params: Record<string, string | undefined>;
}

/** Title of an error page, by HTTP status (403 and 404 have their own pages, the rest is 500). */
export function errorTitle(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) return COMMON.page403Titre;
  if (status === 404) return COMMON.page404Titre;
  return COMMON.page500Titre;
}

/**
 * The document title: the deepest route's `handle.titre`, prefixed by its product code in capitals
 * ('SSC - Garanties'). Falls back to `defaut` (the brand name).
 */
export function pageTitle(matches: readonly (TitleMatch | undefined)[], defaut: string): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (!match || !isRouteHandle(match.handle) || !match.handle.titre) continue;
    const code = match.handle.codeProduit ?? match.params.codeProduit;
    return code ? `${code.toUpperCase()} - ${match.handle.titre}` : match.handle.titre;
  }
  return defaut;
}
