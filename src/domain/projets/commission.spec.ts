import fc from 'fast-check';
import {
  choisirCommissionnement,
  codeTypeCommissionnement,
  commissionnementParDefaut,
  lireTypeCommissionnement,
  OPTIONS_ESCOMPTE,
  validerCommissionnement,
  validerTauxLineaire,
  type OptionCommissionnement,
} from './commission';

const MESSAGE_TAUX = 'Le taux de commissionnement doit être un nombre entier compris entre 0 et 15 %.';

describe('commission type code = college prefix (C, NC, EP) + LIN or discount code', () => {
  it.each([
    ['CADRE', 'LIN', 'CLIN'],
    ['NON_CADRE', 'LIN', 'NCLIN'],
    ['TOUS', 'LIN', 'EPLIN'],
    ['CADRE', 'ESC13/5', 'CESC13/5'],
    ['NON_CADRE', 'ESC20/7', 'NCESC20/7'],
    ['TOUS', 'ESC30/10', 'EPESC30/10'],
  ] as const)('%s + %s → %s (and back)', (college, option, code) => {
    expect(codeTypeCommissionnement(college, option)).toBe(code);
    expect(lireTypeCommissionnement(code)).toEqual({ college, option });
  });

  it.each([['LIN'], ['XLIN'], ['CESC15/5'], ['NC'], [''], ['EPlin']])('%p is not a type code', (code) => expect(lireTypeCommissionnement(code)).toBeNull());
});

describe('rates', () => {
  it('default: linear 5 %', () => {
    expect(commissionnementParDefaut('CADRE')).toEqual({ type: 'CLIN', taux: 5 });
    expect(commissionnementParDefaut('TOUS')).toEqual({ type: 'EPLIN', taux: 5 });
  });

  it.each([
    ['ESC13/5', 7],
    ['ESC20/7', 10],
    ['ESC30/10', 15],
  ] as const)('discount option %s has rate %i, whatever linear rate was set', (option, taux) => {
    expect(choisirCommissionnement('NON_CADRE', option, 3)).toEqual({ type: `NC${option}`, taux });
    expect(OPTIONS_ESCOMPTE.find((o) => o.code === option)?.taux).toBe(taux);
  });

  it('linear keeps the rate given, else 5', () => {
    expect(choisirCommissionnement('CADRE', 'LIN', 12)).toEqual({ type: 'CLIN', taux: 12 });
    expect(choisirCommissionnement('CADRE', 'LIN')).toEqual({ type: 'CLIN', taux: 5 });
  });

  it.each([
    [0, null], [5, null], [15, null], [-1, MESSAGE_TAUX], [16, MESSAGE_TAUX], [5.5, MESSAGE_TAUX], ['5', MESSAGE_TAUX], [null, MESSAGE_TAUX], [undefined, MESSAGE_TAUX],
  ])('linear rate %p → %p', (taux, attendu) => expect(validerTauxLineaire(taux)).toBe(attendu));

  it.each([
    [{ type: 'CLIN', taux: 8 }, 'CADRE', null],
    [{ type: 'CLIN', taux: 16 }, 'CADRE', MESSAGE_TAUX],
    [{ type: 'NCESC20/7', taux: 10 }, 'NON_CADRE', null],
    [{ type: 'NCESC20/7', taux: 7 }, 'NON_CADRE', MESSAGE_TAUX],
    [{ type: 'CLIN', taux: 5 }, 'NON_CADRE', 'Type de commissionnement CLIN non géré.'],
    [{ type: 'PRIME', taux: 5 }, 'TOUS', 'Type de commissionnement PRIME non géré.'],
  ] as const)('validerCommissionnement(%j, %s) → %p', (c, college, attendu) => expect(validerCommissionnement(c, college)).toBe(attendu));

  it('property: every chosen commissioning is valid and has a rate 0..15', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CADRE' as const, 'NON_CADRE' as const, 'TOUS' as const),
        fc.constantFrom<OptionCommissionnement>('LIN', 'ESC13/5', 'ESC20/7', 'ESC30/10'),
        fc.integer({ min: 0, max: 15 }),
        (college, option, taux) => {
          const c = choisirCommissionnement(college, option, taux);
          expect(validerCommissionnement(c, college)).toBeNull();
          expect(c.taux >= 0 && c.taux <= 15).toBe(true);
        },
      ),
    );
  });
});
