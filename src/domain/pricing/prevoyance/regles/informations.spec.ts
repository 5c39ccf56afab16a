import fc from 'fast-check';
import { demographieRequise, masseT1Max, masseT2Max, nettoyerDemographie, SEUIL_DEMOGRAPHIQUE, validerInformationsPrevoyance, type InformationsPrevoyance } from './informations';

const PASS_2026 = 48060; // 12 × 4 005
const ok: InformationsPrevoyance = {
  typeCollege: 'CADRE',
  effectifCollege: 60,
  naf: '62.01Z',
  nombreFemmes: 20,
  nombreConjoints: 30,
  nombreEnfants: 45,
  typeMasseSalariale: 'T12',
  masseSalarialeT1: 2_400_000,
  masseSalarialeT2: 500_000,
};
const valider = (x: Partial<InformationsPrevoyance>) => validerInformationsPrevoyance({ ...ok, ...x }, PASS_2026);

describe('provident information (01 §5)', () => {
  it('a complete college is valid', () => expect(valider({})).toEqual({}));

  it.each([
    ['women above the headcount', { nombreFemmes: 61 }, 'nombreFemmes', 'Le nombre de femmes salariées ne peut excéder le nombre total de salariés du collège.'],
    ['spouses above the headcount', { nombreConjoints: 61 }, 'nombreConjoints', 'Le nombre de salariés mariés, pacsés, en concubinage ne peut excéder le nombre total de salariés du collège.'],
    ['children above the headcount', { nombreEnfants: 61 }, 'nombreEnfants', "Le nombre d'enfants à charge des salariés ne peut excéder le nombre total de salariés du collège."],
    ['women missing above 49', { nombreFemmes: null }, 'nombreFemmes', 'Obligatoire si le nombre de salariés du collège est supérieur à 49'],
    ['spouses missing above 49', { nombreConjoints: undefined }, 'nombreConjoints', 'Obligatoire si le nombre de salariés du collège est supérieur à 49'],
    ['children negative', { nombreEnfants: -1 }, 'nombreEnfants', 'Le champ « nombreEnfants » doit être supérieur ou égal à 0.'],
    ['T1 above headcount × PASS', { masseSalarialeT1: 60 * PASS_2026 + 1 }, 'masseSalarialeT1', "Le montant de la masse salariale T1 doit être inférieur ou égal à l'effectif du collège * le montant du PASS."],
    ['T1 zero', { masseSalarialeT1: 0 }, 'masseSalarialeT1', 'Le montant de la masse salariale T1 doit être supérieur ou égal à 1.'],
    ['T1 not an integer', { masseSalarialeT1: 1000.5 }, 'masseSalarialeT1', 'Le champ « masse salariale T1 » doit être un nombre entier.'],
    ['T1 missing', { masseSalarialeT1: null }, 'masseSalarialeT1', 'Le champ masse salariale T1 est obligatoire'],
    ['T2 above headcount × 7 × PASS', { masseSalarialeT2: 60 * 7 * PASS_2026 + 1 }, 'masseSalarialeT2', "Le montant de la masse salariale T2 doit être inférieur ou égal à l'effectif du collège * 7 * le montant du PASS."],
    ['T2 missing for T1 + T2', { masseSalarialeT2: null }, 'masseSalarialeT2', 'Le champ masse salariale T2 est obligatoire'],
    ['T2 negative', { masseSalarialeT2: -5 }, 'masseSalarialeT2', 'Le montant de la masse salariale T2 doit être supérieur ou égal à 0.'],
    ['NAF missing', { naf: '' }, 'naf', 'Le champ code NAF est obligatoire'],
    ['NAF unknown', { naf: '04.11Z' }, 'naf', "Le code NAF 04.11Z n'est pas reconnu."],
    ['college type missing', { typeCollege: null }, 'typeCollege', 'Type de collège requis.'],
    ['payroll type missing', { typeMasseSalariale: null }, 'typeMasseSalariale', 'Le champ type de masse salariale est obligatoire'],
  ])('%s', (_cas, x, champ, message) => expect(valider(x as Partial<InformationsPrevoyance>)[champ]).toBe(message));

  it('the limits themselves are allowed', () => {
    expect(valider({ nombreFemmes: 60, nombreConjoints: 60, nombreEnfants: 60, masseSalarialeT1: 60 * PASS_2026, masseSalarialeT2: 60 * 7 * PASS_2026 })).toEqual({});
    expect(valider({ masseSalarialeT2: 0 })).toEqual({});
  });

  it('T2 is not read for a T1 payroll', () => expect(valider({ typeMasseSalariale: 'T1', masseSalarialeT2: -3 })).toEqual({}));

  it('at or below 49 the counts are neither required nor checked, and are cleared', () => {
    const petit = { effectifCollege: SEUIL_DEMOGRAPHIQUE, masseSalarialeT1: 1_000_000, nombreFemmes: 500, nombreConjoints: null, nombreEnfants: undefined };
    expect(valider(petit)).toEqual({});
    expect(demographieRequise(49)).toBe(false);
    expect(demographieRequise(50)).toBe(true);
    expect(nettoyerDemographie({ ...ok, ...petit })).toMatchObject({ nombreFemmes: null, nombreConjoints: null, nombreEnfants: null });
    expect(nettoyerDemographie(ok)).toBe(ok);
  });

  it('property: counts within [0, headcount] above the threshold are always accepted, beyond always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 100 }), fc.nat(), fc.nat(), fc.nat(), (n, f, c, e) => {
        const info = { ...ok, effectifCollege: n, masseSalarialeT1: n * 30000, nombreFemmes: f % (n + 1), nombreConjoints: c % (n + 1), nombreEnfants: e % (n + 1) };
        const trop = { ...info, nombreFemmes: n + 1 + (f % 10) };
        return Object.keys(validerInformationsPrevoyance(info, PASS_2026)).length === 0 && validerInformationsPrevoyance(trop, PASS_2026).nombreFemmes !== undefined;
      }),
    );
  });

  it('property: the payroll ceilings scale with headcount and PASS', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 30000, max: 60000 }), (n, pass) => masseT1Max(n, pass) === n * pass && masseT2Max(n, pass) === 7 * n * pass));
  });
});
