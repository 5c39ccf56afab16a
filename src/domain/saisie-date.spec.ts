import fc from 'fast-check';
import { afficherDateIso, lireSaisieDate, saisirDate } from './saisie-date';

describe('saisirDate (jj/mm/aaaa while typing)', () => {
  it.each([
    // Digits typed one by one: the slash comes with the next field's first digit.
    ['0', 1, '0', 1],
    ['01', 2, '01', 2],
    ['010', 3, '01/0', 4],
    ['01/03', 5, '01/03', 5],
    ['01/032', 6, '01/03/2', 7],
    ['01/03/2027', 10, '01/03/2027', 10],
    ['01032027', 8, '01/03/2027', 10],
    // Digits past the year are dropped, the caret stays at the end.
    ['01/03/20271', 11, '01/03/2027', 10],
    // Pasted: with slashes, with single digits, with other separators, with spaces around.
    ['01/03/2027', 10, '01/03/2027', 10],
    ['1/3/2027', 8, '1/3/2027', 8],
    ['1.3.2027', 8, '1/3/2027', 8],
    ['01-03-2027', 10, '01/03/2027', 10],
    [' 01/03/2027 ', 12, '01/03/2027', 10],
    // A separator typed by the user closes the field, once.
    ['1/', 2, '1/', 2],
    ['01/', 3, '01/', 3],
    ['01//', 4, '01/', 3],
    ['/', 1, '', 0],
    // Letters are dropped.
    ['01a', 3, '01', 2],
    // Backspace over a slash in the middle: the slash comes back, the caret before it.
    ['0103', 2, '01/03', 2],
    // Backspace over the last slash: it goes.
    ['01', 2, '01', 2],
    // Backspace over a digit before a slash: the other fields stay.
    ['0/03/2027', 1, '0/03/2027', 1],
    // A digit typed in the middle: the caret stays right after it.
    ['01/03/2027', 4, '01/03/2027', 4],
    ['015/03', 3, '01/5/03', 4],
  ])('%p (caret %i) → %p (caret %i)', (texte, curseur, attendu, apres) => {
    expect(saisirDate(texte, curseur)).toEqual({ texte: attendu, curseur: apres });
  });

  it('without focus there is no caret to place', () => {
    expect(saisirDate('01032027', null)).toEqual({ texte: '01/03/2027', curseur: null });
  });

  it('is stable (reformatting its own text changes nothing), keeps the digits in order, the caret within the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '3', '9', '/', '.', ' ', 'a'), maxLength: 16 }), fc.nat(16), (texte, c) => {
        const curseur = Math.min(c, texte.length);
        const r = saisirDate(texte, curseur);
        expect(saisirDate(r.texte, r.curseur)).toEqual(r);
        expect(texte.replace(/\D/g, '').startsWith(r.texte.replace(/\D/g, ''))).toBe(true);
        expect(r.curseur).toBeGreaterThanOrEqual(0);
        expect(r.curseur).toBeLessThanOrEqual(r.texte.length);
        expect(r.texte).toMatch(/^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/);
      }),
    );
  });
});

describe('lireSaisieDate', () => {
  it.each([
    ['', { etat: 'vide' }],
    ['  ', { etat: 'vide' }],
    ['01/03/2027', { etat: 'complete', iso: '2027-03-01' }],
    ['01032027', { etat: 'complete', iso: '2027-03-01' }],
    ['1/3/2027', { etat: 'complete', iso: '2027-03-01' }],
    ['29/02/2028', { etat: 'complete', iso: '2028-02-29' }],
    ['31/12/1800', { etat: 'complete', iso: '1800-12-31' }],
    ['01/03', { etat: 'partielle' }],
    ['01/03/', { etat: 'partielle' }],
    ['01/03/202', { etat: 'partielle' }],
    ['1', { etat: 'partielle' }],
    ['31/02/2027', { etat: 'impossible' }],
    ['29/02/2027', { etat: 'impossible' }],
    ['00/03/2027', { etat: 'impossible' }],
    ['01/13/2027', { etat: 'impossible' }],
    ['01/03/0999', { etat: 'impossible' }],
  ])('%p → %p', (texte, lecture) => {
    expect(lireSaisieDate(texte)).toEqual(lecture);
  });
});

describe('afficherDateIso', () => {
  it.each([
    ['2027-03-01', '01/03/2027'],
    [null, ''],
    ['', ''],
    ['2027-02-31', ''],
    ['01/03/2027', ''],
  ])('%p → %p', (iso, texte) => {
    expect(afficherDateIso(iso)).toBe(texte);
  });

  it('what it shows reads back as the same date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(lireSaisieDate(afficherDateIso(iso))).toEqual({ etat: 'complete', iso });
      }),
    );
  });
});
