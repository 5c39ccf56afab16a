import { Lru } from './lru';

describe('Lru', () => {
  it('keeps the most recently used entries within its capacity', () => {
    const c = new Lru<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now the most recent
    c.set('c', 3); // evicts b
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.taille).toBe(2);
    c.set('a', 10); // overwrite does not grow
    expect(c.taille).toBe(2);
    expect(c.get('a')).toBe(10);
  });

  it.each([[0], [-1], [1.5]])('refuses capacity %p', (n) => expect(() => new Lru(n)).toThrow());
});
