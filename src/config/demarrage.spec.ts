import { loadConfig } from './app-config';
import { DemarrageRefuse, refusDeDemarrage, verifierDemarrage } from './demarrage';

const OIDC = { OIDC_URL: 'https://sso.example.fr', OIDC_REALM: 'courtage', OIDC_CLIENT_ID: 'collectif' };
const SMTP = { SMTP_URL: 'smtp://mail.example.fr:587' };
/** The signature simulator opted in (no real provider here). */
const SIG = { SIGNATURE_SIMULATEUR: 'true', SIGNATURE_WEBHOOK_SECRET: 'whsec_c2VjcmV0LWRlLXRlc3QtZGVzLXJhcHBlbHM=' };

describe('refusDeDemarrage: production fails closed', () => {
  it.each([
    ['development, bare machine', {}, []],
    ['test, bare machine', { NODE_ENV: 'test' }, []],
    ['production, provider and SMTP', { NODE_ENV: 'production', ...OIDC, ...SMTP, ...SIG }, []],
    ['production, no provider', { NODE_ENV: 'production', ...SMTP, ...SIG }, ['OIDC_URL']],
    ['production, no provider, demo opted in', { NODE_ENV: 'production', ...SMTP, DEMO_ACCOUNTS: 'true', ...SIG }, []],
    ['production, demo opt-in written false', { NODE_ENV: 'production', ...SMTP, DEMO_ACCOUNTS: 'false', ...SIG }, ['OIDC_URL']],
    ['production, no SMTP', { NODE_ENV: 'production', ...OIDC, ...SIG }, ['SMTP_URL']],
    ['production, no SMTP, outbox opted in', { NODE_ENV: 'production', ...OIDC, MAIL_OUTBOX: 'true', ...SIG }, []],
    ['production, signature simulator not opted in', { NODE_ENV: 'production', ...OIDC, ...SMTP }, ['SIGNATURE_SIMULATEUR']],
    ['production, nothing', { NODE_ENV: 'production' }, ['OIDC_URL', 'SMTP_URL', 'SIGNATURE_SIMULATEUR']],
    ['production, nothing, all opted in', { NODE_ENV: 'production', DEMO_ACCOUNTS: '1', MAIL_OUTBOX: 'oui', ...SIG }, []],
    ['production, simulator opted in without its callback secret', { NODE_ENV: 'production', ...OIDC, ...SMTP, SIGNATURE_SIMULATEUR: 'true' }, ['SIGNATURE_WEBHOOK_SECRET']],
    // Incomplete provider settings are not "no provider": the spec's loading-error page says what is missing.
    ['production, provider half configured', { NODE_ENV: 'production', OIDC_URL: 'https://sso.example.fr', ...SMTP, ...SIG }, []],
    ['Yousign without its key and webhook secret, in any mode', { SIGNATURE_PROVIDER: 'yousign' }, ['YOUSIGN_API_KEY']],
    ['production with Yousign configured: no simulator needed', { NODE_ENV: 'production', ...OIDC, ...SMTP, SIGNATURE_PROVIDER: 'yousign', YOUSIGN_API_KEY: 'k', YOUSIGN_WEBHOOK_SECRET: 's' }, []],
    ['https public address without its proxy declared', { PUBLIC_URL: 'https://courtage.example.fr' }, ['TRUST_PROXY']],
    ['https public address behind a declared proxy', { PUBLIC_URL: 'https://courtage.example.fr', TRUST_PROXY: 'loopback' }, []],
    ['http public address, no proxy', { PUBLIC_URL: 'http://courtage.local:3000' }, []],
  ])('%s', (_label, env, nommes) => {
    const refus = refusDeDemarrage(loadConfig(env));
    expect(refus).toHaveLength(nommes.length);
    nommes.forEach((setting, i) => expect(refus[i]).toContain(setting));
  });

  it('names the opt-in next to what is missing, in French', () => {
    const [identite, smtp] = refusDeDemarrage(loadConfig({ NODE_ENV: 'production' }));
    expect(identite).toMatch(/^en production \(NODE_ENV=production\), aucun fournisseur d'identité n'est configuré \(OIDC_URL, OIDC_REALM, OIDC_CLIENT_ID\).*DEMO_ACCOUNTS=true/);
    expect(smtp).toMatch(/^en production \(NODE_ENV=production\), aucun serveur d'e-mails n'est configuré \(SMTP_URL\).*MAIL_OUTBOX=true/);
  });

  it('verifierDemarrage throws one error listing every refusal', () => {
    expect(() => verifierDemarrage(loadConfig({}))).not.toThrow();
    let erreur: unknown;
    try {
      verifierDemarrage(loadConfig({ NODE_ENV: 'production' }));
    } catch (err) {
      erreur = err;
    }
    expect(erreur).toBeInstanceOf(DemarrageRefuse);
    expect((erreur as Error).message.split('\n')).toEqual([
      'Démarrage refusé :',
      expect.stringMatching(/^- en production \(NODE_ENV=production\), aucun fournisseur d'identité/),
      expect.stringMatching(/^- en production \(NODE_ENV=production\), aucun serveur d'e-mails/),
      expect.stringMatching(/^- en production \(NODE_ENV=production\), la signature électronique n'a pas de prestataire réel.*SIGNATURE_SIMULATEUR=true/),
    ]);
  });
});

describe('AppConfig: security settings', () => {
  it('defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SESSION_IDLE_MINUTES: 30,
      DEMO_ACCOUNTS: false,
      MAIL_OUTBOX: false,
      DEV_PAGES: false,
      RATE_LIMIT_SIGN_IN: '30/60',
      RATE_LIMIT_EMAIL: '20/600',
      RATE_LIMIT_PHONE: '30/600',
      RATE_LIMIT_PUBLIC: '60/60',
    });
    expect(config.TRUST_PROXY).toBeUndefined();
    expect(config.OIDC_AUDIENCE).toBeUndefined();
    expect(config.https).toBe(false);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEV_PAGES: 'true' }, true],
  ])('development pages with %j: %s', (env, servies) => {
    expect(loadConfig(env).pagesDeveloppement).toBe(servies);
  });

  it.each([['RATE_LIMIT_EMAIL', '10'], ['RATE_LIMIT_SIGN_IN', '0/60'], ['RATE_LIMIT_PUBLIC', '5/0'], ['SESSION_IDLE_MINUTES', '0']])('refuses %s=%s', (cle, valeur) => {
    expect(() => loadConfig({ [cle]: valeur })).toThrow(/^Configuration invalide : /);
  });

  it.each([
    ['RUN_WORKER', 'non', false],
    ['RUN_WORKER', 'Oui', true],
    ['DATABASE_EMBEDDED_THREAD', '0', false],
    ['DATABASE_EMBEDDED_THREAD', 'yes', true],
  ])('reads the switch %s=%s as %s', (cle, valeur, attendu) => {
    expect(loadConfig({ [cle]: valeur })[cle as 'RUN_WORKER']).toBe(attendu);
  });

  // A misspelt switch used to be read as false (a worker or the demo sign-in turned off without a word).
  it.each([['DATABASE_EMBEDDED_THREAD', 'peut-etre'], ['RUN_WORKER', 'flase'], ['MAIL_OUTBOX', 'on']])('refuses the switch %s=%s', (cle, valeur) => {
    expect(() => loadConfig({ [cle]: valeur })).toThrow(new RegExp(`^Configuration invalide : .*${cle}`));
  });

  it('https public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://courtage.example.fr' }).https).toBe(true);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('TRUST_PROXY=%s is trust proxy %j', (TRUST_PROXY, attendu) => {
    expect(loadConfig(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).trustProxy).toBe(attendu);
  });
});
