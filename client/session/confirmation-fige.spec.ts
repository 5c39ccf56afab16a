import { nePlusDemanderFige, retenirNePlusDemanderFige } from './confirmation-fige';

const memoire = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('one Ne plus me demander for both kits (issue 27 item 8)', () => {
  it('answered once for a projet, holds for that projet only', () => {
    const s = memoire();
    expect(nePlusDemanderFige(12, s)).toBe(false);
    retenirNePlusDemanderFige(12, s);
    expect(nePlusDemanderFige(12, s)).toBe(true);
    expect(nePlusDemanderFige(13, s)).toBe(false);
  });
  it('a refused or absent storage asks again, never throws', () => {
    const refuse = {
      getItem: () => {
        throw new Error('refusé');
      },
      setItem: () => {
        throw new Error('refusé');
      },
    };
    expect(() => retenirNePlusDemanderFige(12, refuse)).not.toThrow();
    expect(nePlusDemanderFige(12, refuse)).toBe(false);
    expect(nePlusDemanderFige(12, null)).toBe(false);
  });
});
