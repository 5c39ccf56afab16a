import { grouperParCollege } from './groupement';

const row = (id: number, type: 'CADRE' | 'NON_CADRE' | 'TOUS') => ({ id, college: { type } });

describe('grouperParCollege (§2 Project lists)', () => {
  it('health: three groups, in order, labelled, even when empty', () => {
    const groups = grouperParCollege('SSC', [row(3, 'TOUS'), row(2, 'CADRE'), row(1, 'CADRE')]);
    expect(groups.map((g) => [g.college, g.libelle, g.projets.map((p) => p.id)])).toEqual([
      ['CADRE', 'Cadres', [2, 1]],
      ['NON_CADRE', 'Non Cadres', []],
      ['TOUS', 'Ensemble du personnel', [3]],
    ]);
  });
  it('provident: CADRE and NON_CADRE only', () => {
    const groups = grouperParCollege('SPC', [row(1, 'NON_CADRE')]);
    expect(groups.map((g) => g.college)).toEqual(['CADRE', 'NON_CADRE']);
  });
  it('a TOUS row in provident is an error', () => {
    expect(() => grouperParCollege('SPC', [row(1, 'TOUS')])).toThrow('Collège non géré');
  });
  it('an unknown product code is an error', () => {
    expect(() => grouperParCollege('XXX' as never, [])).toThrow('Code produit non géré');
  });
});
