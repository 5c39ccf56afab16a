import fc from 'fast-check';
import { BAREME_PMSS, dateIsoValide, plafondsPourAnnee, plafondsPourDate } from './pmss';

describe('BAREME_PMSS', () => {
  it.each([
    [2019, 3377],
    [2020, 3428],
    [2021, 3428],
    [2022, 3428],
    [2023, 3666],
    [2024, 3864],
    [2025, 3925],
    [2026, 4005],
  ])('%i: %i EUR', (annee, montant) => expect(BAREME_PMSS.find((l) => l.annee === annee)?.montant).toBe(montant));
});

describe('dateIsoValide', () => {
  it.each([
    ['2026-01-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['01/01/2026', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (date, attendu) => expect(dateIsoValide(date)).toBe(attendu));
});

describe('plafondsPourDate', () => {
  it.each([
    ['2019-06-15', { annee: 2019, pmss: 3377, pass: 40524, publie: true, annee_reference: 2019 }],
    ['2021-12-31', { annee: 2021, pmss: 3428, pass: 41136, publie: true, annee_reference: 2021 }],
    ['2024-01-01', { annee: 2024, pmss: 3864, pass: 46368, publie: true, annee_reference: 2024 }],
    ['2025-12-31', { annee: 2025, pmss: 3925, pass: 47100, publie: true, annee_reference: 2025 }],
    ['2026-01-01', { annee: 2026, pmss: 4005, pass: 48060, publie: true, annee_reference: 2026 }],
    // Effective dates run up to 183 days ahead: the next year is not published yet.
    ['2027-03-01', { annee: 2027, pmss: 4005, pass: 48060, publie: false, annee_reference: 2026 }],
  ])('%s → %j', (date, attendu) => expect(plafondsPourDate(date)).toEqual(attendu));

  it.each(['2018-12-31', '2026-02-30', 'demain'])('%s → null', (date) => expect(plafondsPourDate(date)).toBeNull());

  it('takes the latest earlier year when a year is missing from the table', () => {
    expect(plafondsPourAnnee(2021, [{ annee: 2020, montant: 3428 }, { annee: 2022, montant: 3500 }])).toEqual({
      annee: 2021,
      pmss: 3428,
      pass: 41136,
      publie: false,
      annee_reference: 2020,
    });
  });

  it('PASS is always 12 × PMSS and never falls as the years go by', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2019, max: 2100 }), fc.integer({ min: 0, max: 5 }), (annee, plus) => {
        const a = plafondsPourAnnee(annee);
        const b = plafondsPourAnnee(annee + plus);
        expect(a && b).toBeTruthy();
        expect(a!.pass).toBe(12 * a!.pmss);
        expect(b!.pmss).toBeGreaterThanOrEqual(a!.pmss);
        expect(a!.publie).toBe(a!.annee_reference === annee);
      }),
    );
  });
});
