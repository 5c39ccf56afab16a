import fc from 'fast-check';
import { positionApresChiffres, saisirSiret } from './saisie-siret';

describe('saisirSiret (grouped 3-3-3-4 while typing)', () => {
  it.each([
    ['3', 1, '3', 1],
    ['3017', 4, '301 7', 5],
    ['301 7775', 8, '301 777 5', 9],
    ['30177755300019', 14, '301 777 553 00019', 17],
    ['301 777 553 000199', 18, '301 777 553 00019', 17],
    ['301a', 4, '301', 3],
    // A digit typed in the middle: the caret stays right after it.
    ['3019 777', 4, '301 977 7', 5],
    // A space deleted by Backspace: the digits stay, so does the caret.
    ['301777', 3, '301 777', 3],
  ])('%p (caret %i) → %p (caret %i)', (texte, curseur, valeur, apres) => {
    expect(saisirSiret(texte, curseur)).toEqual({ valeur, curseur: apres });
  });

  it('without focus there is no caret to place', () => {
    expect(saisirSiret('30177755300019', null)).toEqual({ valeur: '301 777 553 00019', curseur: null });
  });

  it('keeps the digits (up to 14) in order, and the caret after the same number of digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '7', '9', ' ', 'a', '-'), maxLength: 24 }), fc.nat(24), (texte, c) => {
        const curseur = Math.min(c, texte.length);
        const r = saisirSiret(texte, curseur);
        expect(r.valeur.replace(/ /g, '')).toBe(texte.replace(/\D/g, '').slice(0, 14));
        const avant = Math.min(texte.slice(0, curseur).replace(/\D/g, '').length, 14);
        expect(r.valeur.slice(0, r.curseur!).replace(/ /g, '').length).toBe(avant);
      }),
    );
  });
});

describe('positionApresChiffres', () => {
  it.each([
    ['301 777', 0, 0],
    ['301 777', 3, 3],
    ['301 777', 4, 5],
    ['301 777', 9, 7],
  ])('%p after %i digits → %i', (masque, n, pos) => {
    expect(positionApresChiffres(masque, n)).toBe(pos);
  });
});
