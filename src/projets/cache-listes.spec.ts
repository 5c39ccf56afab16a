import { CacheListes, reponseListe } from './cache-listes';

describe('CacheListes', () => {
  it('serves an answer only for the version it was computed at', () => {
    const c = new CacheListes();
    c.ecrire('DIST-A|SSC', 3, reponseListe('[1]'));
    expect(c.lire('DIST-A|SSC', 3)?.json).toBe('[1]');
    expect(c.lire('DIST-A|SSC', 4)).toBeUndefined();
    expect(c.lire('DIST-B|SSC', 3)).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const c = new CacheListes(2);
    c.ecrire('a', 1, reponseListe('"A"'));
    c.ecrire('b', 1, reponseListe('"B"'));
    c.lire('a', 1);
    c.ecrire('c', 1, reponseListe('"C"'));
    expect([c.lire('a', 1)?.json, c.lire('b', 1), c.lire('c', 1)?.json]).toEqual(['"A"', undefined, '"C"']);
  });

  it('gives the same strong ETag for the same answer, another for another', () => {
    expect(reponseListe('[1]').etag).toBe(reponseListe('[1]').etag);
    expect(reponseListe('[1]').etag).not.toBe(reponseListe('[2]').etag);
    expect(reponseListe('[1]').etag).toMatch(/^"[\w-]+"$/);
  });
});
