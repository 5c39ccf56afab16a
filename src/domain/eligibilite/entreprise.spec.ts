import fc from 'fast-check';
import {
  determinerEligibiliteEntreprise,
  estCategorieJuridiqueEligible,
  estDansZoneCouverte,
  FicheEntreprise,
  TRANCHES_EFFECTIF,
} from './entreprise';

const fiche = (partiel: Partial<FicheEntreprise> = {}): FicheEntreprise => ({
  siret: '73282932000074',
  raisonSociale: 'Boulangerie Lefèvre',
  etatAdministratif: 'A',
  categorieJuridique: '5499',
  trancheEffectif: '11',
  codePostal: '69003',
  commune: 'Lyon',
  naf: '10.71C',
  procedureCollective: false,
  ...partiel,
});

describe('determinerEligibiliteEntreprise', () => {
  it.each([
    ['active SARL in Lyon, 10-19 employees', fiche(), 'VALIDE', null],
    ['not in the register', null, 'INDETERMINEE', 'NON_TROUVE'],
    ['closed establishment', fiche({ etatAdministratif: 'F' }), 'INVALIDE', 'RADIEE'],
    ['collective proceedings', fiche({ procedureCollective: true }), 'INVALIDE', 'PROCEDURE_EN_COURS'],
    ['commune (public law)', fiche({ categorieJuridique: '7210' }), 'INVALIDE', 'CATEGORIE_JURIDIQUE_INVALIDE'],
    ['indivision', fiche({ categorieJuridique: '2110' }), 'INVALIDE', 'CATEGORIE_JURIDIQUE_INVALIDE'],
    ['Monaco', fiche({ codePostal: '98000', commune: 'Monaco' }), 'INVALIDE', 'LOCALITE_INVALIDE'],
    ['establishment abroad', fiche({ codePostal: null }), 'INVALIDE', 'LOCALITE_INVALIDE'],
    ['no employee (00)', fiche({ trancheEffectif: '00' }), 'INDETERMINEE', 'TRANCHE_EFFECTIF_ZERO'],
    ['non-employing unit (NN)', fiche({ trancheEffectif: 'NN' }), 'INDETERMINEE', 'TRANCHE_EFFECTIF_ZERO'],
    ['headcount band unknown', fiche({ trancheEffectif: null }), 'INDETERMINEE', null],
    ['headcount band not a Sirene code', fiche({ trancheEffectif: '99' }), 'INDETERMINEE', null],
    ['La Poste office', fiche({ siret: '35600000049837', categorieJuridique: '5599', trancheEffectif: '03' }), 'VALIDE', null],
  ])('%s → %s %s', (_cas, f, code, raison) => {
    expect(determinerEligibiliteEntreprise(f)).toEqual({ code, raison });
  });

  it('a closed company is RADIEE whatever else is wrong with it', () => {
    const f = fiche({ etatAdministratif: 'F', procedureCollective: true, categorieJuridique: '7210', codePostal: '98000', trancheEffectif: '00' });
    expect(determinerEligibiliteEntreprise(f)).toEqual({ code: 'INVALIDE', raison: 'RADIEE' });
  });

  it('refusals outrank the headcount band', () => {
    expect(determinerEligibiliteEntreprise(fiche({ categorieJuridique: '7220', trancheEffectif: '00' })).raison).toBe(
      'CATEGORIE_JURIDIQUE_INVALIDE',
    );
    expect(determinerEligibiliteEntreprise(fiche({ codePostal: '98800', trancheEffectif: 'NN' })).raison).toBe('LOCALITE_INVALIDE');
  });

  it('VALIDE never carries a reason, INVALIDE always does', () => {
    const arbFiche = fc.record({
      siret: fc.constant('73282932000074'),
      raisonSociale: fc.constant('X'),
      etatAdministratif: fc.constantFrom('A' as const, 'F' as const),
      categorieJuridique: fc.stringMatching(/^\d{4}$/),
      trancheEffectif: fc.option(fc.constantFrom(...Object.keys(TRANCHES_EFFECTIF), '99')),
      codePostal: fc.option(fc.stringMatching(/^\d{5}$/)),
      commune: fc.constant(null),
      naf: fc.constant(null),
      procedureCollective: fc.boolean(),
    });
    fc.assert(
      fc.property(arbFiche, (f) => {
        const e = determinerEligibiliteEntreprise(f);
        if (e.code === 'VALIDE') expect(e.raison).toBeNull();
        if (e.code === 'INVALIDE') expect(e.raison).not.toBeNull();
      }),
    );
  });
});

describe('estCategorieJuridiqueEligible', () => {
  it.each([
    ['1000', true, 'entrepreneur individuel'],
    ['5499', true, 'SARL'],
    ['5710', true, 'SAS'],
    ['5720', true, 'SASU'],
    ['5599', true, 'SA à conseil d’administration'],
    ['6540', true, 'SCI'],
    ['8210', true, 'mutuelle'],
    ['9220', true, 'association déclarée'],
    ['9300', true, 'fondation'],
    ['3120', true, 'société commerciale étrangère immatriculée au RCS'],
    ['2110', false, 'indivision'],
    ['2400', false, 'fiducie'],
    ['3220', false, 'société étrangère non immatriculée au RCS'],
    ['4140', false, 'EPIC local'],
    ['7210', false, 'commune'],
    ['7361', false, 'CCAS'],
    ['7389', false, 'établissement public national administratif'],
    ['9210', false, 'association non déclarée'],
    ['', false, 'empty'],
    ['57', false, 'not 4 digits'],
    [null, false, 'null'],
  ])('%p → %p (%s)', (code, attendu, _libelle) => {
    expect(estCategorieJuridiqueEligible(code)).toBe(attendu);
  });
});

describe('estDansZoneCouverte', () => {
  it.each([
    ['75008', true, 'Paris'],
    ['01000', true, 'Bourg-en-Bresse'],
    ['20000', true, 'Ajaccio'],
    ['20200', true, 'Bastia'],
    ['97110', true, 'Pointe-à-Pitre'],
    ['97200', true, 'Fort-de-France'],
    ['97300', true, 'Cayenne'],
    ['97400', true, 'Saint-Denis (La Réunion)'],
    ['97600', true, 'Mamoudzou'],
    ['97500', false, 'Saint-Pierre-et-Miquelon'],
    ['97133', false, 'Saint-Barthélemy'],
    ['97150', false, 'Saint-Martin'],
    ['98000', false, 'Monaco'],
    ['98714', false, 'Papeete'],
    ['98800', false, 'Nouméa'],
    ['98600', false, 'Wallis-et-Futuna'],
    ['00100', false, 'not a French postcode'],
    ['7500', false, '4 digits'],
    [null, false, 'abroad'],
  ])('%p → %p (%s)', (cp, attendu, _ville) => {
    expect(estDansZoneCouverte(cp)).toBe(attendu);
  });
});
