/**
 * Platform through HTTP against the real built app: health, OpenAPI, French errors, sign-in by bearer
 * token and page session, pages rendered on the server, error pages, a real PDF job, file scoping.
 */
import request from 'supertest';
import { getBearerToken, getSessionCookie } from '../support/auth';

const base = () => process.env.E2E_BASE_URL as string;

describe('plateforme', () => {
  let alice: string;
  let carole: string;
  let cookie: string;

  beforeAll(async () => {
    [alice, carole, cookie] = await Promise.all([getBearerToken(base(), 'alice'), getBearerToken(base(), 'carole'), getSessionCookie(base(), 'alice')]);
  });

  it('reports database and queue health without sign-in', async () => {
    const res = await request(base()).get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database.status).toBe('up');
    expect(res.body.queue.status).toBe('up');
    const expected = process.env.E2E_MODE === 'embedded' ? ['pglite', 'inline'] : ['postgres', 'bullmq'];
    expect([res.body.database.driver, res.body.queue.driver]).toEqual(expected);
  });

  it('describes the API with OpenAPI at /api/docs', async () => {
    const res = await request(base()).get('/api/docs/openapi.json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/moi']));
    await request(base()).get('/api/docs').expect(200).expect('content-type', /html/);
  });

  it('refuses /api without credentials, in French', async () => {
    const res = await request(base()).get('/api/moi').expect(401);
    expect(res.body.message).toBe('Vous devez être connecté pour accéder à cette ressource.');
    await request(base()).get('/api/moi').set('Authorization', 'Bearer pas-un-jeton').expect(401);
  });

  it('answers unknown API paths with a French 404', async () => {
    const res = await request(base()).get('/api/nexiste-pas').set('Authorization', `Bearer ${alice}`).expect(404);
    expect(res.body.message).toBe('La ressource demandée est introuvable.');
  });

  it('gives the signed-in broker and distributor from a bearer token and from a page session', async () => {
    const a = await request(base()).get('/api/moi').set('Authorization', `Bearer ${alice}`).expect(200);
    expect(a.body).toMatchObject({ username: 'alice', codeDistributeur: 'DIST-A' });
    expect(a.body.scopes).toContain('collectif');
    const c = await request(base()).get('/api/moi').set('Authorization', `Bearer ${carole}`).expect(200);
    expect(c.body).toMatchObject({ username: 'carole', codeDistributeur: 'DIST-B' });
    const s = await request(base()).get('/api/moi').set('Cookie', cookie).expect(200);
    expect(s.body.username).toBe('alice');
  });

  it('refuses unknown fields with a French 400', async () => {
    const res = await request(base())
      .post('/api/eligibilite/determiner-eligibilite-entreprise')
      .set('Authorization', `Bearer ${alice}`)
      .send({ siret: '30177755300019', inconnu: 1 })
      .expect(400);
    expect(res.body.message).toBe('Le champ « inconnu » n\'est pas autorisé.');
  });

  it.each(['/api/projets', '/api/sante/tarifer', '/api/prevoyance/tarifer'])('answers a body over 100 kB on %s with a French 413, malformed JSON with a French 400', async (chemin) => {
    const grand = await request(base()).post(chemin).set('Authorization', `Bearer ${alice}`).set('content-type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(200_000) }));
    expect([grand.status, grand.body]).toEqual([413, { statusCode: 413, message: 'La requête est trop volumineuse.' }]);
    const casse = await request(base()).post(chemin).set('Authorization', `Bearer ${alice}`).set('content-type', 'application/json').send('{"a":');
    expect([casse.status, casse.body.message]).toEqual([400, 'La requête est invalide.']);
  });

  it('serves the public configuration file', async () => {
    const res = await request(base()).get('/config.json').expect(200);
    expect(res.body.apiBaseUrl).toBe('/api');
    expect(res.body.theme).toBe('marque-blanche');
  });

  it('redirects home to informations-entreprise, and a visitor to sign-in', async () => {
    await request(base()).get('/').set('Cookie', cookie).expect(302).expect('location', '/informations-entreprise');
    const res = await request(base()).get('/informations-entreprise');
    expect([302, 303]).toContain(res.status);
    expect(res.headers.location).toMatch(/^\/auth\/login\?returnTo=%2Finformations-entreprise/);
  });

  it('renders the signed-in shell on the server with the broker in the header', async () => {
    const res = await request(base()).get('/informations-entreprise').set('Cookie', cookie).expect(200);
    expect(res.text).toContain('<title>');
    expect(res.text).toContain('DIST-A');
    expect(res.text).toMatch(/Informations entreprise/);
    expect(res.text).toContain('Se déconnecter');
    expect(res.text).toMatch(/<script[^>]+type="module"/); // hydration entry
    // Rendered to one string (ADR 0090): one document, its loaders' data handed over whole and closed,
    // no boundary left for the browser to render ('<!--$!-->') and no part streamed in later ('<template').
    expect(res.text.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(res.text).toContain('window.__reactRouterContext.streamController.enqueue(');
    expect(res.text.match(/streamController\.close\(\)/g)).toHaveLength(1);
    expect(res.text).not.toMatch(/<!--\$!-->|<template/);
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('renders unknown paths as the 404 page with status 404', async () => {
    const res = await request(base()).get('/une/page/inconnue').set('Cookie', cookie).expect(404);
    expect(res.text).toContain('La page est introuvable');
    const p = await request(base()).get('/page-introuvable').expect(404);
    expect(p.text).toContain('La page est introuvable');
  });

  it('renders the start-up error pages without sign-in', async () => {
    const auth = await request(base()).get('/auth-error').expect(200);
    expect(auth.text).toContain('Authentification impossible');
    await request(base()).get('/authentication-error').expect(200);
  });

  it('renders a themed PDF through the job queue and scopes the stored file to the distributor', async () => {
    const genere = await request(base()).get('/api/sante/produits/460/documents/descriptif-prestations-socle').set('Authorization', `Bearer ${alice}`).expect(200);
    const adresse = genere.headers['content-location'];
    expect(adresse).toMatch(/^\/api\/fichiers\/[0-9a-f-]{36}$/);
    const file = await request(base())
      .get(adresse)
      .set('Authorization', `Bearer ${alice}`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await request(base()).get(adresse).set('Authorization', `Bearer ${carole}`).expect(404);
    await request(base()).get(adresse).expect(401);
    // Not a file id: passed on to the named routes under fichiers/ (the participants' template); none here, so the French 404.
    for (const autre of ['/api/fichiers/pas-un-uuid', `${adresse}x`, '/api/fichiers/infos-participants']) {
      const introuvable = await request(base()).get(autre).set('Authorization', `Bearer ${alice}`).expect(404);
      expect(introuvable.body).toEqual({ statusCode: 404, message: 'La ressource demandée est introuvable.' });
    }
  });

  it('sign-in: the provider is asked with state, nonce and a PKCE S256 challenge; a signed-in user goes straight back; a callback without a sign-in under way, or refused by the provider, ends on /auth-error', async () => {
    const depart = await request(base()).get('/auth/login?returnTo=/ssc/projets').expect(302);
    const fournisseur = new URL(depart.headers.location);
    expect(fournisseur.pathname).toMatch(/\/protocol\/openid-connect\/auth$/);
    expect(fournisseur.searchParams.get('code_challenge_method')).toBe('S256');
    expect(fournisseur.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fournisseur.searchParams.get('state')).toBeTruthy();
    expect(fournisseur.searchParams.get('nonce')).toBeTruthy();
    expect(fournisseur.searchParams.has('code_verifier')).toBe(false);
    await request(base()).get('/auth/login?returnTo=/ssc/projets').set('Cookie', cookie).expect(303).expect('location', '/ssc/projets');
    await request(base()).get('/auth/callback?code=un-code&state=un-etat').expect(303).expect('location', '/auth-error');
    await request(base()).get('/auth/callback?error=access_denied&error_description=refus').expect(303).expect('location', '/auth-error');
  });

  it('ends the session at sign-out, a POST from the pages; a GET signs nobody out', async () => {
    const own = await getSessionCookie(base(), 'bob');
    await request(base()).get('/api/moi').set('Cookie', own).expect(200);
    await request(base()).get('/auth/logout').set('Cookie', own).expect(303).expect('location', '/');
    await request(base()).get('/api/moi').set('Cookie', own).expect(200);
    await request(base()).post('/auth/logout').set('Cookie', own).set('Origin', base()).expect(303);
    await request(base()).get('/api/moi').set('Cookie', own).expect(401);
  });
});
