import { cleCollegesPrevoyance, requeteCollegesPrevoyance, requeteDeLaCle, type RequeteCollegesPrevoyance } from './listes-informations';

const SPC = { id: 461, code: 'SPC' as const };
const etat = (produit: typeof SPC | null, idCcn: number | null, effectifEntreprise: number | null) => ({ produit, idCcn, effectifEntreprise });

describe('the colleges request of the informations screen (server and browser alike)', () => {
  it.each([
    ['the offer, the agreement and the company headcount', etat(SPC, 1486, 12), { idProduit: 461, id_ccn: 1486, effectif: 12, code_distributeur: 'DIST-A' }],
    ['none without an offer', etat(null, 1486, 12), null],
    ['none without an agreement', etat(SPC, null, 12), null],
    ['none without a headcount', etat(SPC, 1486, null), null],
    ['none for a headcount of 0', etat(SPC, 1486, 0), null],
  ])('%s', (_cas, e, attendu) => {
    expect(requeteCollegesPrevoyance(e, 'DIST-A')).toEqual(attendu);
  });

  const base: RequeteCollegesPrevoyance = { idProduit: 461, id_ccn: 1486, effectif: 12, code_distributeur: 'DIST-A' };
  it.each([
    ['another offer', { ...base, idProduit: 460 }],
    ['another agreement', { ...base, id_ccn: 9999 }],
    ['another headcount', { ...base, effectif: 13 }],
    ['another distributor', { ...base, code_distributeur: 'DIST-B' }],
  ])('%s is another key', (_cas, autre) => {
    expect(cleCollegesPrevoyance(autre)).not.toBe(cleCollegesPrevoyance(base));
  });

  it('the same request is the same key, and the key gives the request back', () => {
    expect(cleCollegesPrevoyance({ ...base })).toBe(cleCollegesPrevoyance(base));
    expect(cleCollegesPrevoyance(null)).toBeNull();
    expect(requeteDeLaCle(cleCollegesPrevoyance(base)!)).toEqual(base);
  });
});
