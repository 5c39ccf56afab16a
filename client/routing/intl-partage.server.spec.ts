import { partagerDisplayNames } from './intl-partage.server';

describe('partagerDisplayNames', () => {
  const natif = Intl.DisplayNames;
  afterAll(() => {
    Object.defineProperty(Intl, 'DisplayNames', { value: natif, writable: true, configurable: true });
  });

  it('gives one instance per (locales, options), still a real DisplayNames that names fields', () => {
    partagerDisplayNames();
    partagerDisplayNames(); // idempotent: never wraps twice
    const a = new Intl.DisplayNames('fr-FR', { type: 'dateTimeField' });
    const b = new Intl.DisplayNames('fr-FR', { type: 'dateTimeField' });
    const c = new Intl.DisplayNames('fr-FR', { type: 'region' });
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(a).toBeInstanceOf(natif);
    expect(a.of('day')).toBe('jour');
    expect(c.of('FR')).toBe('France');
    expect(Intl.DisplayNames.supportedLocalesOf(['fr-FR'])).toEqual(['fr-FR']);
  });

  it('keeps the native refusal of missing options', () => {
    expect(() => new Intl.DisplayNames('fr-FR', undefined as unknown as Intl.DisplayNamesOptions)).toThrow(TypeError);
  });
});
