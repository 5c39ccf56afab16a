import { gabaritRoute } from './http-metrics';

describe('gabaritRoute: a label of bounded cardinality', () => {
  it.each([
    ['a controller route: its template, never the id', { baseUrl: '', route: { path: '/api/projets/:id' }, path: '/api/projets/42' }, '/api/projets/:id'],
    ['a route of a mounted router: its base and template', { baseUrl: '/auth', route: { path: '/callback' }, path: '/callback' }, '/auth/callback'],
    ['an unknown API address (404)', { baseUrl: '', route: undefined, path: '/api/nimporte/quoi/123' }, 'api-inconnue'],
    ['a sign-in step handled outside a route', { baseUrl: '', route: undefined, path: '/auth/login' }, 'auth'],
    ['a static file', { baseUrl: '', route: undefined, path: '/assets/entry-abc123.js' }, 'fichiers-statiques'],
    ['a page (React Router)', { baseUrl: '', route: undefined, path: '/souscription/ssc/42' }, 'page'],
  ])('%s', (_cas, req, attendu) => {
    expect(gabaritRoute(req as Parameters<typeof gabaritRoute>[0])).toBe(attendu);
  });
});
