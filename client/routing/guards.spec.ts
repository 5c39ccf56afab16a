import type { AppLoadContext } from 'react-router';
import { guard, guardRedirect, requestedPath, requireUser, SIGNED_IN, type Requirements } from './guards';

const NONE: Requirements = { configuration: false, authentication: false };
const CONFIG_ONLY: Requirements = { configuration: true, authentication: false };
const BROKEN = ['Le paramètre de configuration "url" est obligatoire.'];

describe('guardRedirect', () => {
  it.each([
    ['public page, broken config, signed out', NONE, BROKEN, false, null],
    ['config-only page, broken config', CONFIG_ONLY, BROKEN, true, '/loading-error'],
    ['config-only page, signed out', CONFIG_ONLY, [], false, null],
    ['signed-in page, broken config and signed out: configuration first', SIGNED_IN, BROKEN, false, '/loading-error'],
    ['signed-in page, signed out', SIGNED_IN, [], false, '/auth/login?returnTo=%2Foffres-eligibles%3Fa%3D1'],
    ['signed-in page, signed in', SIGNED_IN, [], true, null],
  ] as const)('%s', (_case, requirements, errors, signedIn, expected) => {
    expect(guardRedirect(requirements, { configurationErrors: errors, signedIn }, '/offres-eligibles?a=1')).toBe(expected);
  });
});

describe('requestedPath', () => {
  it.each([
    ['http://x/informations-entreprise', '/informations-entreprise'],
    ['http://x/offres-eligibles?siret=1', '/offres-eligibles?siret=1'],
    ['http://x/offres-eligibles.data?_routes=routes%2Fx', '/offres-eligibles'],
    ['http://x/_root.data', '/'],
    ['http://x/ssc/projets?index&tri=date', '/ssc/projets?tri=date'],
  ])('%s -> %s', (url, expected) => {
    expect(requestedPath(new Request(url))).toBe(expected);
  });
});

describe('guard', () => {
  const context = (user: AppLoadContext['user'], erreurs: string[] = []) =>
    ({ user, publicConfig: { config: null, erreurs } }) as unknown as AppLoadContext;
  const user = { id: '1', username: 'alice', nom: 'Alice', codeDistributeur: 'D1', scopes: ['collectif'], roles: [] };

  const thrown = (fn: () => void): Response | undefined => {
    try {
      fn();
      return undefined;
    } catch (e) {
      return e as Response;
    }
  };

  it('lets a signed-in user through', () => {
    expect(thrown(() => guard(SIGNED_IN, new Request('http://x/offres-eligibles'), context(user)))).toBeUndefined();
  });

  it('sends a signed-out user to sign-in with a full page load', () => {
    const response = thrown(() => guard(SIGNED_IN, new Request('http://x/offres-eligibles'), context(null)));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/auth/login?returnTo=%2Foffres-eligibles');
    expect(response?.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('sends everyone to loading-error when the configuration is broken', () => {
    const response = thrown(() => guard(SIGNED_IN, new Request('http://x/'), context(user, BROKEN)));
    expect(response?.headers.get('Location')).toBe('/loading-error');
    expect(response?.headers.get('X-Remix-Reload-Document')).toBeNull();
  });

  it('requireUser returns the broker, or throws the sign-in redirect', () => {
    expect(requireUser(new Request('http://x/ssc/projets', { method: 'POST' }), context(user))).toBe(user);
    const response = thrown(() => requireUser(new Request('http://x/ssc/projets', { method: 'POST' }), context(null)));
    expect(response?.headers.get('Location')).toBe('/auth/login?returnTo=%2Fssc%2Fprojets');
  });
});
