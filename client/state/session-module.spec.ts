import { createSessionModule, type StorageLike } from './session-module';
import { common, informationsEntreprise, produitsEligibles, reinitialiserProjet } from './index';
import { sante } from './sante';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

interface Exemple {
  nom: string;
  n: number;
}
const DEFAUTS: Exemple = { nom: '', n: 0 };

describe('createSessionModule', () => {
  it('reads the defaults when nothing is stored, then keeps what is set (same object until it changes)', () => {
    const storage = new MemoryStorage();
    const m = createSessionModule('exemple', DEFAUTS, { storage: () => storage });
    expect(m.get()).toBe(DEFAUTS);
    m.set({ nom: 'Boulangerie' });
    const apres = m.get();
    expect(apres).toEqual({ nom: 'Boulangerie', n: 0 });
    expect(m.get()).toBe(apres);
    expect(JSON.parse(storage.items.get('collectif:exemple')!)).toEqual({ v: 1, data: { nom: 'Boulangerie', n: 0 } });
  });

  it('survives a reload: a new module on the same storage reads the stored copy', () => {
    const storage = new MemoryStorage();
    createSessionModule('exemple', DEFAUTS, { storage: () => storage }).set((s) => ({ ...s, n: 3 }));
    expect(createSessionModule('exemple', DEFAUTS, { storage: () => storage }).get()).toEqual({ nom: '', n: 3 });
  });

  it.each([
    ['another version', JSON.stringify({ v: 2, data: { nom: 'x', n: 1 } })],
    ['not JSON', '{oops'],
    ['no data', JSON.stringify({ v: 1, data: null })],
    ['refused by isValid', JSON.stringify({ v: 1, data: { nom: 42, n: 1 } })],
  ])('drops a stored copy with %s', (_cas, raw) => {
    const storage = new MemoryStorage();
    storage.setItem('collectif:exemple', raw);
    const m = createSessionModule('exemple', DEFAUTS, { storage: () => storage, isValid: (s) => typeof s.nom === 'string' });
    expect(m.get()).toBe(DEFAUTS);
  });

  it('fills fields added since the copy was stored with their defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem('collectif:exemple', JSON.stringify({ v: 1, data: { nom: 'x' } }));
    expect(createSessionModule('exemple', DEFAUTS, { storage: () => storage }).get()).toEqual({ nom: 'x', n: 0 });
  });

  it('notifies subscribers on set and reset, and reset removes the stored copy', () => {
    const storage = new MemoryStorage();
    const m = createSessionModule('exemple', DEFAUTS, { storage: () => storage });
    const vus: Exemple[] = [];
    const stop = m.subscribe(() => vus.push(m.get()));
    m.set({ n: 1 });
    m.reset();
    stop();
    m.set({ n: 2 });
    expect(vus).toEqual([{ nom: '', n: 1 }, DEFAUTS]);
    expect(storage.items.get('collectif:exemple')).toContain('"n":2');
    m.reset();
    expect(storage.items.has('collectif:exemple')).toBe(false);
  });

  it('never changes on the server (no storage): the module is shared by every request there', () => {
    const m = createSessionModule('exemple', DEFAUTS, { storage: () => null });
    const listener = jest.fn();
    m.subscribe(listener);
    m.set({ nom: 'fuite' });
    expect(m.get()).toBe(DEFAUTS);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the journey modules', () => {
  it('read as their defaults where there is no session storage (server render)', () => {
    expect(informationsEntreprise.get().raisonSociale).toBe('');
    expect(produitsEligibles.get().selectedProduit).toBeNull();
    expect(common.get().creationProjet).toBe(false);
    expect(sante.get().idProjet).toBeNull();
    expect(() => reinitialiserProjet()).not.toThrow();
  });
});
