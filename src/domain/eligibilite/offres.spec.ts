import fc from 'fast-check';
import accesJson from '../../../data/eligibilite/acces-tarification.json';
import offresJson from '../../../data/eligibilite/offres.json';
import ccnJson from '../../../data/referentiels/ccn.json';
import { IDCC_AVEC_MINIMA } from '../offres/catalogue';
import { estCodeAccesTarification } from './acces-tarification';
import {
  accesTarificationCollege,
  aucunProduitEligible,
  determinerMarchesEligibles,
  idccDeIdCcn,
  MarcheEligible,
  motifNonEligibilite,
  trouverOffre,
} from './offres';
import { lireReferentielEligibilite, REFERENTIEL_ELIGIBILITE as REF } from './referentiel';

/** 'sante:460,461 prevoyance:470' — which offers each market lists. */
const resume = (marches: MarcheEligible[]) => marches.map((m) => `${m.code}:${m.produits.map((p) => p.id).join(',')}`).join(' ');

/** 'CADRE=OUI NON_CADRE=OUI TOUS=OUI' for one offer. */
const acces = (marches: MarcheEligible[], id: number) =>
  marches
    .flatMap((m) => m.produits)
    .find((p) => p.id === id)
    ?.colleges.map((c) => `${c.id}=${c.acces_tarification.code}`)
    .join(' ');

describe('eligible offers by agreement and headcount', () => {
  it.each([
    [9999, 1, 'sante:460 prevoyance:470'],
    [9999, 10, 'sante:460 prevoyance:470'],
    [9999, 11, 'sante:460,461 prevoyance:470,471'],
    [9999, 100000, 'sante:460,461 prevoyance:470,471'],
    [1486, 50, 'sante:460,461 prevoyance:470,471'],
    [2120, 50, 'sante:460,461 prevoyance:471'], // banking minima exceed the Essentielle provident offer
    [2120, 5, 'sante:460 prevoyance:'],
    [86, 30, 'sante:460,461 prevoyance:471'],
    [2264, 5, 'sante: prevoyance:470'], // private hospitals: health Essentielle excluded, Modulable needs 11
    [2264, 11, 'sante:461 prevoyance:470,471'],
    [3239, 3, 'sante: prevoyance:'],
    [3239, 50, 'sante: prevoyance:'],
  ])('CCN %p, %p employees → %s', (idCcn, effectif, attendu) => {
    expect(resume(determinerMarchesEligibles(REF, { idCcn, effectif }))).toBe(attendu);
  });

  it('always lists both markets, health first', () => {
    expect(determinerMarchesEligibles(REF, { idCcn: 3239, effectif: 1 }).map((m) => [m.code, m.libelle])).toEqual([
      ['sante', 'Santé'],
      ['prevoyance', 'Prévoyance'],
    ]);
  });

  it('no offer at all is the error case', () => {
    expect(aucunProduitEligible(determinerMarchesEligibles(REF, { idCcn: 3239, effectif: 50 }))).toBe(true);
    expect(aucunProduitEligible(determinerMarchesEligibles(REF, { idCcn: 2264, effectif: 5 }))).toBe(false);
  });

  it('offer 460 carries its product sheet link, the others none', () => {
    const produits = determinerMarchesEligibles(REF, { idCcn: 9999, effectif: 20 }).flatMap((m) => m.produits);
    expect(produits.find((p) => p.id === 460)).toMatchObject({ code: 'SSC', libelle: 'Santé Collective Essentielle', lien_fiche: '/offres/460/fiche' });
    expect(produits.filter((p) => p.lien_fiche).map((p) => p.id)).toEqual([460]);
  });

  it('explains why an offer is closed', () => {
    const offre461 = trouverOffre(REF, 461)!;
    const offre470 = trouverOffre(REF, 470)!;
    expect(motifNonEligibilite(offre461, { idCcn: 9999, effectif: 10 })).toEqual({ code: 'EFFECTIF_INSUFFISANT', effectifMin: 11 });
    expect(motifNonEligibilite(offre470, { idCcn: 2120, effectif: 50 })).toMatchObject({ code: 'CONVENTION_EXCLUE', idcc: '2120' });
    expect(motifNonEligibilite(offre470, { idCcn: 1486, effectif: 50 })).toBeNull();
  });
});

describe('tarification access per college (PRODUCT.md: agreement-driven)', () => {
  it.each([
    // [idCcn, offer, expected access per college]
    [9999, 460, 'CADRE=OUI NON_CADRE=OUI TOUS=OUI'],
    [9999, 470, 'CADRE=OUI NON_CADRE=OUI'],
    [1486, 460, 'CADRE=AVEC_CONTRAINTE NON_CADRE=AVEC_CONTRAINTE TOUS=AVEC_CONTRAINTE'], // Syntec: minima
    [44, 470, 'CADRE=AVEC_CONTRAINTE NON_CADRE=AVEC_CONTRAINTE'], // IDCC 0044 chimie: minima
    [2120, 471, 'CADRE=AVEC_CONTRAINTE NON_CADRE=AVEC_CONTRAINTE'],
    [1597, 460, 'CADRE=SANS_COLLEGE NON_CADRE=AVEC_CONTRAINTE TOUS=SANS_COLLEGE'], // ouvriers du bâtiment
    [1702, 470, 'CADRE=SANS_COLLEGE NON_CADRE=AVEC_CONTRAINTE'], // ouvriers des travaux publics
    [2609, 470, 'CADRE=SANS_COLLEGE NON_CADRE=OUI'], // ETAM du bâtiment
    [2420, 460, 'CADRE=OUI NON_CADRE=SANS_COLLEGE TOUS=SANS_COLLEGE'], // cadres du bâtiment
    [3212, 470, 'CADRE=OUI NON_CADRE=SANS_COLLEGE'], // cadres des travaux publics
    [650, 471, 'CADRE=OUI NON_CADRE=SANS_COLLEGE'], // ingénieurs et cadres de la métallurgie
    [1492, 460, 'CADRE=SANS_COLLEGE NON_CADRE=OUI TOUS=SANS_COLLEGE'], // OEDTAM papiers-cartons
    [3043, 460, 'CADRE=AVEC_CONSULTATION NON_CADRE=AVEC_CONSULTATION TOUS=AVEC_CONSULTATION'], // propreté
    [1351, 460, 'CADRE=OUI NON_CADRE=OUI TOUS=OUI'], // prévention-sécurité: health free
    [1351, 470, 'CADRE=AVEC_CONSULTATION NON_CADRE=AVEC_CONSULTATION'], // provident on study
    [16, 460, 'CADRE=AVEC_CONTRAINTE NON_CADRE=AVEC_CONTRAINTE TOUS=AVEC_CONTRAINTE'], // transports: minima
    [16, 470, 'CADRE=AVEC_CONTRAINTE NON_CADRE=AVEC_CONSULTATION'], // drivers' provident on study
    [1285, 460, 'CADRE=OUI NON_CADRE=OUI TOUS=OUI'],
    [1285, 470, 'CADRE=NON NON_CADRE=NON'], // spectacle: branch provident scheme
    [3248, 460, 'CADRE=SANS_ANALYSE NON_CADRE=SANS_ANALYSE TOUS=SANS_ANALYSE'], // métallurgie 2024
    [3248, 470, 'CADRE=SANS_ANALYSE NON_CADRE=SANS_ANALYSE'],
    [3236, 461, 'CADRE=SANS_ANALYSE NON_CADRE=SANS_ANALYSE TOUS=SANS_ANALYSE'], // nautisme, convention récente
    [1501, 460, 'CADRE=AVEC_CONTRAINTE NON_CADRE=AVEC_CONTRAINTE TOUS=AVEC_CONTRAINTE'],
    [1517, 460, 'CADRE=OUI NON_CADRE=OUI TOUS=OUI'], // an agreement we hold nothing on
  ])('CCN %p, offer %p → %s', (idCcn, id, attendu) => {
    expect(acces(determinerMarchesEligibles(REF, { idCcn, effectif: 50 }), id)).toBe(attendu);
  });

  it('every agreement with minima gives AVEC_CONTRAINTE to the colleges it covers', () => {
    for (const idcc of IDCC_AVEC_MINIMA) {
      for (const college of ['CADRE', 'NON_CADRE', 'TOUS'] as const) {
        const couvert = REF.idccNonCadresSeuls.includes(idcc) ? college === 'NON_CADRE' : REF.idccCadresSeuls.includes(idcc) ? college === 'CADRE' : true;
        const code = accesTarificationCollege(REF, Number(idcc), 'SSC', college);
        expect([idcc, college, code]).toEqual([idcc, college, couvert ? 'AVEC_CONTRAINTE' : 'SANS_COLLEGE']);
      }
    }
  });

  it('colleges carry id, code, label and a supported access code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 100000 }), (idCcn, effectif) => {
        for (const marche of determinerMarchesEligibles(REF, { idCcn, effectif })) {
          for (const produit of marche.produits) {
            expect(produit.code).toBe(marche.code === 'sante' ? 'SSC' : 'SPC');
            for (const college of produit.colleges) {
              expect(college.code).toBe(college.id);
              expect(['Cadres', 'Non Cadres', 'Ensemble du personnel']).toContain(college.libelle);
              expect(estCodeAccesTarification(college.acces_tarification.code)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('a larger company never loses an offer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 50000 }), fc.integer({ min: 0, max: 50000 }), (idCcn, n, k) => {
        const ids = (effectif: number) => determinerMarchesEligibles(REF, { idCcn, effectif }).flatMap((m) => m.produits.map((p) => p.id));
        const petits = ids(n);
        const grands = ids(n + k);
        for (const id of petits) expect(grands).toContain(id);
      }),
    );
  });

  it('access does not depend on headcount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 11, max: 100000 }), (idCcn, effectif) => {
        const a = determinerMarchesEligibles(REF, { idCcn, effectif: 11 });
        const b = determinerMarchesEligibles(REF, { idCcn, effectif });
        expect(b).toEqual(a);
      }),
    );
  });

  it('idcc of an agreement id', () => {
    expect(idccDeIdCcn(44)).toBe('0044');
    expect(idccDeIdCcn(1486)).toBe('1486');
    expect(idccDeIdCcn(9999)).toBe('9999');
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the alterations below poke at raw JSON */
describe('the committed data is checked when read', () => {
  const copie = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

  it('every IDCC it names is a known agreement of the CCN referential', () => {
    const connus = new Set(ccnJson.ccns.map((c) => c.idcc));
    const nommes = [
      ...REF.idccAvecMinima,
      ...REF.idccCadresSeuls,
      ...REF.idccNonCadresSeuls,
      ...REF.conventions.map((c) => c.idcc),
      ...REF.offres.flatMap((o) => o.idccExclus.map((e) => e.idcc)),
    ];
    expect(nommes.filter((idcc) => !connus.has(idcc))).toEqual([]);
  });

  it('reads the committed files', () => {
    expect(REF.offres.map((o) => o.id)).toEqual([460, 461, 470, 471]);
    expect(REF.version).toBe('2025-01/2025-01');
  });

  it.each([
    ['an unknown access code', (o: any, a: any) => { a.conventions[0].acces.SPC = 'PEUT_ETRE'; return [o, a]; }, /code d'accès PEUT_ETRE/],
    ['a college the product does not have', (o: any, a: any) => { o.offres[2].colleges.push('TOUS'); return [o, a]; }, /collège TOUS/],
    ['an offer in the wrong market', (o: any, a: any) => { o.offres[0].produit = 'SPC'; return [o, a]; }, /offre 460/],
    ['a malformed IDCC', (o: any, a: any) => { a.champ_conventionnel.cadres_seuls.push({ idcc: '211' }); return [o, a]; }, /IDCC 211/],
    ['a duplicate offer', (o: any, a: any) => { o.offres.push(o.offres[0]); return [o, a]; }, /offre 460 : identifiant/],
    ['a per-college code on a missing college', (o: any, a: any) => { a.conventions[0].acces.SPC = { TOUS: 'NON' }; return [o, a]; }, /collège TOUS/],
  ])('refuses %s', (_cas, alterer, attendu) => {
    const [o, a] = alterer(copie(offresJson), copie(accesJson));
    expect(() => lireReferentielEligibilite(o, a)).toThrow(attendu);
  });
});
