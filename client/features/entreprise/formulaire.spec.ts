import fc from 'fast-check';
import { ENTREPRISE } from '../../../src/domain/messages';
import { masquerSiret } from '../../../src/domain/siret';
import { ENTREPRISE_VIDE, type CcnChoisie } from '../../state';
import {
  champDuFormulaire,
  clientActif,
  clientASauvegarder,
  corpsClient,
  entrepriseNonEligible,
  erreursEntreprise,
  etatEntreprise,
  RIEN_A_CONSERVER,
  siretAVerifier,
  VALEURS_VIDES,
  valeursDepuisClient,
  valeursDepuisEtat,
  type ValeursEntreprise,
} from './formulaire';
import type { ClientEntreprise } from './types';

const BET: CcnChoisie = {
  id: 1486,
  idcc: '1486',
  libelle: 'Convention collective nationale des bureaux d’études techniques',
  libelle_court: "Bureaux d'études techniques",
  dares_valide: true,
  lien_fiche: 'https://www.legifrance.gouv.fr/conv_coll/id/KALICONT000005635173',
};
const SANS: CcnChoisie = { id: 9999, idcc: '9999', libelle: 'Sans convention collective', libelle_court: 'Sans convention collective', dares_valide: false, lien_fiche: null };

const valides: ValeursEntreprise = {
  client: null,
  siretConnu: true,
  siret: '301 777 553 00019',
  raisonSociale: 'Laboratoires Mathieu',
  effectifTotal: 25,
  ccn: BET,
  sansCcn: false,
};

const client: ClientEntreprise = {
  id: 7,
  siret: '30177755300019',
  raison_sociale: 'Laboratoires Mathieu',
  ccn: { id: 1486, idcc: '1486', libelle: BET.libelle, libelle_court: BET.libelle_court, dares_valide: true },
  naf: '72.19Z',
  demographie: { effectif_global: 25, effectif_cadre: 5, effectif_non_cadre: 20 },
};

describe('erreursEntreprise (the pure rules on the form fields)', () => {
  it('accepts a complete form', () => {
    expect(erreursEntreprise(valides, { code: 'VALIDE', raison: null })).toEqual({});
  });

  it('an empty form names every field', () => {
    expect(erreursEntreprise(VALEURS_VIDES, null)).toEqual({
      siret: ENTREPRISE.siretObligatoire,
      raisonSociale: ENTREPRISE.raisonSocialeObligatoire,
      effectifTotal: ENTREPRISE.effectifObligatoire,
      ccn: ENTREPRISE.ccnObligatoire,
    });
  });

  it.each([
    ['siret', { siret: '301 777 553' }, ENTREPRISE.siretFormat],
    ['siret', { siret: '301 777 553 00010' }, ENTREPRISE.siretInvalide],
    ['raisonSociale', { raisonSociale: 'A'.repeat(132) }, ENTREPRISE.raisonSocialeTropLongue],
    ['raisonSociale', { raisonSociale: 'Prix 100%' }, ENTREPRISE.raisonSocialeCaracteres],
    ['effectifTotal', { effectifTotal: 0 }, ENTREPRISE.effectifBornes],
    ['effectifTotal', { effectifTotal: 100_001 }, ENTREPRISE.effectifBornes],
    ['ccn', { ccn: null }, ENTREPRISE.ccnObligatoire],
  ] as const)('%s: %j → %p', (champ, modif, message) => {
    expect(erreursEntreprise({ ...valides, ...modif }, null)).toEqual({ [champ]: message });
  });

  it('a SIRET the register found INVALIDE itself fails with "Le SIRET est invalide" (03 §5)', () => {
    expect(erreursEntreprise(valides, { code: 'INVALIDE', raison: null })).toEqual({ siret: ENTREPRISE.siretInvalideEligibilite });
    expect(erreursEntreprise(valides, { code: 'INDETERMINEE', raison: 'NON_TROUVE' })).toEqual({});
  });

  it.each(['RADIEE', 'PROCEDURE_EN_COURS', 'CATEGORIE_JURIDIQUE_INVALIDE', 'LOCALITE_INVALIDE'] as const)(
    'a company not eligible (%s) keeps a valid SIRET field, and the way on is closed',
    (raison) => {
      expect(erreursEntreprise(valides, { code: 'INVALIDE', raison })).toEqual({});
      expect(entrepriseNonEligible(valides, { code: 'INVALIDE', raison })).toBe(true);
    },
  );

  it('only an INVALIDE answer on a known SIRET closes the way on', () => {
    expect(entrepriseNonEligible(valides, { code: 'VALIDE', raison: null })).toBe(false);
    expect(entrepriseNonEligible(valides, { code: 'INDETERMINEE', raison: 'NON_TROUVE' })).toBe(false);
    expect(entrepriseNonEligible({ ...valides, siretConnu: false }, { code: 'INVALIDE', raison: 'RADIEE' })).toBe(false);
    expect(entrepriseNonEligible(valides, null)).toBe(false);
  });

  it('an unknown SIRET is not judged, whatever the field holds', () => {
    expect(erreursEntreprise({ ...valides, siretConnu: false, siret: '12' }, { code: 'INVALIDE', raison: null })).toEqual({});
  });

  it('9999 "Sans convention collective" is a choice, not an absence', () => {
    expect(erreursEntreprise({ ...valides, ccn: SANS, sansCcn: true }, null)).toEqual({});
  });
});

describe('siretAVerifier', () => {
  it.each([
    [{ siretConnu: true, siret: '301 777 553 00019' }, '30177755300019'],
    [{ siretConnu: true, siret: '301 777 553 0001' }, null],
    [{ siretConnu: true, siret: '301 777 553 00010' }, null],
    [{ siretConnu: false, siret: '301 777 553 00019' }, null],
  ])('%j → %p', (v, attendu) => {
    expect(siretAVerifier(v)).toBe(attendu);
  });
});

describe('corpsClient (POST/PUT /api/client)', () => {
  it('strips the SIRET, normalises the name, sends the agreement id and the headcount', () => {
    expect(corpsClient({ ...valides, raisonSociale: '  Laboratoires   Mathieu ' }, RIEN_A_CONSERVER)).toEqual({
      siret: '30177755300019',
      raison_sociale: 'Laboratoires Mathieu',
      ccn: { id: 1486 },
      demographie: { effectif_global: 25 },
      type: 'entreprise',
    });
  });

  it('no SIRET when it is not known; the id when updating', () => {
    expect(corpsClient({ ...valides, siretConnu: false }, RIEN_A_CONSERVER, 7)).toMatchObject({ id: 7, siret: null });
  });

  it("keeps the selected client's NAF and college headcounts while they fit the total", () => {
    const conserve = { naf: '72.19Z', effectifCadre: 5, effectifNonCadre: 20 };
    expect(corpsClient(valides, conserve)).toMatchObject({ naf: '72.19Z', demographie: { effectif_global: 25, effectif_cadre: 5, effectif_non_cadre: 20 } });
    expect(corpsClient({ ...valides, effectifTotal: 10 }, conserve).demographie).toEqual({ effectif_global: 10 });
  });
});

describe('clients of the distributor', () => {
  it('selecting a client fills the form (agreement completed from the referential)', () => {
    expect(valeursDepuisClient(client, [BET])).toEqual({
      client: { id: 7, siret: '30177755300019', conserve: { naf: '72.19Z', effectifCadre: 5, effectifNonCadre: 20 } },
      siretConnu: true,
      siret: '301 777 553 00019',
      raisonSociale: 'Laboratoires Mathieu',
      effectifTotal: 25,
      ccn: BET,
      sansCcn: false,
    });
    expect(valeursDepuisClient({ ...client, siret: null, ccn: { ...client.ccn, id: 9999 } }, null)).toMatchObject({
      siretConnu: false,
      siret: '',
      sansCcn: true,
      ccn: { id: 9999, lien_fiche: null },
    });
  });

  it('the selected client stays the one saved while its SIRET is in the field', () => {
    const v = valeursDepuisClient(client, [BET]);
    expect(clientActif(v)?.id).toBe(7);
    expect(clientActif({ ...v, siret: '309 730 588 00014' })).toBeNull();
    expect(clientActif({ ...v, siretConnu: false })).toBeNull();
    const sansSiret = valeursDepuisClient({ ...client, siret: null }, [BET]);
    expect(clientActif({ ...sansSiret, siretConnu: true, siret: '309 730 588 00014' })?.id).toBe(7);
  });

  it('a typed SIRET that is already a client updates that client instead of creating a duplicate', () => {
    expect(clientASauvegarder(valides, [client])).toEqual({ id: 7, siret: '30177755300019', conserve: { naf: '72.19Z', effectifCadre: 5, effectifNonCadre: 20 } });
    expect(clientASauvegarder({ ...valides, siret: '309 730 588 00014' }, [client])).toBeNull();
    expect(clientASauvegarder({ ...valides, siretConnu: false }, [client])).toBeNull();
  });
});

describe('session state', () => {
  it('what is saved comes back in the form (reload of the tab)', () => {
    const etat = etatEntreprise(valides, client, { code: 'VALIDE', raison: null }, [BET]);
    expect(etat).toEqual({
      clientId: 7,
      siretConnu: true,
      siret: '30177755300019',
      raisonSociale: 'Laboratoires Mathieu',
      effectifTotal: 25,
      ccn: BET,
      eligibilite: { code: 'VALIDE', raison: null },
      naf: '72.19Z',
      effectifCadre: 5,
      effectifNonCadre: 20,
    });
    expect(valeursDepuisEtat(etat)).toEqual(valeursDepuisClient(client, [BET]));
  });

  it('the empty state gives the empty form', () => {
    expect(valeursDepuisEtat(ENTREPRISE_VIDE)).toEqual(VALEURS_VIDES);
  });

  it('a stored SIRET is shown grouped, whatever its digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (siret) => {
        const v = valeursDepuisEtat({ ...ENTREPRISE_VIDE, raisonSociale: 'X', siret });
        expect(v.siret).toBe(masquerSiret(siret));
        expect(v.siret.replace(/ /g, '')).toBe(siret);
      }),
    );
  });
});

describe('champDuFormulaire (API refusals on the fields)', () => {
  it.each([
    ['siret', 'siret'],
    ['raison_sociale', 'raisonSociale'],
    ['demographie.effectif_global', 'effectifTotal'],
    ['demographie', 'effectifTotal'],
    ['ccn.id', 'ccn'],
    ['ccn', 'ccn'],
    ['naf', null],
    ['demographie.effectif_cadre', null],
  ])('%s → %p', (api, champ) => {
    expect(champDuFormulaire(api)).toBe(champ);
  });
});
