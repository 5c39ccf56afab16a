/**
 * Production behaviour, on applications of their own (test/support/application.ts):
 * - fail closed: NODE_ENV=production without an identity provider or SMTP does not start, in French;
 * - with the explicit opt-ins: the 'Démonstration' band, no /api/docs nor development pages;
 * - readiness 503 with each part's state when the configured Redis is unreachable, liveness 200;
 * - abuse limits (low here): 429 in French with Retry-After, for sign-in and e-mail sending;
 * - the audit trail: one 'Audit' line per refusal, sign-in, sign-out and limit hit, never a secret.
 */
import request from 'supertest';
import { demarrageRefuse, demarrerApplication, type ApplicationIsolee } from '../support/application';
import { DEMO_ACCOUNTS, getBearerToken, getSessionCookie } from '../support/auth';

jest.setTimeout(180_000);

const TROP_DE_REQUETES = 'Trop de requêtes. Veuillez patienter avant de réessayer.';
const alice = DEMO_ACCOUNTS.find((a) => a.username === 'alice')!;

describe('démarrage en production : refus sans les vraies pièces', () => {
  it('no identity provider and no SMTP: exit code 1, each missing setting and its opt-in named in French', async () => {
    const { code, sortie } = await demarrageRefuse({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(sortie).toContain('Démarrage refusé :');
    expect(sortie).toContain("- en production (NODE_ENV=production), aucun fournisseur d'identité n'est configuré (OIDC_URL, OIDC_REALM, OIDC_CLIENT_ID).");
    expect(sortie).toContain('DEMO_ACCOUNTS=true');
    expect(sortie).toContain("- en production (NODE_ENV=production), aucun serveur d'e-mails n'est configuré (SMTP_URL).");
    expect(sortie).toContain('MAIL_OUTBOX=true');
    expect(sortie).toContain('SIGNATURE_SIMULATEUR=true');
    expect(sortie).not.toMatch(/\bat \S+ \(/); // a message, not a stack trace
  });

  it('the outbox opted in but no provider: still refused, for the provider only', async () => {
    const { code, sortie } = await demarrageRefuse({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' });
    expect(code).toBe(1);
    expect(sortie).toContain("aucun fournisseur d'identité");
    expect(sortie).not.toContain("aucun serveur d'e-mails");
  });

  it('an https public address without its TLS proxy declared: refused in any mode', async () => {
    const { code, sortie } = await demarrageRefuse({ NODE_ENV: 'test', PUBLIC_URL: 'https://courtage.example.fr' });
    expect(code).toBe(1);
    expect(sortie).toContain('PUBLIC_URL est en https');
    expect(sortie).toContain('TRUST_PROXY');
  });
});

describe('production avec les options de démonstration, Redis injoignable, limites basses', () => {
  let app: ApplicationIsolee;
  let cookie: string;
  let jeton: string;
  const base = () => app.baseUrl;

  beforeAll(async () => {
    app = await demarrerApplication({
      NODE_ENV: 'production',
      DEMO_ACCOUNTS: 'true',
      MAIL_OUTBOX: 'true',
      SIGNATURE_SIMULATEUR: 'true',
      SIGNATURE_WEBHOOK_SECRET: 'whsec_c2VjcmV0LWRlLXRlc3QtZGVzLXJhcHBlbHM=',
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_SIGN_IN: '6/60',
      RATE_LIMIT_EMAIL: '2/60',
    });
    // Three sign-ins through the provider: 4 of the 6 allowed (the session one counts /auth/login and the form).
    cookie = await getSessionCookie(base(), 'alice');
    jeton = await getBearerToken(base(), 'alice');
  });
  afterAll(async () => {
    await app?.arreter();
  });

  it('readiness: 503 with the state of each part (database up, Redis down); liveness: 200', async () => {
    const pret = await request(base()).get('/api/health').expect(503);
    expect(pret.body).toEqual({ status: 'unavailable', database: { status: 'up', driver: 'pglite' }, queue: { status: 'down', driver: 'bullmq' } });
    expect(pret.headers['cache-control']).toBe('no-store');
    await request(base()).get('/api/health/live').expect(200, { status: 'ok' });
  });

  it("every page says 'Démonstration'; /api/docs and the development pages are not served", async () => {
    const page = await request(base()).get('/informations-entreprise').set('Cookie', cookie).expect(200);
    expect(page.text).toContain('aria-label="Démonstration"');
    await request(base()).get('/api/docs').expect(404);
    await request(base()).get('/api/docs/openapi.json').expect(404);
    await request(base()).get('/api/dev/outbox').set('Authorization', `Bearer ${jeton}`).expect(404);
    const outbox = await request(base()).get('/dev/outbox').set('Cookie', cookie).expect(404);
    expect(outbox.text).toContain('La page est introuvable');
  });

  it('e-mail sending: RATE_LIMIT_EMAIL per user (refused calls count), then 429 in French with Retry-After; another user is not limited', async () => {
    const envoyer = (token: string) => request(base()).post('/api/documents/etudes-personnalisees/email').set('Authorization', `Bearer ${token}`).send({});
    await envoyer(jeton).expect(400);
    await envoyer(jeton).expect(400);
    const refus = await envoyer(jeton).expect(429);
    expect(refus.body).toEqual({ statusCode: 429, message: TROP_DE_REQUETES });
    expect(Number(refus.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refus.headers['retry-after'])).toBeLessThanOrEqual(60);
    await envoyer(await getBearerToken(base(), 'carole')).expect(400); // 5 of the 6 sign-ins
    // Pricing and the rest of /api are never limited.
    for (let i = 0; i < 5; i++) await request(base()).get('/api/moi').set('Authorization', `Bearer ${jeton}`).expect(200);
  });

  it('writes one audit line per refusal, sign-in and sign-out, with who and where and never a secret', async () => {
    await request(base()).get('/api/moi').expect(401);
    await request(base()).get('/api/moi').set('Authorization', 'Bearer pas-un-jeton').expect(401);
    await request(base()).get('/api/projets/999999').set('Authorization', `Bearer ${jeton}`).expect(404);
    await request(base()).get('/api/nexiste-pas').set('Authorization', `Bearer ${jeton}`).expect(404); // no route: not an authorization
    await request(base()).get('/api/moi').set('Cookie', cookie).expect(200);
    await request(base()).post('/api/client').set('Cookie', cookie).set('Origin', 'https://attaquant.example').send({}).expect(403);
    await request(base()).post('/auth/logout').set('Cookie', cookie).set('Origin', base()).expect(303);

    const lignes = await app.attendreLignes('Audit', (l) => l.some((x) => x.evenement === 'deconnexion'));
    // Every audit line names the request it comes from (X-Request-Id, ADR 0077); the rest is compared whole.
    expect(lignes.every((l) => typeof l.reqId === 'string' && /^[0-9a-f-]{36}$/.test(l.reqId))).toBe(true);
    const sans = ({ time: _t, pid: _p, hostname: _h, level: _l, context: _c, msg: _m, ip: _ip, reqId: _r, ...reste }: Record<string, unknown>) => reste;
    const vues = lignes.map(sans);
    const qui = { utilisateur: alice.sub, distributeur: 'DIST-A' };
    expect(vues).toEqual(
      expect.arrayContaining([
        { evenement: 'connexion', ...qui, methode: 'GET', route: '/auth/callback' },
        { evenement: 'limite-atteinte', ...qui, methode: 'POST', route: '/api/documents/etudes-personnalisees/email', statut: 429, politique: 'envoi-email' },
        { evenement: 'acces-refuse', methode: 'GET', route: '/api/moi', statut: 401 },
        { evenement: 'jeton-refuse', methode: 'GET', route: '/api/moi', statut: 401, motif: 'format' },
        { evenement: 'acces-refuse', ...qui, methode: 'GET', route: '/api/projets/:id', statut: 404 },
        { evenement: 'requete-autre-site', ...qui, methode: 'POST', route: '/api/client', statut: 403, motif: 'origin' },
        { evenement: 'deconnexion', ...qui, methode: 'POST', route: '/auth/logout' },
      ]),
    );
    expect(vues.filter((l) => l.evenement === 'jeton-refuse')).toHaveLength(1); // not twice (guard and filter)
    expect(lignes.every((l) => typeof l.ip === 'string' && /127\.0\.0\.1$/.test(l.ip))).toBe(true);
    expect(lignes.some((l) => 'req' in l || 'headers' in l)).toBe(false);
    expect(vues.some((l) => l.route === '/api/nexiste-pas')).toBe(false);
    // Refusals are warnings (kept at LOG_LEVEL=warn), sign-in and sign-out information.
    expect(lignes.filter((l) => l.evenement === 'acces-refuse').every((l) => l.level === 40)).toBe(true);
    expect(lignes.find((l) => l.evenement === 'connexion')?.level).toBe(30);
    const texte = JSON.stringify(lignes);
    for (const secret of [jeton, jeton.split('.')[1], cookie.split('=')[1], decodeURIComponent(cookie.split('=')[1]), 'pas-un-jeton', 'Bearer']) expect(texte).not.toContain(secret);
  });

  it('sign-in: RATE_LIMIT_SIGN_IN per address on /auth/login and the provider form, then 429 with Retry-After and an audit line', async () => {
    const statuts: number[] = [];
    let refus: request.Response | undefined;
    for (let i = 0; i < 4 && !refus; i++) {
      const res = await request(base()).get('/auth/login?returnTo=/');
      statuts.push(res.status);
      if (res.status === 429) refus = res;
    }
    expect(statuts.slice(0, -1).every((s) => s === 302)).toBe(true);
    expect(refus?.body).toEqual({ statusCode: 429, message: TROP_DE_REQUETES });
    expect(Number(refus?.headers['retry-after'])).toBeGreaterThan(0);
    await expect(getBearerToken(base(), 'bob')).rejects.toThrow(/HTTP 429/); // the provider's form counts on the same limit
    const lignes = await app.attendreLignes('Audit', (l) => l.filter((x) => x.politique === 'connexion').length >= 2);
    expect(lignes.filter((l) => l.politique === 'connexion').map((l) => l.route)).toEqual(['/auth/login', '/dev-oidc/realms/demo/interaction/:uid/login']);
  });
});
