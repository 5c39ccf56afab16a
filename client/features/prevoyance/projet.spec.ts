import { projetPrevoyanceApi } from './projet.fixtures';
import fc from 'fast-check';
import { listeVersGaranties, normaliserGaranties } from '../../../src/domain/pricing/prevoyance/conversion';
import { garantiesParDefaut } from '../../../src/domain/pricing/prevoyance/defaults';
import { INFORMATIONS_PREVOYANCE_VIDES, PREVOYANCE_VIDE, type PrevoyanceState } from '../../state/prevoyance';
import { cleGaranties, corpsProjet, corpsTarifer, erreursGaranties, etatDepuisProjet, preparerGaranties, repriseDuDernierProjet } from './projet';

const UTILISATEUR = { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' };

function etat(idCcn: number, college: 'CADRE' | 'NON_CADRE', patch: Partial<PrevoyanceState> = {}): PrevoyanceState {
  return {
    ...PREVOYANCE_VIDE,
    produit: { id: 470, code: 'SPC' },
    clientId: 7,
    idCcn,
    libelleCcn: 'x',
    informations: {
      ...INFORMATIONS_PREVOYANCE_VIDES,
      typeCollege: college,
      dateEffet: '2026-04-01',
      effectifCollege: 12,
      ageMoyen: 40,
      naf: { code: '62.01Z', description: 'Programmation informatique' },
      typeMasseSalariale: 'T1',
      masseSalarialeT1: 480_000,
    },
    ...patch,
  };
}

describe('preparerGaranties (01 §4)', () => {
  it('a new projet under an agreement with minima: required sections on, at the minima, commission linear 5 %', () => {
    const s = preparerGaranties(etat(1486, 'CADRE'));
    expect(s.garanties!.incapaciteInvalidite).toMatchObject({ selected: true, ittIndemniteJournaliere: 80 });
    expect(s.garanties!.decesPtia).toMatchObject({ celibataireVeufDivorce: 170, mariePacseConcubin: 200 });
    expect(s.commissionnement).toEqual({ type: 'CLIN', taux: 5 });
    expect(s.garantiesPour).toBe(cleGaranties(1486, 'CADRE'));
    expect(s.doublementPortabilite).toBe(false);
    expect(erreursGaranties(s)).toEqual({});
  });

  it('a duplicate does not force the required sections on', () => {
    expect(preparerGaranties(etat(1486, 'CADRE'), { duplication: true }).garanties!.incapaciteInvalidite.selected).toBe(false);
  });

  it('the portability doubling follows the agreement', () => {
    expect(preparerGaranties(etat(1516, 'CADRE')).doublementPortabilite).toBe(true);
  });

  it('keeps the guarantees made for the same agreement and college, starts again for another college', () => {
    const s = preparerGaranties(etat(9999, 'CADRE'));
    const modifie = { ...s, garanties: { ...s.garanties!, rentePersonneACharge: { selected: true, montant: 3000 } } };
    expect(preparerGaranties(modifie).garanties!.rentePersonneACharge).toEqual({ selected: true, montant: 3000 });
    const autre = preparerGaranties({ ...modifie, informations: { ...modifie.informations!, typeCollege: 'NON_CADRE' } });
    expect(autre.garanties!.rentePersonneACharge.selected).toBe(false);
    expect(autre.commissionnement).toEqual({ type: 'NCLIN', taux: 5 });
  });

  it('without a college nothing is prepared', () => {
    const s = etat(1486, 'CADRE', { informations: { ...INFORMATIONS_PREVOYANCE_VIDES } });
    expect(preparerGaranties(s)).toBe(s);
  });
});

describe('pricing and save bodies (01 §7)', () => {
  it('the tarifer body carries the information, the agreement and the list form of the guarantees', () => {
    const c = corpsTarifer(preparerGaranties(etat(1486, 'CADRE')), UTILISATEUR)!;
    expect(c.donnees_tarifantes).toMatchObject({
      date_effet: '2026-04-01',
      college: { type: 'CADRE', age_moyen: 40, effectif: 12, nb_femmes: null, nb_enfants: null, nb_conjoints: null },
      societe: { naf: '62.01Z', idcc: 1486 },
      proposition: { taux_commissionnement: 5, masse_salariale_atarifer: 'T1', masse_salariale_t1: 480_000, masse_salariale_t2: null, portabilite_supra_legale: 'NON' },
    });
    expect(c.donnees_tarifantes.proposition.garanties.map((g) => g.code)).toEqual(['deces_ptia', 'incapacite_invalidite']);
    expect(c.client).toEqual({ id: 7 });
    expect(c.utilisateur).toEqual(UTILISATEUR);
  });

  it('no body while a relation is broken (married below the incapacity minimum): pricing disabled', () => {
    const s = preparerGaranties(etat(1486, 'CADRE'));
    const casse = { ...s, garanties: { ...s.garanties!, incapaciteInvalidite: { ...s.garanties!.incapaciteInvalidite, ittIndemniteJournaliere: 90, nonProCategorie23: 90, proTaux66: 90 } } };
    expect(erreursGaranties(casse)['decesPtia.mariePacseConcubin']).toBe('Le niveau de garantie doit être supérieur ou égal à 225 %');
    expect(corpsTarifer(casse, UTILISATEUR)).toBeNull();
    expect(corpsProjet(casse, UTILISATEUR)).toBeNull();
  });

  it('no body while the information is incomplete', () => {
    const s = preparerGaranties(etat(9999, 'CADRE'));
    expect(corpsTarifer({ ...s, informations: { ...s.informations!, masseSalarialeT1: null } }, UTILISATEUR)).toBeNull();
  });

  it('the save body: PUT carries the id, T2 only for T1 + T2', () => {
    const s = preparerGaranties(etat(9999, 'NON_CADRE', { idProjet: 12 }));
    expect(corpsProjet(s, UTILISATEUR)).toMatchObject({ id: 12, produit: { id: 470, code: 'SPC' }, masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t2: null } });
    const t12 = { ...s, idProjet: null, informations: { ...s.informations!, typeMasseSalariale: 'T12' as const, masseSalarialeT2: 100_000 } };
    const c = corpsProjet(t12, UTILISATEUR)!;
    expect(c.id).toBeUndefined();
    expect(c.masse_salariale).toEqual({ type_masse_salariale: 'T12', masse_salariale_t1: 480_000, masse_salariale_t2: 100_000 });
  });

  it('property: the guarantees sent read back to the state (list form round trip)', () => {
    const s0 = preparerGaranties(etat(9999, 'CADRE'));
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.integer({ min: 1000, max: 12000 }), fc.constantFrom('lineaire' as const, 'progressive' as const), (obs, edu, pac, montant, type) => {
        const g = garantiesParDefaut();
        g.allocationObseques.selected = obs;
        g.renteEducation.selected = edu;
        g.renteEducation.type = type;
        g.rentePersonneACharge = { selected: pac, montant: Math.round(montant / 500) * 500 };
        const c = corpsTarifer({ ...s0, garanties: g }, UTILISATEUR);
        if (!c) return true;
        const lu = listeVersGaranties(c.donnees_tarifantes.proposition.garanties);
        return JSON.stringify(lu.garanties) === JSON.stringify(normaliserGaranties(g)) && Object.keys(lu.erreurs).length === 0;
      }),
    );
  });
});

describe('a saved projet and the last projet (01 §3, §4)', () => {
  const base = preparerGaranties(etat(1486, 'CADRE'));
  const liste = corpsTarifer(base, UTILISATEUR)!.donnees_tarifantes.proposition.garanties;
  const detail = projetPrevoyanceApi({ etat: 'FIGE', commissionnement: { type: 'CESC20/7', taux: 10 }, garanties: liste });

  it('etatDepuisProjet keeps id, etat, guarantees and commissioning', () => {
    const s = etatDepuisProjet(detail);
    expect(s).toMatchObject({ idProjet: 31, etat: 'FIGE', statut: 'NOUVEAU', clientId: 7, idCcn: 1486, commissionnement: { type: 'CESC20/7', taux: 10 } });
    expect(s.garanties).toEqual(normaliserGaranties(base.garanties!));
    expect(s.garantiesPour).toBe(cleGaranties(1486, 'CADRE'));
    expect(preparerGaranties(s).garanties).toBe(s.garanties);
  });

  it('repriseDuDernierProjet takes its guarantees and commissioning, not its id', () => {
    const s = repriseDuDernierProjet(etat(1486, 'CADRE'), detail);
    expect(s.idProjet).toBeNull();
    expect(s.commissionnement).toEqual({ type: 'CESC20/7', taux: 10 });
    expect(s.garanties!.incapaciteInvalidite.selected).toBe(true);
  });
});
