import { IDCC_AVEC_MINIMA } from '../../offres/catalogue';
import { CATALOGUE_PREVOYANCE, catalogueGaranties, verifierCatalogue } from './catalogue';
import { garantiesParDefaut } from './defaults';
import { choixFranchise, FRANCHISE_JOURS, FRANCHISE_PAR_DEFAUT, franchiseMinimumCcn, franchiseRetenue } from './franchise';
import { CODES_GARANTIE, COLLEGES_PREVOYANCE } from './garanties.types';
import { AUCUN_MINIMA, codeIdcc, estExigeCcn, idccAvecMinimaPrevoyance, minimaPrevoyance } from './minima';

describe('guarantee catalogue (01 §3)', () => {
  const codesSpec = [
    'allocation_obseques', 'celibataire_veuf_divorce', 'marie_pacse_concubin', 'majoration', 'capital_deces', 'capital_predeces_conjoint',
    'capital_predeces_enfant', 'capital_supplementaire_accident', 'capital_supplementaire_accident_circulation', 'double_effet',
    'doublement_duree_portabilite', 'itt_indemnite_journaliere', 'itt_indemnite_journaliere_etendue', 'rachat_franchise',
    'rachat_franchise_ccn_at_mp', 'rachat_franchise_ccn_tout', 'conge_mat', 'non_pro_categorie_1_fixe', 'non_pro_categorie_2_3',
    'pro_taux_20_32_ccn', 'pro_taux_33_65_ccn', 'pro_taux_66', 'fixe_rente_viagere', 'fixe_rente_temporaire', 'formule_rente_viagere',
    'formule_rente_temporaire', 'lineaire_age_max', 'lineaire_taux', 'handicap', 'forfait_handicap', 'rente_personne_a_charge',
  ];

  it('holds every code of the spec, each with libelle, detail_libelle, bounds, step and unit', () => {
    for (const code of codesSpec) {
      const e = CATALOGUE_PREVOYANCE[code as keyof typeof CATALOGUE_PREVOYANCE];
      expect(e).toBeDefined();
      expect(e.libelle.length).toBeGreaterThan(3);
      expect(e.detail_libelle.length).toBeGreaterThan(10);
      if (e.unite === 'FLAG') expect([e.min, e.max, e.palier]).toEqual([null, null, null]);
      else expect(e.min! <= e.max! && e.palier! > 0).toBe(true);
    }
    expect(CODES_GARANTIE.slice(0, codesSpec.length)).toEqual(codesSpec);
  });

  it('refuses a catalogue with a missing, duplicated or incoherent entry', () => {
    const entrees = Object.values(CATALOGUE_PREVOYANCE);
    expect(() => verifierCatalogue(entrees.slice(1))).toThrow('code absent');
    expect(() => verifierCatalogue([...entrees, entrees[0]])).toThrow('en double');
    expect(() => verifierCatalogue(entrees.map((e) => (e.code === 'majoration' ? { ...e, min: 10, max: 5 } : e)))).toThrow('bornes inversées');
    expect(() => verifierCatalogue(entrees.map((e) => (e.code === 'double_effet' ? { ...e, min: 0 } : e)))).toThrow('incohérentes');
  });

  it('every default sits inside its stepper bounds', () => {
    const d = garantiesParDefaut();
    const dans = (code: keyof typeof CATALOGUE_PREVOYANCE, v: number) => {
      const e = CATALOGUE_PREVOYANCE[code];
      expect([code, v >= e.min! && v <= e.max!]).toEqual([code, true]);
    };
    dans('allocation_obseques', d.allocationObseques.taux);
    dans('celibataire_veuf_divorce', d.decesPtia.celibataireVeufDivorce);
    dans('marie_pacse_concubin', d.decesPtia.mariePacseConcubin);
    dans('itt_indemnite_journaliere', d.incapaciteInvalidite.ittIndemniteJournaliere);
    dans('pro_taux_66', d.incapaciteInvalidite.proTaux66);
    dans('fixe_rente_viagere', d.renteConjoint.renteFixe);
    dans('formule_rente_viagere', d.renteConjoint.renteFormule);
    dans('lineaire_taux', d.renteEducation.lineaire.taux);
    dans('lineaire_age_max', d.renteEducation.lineaire.ageMax);
    dans('rente_personne_a_charge', d.rentePersonneACharge.montant);
  });
});

describe('defaults (01 §3 Provident guarantee defaults)', () => {
  it('are exactly the spec values', () => {
    const d = garantiesParDefaut();
    expect(d.incapaciteInvalidite).toMatchObject({
      ittFranchiseType: 'continue',
      ittFranchiseDuree: 'NIVEAU_5',
      ittIndemniteJournaliere: 60,
      ittIndemniteJournaliereEtendue: false,
      rachatFranchise: false,
      congeMat: false,
      nonProCategorie23: 0,
      proTaux2032Ccn: 0,
      proTaux3365Fixe: 0,
      proTaux66: 50,
    });
    expect(d.decesPtia).toEqual({
      celibataireVeufDivorce: 100,
      mariePacseConcubin: 150,
      majoration: 0,
      capitalDeces: 0,
      capitalPredecesConjoint: 0,
      capitalPredecesEnfant: 0,
      capitalSupplementaireAccident: false,
      capitalSupplementaireAccidentCirculation: false,
      doubleEffet: false,
    });
    expect(d.allocationObseques.taux).toBe(25);
    expect(d.rentePersonneACharge.montant).toBe(1000);
    expect(d.renteEducation.lineaire).toEqual({ ageMin: 0, ageMax: 28, taux: 2, plancher: 0 });
    expect(d.renteEducation.progressive).toEqual({
      tranche1: { ageMin: 0, ageMax: 11, taux: 2, plancher: 0 },
      tranche2: { ageMin: 12, ageMax: 17, taux: 2, plancher: 0 },
      tranche3: { ageMin: 18, ageMax: 28, taux: 2, plancher: 0 },
    });
    expect([d.renteEducation.handicap, d.renteEducation.forfaitHandicap]).toEqual([0, 0]);
    expect(d.renteConjoint).toMatchObject({ renteViagere: true, renteTemporaire: false, renteFixe: 1, renteFormule: 0.1 });
  });

  it('hands out fresh copies', () => {
    const a = garantiesParDefaut();
    a.decesPtia.majoration = 30;
    expect(garantiesParDefaut().decesPtia.majoration).toBe(0);
  });
});

describe('franchise map (01 §3)', () => {
  it.each([
    ['NIVEAU_11', 0], ['NIVEAU_10', 3], ['NIVEAU_9', 10], ['NIVEAU_8', 15], ['NIVEAU_7', 30], ['NIVEAU_6', 45],
    ['NIVEAU_5', 60], ['NIVEAU_4', 75], ['NIVEAU_3', 90], ['NIVEAU_2', 120], ['NIVEAU_1', 150], ['NIVEAU_0', 180],
  ])('%s = %i days', (code, jours) => expect(FRANCHISE_JOURS[code as keyof typeof FRANCHISE_JOURS]).toBe(jours));

  it('defaults to 60 days (§9)', () => expect(FRANCHISE_JOURS[FRANCHISE_PAR_DEFAUT]).toBe(60));

  it('offers 0 to 180 days continuous, 3 to 30 discontinuous, bounded by the agreement', () => {
    expect(choixFranchise('continue').map((n) => FRANCHISE_JOURS[n])).toEqual([0, 3, 10, 15, 30, 45, 60, 75, 90, 120, 150, 180]);
    expect(choixFranchise('discontinue').map((n) => FRANCHISE_JOURS[n])).toEqual([3, 10, 15, 30]);
    expect(choixFranchise('continue', 90).map((n) => FRANCHISE_JOURS[n])).toEqual([0, 3, 10, 15, 30, 45, 60, 75, 90]);
    expect(franchiseMinimumCcn('continue', 90)).toBe('NIVEAU_3');
  });

  it('keeps the duration when still offered, else takes the first choice (§4)', () => {
    expect(franchiseRetenue('NIVEAU_8', 'discontinue')).toBe('NIVEAU_8');
    expect(franchiseRetenue('NIVEAU_5', 'discontinue')).toBe('NIVEAU_10');
    expect(franchiseRetenue('NIVEAU_0', 'continue', 90)).toBe('NIVEAU_11');
  });
});

describe('agreement provident minima', () => {
  it('exist for every IDCC of IDCC_AVEC_MINIMA, for both colleges', () => {
    expect(idccAvecMinimaPrevoyance()).toEqual([...IDCC_AVEC_MINIMA].sort());
    for (const idcc of IDCC_AVEC_MINIMA) {
      for (const college of COLLEGES_PREVOYANCE) {
        const m = minimaPrevoyance(idcc, college);
        expect([idcc, college, m.sections.includes('deces_ptia')]).toEqual([idcc, college, true]);
        expect(typeof m.garanties.celibataire_veuf_divorce).toBe('number');
      }
    }
  });

  it('carry the credible agreement specifics (buy-back types, portability, extended allowance, floors, handicap)', () => {
    expect(minimaPrevoyance('1486', 'CADRE').garanties).toMatchObject({ celibataire_veuf_divorce: 170, marie_pacse_concubin: 200, itt_indemnite_journaliere: 80 });
    expect(minimaPrevoyance(1979, 'NON_CADRE').rachat_franchise_type).toBe('at_mp');
    expect(minimaPrevoyance('2120', 'CADRE').rachat_franchise_type).toBe('tout');
    expect(minimaPrevoyance('2120', 'CADRE').garanties.itt_indemnite_journaliere_etendue).toBe(true);
    expect(minimaPrevoyance('1516', 'NON_CADRE').sections).toContain('doublement_duree_portabilite');
    expect(minimaPrevoyance('2216', 'NON_CADRE').rente_education).toMatchObject({ type: 'progressive', type_plancher: 'euro' });
    expect(minimaPrevoyance('2216', 'NON_CADRE').garanties.handicap).toBe(1200);
    expect(minimaPrevoyance('1597', 'NON_CADRE').rente_education).toMatchObject({ type: 'lineaire', type_plancher: 'pass' });
    expect(minimaPrevoyance('3127', 'NON_CADRE').franchise).toEqual({ type: 'discontinue', jours_max: 30 });
  });

  it('impose nothing without an agreement or for 9999', () => {
    expect(minimaPrevoyance(9999, 'CADRE')).toBe(AUCUN_MINIMA);
    expect(minimaPrevoyance(null, 'CADRE')).toBe(AUCUN_MINIMA);
    expect(minimaPrevoyance('1234', 'NON_CADRE')).toBe(AUCUN_MINIMA);
    expect(codeIdcc(44)).toBe('0044');
    expect(minimaPrevoyance(44, 'CADRE')).toBe(minimaPrevoyance('0044', 'CADRE'));
  });

  it('lays the minima over the catalogue: minima and isExigeCcn per code', () => {
    const syntec = catalogueGaranties(minimaPrevoyance('1486', 'CADRE'));
    const ij = syntec.find((g) => g.code === 'itt_indemnite_journaliere')!;
    expect(ij).toMatchObject({ min: 50, max: 100, palier: 1, unite: 'POURCENT', minima: 80, isExigeCcn: true });
    expect(syntec.find((g) => g.code === 'conge_mat')).toMatchObject({ minima: null, isExigeCcn: false });
    const hcr = catalogueGaranties(minimaPrevoyance('1979', 'NON_CADRE'));
    expect(hcr.find((g) => g.code === 'rachat_franchise_ccn_at_mp')).toMatchObject({ minima: true, isExigeCcn: true, unite: 'FLAG' });
    expect(hcr.find((g) => g.code === 'rachat_franchise_ccn_tout')).toMatchObject({ minima: null, isExigeCcn: false });
    expect(estExigeCcn(minimaPrevoyance('2120', 'CADRE'), 'doublement_duree_portabilite')).toBe(true);
    const libre = catalogueGaranties();
    expect(libre.every((g) => !g.isExigeCcn && g.minima === null)).toBe(true);
    expect(libre).toHaveLength(CODES_GARANTIE.length);
  });
});
