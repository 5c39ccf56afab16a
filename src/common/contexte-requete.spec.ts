import type { NextFunction, Request, Response } from 'express';
import { avecIdRequete, identifierRequete, idRequeteCourante, idRequeteRecevable } from './contexte-requete';

describe('idRequeteRecevable', () => {
  it.each([
    ['3f1c2a9e-6b1d-4c8e-9a0f-1d2e3f4a5b6c', true],
    ['haproxy.0001:abc', true],
    ['court', false],
    ['a'.repeat(65), false],
    ['avec espace 123', false],
    ['ligne\nsuivante', false],
    [['a', 'b'], false],
    [undefined, false],
  ])('%j → %s', (valeur, attendu) => expect(idRequeteRecevable(valeur)).toBe(attendu));
});

/** The middleware on a fake request: the id it gave, the header it answered, the id seen by the next handler. */
function passer(fromProxy: boolean, entete?: string) {
  const req = { headers: entete === undefined ? {} : { 'x-request-id': entete } } as unknown as Request & { id?: string };
  const entetes: Record<string, string> = {};
  const res = { setHeader: (n: string, v: string) => (entetes[n] = v) } as unknown as Response;
  let vu: string | undefined;
  identifierRequete(fromProxy)(req, res, (() => (vu = idRequeteCourante())) as NextFunction);
  return { id: req.id, entete: entetes['X-Request-Id'], vu };
}

describe('identifierRequete', () => {
  it("takes the declared proxy's id", () => {
    expect(passer(true, 'proxy-id-0001')).toEqual({ id: 'proxy-id-0001', entete: 'proxy-id-0001', vu: 'proxy-id-0001' });
  });

  it("ignores a client's id when no proxy is declared, and a malformed one from the proxy", () => {
    for (const r of [passer(false, 'client-choisi-01'), passer(true, 'x'), passer(true)]) {
      expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.entete).toBe(r.id);
      expect(r.vu).toBe(r.id);
    }
  });

  it('gives every request its own id, and none outside a request', () => {
    expect(passer(false).id).not.toBe(passer(false).id);
    expect(idRequeteCourante()).toBeUndefined();
  });
});

describe('avecIdRequete', () => {
  it('runs a job in the action that enqueued it, across awaits; without an id, in none', async () => {
    const vu = await avecIdRequete('action-00000001', async () => {
      await new Promise((r) => setImmediate(r));
      return idRequeteCourante();
    });
    expect(vu).toBe('action-00000001');
    expect(avecIdRequete(undefined, () => idRequeteCourante())).toBeUndefined();
  });
});
