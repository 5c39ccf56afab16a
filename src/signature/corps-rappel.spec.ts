import { PROFONDEUR_JSON_MAX } from '../common/entrees';
import { bornerEvenement, EVENT_ID_MAX, lireCorpsRappel } from './corps-rappel';
import { RappelInvalide } from './fournisseur';

const lire = (texte: string) => lireCorpsRappel(Buffer.from(texte));
const imbrique = (n: number) => '{"a":'.repeat(n) + '"fond"' + '}'.repeat(n);

describe('lireCorpsRappel: a verified callback body under the API input rules, kept', () => {
  it.each([
    ['a NUL in a string value', '{"event_id":"evt\\u0000_1","data":{"motif":"Pas\\u0000 maintenant"}}', { event_id: 'evt_1', data: { motif: 'Pas maintenant' } }],
    ['a NUL in a key', '{"ev\\u0000ent_id":"evt_1"}', { event_id: 'evt_1' }],
    ['NULs in an array', '{"l":["a\\u0000b","\\u0000"]}', { l: ['ab', ''] }],
    ['nothing to change', '{"event_id":"evt_1","n":3,"b":true,"z":null}', { event_id: 'evt_1', n: 3, b: true, z: null }],
  ])('%s', (_cas, texte, attendu) => {
    expect(lire(texte)).toEqual(attendu);
  });

  it('a key "__proto__" stays a plain property, renamed or not', () => {
    const v = lire('{"__proto__":{"x":1},"__pro\\u0000to__":{"y":2}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(v)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).y).toBeUndefined();
  });

  it(`what lies deeper than ${PROFONDEUR_JSON_MAX} levels is dropped, the rest kept`, () => {
    let v = lire(imbrique(PROFONDEUR_JSON_MAX + 5)) as Record<string, unknown>;
    for (let i = 0; i < PROFONDEUR_JSON_MAX; i++) v = v.a as Record<string, unknown>;
    expect(v).toBeNull();
    let w = lire(imbrique(PROFONDEUR_JSON_MAX)) as Record<string, unknown> | string;
    for (let i = 0; i < PROFONDEUR_JSON_MAX; i++) w = (w as Record<string, unknown>).a as Record<string, unknown>;
    expect(w).toBe('fond');
  });

  it('not JSON: RappelInvalide', () => {
    expect(() => lire('{"a":')).toThrow(RappelInvalide);
  });
});

describe('bornerEvenement: within what the tables hold', () => {
  const maintenant = new Date('2026-11-28T10:00:00Z');
  const e = { eventId: 'evt_1', survenuLe: new Date('2026-11-28T09:59:00Z'), fournisseurTxId: 'sim_1', type: 'SIGNE' as const };

  it.each([
    ['as it is', e, e],
    ['an event id too long: its SHA-256, the same on every retry', { ...e, eventId: 'x'.repeat(EVENT_ID_MAX + 1) }, { ...e, eventId: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }],
    ['an event time JavaScript cannot hold: the reception time', { ...e, survenuLe: new Date(1e20 * 1000) }, { ...e, survenuLe: maintenant }],
    ['a long reason cut at 500', { ...e, motif: 'm'.repeat(600) }, { ...e, motif: 'm'.repeat(500) }],
  ])('%s', (_cas, entree, attendu) => {
    expect(bornerEvenement(entree, maintenant)).toEqual(attendu);
  });

  it('a long id gives the same key twice', () => {
    const long = { ...e, eventId: 'y'.repeat(300) };
    expect(bornerEvenement(long, maintenant).eventId).toBe(bornerEvenement(long, maintenant).eventId);
    expect(bornerEvenement(long, maintenant).eventId.length).toBeLessThanOrEqual(EVENT_ID_MAX);
  });
});
