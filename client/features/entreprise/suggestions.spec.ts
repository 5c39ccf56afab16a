import fc from 'fast-check';
import { suggestionsParRaisonSociale, suggestionsParSiret } from './suggestions';
import type { ClientEntreprise } from './types';

const client = (id: number, siret: string | null, raison_sociale: string): ClientEntreprise => ({
  id,
  siret,
  raison_sociale,
  ccn: { id: 1486, idcc: '1486', libelle: '', libelle_court: '', dares_valide: true },
  naf: null,
  demographie: { effectif_global: 10, effectif_cadre: null, effectif_non_cadre: null },
});

const CLIENTS = [
  client(1, '30177755300019', 'Laboratoires Mathieu'),
  client(2, '30973058800014', 'Hôtel Durand'),
  client(3, '30177755300100', 'Mathieu Électricité'),
  client(4, null, 'Boulangerie Lefèvre'),
  client(5, null, 'La Maison du Pain'),
];

describe('suggestionsParSiret', () => {
  it.each([
    ['30', []],
    ['301', [1, 3]],
    ['301 777 553 001', [3]],
    ['309 730 588 00014', [2]],
    ['999', []],
  ])('%p → %j', (saisie, ids) => {
    expect(suggestionsParSiret(CLIENTS, saisie).map((c) => c.id)).toEqual(ids);
  });

  it('leaves out the selected client and clients without SIRET', () => {
    expect(suggestionsParSiret(CLIENTS, '301', 1).map((c) => c.id)).toEqual([3]);
  });

  it('every suggestion starts with the digits typed, and there are never more than the limit', () => {
    const clients = Array.from({ length: 30 }, (_, i) => client(i, `3${String(i).padStart(13, '0')}`, `C${i}`));
    fc.assert(
      fc.property(fc.stringMatching(/^3\d{2,6}$/), (saisie) => {
        const s = suggestionsParSiret(clients, saisie, null, 8);
        expect(s.length).toBeLessThanOrEqual(8);
        for (const c of s) expect(c.siret!.startsWith(saisie)).toBe(true);
      }),
    );
  });
});

describe('suggestionsParRaisonSociale', () => {
  it.each([
    ['m', []],
    ['mathieu', [3, 1]],
    ['MATHIEU', [3, 1]],
    ['hotel', [2]],
    ['lefevre', [4]],
    ['pain', [5]],
    ['électricité', [3]],
  ])('%p → %j (names starting with it first, accents and case ignored)', (saisie, ids) => {
    expect(suggestionsParRaisonSociale(CLIENTS, saisie).map((c) => c.id)).toEqual(ids);
  });
});
