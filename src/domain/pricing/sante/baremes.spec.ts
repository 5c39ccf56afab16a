import { BAREMES_SANTE, baremeSanteParVersion, baremeSantePour, verifierBareme } from './baremes';
import type { BaremeSante } from './types';

const copie = (): BaremeSante => JSON.parse(JSON.stringify(baremeSanteParVersion('SSC-2026.1')));

describe('health barèmes (data/sante/baremes/*.json)', () => {
  it('are versioned, ordered, contiguous and valid', () => {
    expect(BAREMES_SANTE.map((b) => b.version)).toEqual(['SSC-2025.1', 'SSC-2026.1', 'SSC-2027.1']);
    BAREMES_SANTE.forEach((b) => expect(() => verifierBareme(b)).not.toThrow());
    expect(BAREMES_SANTE.at(-1)!.valable_au).toBeNull();
    for (const b of BAREMES_SANTE) expect(b.source).toMatch(/millionièmes de PMSS/);
  });

  it.each([
    ['2024-12-31', null],
    ['2025-01-01', 'SSC-2025.1'],
    ['2025-12-31', 'SSC-2025.1'],
    ['2026-01-01', 'SSC-2026.1'],
    ['2026-11-22', 'SSC-2026.1'],
    ['2026-12-31', 'SSC-2026.1'],
    ['2027-01-01', 'SSC-2027.1'],
    ['2031-06-01', 'SSC-2027.1'],
  ])('effective date %s → %s', (date, version) => expect(baremeSantePour(date)?.version ?? null).toBe(version));

  it('finds a version by id', () => {
    expect(baremeSanteParVersion('SSC-2027.1')?.valable_du).toBe('2027-01-01');
    expect(baremeSanteParVersion('SSC-1999.1')).toBeNull();
  });

  it.each<[string, (b: BaremeSante) => void]>([
    ['bad version id', (b) => (b.version = '2026')],
    ['inverted validity', (b) => (b.valable_au = '2025-01-01')],
    ['11 levels only', (b) => b.couts_par_niveau.OPTIQUE.pop()],
    ['a level that does not cost more', (b) => (b.couts_par_niveau.OPTIQUE[5] = b.couts_par_niveau.OPTIQUE[4])],
    ['a negative cost', (b) => (b.couts_par_niveau.MATERNITE[0] = -1)],
    ['a decimal cost', (b) => (b.couts_par_niveau.MATERNITE[1] = 40.5)],
    ['age bands with a hole', (b) => (b.facteurs_age[1].de = 26)],
    ['age bands stopping at 60', (b) => (b.facteurs_age.at(-1)!.a = 60)],
    ['headcount bands stopping at 50', (b) => b.facteurs_effectif_college.pop()],
    ['a zone without factor', (b) => (b.zones.departements['5'] = ['01'])],
    ['a missing structure', (b) => delete (b.coefficients_structure as Partial<BaremeSante['coefficients_structure']>).P3],
    ['a missing top-up cost', (b) => delete (b.surcomplementaire.couts_par_structure as Partial<Record<string, number>>).ENFANT],
    ['loadings reaching 100 %', (b) => (b.frais_gestion_pb = 8500)],
  ])('verifierBareme refuses %s', (_n, casser) => {
    const b = copie();
    casser(b);
    expect(() => verifierBareme(b)).toThrow(/^Barème /);
  });
});
