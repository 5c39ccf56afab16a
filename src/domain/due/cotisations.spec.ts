import fc from 'fast-check';
import { repartitionCotisations } from './cotisations';

const TARIFS = [
  { structure: 'ISOLE', taux: 1.2, montant: 48.06 },
  { structure: 'FAMILLE', taux: 2.9, montant: 116.15 },
  { structure: 'SALARIE_SEUL', taux: 1.1, montant: 44.05 },
  { structure: 'CONJOINT_SEUL', taux: 1.0, montant: 40.05 },
  { structure: 'ENFANT', taux: 0.5, montant: 20.03 },
  { structure: 'UNIQUE', taux: 1.8, montant: 72.09 },
];

describe('repartitionCotisations (brief §1.4)', () => {
  it.each([
    ['compulsory: the share applies to every line', 'ISOLE_FAMILLE', 'OBLIGATOIRE', 50, [[48.06, 24.03, 24.03], [116.15, 58.08, 58.07]]],
    ['optional: the family line gets the employee-alone employer amount', 'ISOLE_FAMILLE', 'FACULTATIF', 50, [[48.06, 24.03, 24.03], [116.15, 24.03, 92.12]]],
    ['100 % compulsory: nothing left to the employee', 'ISOLE_FAMILLE', 'OBLIGATOIRE', 100, [[48.06, 48.06, 0], [116.15, 116.15, 0]]],
    ['per insured, optional: spouse and child lines are at the employee\'s sole charge', 'SALARIE_CONJOINT_ENFANT', 'FACULTATIF', 60, [[44.05, 26.43, 17.62], [40.05, 0, 40.05], [20.03, 0, 20.03]]],
    ['per insured, compulsory: the share applies to each insured', 'SALARIE_CONJOINT_ENFANT', 'OBLIGATOIRE', 60, [[44.05, 26.43, 17.62], [40.05, 24.03, 16.02], [20.03, 12.02, 8.01]]],
    ['unique structure', 'UNIQUE', 'OBLIGATOIRE', 75, [[72.09, 54.07, 18.02]]],
  ] as const)('%s', (_cas, structure, affiliation, part, attendu) => {
    const lignes = repartitionCotisations(TARIFS, structure, affiliation, part);
    expect(lignes.map((l) => [l.total, l.employeur, l.salarie])).toEqual(attendu);
  });

  it('leaves out a structure the projet did not price', () => {
    expect(repartitionCotisations(TARIFS, 'PERSONNES', 'OBLIGATOIRE', 50)).toEqual([]);
  });

  it('every line adds up to its total, the employer pays at least the share of the base, never more than the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 50, max: 100 }),
        fc.constantFrom('OBLIGATOIRE' as const, 'FACULTATIF' as const),
        (a, b, part, affiliation) => {
          const tarifs = [
            { structure: 'ISOLE', taux: 1, montant: a / 100 },
            { structure: 'FAMILLE', taux: 2, montant: b / 100 },
          ];
          for (const l of repartitionCotisations(tarifs, 'ISOLE_FAMILLE', affiliation, part)) {
            expect(Math.round(l.employeur * 100) + Math.round(l.salarie * 100)).toBe(Math.round(l.total * 100));
            expect(l.employeur).toBeLessThanOrEqual(l.total);
            expect(l.salarie).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
