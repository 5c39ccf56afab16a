import fc from 'fast-check';
import {
  ajouterJours,
  dateEffetExpiree,
  estDateIso,
  fenetreDateEffet,
  premierDuMois,
  repartitionEffectifs,
  validerAgeMoyen,
  validerDateEffet,
  validerEffectifCollege,
  validerTypeCollege,
} from './informations-tarifantes';
import { lireDateIso } from '../dates-iso';
import { formatDateFr } from '../format';

const MIN = 'Le collège doit comptabiliser au moins 1 salarié';
const MAX =
  "La tarification en ligne n'est pas disponible pour les effectifs de plus de 100 salariés. Nous vous invitons à contacter votre délégation commerciale pour obtenir une tarification adaptée.";
const AGE = "L'âge moyen doit être un nombre entier compris entre 18 et 65 ans.";
const AVANT = "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège";
const REQUIS = 'Le champ est obligatoire';

describe('college headcount: required integer 1..100', () => {
  it.each([
    [1, null], [50, null], [100, null], [0, MIN], [-3, MIN], [101, MAX], [1000, MAX], [null, REQUIS], [undefined, REQUIS], [2.5, 'Le champ « effectif » doit être un nombre entier.'],
  ])('%p → %p', (n, attendu) => expect(validerEffectifCollege(n)).toBe(attendu));
});

describe('average age: required integer 18..65', () => {
  it.each([[18, null], [42, null], [65, null], [17, AGE], [66, AGE], [40.5, AGE], ['40', AGE], [null, REQUIS]])('%p → %p', (n, attendu) =>
    expect(validerAgeMoyen(n)).toBe(attendu),
  );
});

describe('college type', () => {
  it.each([['CADRE', null], ['NON_CADRE', null], ['TOUS', null], ['', 'Type de collège requis.'], [undefined, 'Type de collège requis.'], ['AUTRE', 'Type de collège requis.']])(
    '%p → %p',
    (t, attendu) => expect(validerTypeCollege(t)).toBe(attendu),
  );
  it('TOUS is refused where the market has no such college (provident)', () => {
    expect(validerTypeCollege('TOUS', ['CADRE', 'NON_CADRE'])).toBe('Type de collège requis.');
  });
});

describe('effective date window: J+1..J+183, from the first of the current month when the college has 2 or more staff', () => {
  const today = '2026-11-21';
  it.each([
    [1, { min: '2026-11-22', max: '2027-05-23' }],
    [2, { min: '2026-11-01', max: '2027-05-23' }],
    [100, { min: '2026-11-01', max: '2027-05-23' }],
    [null, { min: '2026-11-22', max: '2027-05-23' }],
  ])('headcount %p → %j', (effectif, fenetre) => expect(fenetreDateEffet(today, effectif)).toEqual(fenetre));

  it.each([
    ['2026-11-22', 1, null],
    ['2026-11-21', 1, AVANT],
    ['2026-11-01', 1, AVANT],
    ['2026-11-01', 2, null],
    ['2026-11-15', 5, null],
    ['2026-10-31', 5, AVANT],
    ['2027-05-23', 1, null],
    ['2027-05-24', 1, "La date d'effet doit être antérieure au 24/05/2027."],
    ['2027-05-24', 30, "La date d'effet doit être antérieure au 24/05/2027."],
    ['22/11/2026', 1, "La date d'effet doit être au format AAAA-MM-JJ."],
    ['2026-02-30', 1, "La date d'effet doit être au format AAAA-MM-JJ."],
    ['', 1, REQUIS],
    [null, 1, REQUIS],
  ])('%p with %i staff → %p', (date, effectif, attendu) => expect(validerDateEffet(date, effectif, today)).toBe(attendu));

  it('across a year end and a leap day', () => {
    expect(fenetreDateEffet('2027-12-31', 1)).toEqual({ min: '2028-01-01', max: '2028-07-01' });
    expect(fenetreDateEffet('2028-02-28', 1).min).toBe('2028-02-29');
  });
});

describe('date-expired state (derived)', () => {
  const today = '2026-11-21';
  it.each([
    ['2026-11-22', 1, false],
    ['2026-11-21', 1, true],
    ['2026-11-21', 2, false],
    ['2026-11-01', 2, false],
    ['2026-10-31', 2, true],
    ['2026-11-01', 1, true],
    ['2026-11-01T00:00:00.000Z', 3, false],
    [null, 5, true],
    ['2027-03-01', 1, false],
  ])('%p with %i staff → expired %s', (date, effectif, attendu) => expect(dateEffetExpiree(date, effectif, today)).toBe(attendu));

  it('property: a date accepted today is not expired today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 200 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 3000 }), (decalage, effectif, jour) => {
        const today = ajouterJours('2024-01-01', jour);
        const date = ajouterJours(today, decalage);
        if (validerDateEffet(date, effectif, today) === null) expect(dateEffetExpiree(date, effectif, today)).toBe(false);
      }),
    );
  });
});

describe('dates: shown dd/mm/yyyy, sent yyyy-mm-dd, another format throws', () => {
  it.each([
    ['2026-11-21', '21/11/2026'],
    ['2027-01-01', '01/01/2027'],
    ['2028-02-29', '29/02/2028'],
  ])('%s → %s', (iso, fr) => expect(formatDateFr(iso)).toBe(fr));

  it.each([['21/11/2026'], ['2026-1-5'], ['2026-13-01'], ['2027-02-29'], ['20261121'], ['']])('%p throws', (v) => {
    expect(() => lireDateIso(v)).toThrow();
    expect(() => formatDateFr(v)).toThrow();
    expect(estDateIso(v)).toBe(false);
  });

  it('parses, adds days, month start', () => {
    expect(lireDateIso('2026-11-21')).toEqual({ annee: 2026, mois: 11, jour: 21 });
    expect(ajouterJours('2026-12-31', 1)).toBe('2027-01-01');
    expect(ajouterJours('2026-11-21', 183)).toBe('2027-05-23');
    expect(premierDuMois('2026-11-21')).toBe('2026-11-01');
  });
});

describe('colleges rule: cadre count = college size, non-cadre = global − college, and vice versa', () => {
  it.each([
    ['CADRE', 50, 12, { effectifCadre: 12, effectifNonCadre: 38 }],
    ['NON_CADRE', 50, 12, { effectifCadre: 38, effectifNonCadre: 12 }],
    ['CADRE', 10, 10, { effectifCadre: 10, effectifNonCadre: 0 }],
    ['NON_CADRE', 5, 8, { effectifCadre: 0, effectifNonCadre: 8 }],
    ['TOUS', 50, 50, { effectifCadre: null, effectifNonCadre: null }],
  ] as const)('%s, global %i, college %i → %j', (type, global, college, attendu) => expect(repartitionEffectifs(type, global, college)).toEqual(attendu));
});
