import { ESPACE_INSECABLE, formatDateFr, formatDateHeureFr, formatEuros, formatEurosEntiers, formatEurosRonds, formatNombre, formatPourcent, formatSiret } from './format';

/** Intl fr-FR spaces, spelled out: narrow no-break (thousands) and no-break (before € or %). */
const FINE = '\u202f';
const NBSP = ESPACE_INSECABLE;

describe('formatEuros (two decimals)', () => {
  it.each([
    [0, `0,00${NBSP}€`],
    [62.48, `62,48${NBSP}€`],
    [1234.5, `1${FINE}234,50${NBSP}€`],
    [1234567.891, `1${FINE}234${FINE}567,89${NBSP}€`],
    [-3.2, `-3,20${NBSP}€`],
  ])('%p → %p', (v, attendu) => expect(formatEuros(v)).toBe(attendu));
});

describe('formatEurosEntiers', () => {
  it.each([
    [4005, `4${FINE}005${NBSP}€`],
    [48060.4, `48${FINE}060${NBSP}€`],
    [0.6, `1${NBSP}€`],
  ])('%p → %p', (v, attendu) => expect(formatEurosEntiers(v)).toBe(attendu));
});

describe('formatEurosRonds', () => {
  it.each([
    [4005, `4${FINE}005${NBSP}€`],
    [3925.5, `3${FINE}925,50${NBSP}€`],
  ])('%p → %p', (v, attendu) => expect(formatEurosRonds(v)).toBe(attendu));
});

describe('formatPourcent (two decimals)', () => {
  it.each([
    [1.56, ' ', '1,56 %'],
    [4, ' ', '4,00 %'],
    [1.005, ' ', '1,01 %'],
    [1.56, NBSP, `1,56${NBSP}%`],
  ] as const)('%p with %p → %p', (v, espace, attendu) => expect(formatPourcent(v, espace)).toBe(attendu));
  it('puts a plain space by default', () => expect(formatPourcent(12)).toBe('12,00 %'));
});

describe('formatNombre', () => {
  it.each([
    [1234.5, undefined, undefined, `1${FINE}234,5`],
    [1.05, 4, undefined, '1,05'],
    [0.12345, 4, undefined, '0,1235'],
    [0.1, 4, 4, '0,1000'],
    [12.6, 0, undefined, '13'],
    [2, 2, 2, '2,00'],
  ])('%p (max %p, min %p) → %p', (v, max, min, attendu) => expect(formatNombre(v, max, min)).toBe(attendu));
});

describe('formatDateFr', () => {
  it.each([
    ['2025-11-21', '21/11/2025'],
    ['2026-01-01', '01/01/2026'],
    // An instant is read in Paris time: 23:30 UTC on 31 December is already 1 January in Paris.
    [new Date('2025-12-31T23:30:00Z'), '01/01/2026'],
    ['2025-06-30T22:15:00.000Z', '01/07/2025'],
  ])('%p → %p', (d, attendu) => expect(formatDateFr(d)).toBe(attendu));
  it.each([['2025-02-30'], ['2026-1-5'], ['21/11/2026'], ['20261121'], [''], ['2026-11-21Tx']])('%p throws', (v) => expect(() => formatDateFr(v)).toThrow());
});

describe('formatDateHeureFr', () => {
  it.each([
    [new Date('2025-11-21T13:05:00Z'), '21/11/2025 à 14:05'],
    ['2025-07-14T08:00:00Z', '14/07/2025 à 10:00'],
  ])('%p → %p', (d, attendu) => expect(formatDateHeureFr(d)).toBe(attendu));
});

describe('formatSiret', () => {
  it.each([
    ['36252187900034', undefined, '362 521 879 00034'],
    ['362 521 879 00034', undefined, '362 521 879 00034'],
    ['1234', undefined, '1234'],
    [null, 'Non renseigné', 'Non renseigné'],
    ['', 'À compléter', 'À compléter'],
    [undefined, undefined, ''],
  ])('%p (absent %p) → %p', (s, absent, attendu) => expect(formatSiret(s, absent)).toBe(attendu));
});
