import fc from 'fast-check';
import { REFERENTIELS } from '../messages/referentiels';
import {
  codePostalCorrespondAuDepartement,
  codePostalFormatValide,
  departementCouvert,
  departementDuCodePostal,
  departementsParPrefixe,
  validerCodePostal,
} from './code-postal';

describe('codePostalFormatValide', () => {
  it.each([
    ['75001', true],
    ['01000', true],
    ['97411', true],
    ['7500', false],
    ['750011', false],
    ['75 001', false],
    ['2A004', false],
    ['', false],
    ['abcde', false],
  ])('%s → %s', (cp, attendu) => expect(codePostalFormatValide(cp)).toBe(attendu));
});

describe('departementCouvert', () => {
  it.each([
    ['01', true],
    ['09', true],
    ['10', true],
    ['19', true],
    ['21', true],
    ['29', true],
    ['30', true],
    ['95', true],
    ['2A', true],
    ['2b', true],
    ['971', true],
    ['972', true],
    ['973', true],
    ['974', true],
    ['976', true],
    ['00', false],
    ['20', false],
    ['96', false],
    ['975', false],
    ['977', false],
    ['978', false],
    ['987', false],
    ['1', false],
    ['', false],
  ])('%s → %s', (dep, attendu) => expect(departementCouvert(dep)).toBe(attendu));
});

describe('departementsParPrefixe', () => {
  it.each([
    ['75001', ['75']],
    ['01400', ['01']],
    ['20000', ['2A']],
    ['20167', ['2A']],
    ['20200', ['2B']],
    ['20600', ['2B']],
    ['97411', ['974']],
    ['97600', ['976']],
    ['98799', ['987']],
    ['00100', []],
    ['7500', []],
  ])('%s → %j', (cp, attendu) => expect(departementsParPrefixe(cp)).toEqual(attendu));
});

describe('codePostalCorrespondAuDepartement', () => {
  it.each([
    ['75001', '75', [], true],
    ['75001', '92', [], false],
    ['01400', '01', [], true],
    ['20000', '2A', [], true],
    ['20000', '2a', [], true],
    ['20000', '2B', [], false],
    ['20200', '2B', [], true],
    ['20200', '20', [], false],
    ['97200', '972', [], true],
    ['97200', '971', [], false],
    ['97133', '977', [], false], // Saint-Barthélemy is not covered
    // 05110 Claret is served from Hautes-Alpes but lies in Alpes-de-Haute-Provence.
    ['05110', '04', ['04'], true],
    ['05110', '04', [], false],
    ['05110', '05', ['04'], true],
    ['7500', '75', [], false],
  ])('%s / %s (communes %j) → %s', (cp, dep, communes, attendu) =>
    expect(codePostalCorrespondAuDepartement(cp, dep, communes)).toBe(attendu));

  it('holds for every metropolitan postcode and its two-digit prefix', () => {
    const prefixe = fc.integer({ min: 1, max: 95 }).filter((n) => n !== 20).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(prefixe, fc.integer({ min: 0, max: 999 }), (dep, suite) => {
        const cp = `${dep}${String(suite).padStart(3, '0')}`;
        expect(codePostalCorrespondAuDepartement(cp, dep)).toBe(true);
      }),
    );
  });

  it('never matches an uncovered department, whatever the towns say', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.constantFrom('20', '975', '977', '978', '986', '987', '988', '00', '96'), (cp, dep) => {
        expect(codePostalCorrespondAuDepartement(cp, dep, [dep])).toBe(false);
      }),
    );
  });
});

describe('departementDuCodePostal', () => {
  it.each([
    ['75001', [], '75'],
    ['20000', [], '2A'],
    ['05110', [{ departement: '04' }, { departement: '04' }], '04'],
    ['05110', [{ departement: '04' }, { departement: '05' }], '05'],
    ['00100', [], null],
  ])('%s with %j → %s', (cp, communes, attendu) => expect(departementDuCodePostal(cp, communes)).toBe(attendu));
});

describe('validerCodePostal', () => {
  const paris = [{ departement: '75' }];
  it.each([
    ['75001', paris, undefined, { valide: true, cause: null }],
    ['75001', paris, '75', { valide: true, cause: null }],
    ['75001', paris, '92', { valide: false, cause: REFERENTIELS.codePostalDepartement }],
    ['75001', paris, null, { valide: true, cause: null }],
    ['7500', [], undefined, { valide: false, cause: REFERENTIELS.codePostalInvalide }],
    ['75999', [], undefined, { valide: false, cause: REFERENTIELS.codePostalInvalide }],
    ['97133', [{ departement: '977' }], undefined, { valide: false, cause: REFERENTIELS.codePostalHorsZone }],
    ['05110', [{ departement: '04' }, { departement: '05' }], '04', { valide: true, cause: null }],
  ])('%s %j attendu %s → %j', (cp, communes, dep, attendu) => expect(validerCodePostal(cp, communes, dep)).toEqual(attendu));

  it('uses the spec texts', () => {
    expect(REFERENTIELS.codePostalInvalide).toBe('le code postal est invalide');
    expect(REFERENTIELS.codePostalDepartement).toBe('Le code postal ne correspond pas au département renseigné');
  });
});
