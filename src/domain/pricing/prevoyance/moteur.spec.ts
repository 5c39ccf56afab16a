import fc from 'fast-check';
import type { PmssApplique } from '../pmss';
import { BAREMES_PREVOYANCE, baremePrevoyanceParVersion, baremePrevoyancePour, verifierBaremePrevoyance, type BaremePrevoyance } from './baremes';
import { copierGaranties, garantiesParDefaut } from './defaults';
import { NIVEAUX_FRANCHISE, type GarantiesPrevoyance } from './garanties.types';
import { FRANCHISE_JOURS } from './franchise';
import { ErreurTarifPrevoyance, resumeTarifPrevoyance, tarifierPrevoyance, tarifierPrevoyanceAvec, type ParametresTarifPrevoyance, type ResultatTarifPrevoyance } from './moteur';

/**
 * Worked examples: the expected euros were computed by hand (and cross-checked with an
 * independent rational computation) from the barème SPC-2026.1, as written in each case.
 */
const base: ParametresTarifPrevoyance = {
  dateEffet: '2026-12-01',
  college: 'CADRE',
  ageMoyen: 40,
  effectif: 10,
  naf: '62.01Z',
  tauxCommissionnement: 5,
  typeMasseSalariale: 'T1',
  masseSalarialeT1: 450_000,
  portabiliteSupraLegale: false,
  garanties: garantiesParDefaut(),
};
const avec = (g: (x: GarantiesPrevoyance) => void, p: Partial<ParametresTarifPrevoyance> = {}): ParametresTarifPrevoyance => {
  const garanties = garantiesParDefaut();
  g(garanties);
  return { ...base, ...p, garanties };
};
const ligne = (r: ResultatTarifPrevoyance, t: 'T1' | 'T2') => r.tarifs.find((l) => l.type_masse_salariale === t)!.tarif;

describe('worked examples (SPC-2026.1)', () => {
  /*
   * A. Cadres, 10 employees (≤ 49: barème demography: 40 % women, 0,58 spouse, 0,95 child per head),
   * average age 40, NAF 62.01Z (section J, class 1), death 100 % single / 150 % married, commission 5 %.
   *   q(40)        = 0,6 × 0,00130 + 0,4 × 0,00070 = 0,00106; × class 0,90 = 0,000954; × PTIA 1,05 = 0,0010017
   *   capital      = 0,42 × 100 % + 0,58 × 150 % = 129 % of salary
   *   pure rate    = 0,0010017 × 1,29 = 0,12921930 %
   *   loading      = size (10) 1,03 × (1 + 0,05) / (1 − 0,12 − 0,05) = 1,303012…
   *   rate         = 0,12921930 × 1,303012 + 0,01 = 0,178374… % → 0,18 %
   *   budget       = 0,178374… % × 450 000 = 802,68 €/an, 66,89 €/mois
   */
  it('A: death only, cadres, commission 5 %', () => {
    const r = tarifierPrevoyance(base);
    expect(r.bareme_version).toBe('SPC-2026.1');
    expect(r.tarifs).toEqual([{ formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 0.18, budget_annuel: 802.68, budget_mensuel: 66.89 } }]);
    expect(r.detail.garanties.find((g) => g.code === 'deces_ptia')).toMatchObject({ taux_pur: { T1: 0.1292 }, taux: { T1: 0.1684 } });
    expect(r.detail.chargements).toEqual({ securite: 5, frais_gestion: 12, commissionnement: 5, coefficient: 1.303 });
    expect(r.detail.population).toMatchObject({ source: 'defaut', part_femmes: 0.4, part_conjoints: 0.58, enfants_par_salarie: 0.95, salaire_moyen_t1: 45000 });
    expect(r.detail.risque).toEqual({ naf: '62.01Z', section: 'J', classe: 1 });
    expect(r.detail.pmss).toEqual({ montant: 4005, pass: 48060, annee: 2026, annee_reference: 2026, publie: true });
  });

  it('A with commission 0 % and 15 %: 759,63 € and 906,48 €', () => {
    expect(ligne(tarifierPrevoyance({ ...base, tauxCommissionnement: 0 }), 'T1')).toEqual({ taux: 0.17, budget_annuel: 759.63, budget_mensuel: 63.3 });
    expect(ligne(tarifierPrevoyance({ ...base, tauxCommissionnement: 15 }), 'T1')).toEqual({ taux: 0.2, budget_annuel: 906.48, budget_mensuel: 75.54 });
  });

  /*
   * C. As A, commission 0 %, plus the funeral allowance 25 % PMSS (flat, charged to T1):
   *   deaths per head = employee 0,000954 + 0,58 × spouse 0,000846 + 0,95 × child 0,00025 = 0,00168218
   *   cost            = 10 × 0,00168218 × 25 % × 4 005 € = 16,84 €/an → 0,0037428 % of 450 000 €
   *   rate            = (0,1292193 + 0,0037428) × 1,03 × 1,05 / 0,88 + 0,01 → 0,17 %; 780,33 €/an, 65,03 €/mois
   */
  it('C: death + funeral allowance, commission 0 %', () => {
    const r = tarifierPrevoyance(avec((g) => (g.allocationObseques.selected = true), { tauxCommissionnement: 0 }));
    expect(ligne(r, 'T1')).toEqual({ taux: 0.17, budget_annuel: 780.33, budget_mensuel: 65.03 });
    expect(r.detail.garanties.find((g) => g.code === 'allocation_obseques')!.taux.T1).toBe(0.0046);
  });

  /*
   * D. As A, T1 + T2 (T1 450 000 €, T2 200 000 €), incapacity/invalidity at the defaults
   * (allowance 60 %, franchise 60 days continuous, rate 66 at 50 %, 33-65 computed):
   *   incapacity: 7 days × age 1,00 × women (1 + 0,4 × 0,30) × cadres 0,60 × class 0,85 / 365,
   *               × (60 − 35) % on T1 (social security share deducted), × 60 % on T2 → 0,3568 % / 0,8564 % loaded
   *   invalidity: ä(19) × 0,75 × professional bands (33-65 computed 49/66 × 50 %) → 0,0288 % / 0,1020 % loaded
   *   T1 0,56 % → 2 538,01 €/an; T2 1,14 % → 2 273,57 €/an
   */
  it('D: T1 + T2 with incapacity and invalidity', () => {
    const r = tarifierPrevoyance(avec((g) => (g.incapaciteInvalidite.selected = true), { typeMasseSalariale: 'T12', masseSalarialeT2: 200_000 }));
    expect(r.tarifs).toEqual([
      { formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 0.56, budget_annuel: 2538.01, budget_mensuel: 211.5 } },
      { formule: 'SUR_MESURE', type_masse_salariale: 'T2', tarif: { taux: 1.14, budget_annuel: 2273.57, budget_mensuel: 189.46 } },
    ]);
    const par = Object.fromEntries(r.detail.garanties.map((g) => [g.code, g.taux]));
    expect(par.incapacite).toEqual({ T1: 0.3568, T2: 0.8564 });
    expect(par.invalidite).toEqual({ T1: 0.0288, T2: 0.102 });
    expect(r.detail.taux_deces).toEqual({ T1: 0.17, T2: 0.17 });
    expect(r.detail.taux_hors_association).toEqual({ T1: 0.55, T2: 1.13 });
  });

  /*
   * E. Syntec cadres at the agreement minima (death 170/200, majoration 50; allowance, category 2/3
   * and rate 66 at 80 %, franchise 90 days), 60 employees aged 38 on average with their counts
   * (18 women, 36 spouses, 54 children), 2 700 000 € T1, effective 1 January 2027: barème
   * SPC-2027.1 and the 2026 PMSS (2027 not published). Size factor 0,97 (50 to 100).
   *   death 0,2642 % + incapacity 0,4950 % + invalidity 0,6253 % (loaded) + 0,01 % → 1,39 %
   *   37 651,60 €/an, 3 137,63 €/mois; below 1,50 % and 0,76 % death: both informations.
   */
  it('E: Syntec cadres at the agreement minima, 60 employees with their demography, 2027 barème', () => {
    const p = avec(
      (g) => {
        g.incapaciteInvalidite.selected = true;
        Object.assign(g.incapaciteInvalidite, { ittIndemniteJournaliere: 80, nonProCategorie23: 80, proTaux66: 80, ittFranchiseDuree: 'NIVEAU_3' });
        Object.assign(g.decesPtia, { celibataireVeufDivorce: 170, mariePacseConcubin: 200, majoration: 50 });
      },
      { dateEffet: '2027-01-01', effectif: 60, nbFemmes: 18, nbConjoints: 36, nbEnfants: 54, masseSalarialeT1: 2_700_000, ageMoyen: 38 },
    );
    const r = tarifierPrevoyance(p);
    expect(r.bareme_version).toBe('SPC-2027.1');
    expect(r.detail.pmss).toEqual({ montant: 4005, pass: 48060, annee: 2027, annee_reference: 2026, publie: false });
    expect(r.detail.population).toMatchObject({ source: 'saisie', part_femmes: 0.3, part_conjoints: 0.6, enfants_par_salarie: 0.9 });
    expect(r.detail.facteurs.taille).toBe(0.97);
    const par = Object.fromEntries(r.detail.garanties.map((g) => [g.code, g.taux.T1]));
    expect([par.deces_ptia, par.incapacite, par.invalidite]).toEqual([0.2642, 0.495, 0.6253]);
    expect(r.tarifs).toEqual([{ formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 1.39, budget_annuel: 37_651.6, budget_mensuel: 3137.63 } }]);
    expect(r.informations_minimum_legal).toEqual({
      t1: "Le taux de la cotisation totale (hors cotisation d'association de 0,01%) est inférieur à 1,50 % pour la T1",
      t1_deces: 'Le taux de la cotisation décès est inférieur à 0,76 % pour la T1',
    });
  });

  it('E with the counts ignored at 49 employees: the barème demography applies', () => {
    const r = tarifierPrevoyance({ ...base, effectif: 49, nbFemmes: 49, nbConjoints: 0, nbEnfants: 0, masseSalarialeT1: 49 * 40_000 });
    expect(r.detail.population).toMatchObject({ source: 'defaut', part_femmes: 0.4 });
  });
});

describe('legal-minimum information (cadres only, 01 §5)', () => {
  it('cadres below 1,50 % and 0,76 %: both messages', () => {
    expect(tarifierPrevoyance(base).informations_minimum_legal).toEqual({
      t1: "Le taux de la cotisation totale (hors cotisation d'association de 0,01%) est inférieur à 1,50 % pour la T1",
      t1_deces: 'Le taux de la cotisation décès est inférieur à 0,76 % pour la T1',
    });
  });
  it('non-cadres: never', () => {
    expect(tarifierPrevoyance({ ...base, college: 'NON_CADRE' }).informations_minimum_legal).toEqual({ t1: null, t1_deces: null });
  });
  it('a rich death cover clears both', () => {
    const r = tarifierPrevoyance(
      avec((g) => {
        Object.assign(g.decesPtia, { celibataireVeufDivorce: 500, mariePacseConcubin: 500, majoration: 100 });
        g.renteEducation.selected = true;
        g.renteEducation.lineaire.taux = 30;
        g.renteConjoint.selected = true;
        g.renteConjoint.renteFixe = 20;
      }, { ageMoyen: 50 }),
    );
    expect(r.detail.taux_deces.T1).toBeGreaterThanOrEqual(0.76);
    expect(r.informations_minimum_legal).toEqual({ t1: null, t1_deces: null });
  });
  it('the summary keeps the first line unless T1 + T2, and totals the budgets', () => {
    const r = tarifierPrevoyance({ ...base, typeMasseSalariale: 'T12', masseSalarialeT2: 100_000 });
    expect(resumeTarifPrevoyance(r, 'T1').tarifs).toHaveLength(1);
    const s = resumeTarifPrevoyance(r, 'T12');
    expect(s.tarifs.map((t) => t.typeMasseSalariale)).toEqual(['T1', 'T2']);
    expect(s.tarifTotal.budgetAnnuel).toBe(Math.round((r.tarifs[0].tarif.budget_annuel + r.tarifs[1].tarif.budget_annuel) * 100) / 100);
    expect(s.informationMinimumLegalT1).toBe(r.informations_minimum_legal.t1);
  });
});

describe('barèmes', () => {
  it('are valid, do not overlap, and are picked by effective date', () => {
    BAREMES_PREVOYANCE.forEach((b) => expect(() => verifierBaremePrevoyance(b)).not.toThrow());
    expect(baremePrevoyancePour('2026-06-30')!.version).toBe('SPC-2026.1');
    expect(baremePrevoyancePour('2026-12-31')!.version).toBe('SPC-2026.1');
    expect(baremePrevoyancePour('2027-01-01')!.version).toBe('SPC-2027.1');
    expect(baremePrevoyancePour('2030-05-01')!.version).toBe('SPC-2027.1');
    expect(baremePrevoyancePour('2025-12-31')).toBeNull();
    expect(baremePrevoyanceParVersion('SPC-2026.1')).toBe(BAREMES_PREVOYANCE[0]);
    expect(baremePrevoyanceParVersion('SPC-1999.1')).toBeNull();
  });

  it('refuse a broken barème', () => {
    const b = JSON.parse(JSON.stringify(BAREMES_PREVOYANCE[0])) as BaremePrevoyance;
    expect(() => verifierBaremePrevoyance({ ...b, version: 'X' })).toThrow('version');
    const jours = { ...b.parametres.jours_incapacite, NIVEAU_0: '9' };
    expect(() => verifierBaremePrevoyance({ ...b, parametres: { ...b.parametres, jours_incapacite: jours } })).toThrow('non décroissants');
    expect(() => verifierBaremePrevoyance({ ...b, tables: { ...b.tables, fecondite: ['1.2'] } })).toThrow('fecondite');
    const taille = b.parametres.facteur_taille.slice(1);
    expect(() => verifierBaremePrevoyance({ ...b, parametres: { ...b.parametres, facteur_taille: taille } })).toThrow('taille');
  });

  it('an effective date without barème, a bad NAF or commission are pricing errors', () => {
    expect(() => tarifierPrevoyance({ ...base, dateEffet: '2025-06-01' })).toThrow("Aucun barème de prévoyance n'est en vigueur à la date d'effet 2025-06-01.");
    expect(() => tarifierPrevoyance({ ...base, naf: '04.00Z' })).toThrow(ErreurTarifPrevoyance);
    expect(() => tarifierPrevoyance({ ...base, tauxCommissionnement: 16 })).toThrow(ErreurTarifPrevoyance);
    expect(() => tarifierPrevoyance({ ...base, college: 'TOUS' as never })).toThrow("Le collège TOUS n'est pas tarifable en prévoyance.");
  });

  it('the same parameters with another barème give another price (versions matter)', () => {
    const pmss: PmssApplique = { montant: 4005, annee: 2027, anneeReference: 2026, publie: false };
    const p = avec((g) => (g.incapaciteInvalidite.selected = true));
    const a = tarifierPrevoyanceAvec(p, baremePrevoyanceParVersion('SPC-2026.1')!, pmss);
    const b = tarifierPrevoyanceAvec(p, baremePrevoyanceParVersion('SPC-2027.1')!, pmss);
    expect(b.detail.garanties.find((g) => g.code === 'incapacite')!.taux.T1).toBeGreaterThan(a.detail.garanties.find((g) => g.code === 'incapacite')!.taux.T1!);
  });
});

// ---- Properties ----

const arbParametres = fc.record({
  college: fc.constantFrom('CADRE' as const, 'NON_CADRE' as const),
  ageMoyen: fc.integer({ min: 18, max: 65 }),
  effectif: fc.integer({ min: 1, max: 100 }),
  part: fc.record({ f: fc.nat(), c: fc.nat(), e: fc.nat() }),
  naf: fc.constantFrom('62.01Z', '47.11F', '10.71C', '43.21A', '86.10Z', '01.11Z'),
  tauxCommissionnement: fc.integer({ min: 0, max: 15 }),
  typeMasseSalariale: fc.constantFrom('T1' as const, 'T12' as const),
  salaire: fc.integer({ min: 15_000, max: 48_060 }),
  t2: fc.integer({ min: 0, max: 200_000 }),
  portabiliteSupraLegale: fc.boolean(),
  dateEffet: fc.constantFrom('2026-12-01', '2027-03-01'),
});

const arbGaranties = fc
  .record({
    deces: fc.tuple(fc.integer({ min: 25, max: 500 }), fc.integer({ min: 50, max: 500 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 300 })),
    flags: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    ij: fc.integer({ min: 50, max: 100 }),
    franchise: fc.constantFrom(...NIVEAUX_FRANCHISE),
    niveaux: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }),
    rachat: fc.constantFrom(null, 'at_mp' as const, 'tout' as const),
    edu: fc.tuple(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 18, max: 28 }), fc.integer({ min: 0, max: 3000 })),
    conjoint: fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 10 })),
  })
  .map(({ deces, flags, ij, franchise, niveaux, rachat, edu, conjoint }) => {
    const g = garantiesParDefaut();
    Object.assign(g.decesPtia, {
      celibataireVeufDivorce: deces[0],
      mariePacseConcubin: deces[1],
      majoration: deces[2],
      capitalDeces: deces[3],
      capitalSupplementaireAccident: flags[0],
      capitalSupplementaireAccidentCirculation: flags[0] && flags[1],
      doubleEffet: flags[2],
    });
    g.allocationObseques.selected = flags[3];
    Object.assign(g.incapaciteInvalidite, {
      selected: flags[4],
      ittIndemniteJournaliere: ij,
      ittFranchiseDuree: franchise,
      ittFranchiseType: flags[5] ? 'discontinue' : 'continue',
      rachatFranchise: flags[6],
      rachatFranchiseType: rachat,
      ittIndemniteJournaliereEtendue: flags[7],
      congeMat: flags[8],
      nonProCategorie1Type: flags[9] ? 'fixe' : 'calcule',
      nonProCategorie1Fixe: niveaux[0],
      nonProCategorie23: niveaux[1],
      proTaux2032Ccn: niveaux[2],
      proTaux3365Type: flags[10] ? 'fixe' : 'calcule',
      proTaux3365Fixe: niveaux[3],
      proTaux66: niveaux[4],
    });
    g.renteEducation.selected = flags[11];
    g.renteEducation.type = flags[12] ? 'progressive' : 'lineaire';
    Object.assign(g.renteEducation.lineaire, { taux: edu[0], ageMax: edu[1], plancher: edu[2] });
    g.renteConjoint.selected = flags[13];
    Object.assign(g.renteConjoint, { renteFixe: conjoint[0], renteFormule: conjoint[1] / 10, type: flags[14] ? 'formule' : 'fixe', renteTemporaire: flags[15] });
    g.rentePersonneACharge.selected = flags[15];
    return g;
  });

type ParametresAleatoires = typeof arbParametres extends fc.Arbitrary<infer T> ? T : never;
function parametres(a: ParametresAleatoires, garanties: GarantiesPrevoyance): ParametresTarifPrevoyance {
  const n = a.effectif;
  return {
    dateEffet: a.dateEffet,
    college: a.college,
    ageMoyen: a.ageMoyen,
    effectif: n,
    nbFemmes: a.part.f % (n + 1),
    nbConjoints: a.part.c % (n + 1),
    nbEnfants: a.part.e % (n + 1),
    naf: a.naf,
    tauxCommissionnement: a.tauxCommissionnement,
    typeMasseSalariale: a.typeMasseSalariale,
    masseSalarialeT1: a.salaire * n,
    masseSalarialeT2: a.t2,
    portabiliteSupraLegale: a.portabiliteSupraLegale,
    garanties,
  };
}

/** More cover: each mutation raises one guarantee or switches one on. */
const PLUS: readonly [string, (g: GarantiesPrevoyance, d: number) => void][] = [
  ['single', (g, d) => (g.decesPtia.celibataireVeufDivorce += d)],
  ['married', (g, d) => (g.decesPtia.mariePacseConcubin += d)],
  ['majoration', (g, d) => (g.decesPtia.majoration += d)],
  ['flat capital', (g, d) => (g.decesPtia.capitalDeces += d)],
  ['spouse pre-death', (g, d) => (g.decesPtia.capitalPredecesConjoint += d)],
  ['child pre-death', (g, d) => (g.decesPtia.capitalPredecesEnfant += d)],
  ['accident', (g) => (g.decesPtia.capitalSupplementaireAccident = true)],
  ['road accident', (g) => Object.assign(g.decesPtia, { capitalSupplementaireAccident: true, capitalSupplementaireAccidentCirculation: true })],
  ['double effect', (g) => (g.decesPtia.doubleEffet = true)],
  ['funeral on', (g) => (g.allocationObseques.selected = true)],
  ['funeral rate', (g, d) => (g.allocationObseques.taux += d)],
  ['incapacity on', (g) => (g.incapaciteInvalidite.selected = true)],
  ['allowance', (g, d) => (g.incapaciteInvalidite.ittIndemniteJournaliere += d)],
  [
    'shorter franchise',
    (g) => {
      const jours = FRANCHISE_JOURS[g.incapaciteInvalidite.ittFranchiseDuree];
      const plusCourte = NIVEAUX_FRANCHISE.filter((n) => FRANCHISE_JOURS[n] < jours).sort((a, b) => FRANCHISE_JOURS[b] - FRANCHISE_JOURS[a])[0];
      if (plusCourte) g.incapaciteInvalidite.ittFranchiseDuree = plusCourte;
    },
  ],
  ['discontinuous franchise', (g) => (g.incapaciteInvalidite.ittFranchiseType = 'discontinue')],
  ['buy-back', (g) => (g.incapaciteInvalidite.rachatFranchise = true)],
  ['agreement buy-back', (g) => (g.incapaciteInvalidite.rachatFranchiseType ??= 'at_mp')],
  ['extended allowance', (g) => (g.incapaciteInvalidite.ittIndemniteJournaliereEtendue = true)],
  ['maternity', (g) => (g.incapaciteInvalidite.congeMat = true)],
  ['category 1 fixed', (g, d) => (g.incapaciteInvalidite.nonProCategorie1Fixe += d)],
  ['category 2/3', (g, d) => (g.incapaciteInvalidite.nonProCategorie23 += d)],
  ['rate 20-32', (g, d) => (g.incapaciteInvalidite.proTaux2032Ccn += d)],
  ['rate 33-65 fixed', (g, d) => (g.incapaciteInvalidite.proTaux3365Fixe += d)],
  ['rate 66', (g, d) => (g.incapaciteInvalidite.proTaux66 += d)],
  ['education on', (g) => (g.renteEducation.selected = true)],
  ['education rate', (g, d) => (g.renteEducation.lineaire.taux += d)],
  ['education end age', (g) => (g.renteEducation.lineaire.ageMax = Math.min(28, g.renteEducation.lineaire.ageMax + 1))],
  ['education floor', (g, d) => (g.renteEducation.lineaire.plancher += d * 50)],
  ['tranche 2 rate', (g, d) => (g.renteEducation.progressive.tranche2.taux += d)],
  ['handicap', (g, d) => (g.renteEducation.handicap += d * 100)],
  ['spouse on', (g) => (g.renteConjoint.selected = true)],
  ['spouse fixed', (g, d) => (g.renteConjoint.renteFixe += d)],
  ['spouse formula', (g, d) => (g.renteConjoint.renteFormule = Math.round(g.renteConjoint.renteFormule * 10 + d) / 10)],
  ['spouse temporary', (g) => (g.renteConjoint.renteTemporaire = true)],
  ['dependant on', (g) => (g.rentePersonneACharge.selected = true)],
  ['dependant amount', (g, d) => (g.rentePersonneACharge.montant += d * 100)],
];

describe('properties (PRODUCT.md)', () => {
  it('more cover never costs less, on any line', () => {
    fc.assert(
      fc.property(arbParametres, arbGaranties, fc.integer({ min: 0, max: PLUS.length - 1 }), fc.integer({ min: 1, max: 30 }), (a, g, i, d) => {
        const plus = copierGaranties(g);
        PLUS[i][1](plus, d);
        const avant = tarifierPrevoyance(parametres(a, g));
        const apres = tarifierPrevoyance(parametres(a, plus));
        avant.tarifs.forEach((l, k) => {
          const m = apres.tarifs[k].tarif;
          expect([PLUS[i][0], m.taux >= l.tarif.taux, m.budget_annuel >= l.tarif.budget_annuel, m.budget_mensuel >= l.tarif.budget_mensuel]).toEqual([PLUS[i][0], true, true, true]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a higher commission and the supra-legal portability never cost less', () => {
    fc.assert(
      fc.property(arbParametres, arbGaranties, (a, g) => {
        const p = parametres(a, g);
        const r = tarifierPrevoyance(p);
        const c = tarifierPrevoyance({ ...p, tauxCommissionnement: Math.min(15, p.tauxCommissionnement + 1) });
        const o = tarifierPrevoyance({ ...p, portabiliteSupraLegale: true });
        r.tarifs.forEach((l, k) => {
          expect(c.tarifs[k].tarif.budget_annuel).toBeGreaterThanOrEqual(l.tarif.budget_annuel);
          expect(o.tarifs[k].tarif.budget_annuel).toBeGreaterThanOrEqual(l.tarif.budget_annuel);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('deterministic, rounded once, association included, T2 line only for T1 + T2', () => {
    fc.assert(
      fc.property(arbParametres, arbGaranties, (a, g) => {
        const p = parametres(a, g);
        const r = tarifierPrevoyance(p);
        expect(tarifierPrevoyance(JSON.parse(JSON.stringify(p)))).toEqual(r);
        expect(r.tarifs.map((l) => l.type_masse_salariale)).toEqual(p.typeMasseSalariale === 'T12' ? ['T1', 'T2'] : ['T1']);
        for (const l of r.tarifs) {
          const masse = l.type_masse_salariale === 'T1' ? p.masseSalarialeT1 : p.masseSalarialeT2!;
          expect(l.tarif.taux).toBeGreaterThanOrEqual(0.01);
          expect(Number.isInteger(Math.round(l.tarif.taux * 100 * 1e6) / 1e6)).toBe(true);
          expect(Number.isInteger(Math.round(l.tarif.budget_annuel * 100 * 1e6) / 1e6)).toBe(true);
          // The budget comes from the unrounded rate: within half a rate step of the shown rate × payroll.
          expect(Math.abs(l.tarif.budget_annuel - (l.tarif.taux * masse) / 100)).toBeLessThanOrEqual((0.005 * masse) / 100 + 0.01);
          expect(Math.abs(Math.round(l.tarif.budget_mensuel * 100) * 12 - Math.round(l.tarif.budget_annuel * 100))).toBeLessThanOrEqual(6);
        }
      }),
      { numRuns: 100 },
    );
  });
});
