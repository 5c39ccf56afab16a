import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import { INFORMATIONS_TARIFANTES, PREVOYANCE } from '../../../src/domain/messages';
import { INFORMATIONS_PREVOYANCE_VIDES, type InformationsProjetPrevoyance } from '../../state/prevoyance';
import { appliquerSeuilDemographique, collegeParDefaut, erreursInformations, informationsPreRemplies, plafondsMasse } from './informations';
import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';

const TODAY = '2026-03-10';
const college = (code: 'CADRE' | 'NON_CADRE', acces: string): CollegeEligible =>
  ({ id: code, code, libelle: code, acces_tarification: { code: acces } }) as CollegeEligible;

const VALIDE: InformationsProjetPrevoyance = {
  ...INFORMATIONS_PREVOYANCE_VIDES,
  typeCollege: 'CADRE',
  dateEffet: '2026-04-01',
  effectifCollege: 12,
  ageMoyen: 42,
  naf: { code: '62.01Z', description: 'Programmation informatique' },
  typeMasseSalariale: 'T1',
  masseSalarialeT1: 480_000,
};

describe('college chosen automatically (01 §2)', () => {
  it.each([
    ['cadre when tarifiable', [college('CADRE', 'OUI'), college('NON_CADRE', 'OUI')], null, 'CADRE'],
    ['the first tarifiable one when cadre is red', [college('CADRE', 'SANS_COLLEGE'), college('NON_CADRE', 'AVEC_CONTRAINTE')], null, 'NON_CADRE'],
    ['an orange college is tarifiable', [college('CADRE', 'AVEC_CONSULTATION')], null, 'CADRE'],
    ['none when all are red', [college('CADRE', 'NON'), college('NON_CADRE', 'NON')], null, null],
    ['an unknown access code is not tarifiable', [college('CADRE', 'PEUT_ETRE'), college('NON_CADRE', 'OUI')], null, 'NON_CADRE'],
    ['the college asked for when tarifiable', [college('CADRE', 'OUI'), college('NON_CADRE', 'OUI')], 'NON_CADRE', 'NON_CADRE'],
    ['not the college asked for when red', [college('CADRE', 'OUI'), college('NON_CADRE', 'NON')], 'NON_CADRE', 'CADRE'],
  ] as const)('%s', (_cas, colleges, prefere, attendu) => {
    expect(collegeParDefaut(colleges, prefere)).toBe(attendu);
  });
});

describe('erreursInformations: the domain rules on the form (01 §5)', () => {
  const ctx = { today: TODAY, colleges: [college('CADRE', 'AVEC_CONTRAINTE'), college('NON_CADRE', 'NON')] };
  it('accepts a complete form', () => expect(erreursInformations(VALIDE, ctx)).toEqual({}));

  it.each<[string, Partial<InformationsProjetPrevoyance>, string, string]>([
    ['headcount above 100', { effectifCollege: 101 }, 'effectifCollege', INFORMATIONS_TARIFANTES.effectifCollegeMax],
    ['headcount 0', { effectifCollege: 0 }, 'effectifCollege', INFORMATIONS_TARIFANTES.effectifCollegeMin],
    ['average age 17', { ageMoyen: 17 }, 'ageMoyen', INFORMATIONS_TARIFANTES.ageMoyen],
    ['effective date today', { dateEffet: TODAY, effectifCollege: 1 }, 'dateEffet', INFORMATIONS_TARIFANTES.dateEffetAvantMinimum],
    ['no NAF', { naf: null }, 'naf', 'Le champ code NAF est obligatoire'],
    ['women count missing above 49', { effectifCollege: 50, masseSalarialeT1: 1_000_000, nombreConjoints: 1, nombreEnfants: 1 }, 'nombreFemmes', 'Obligatoire si le nombre de salariés du collège est supérieur à 49'],
    ['more spouses than staff', { effectifCollege: 50, nombreFemmes: 2, nombreConjoints: 51, nombreEnfants: 0 }, 'nombreConjoints', PREVOYANCE.nbConjointsMax],
    ['T1 above headcount × PASS', { masseSalarialeT1: 12 * 48_060 + 1 }, 'masseSalarialeT1', PREVOYANCE.masseT1Max],
    ['T2 missing for T1 + T2', { typeMasseSalariale: 'T12', masseSalarialeT2: null }, 'masseSalarialeT2', 'Le champ masse salariale T2 est obligatoire'],
    ['a red college', { typeCollege: 'NON_CADRE' }, 'typeCollege', 'Tarification impossible : '],
    ['no college', { typeCollege: null }, 'typeCollege', INFORMATIONS_TARIFANTES.typeCollegeRequis],
  ])('%s', (_cas, patch, champ, message) => {
    const e = erreursInformations({ ...VALIDE, ...patch }, ctx);
    expect(e[champ as keyof typeof e]).toContain(message);
  });

  it('counts are not asked at or below 49 staff', () => {
    expect(erreursInformations({ ...VALIDE, effectifCollege: 49 }, ctx)).toEqual({});
  });

  it('an invalid headcount does not also refuse the payroll against it', () => {
    const e = erreursInformations({ ...VALIDE, effectifCollege: null }, ctx);
    expect(e.masseSalarialeT1).toBeUndefined();
    expect(e.effectifCollege).toBeDefined();
  });
});

describe('payroll ceilings and the demographic threshold', () => {
  it('T1 ≤ headcount × PASS and T2 ≤ headcount × 7 × PASS of the effective date (PASS 2026 = 48 060)', () => {
    expect(plafondsMasse({ effectifCollege: 10, dateEffet: '2026-04-01' }, TODAY)).toMatchObject({ t1: 480_600, t2: 3_364_200 });
    expect(plafondsMasse({ effectifCollege: null, dateEffet: '2026-04-01' }, TODAY)).toMatchObject({ t1: null, t2: null });
  });
  it('a year not yet published uses the last known ceiling and says so', () => {
    expect(plafondsMasse({ effectifCollege: 1, dateEffet: '2027-02-01' }, TODAY).plafonds).toMatchObject({ pass: 48_060, publie: false, annee_reference: 2026 });
  });
  it('clears the three counts at or below 49 staff, keeps them above', () => {
    const v = { ...VALIDE, nombreFemmes: 3, nombreConjoints: 2, nombreEnfants: 1 };
    expect(appliquerSeuilDemographique({ ...v, effectifCollege: 49 })).toMatchObject({ nombreFemmes: null, nombreConjoints: null, nombreEnfants: null });
    expect(appliquerSeuilDemographique({ ...v, effectifCollege: 50 })).toMatchObject({ nombreFemmes: 3, nombreConjoints: 2, nombreEnfants: 1 });
  });
});

describe('prefill from the last projet (01 §4)', () => {
  const dernier = {
    type_college: { value: 'CADRE', label: 'Cadres' },
    date_effet: '2026-03-01',
    effectif_college: 60,
    age_moyen: 40,
    naf: { code: '62.01Z', description: 'Programmation informatique' },
    nombre_femmes: 20,
    nombre_conjoints: 30,
    nombre_enfants: 40,
    type_masse_salariale: 'T12',
    masse_salariale_t1: 2_000_000,
    masse_salariale_t2: 300_000,
  } as ProjetPrevoyanceDetail;
  it('takes everything but an effective date that has passed', () => {
    expect(informationsPreRemplies(dernier, TODAY)).toEqual({
      typeCollege: 'CADRE',
      dateEffet: null,
      effectifCollege: 60,
      ageMoyen: 40,
      naf: { code: '62.01Z', description: 'Programmation informatique' },
      nombreFemmes: 20,
      nombreConjoints: 30,
      nombreEnfants: 40,
      typeMasseSalariale: 'T12',
      masseSalarialeT1: 2_000_000,
      masseSalarialeT2: 300_000,
    });
  });
  it('keeps a future effective date', () => {
    expect(informationsPreRemplies({ ...dernier, date_effet: '2026-05-01' }, TODAY).dateEffet).toBe('2026-05-01');
  });
});
