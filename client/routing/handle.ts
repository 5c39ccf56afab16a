/**
 * What a route module may export as `handle`. The page title is `titre`, prefixed by the
 * upper-case product code when the route has one (spec 01 §2 'Route guards'):
 *   export const handle: RouteHandle = { titre: 'Garanties', codeProduit: 'ssc' };  // "SSC - Garanties"
 * A route whose path has a :codeProduit parameter gets the prefix from the URL instead.
 */
export interface RouteHandle {
  titre?: string;
  codeProduit?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
