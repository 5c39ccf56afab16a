import fc from 'fast-check';
import { LIGNES_INITIALES, MARGE_LIGNES, plageInitiale, plageVisible } from './fenetre';

describe('windowing of long lists', () => {
  it('starts with the first rows', () => {
    expect(plageInitiale(1000)).toEqual([0, LIGNES_INITIALES]);
    expect(plageInitiale(5)).toEqual([0, 5]);
  });

  it.each([
    [0, [0, 15 + MARGE_LIGNES]],
    [70 + 41 * 100, [100 - MARGE_LIGNES, 115 + MARGE_LIGNES]],
    [70 + 41 * 1000, [1000 - 1 - MARGE_LIGNES, 1000]],
  ])('scrolled to %i px', (defilement, attendu) => {
    expect(plageVisible({ total: 1000, hauteurLigne: 41, defilement, hauteurVue: 615, entete: 70 })).toEqual(attendu);
  });

  it('always renders every row in view, and stays within the list (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 20, max: 80 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 120 }),
        (total, hauteurLigne, defilement, hauteurVue, entete) => {
          const [debut, fin] = plageVisible({ total, hauteurLigne, defilement, hauteurVue, entete });
          expect(0 <= debut && debut < fin && fin <= total).toBe(true);
          // Rows whose box meets the view [defilement, defilement + hauteurVue] (rows start below the header).
          const premierVu = Math.min(total - 1, Math.max(0, Math.floor((defilement - entete) / hauteurLigne)));
          const dernierVu = Math.min(total - 1, Math.max(0, Math.floor((defilement + hauteurVue - entete - 1) / hauteurLigne)));
          expect(debut).toBeLessThanOrEqual(premierVu);
          expect(fin).toBeGreaterThan(dernierVu);
        },
      ),
    );
  });
});
