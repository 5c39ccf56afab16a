import fc from 'fast-check';
import { ajouterJours } from './informations-tarifantes';
import { estDateEffetExpiree } from './date-effet';

const TODAY = '2026-11-21';

describe('estDateEffetExpiree (spec 01 §4)', () => {
  it.each([
    // [date d'effet, effectif collège, expirée]
    ['2026-11-22', 1, false], // tomorrow: valid
    ['2026-11-21', 1, true], // today: before the start of tomorrow
    ['2026-11-01', 1, true], // month start, single employee: expired
    ['2026-11-01', 2, false], // month start, 2+ staff: current month still holds
    ['2026-11-15', 5, false], // any day of the current month for 2+ staff
    ['2026-10-31', 2, true], // previous month
    ['2026-12-01', 2, false],
    ['2027-05-01', 1, false],
    [null, 3, true], // no date: cannot be subscribed
    ['2026-11-01', null, true],
    ['2026-11-01', 0, true],
  ] as const)('%s, effectif %s → %s', (date, effectif, expected) => {
    expect(estDateEffetExpiree(date, effectif, TODAY)).toBe(expected);
  });

  it('accepts a timestamp-looking date by its day', () => {
    expect(estDateEffetExpiree('2026-11-22T00:00:00.000Z', 1, TODAY)).toBe(false);
  });

  it('every date from tomorrow on is valid, whatever the headcount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 100 }), (n, effectif) => {
        expect(estDateEffetExpiree(ajouterJours(TODAY, n), effectif, TODAY)).toBe(false);
      }),
    );
  });

  it('a larger college never makes a date expire (monotone in headcount)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -90, max: 90 }), fc.integer({ min: 0, max: 99 }), (n, effectif) => {
        const date = ajouterJours(TODAY, n);
        if (!estDateEffetExpiree(date, effectif, TODAY)) expect(estDateEffetExpiree(date, effectif + 1, TODAY)).toBe(false);
      }),
    );
  });
});
