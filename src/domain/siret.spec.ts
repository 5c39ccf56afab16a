import fc from 'fast-check';
import {
  cleLuhn,
  estFormatSiret,
  estLuhnValide,
  estSiretValide,
  formaterSiret,
  masquerSiret,
  normaliserSiret,
  SIREN_LA_POSTE,
  sommeDesChiffres,
} from './siret';

describe('normaliserSiret', () => {
  it.each([
    ['732 829 320 00074', '73282932000074'],
    [' 73282932000074 ', '73282932000074'],
    ['732\u00a0829\t320 00074', '73282932000074'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (entree, attendu) => {
    expect(normaliserSiret(entree)).toBe(attendu);
  });
});

describe('estFormatSiret (03 §5 SIRET format: 14 chiffres)', () => {
  it.each([
    ['73282932000074', true],
    ['732 829 320 00074', true],
    ['7328293200007', false], // 13
    ['732829320000741', false], // 15
    ['7328293200007A', false],
    ['', false],
    [null, false],
  ])('%p → %p', (entree, attendu) => {
    expect(estFormatSiret(entree)).toBe(attendu);
  });
});

describe('estLuhnValide / cleLuhn', () => {
  it.each([
    ['732829320', true],
    ['73282932000074', true],
    ['356000000', true],
    ['123456789', false],
    ['12345678901234', false],
    ['', false],
    ['12a4', false],
  ])('%p → %p', (entree, attendu) => {
    expect(estLuhnValide(entree)).toBe(attendu);
  });

  it('the Luhn key makes any prefix valid, and only one digit does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,13}$/), (debut) => {
        const cle = cleLuhn(debut);
        expect(estLuhnValide(`${debut}${cle}`)).toBe(true);
        const autres = '0123456789'.split('').filter((c) => c !== cle);
        expect(autres.some((c) => estLuhnValide(`${debut}${c}`))).toBe(false);
      }),
    );
  });

  it('catches every single-digit typing error', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 9 }), (debut, pos, delta) => {
        const valide = `${debut}${cleLuhn(debut)}`;
        const faux = valide.slice(0, pos) + String((Number(valide[pos]) + delta) % 10) + valide.slice(pos + 1);
        expect(estLuhnValide(faux)).toBe(false);
      }),
    );
  });
});

describe('estSiretValide (01 §5: Luhn, La Poste excepted)', () => {
  it.each([
    ['73282932000074', true, 'Luhn'],
    ['732 829 320 00074', true, 'spaces stripped'],
    ['55210055400013', true, 'Luhn'],
    ['73282932000075', false, 'wrong key'],
    ['12345678901234', false, 'not Luhn'],
    ['35600000000048', true, 'La Poste head office: Luhn'],
    ['35600000049837', true, 'La Poste: not Luhn, digit sum 45'],
    ['35600000000001', true, 'La Poste: not Luhn, digit sum 15'],
    ['35600000000002', false, 'La Poste: not Luhn, digit sum 16'],
    ['35600000100006', false, 'La Poste: not Luhn, digit sum 21'],
    ['7328293200007', false, '13 digits'],
    ['', false, 'empty'],
  ])('%p → %p (%s)', (siret, attendu) => {
    expect(estSiretValide(siret)).toBe(attendu);
  });

  it('the La Poste exception applies to La Poste only', () => {
    // Same digit sum (45), neither number is Luhn: only La Poste's passes.
    const siret = '35600000049837';
    expect(sommeDesChiffres(siret) % 5).toBe(0);
    expect(estLuhnValide(siret)).toBe(false);
    expect(estSiretValide(siret)).toBe(true);
    const autre = '35700000049836';
    expect(sommeDesChiffres(autre) % 5).toBe(0);
    expect(estLuhnValide(autre)).toBe(false);
    expect(estSiretValide(autre)).toBe(false);
  });

  it('any La Poste NIC whose digit sum is a multiple of 5 is valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (nic) => {
        const siret = `${SIREN_LA_POSTE}${nic}`;
        if (sommeDesChiffres(siret) % 5 === 0) expect(estSiretValide(siret)).toBe(true);
      }),
    );
  });
});

describe('formaterSiret (display 3-3-3-4, remainder attached)', () => {
  it.each([
    ['73282932000074', '732 829 320 00074'],
    ['732 829 32000074', '732 829 320 00074'],
    ['7328293200007', '732 829 320 0007'],
    ['73282', '73282'],
    ['', ''],
  ])('%p → %p', (entree, attendu) => {
    expect(formaterSiret(entree)).toBe(attendu);
  });

  it('formatting then stripping spaces gives the SIRET back', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{14}$/), (s) => expect(normaliserSiret(formaterSiret(s))).toBe(s)));
  });
});

describe('masquerSiret (entry mask 3-3-3-5)', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['732', '732'],
    ['7328', '732 8'],
    ['7328293', '732 829 3'],
    ['7328293200', '732 829 320 0'],
    ['73282932000074', '732 829 320 00074'],
    ['7328293200007499', '732 829 320 00074'],
    ['732-829.320 00074', '732 829 320 00074'],
  ])('%p → %p', (entree, attendu) => {
    expect(masquerSiret(entree)).toBe(attendu);
  });
});
