import { CODES_ACCES_TARIFICATION } from '../../../src/domain/eligibilite/acces-tarification';
import type { ProduitEligible } from '../../../src/domain/eligibilite/offres';
import { OFFRES_ELIGIBLES } from '../../../src/domain/messages';
import { ApiError } from '../../api/client';
import { erreurProduitsEligibles } from './hooks/useProduitsEligibles';
import { accesParCollege, cheminInformationsProjet, formaterEntier, marcheDuProduit, vueAcces } from './offres';

const college = (code: string) => ({ acces_tarification: { code } }) as Parameters<typeof vueAcces>[0];

describe('vueAcces (traffic light of a college)', () => {
  it.each([
    ['OUI', 'success', 'Tarification libre'],
    ['AVEC_CONTRAINTE', 'success', 'Tarification possible sous condition'],
    ['AVEC_CONSULTATION', 'warning', 'Tarification sur étude spécifique'],
    ['SANS_ANALYSE', 'warning', "En attente d'étude"],
    ['NON', 'danger', 'Tarification impossible'],
    ['SANS_COLLEGE', 'danger', 'Collège non applicable à la CCN'],
  ])('%s → %s, %p', (code, statut, titre) => {
    const vue = vueAcces(college(code));
    expect(vue).toMatchObject({ ok: true, statut, acces: { code, titre } });
  });

  it('covers every access code of the domain', () => {
    for (const code of CODES_ACCES_TARIFICATION) expect(vueAcces(college(code)).ok).toBe(true);
  });

  it('an unsupported code is an error shown on the college', () => {
    expect(vueAcces(college('PEUT_ETRE'))).toEqual({ ok: false, erreur: OFFRES_ELIGIBLES.erreurAccesTarification });
  });
});

describe('the selected offer', () => {
  const produit: ProduitEligible = {
    id: 470,
    code: 'SPC',
    libelle: 'Prévoyance Collective Essentielle',
    colleges: [
      { id: 'CADRE', code: 'CADRE', libelle: 'Cadres', acces_tarification: { code: 'OUI' } },
      { id: 'NON_CADRE', code: 'NON_CADRE', libelle: 'Non Cadres', acces_tarification: { code: 'SANS_COLLEGE' } },
    ],
  };

  it('keeps the access of each college for the pricing screens', () => {
    expect(accesParCollege(produit)).toEqual({
      CADRE: expect.objectContaining({ code: 'OUI', feu: 'vert', titre: 'Tarification libre' }),
      NON_CADRE: expect.objectContaining({ code: 'SANS_COLLEGE', feu: 'rouge' }),
    });
  });

  it.each([
    ['SSC', '/ssc/informations-projet', 'sante'],
    ['SPC', '/spc/informations-projet', 'prevoyance'],
  ])('%s goes on to %s (market %s)', (code, chemin, marche) => {
    expect(cheminInformationsProjet(code)).toBe(chemin);
    expect(marcheDuProduit(code)).toBe(marche);
  });

  it('an unknown product code is an error', () => {
    expect(() => cheminInformationsProjet('XYZ')).toThrow('Code produit non géré : XYZ.');
    expect(() => marcheDuProduit('XYZ')).toThrow('Code produit non géré : XYZ.');
  });
});

describe('formaterEntier', () => {
  it.each([
    [1, '1'],
    [1250, '1\u202f250'],
    [100000, '100\u202f000'],
  ])('%i → %p (French grouping)', (n, texte) => {
    expect(formaterEntier(n)).toBe(texte);
  });
});

describe('erreurProduitsEligibles (01 §7, §8)', () => {
  it.each([
    [new ApiError(422, OFFRES_ELIGIBLES.aucunProduitEligible, null), OFFRES_ELIGIBLES.aucunProduitEligible, true],
    [new ApiError(500, 'x', null), OFFRES_ELIGIBLES.erreurOffresEligibles, false],
    [new ApiError(400, 'x', null), OFFRES_ELIGIBLES.erreurOffresEligibles, false],
    [new TypeError('Failed to fetch'), OFFRES_ELIGIBLES.erreurOffresEligibles, false],
  ])('%p → %p', (err, message, aucunProduit) => {
    expect(erreurProduitsEligibles(err)).toEqual({ message, aucunProduit });
  });
});
