import { cleBrouillon, effacerBrouillons, empreinte, garderBrouillon, lireBrouillon, type StockageBrouillon } from './brouillon';

const memoire = (init: Record<string, string> = {}): StockageBrouillon & { m: Map<string, string> } => {
  const m = new Map(Object.entries(init));
  return { m, getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
};
const CLE = cleBrouillon('informations', 42);

describe('a draft in the session storage', () => {
  it('is named per projet and step', () => {
    expect(CLE).toBe('souscription:42:informations');
    expect(cleBrouillon('participants', 42)).not.toBe(CLE);
  });

  it('is kept while the values differ from the saved ones, and read back over the same saved version', () => {
    const s = memoire();
    garderBrouillon(s, CLE, '{"v":1}', { nom: 'Martin' }, false);
    expect(lireBrouillon(s, CLE, '{"v":1}')).toEqual({ nom: 'Martin' });
  });

  it.each<[string, (s: ReturnType<typeof memoire>) => void, string, unknown]>([
    ['none', () => undefined, '{"v":1}', null],
    ['values back to the saved ones: removed', (s) => garderBrouillon(s, CLE, '{"v":1}', { nom: 'x' }, true), '{"v":1}', null],
    ['typed over another saved version: dropped', (s) => garderBrouillon(s, CLE, '{"v":0}', { nom: 'x' }, false), '{"v":1}', null],
    ['unreadable: ignored', (s) => s.setItem(CLE, '{pas du json'), '{"v":1}', null],
    ['no values: ignored', (s) => s.setItem(CLE, JSON.stringify({ base: empreinte('{"v":1}') })), '{"v":1}', null],
  ])('%s', (_cas, avant, enregistre, attendu) => {
    const s = memoire();
    avant(s);
    expect(lireBrouillon(s, CLE, enregistre)).toEqual(attendu);
  });

  it('a storage that refuses (quota, private mode) or is absent never breaks the page', () => {
    const refuse: StockageBrouillon = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => garderBrouillon(refuse, CLE, '', 1, false)).not.toThrow();
    expect(lireBrouillon(refuse, CLE, '')).toBeNull();
    expect(() => effacerBrouillons(refuse, 42)).not.toThrow();
    expect(lireBrouillon(null, CLE, '')).toBeNull();
  });

  it('leaving without saving clears both steps of the projet, not another projet’s', () => {
    const s = memoire({ [CLE]: 'a', [cleBrouillon('participants', 42)]: 'b', [cleBrouillon('participants', 43)]: 'c' });
    effacerBrouillons(s, 42);
    expect([...s.m.keys()]).toEqual([cleBrouillon('participants', 43)]);
  });

  it('the fingerprint follows the text', () => {
    expect(empreinte('abc')).toBe(empreinte('abc'));
    expect(empreinte('abc')).not.toBe(empreinte('abd'));
  });
});
