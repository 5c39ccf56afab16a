import { pmssAt } from './pmss';

describe('pmssAt', () => {
  it.each([
    ['2019-06-01', 3377, 2019, true],
    ['2020-01-01', 3428, 2020, true],
    ['2022-12-31', 3428, 2022, true],
    ['2023-01-01', 3666, 2023, true],
    ['2024-07-14', 3864, 2024, true],
    ['2025-02-28', 3925, 2025, true],
    ['2026-12-31', 4005, 2026, true],
    ['2027-01-01', 4005, 2026, false], // not yet published: latest known, and says so
  ])('%s → %i (reference year %i, published %s)', (date, montant, anneeReference, publie) => {
    expect(pmssAt(date)).toEqual({ montant, annee: Number(date.slice(0, 4)), anneeReference, publie });
  });

  it.each([['2018-12-31'], ['01/01/2026'], ['2026-02-30'], ['']])('throws for %p', (date) => expect(() => pmssAt(date)).toThrow());
});
