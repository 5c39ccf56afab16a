import { cleReutilisable, estCleIdempotenceValide, nouvelleCleIdempotence } from './idempotence';

describe('idempotency keys', () => {
  it.each([
    ['3f2a9c0e-8b1d-4e6f-a7c2-1d5e9b0f4a63', true],
    ['a', true],
    ['clé', false],
    ['a b', false],
    ['a:b', false],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['', false],
  ])('%p valid: %p', (cle, valide) => expect(estCleIdempotenceValide(cle)).toBe(valide));

  it('makes 32 hex characters from 16 random bytes, each time other', () => {
    let n = 0;
    const aleatoire = (o: Uint8Array) => o.map(() => n++);
    const a = nouvelleCleIdempotence(aleatoire);
    expect(a).toBe('000102030405060708090a0b0c0d0e0f');
    expect(estCleIdempotenceValide(a)).toBe(true);
    expect(nouvelleCleIdempotence(aleatoire)).not.toBe(a);
  });

  it.each([
    [null, true],
    [500, true],
    [503, true],
    [504, true],
    [502, false],
    [200, false],
    [202, false],
    [400, false],
    [422, false],
  ])('after status %p the key may be reused: %p', (statut, attendu) => expect(cleReutilisable(statut)).toBe(attendu));
});
