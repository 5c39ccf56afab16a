import { libelleCollegeParDefaut, libellesCollege, LIBELLES_COLLEGE_DUE } from './libelles-college';

describe('college labels (etape5, brief §1.2)', () => {
  it.each([
    ['TOUS', ['EP'], 'EP'],
    ['CADRE', ['C21', 'C2122', 'C2122A'], 'C2122'],
    ['NON_CADRE', ['NC21', 'NC2122', 'NC2122A'], 'NC2122'],
  ] as const)('%s offers %j, %s by default', (college, codes, defaut) => {
    expect(libellesCollege(college, 'NOUVEAU').map((l) => l.code)).toEqual(codes);
    expect(libelleCollegeParDefaut(college)).toBe(defaut);
  });

  it('a new scheme shows no old wording; a modification shows the old → new one (none for the whole staff)', () => {
    expect(libellesCollege('CADRE', 'NOUVEAU').every((l) => l.ancienLibelle === null)).toBe(true);
    expect(libellesCollege('CADRE', 'MODIFICATION').every((l) => l.ancienLibelle?.includes('AGIRC'))).toBe(true);
    expect(libellesCollege('TOUS', 'MODIFICATION')[0].ancienLibelle).toBeNull();
  });

  it('every cadre label has its non-cadre complement, and every label cites the ANI of 17 November 2017', () => {
    for (const c of LIBELLES_COLLEGE_DUE.filter((l) => l.typeCollege === 'CADRE')) expect(LIBELLES_COLLEGE_DUE.some((l) => l.code === `N${c.code}`)).toBe(true);
    for (const l of LIBELLES_COLLEGE_DUE.filter((x) => x.code !== 'EP')) expect(l.libelle).toContain("l'ANI du 17 novembre 2017");
  });
});
