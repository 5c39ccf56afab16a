import express from 'express';
import request from 'supertest';
import { CACHE_CONTROL_REFERENTIEL, envoyerEnCache, memoiser, mettreEnCache } from './reponse-en-cache';

describe('mettreEnCache / envoyerEnCache', () => {
  const reponse = mettreEnCache([{ code: '62.01Z', description: 'Programmation informatique' }]);
  const app = express();
  app.get('/nafs', (_req, res) => envoyerEnCache(res, reponse));

  it('sends the serialised JSON with a strong ETag and a private cache lifetime', async () => {
    const res = await request(app).get('/nafs').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL_REFERENTIEL);
    expect(res.headers.etag).toBe(reponse.etag);
    expect(res.body).toEqual([{ code: '62.01Z', description: 'Programmation informatique' }]);
  });

  it('answers 304 without a body when the browser already has it', async () => {
    const res = await request(app).get('/nafs').set('If-None-Match', reponse.etag).expect(304);
    expect(res.text ?? '').toBe('');
    await request(app).get('/nafs').set('If-None-Match', '"autre"').expect(200);
  });

  it('gives equal values equal ETags and different values different ones', () => {
    expect(mettreEnCache({ a: 1 }).etag).toBe(mettreEnCache({ a: 1 }).etag);
    expect(mettreEnCache({ a: 1 }).etag).not.toBe(mettreEnCache({ a: 2 }).etag);
  });
});

describe('memoiser', () => {
  it('loads once for concurrent and later callers', async () => {
    const charger = jest.fn(async () => ({ valeur: 1 }));
    const lire = memoiser(charger);
    const [a, b] = await Promise.all([lire(), lire()]);
    expect(a).toBe(b);
    expect(await lire()).toBe(a);
    expect(charger).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure', async () => {
    const charger = jest.fn().mockRejectedValueOnce(new Error('panne')).mockResolvedValue('ok');
    const lire = memoiser(charger as () => Promise<string>);
    await expect(lire()).rejects.toThrow('panne');
    await expect(lire()).resolves.toBe('ok');
    expect(charger).toHaveBeenCalledTimes(2);
  });
});
