import { loadConfig } from './app-config';
import { getPublicConfig } from './public-config';

const URL_MSG = 'Le paramètre de configuration "url" est obligatoire.';
const REALM_MSG = 'Le paramètre de configuration "realm" est obligatoire.';
const CLIENT_MSG = 'Le paramètre de configuration "clientId" est obligatoire.';

describe('getPublicConfig', () => {
  const full = { OIDC_URL: 'https://sso.example.fr/', OIDC_REALM: 'courtage', OIDC_CLIENT_ID: 'collectif' };

  it.each([
    ['url missing', { ...full, OIDC_URL: undefined }, [URL_MSG]],
    ['realm missing', { ...full, OIDC_REALM: undefined }, [REALM_MSG]],
    ['clientId missing', { ...full, OIDC_CLIENT_ID: undefined }, [CLIENT_MSG]],
    ['url and realm missing', { OIDC_CLIENT_ID: 'collectif' }, [URL_MSG, REALM_MSG]],
    ['url and clientId missing (empty strings count as missing)', { OIDC_URL: '', OIDC_REALM: 'courtage', OIDC_CLIENT_ID: '' }, [URL_MSG, CLIENT_MSG]],
    ['only url set', { OIDC_URL: 'https://sso.example.fr' }, [REALM_MSG, CLIENT_MSG]],
  ])('%s: no configuration, one spec message per missing setting', (_label, env, erreurs) => {
    expect(getPublicConfig(loadConfig(env))).toEqual({ config: null, erreurs });
  });

  it('all three set: the external provider, trailing slash trimmed, no dev provider', () => {
    const { config, erreurs } = getPublicConfig(loadConfig({ ...full, OIDC_CLIENT_SECRET: 'chut' }));
    expect(erreurs).toEqual([]);
    expect(config?.auth).toMatchObject({ url: 'https://sso.example.fr', realm: 'courtage', clientId: 'collectif', devProvider: false });
    expect(JSON.stringify(config)).not.toContain('chut');
  });

  it('none set: the built-in development provider on the public address', () => {
    const { config, erreurs } = getPublicConfig(loadConfig({ PUBLIC_URL: 'https://courtage.example.fr/' }));
    expect(erreurs).toEqual([]);
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      auth: { url: 'https://courtage.example.fr/dev-oidc', realm: 'demo', clientId: 'collectif-courtage', devProvider: true, tokenLifespanSeconds: 60, refreshIntervalSeconds: 10 },
    });
  });

  it.each([
    ['atlantique', 'atlantique', 'Atlantique Prévoyance'],
    ['inconnu', 'marque-blanche', 'Collectif Courtage'],
  ])('theme %s is served as %s', (THEME, theme, nom) => {
    expect(getPublicConfig(loadConfig({ THEME })).config).toMatchObject({ theme, produit: { nom } });
  });
});
