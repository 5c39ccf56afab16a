import fc from 'fast-check';
import { IDCC_AVEC_MINIMA } from '../../../offres/catalogue';
import { garantiesParDefaut } from '../defaults';
import { COLLEGES_PREVOYANCE } from '../garanties.types';
import { AUCUN_MINIMA, minimaPrevoyance } from '../minima';
import { validerGarantiesPrevoyance } from './garanties';
import { alignerSurMinimaCcn, basculerCapitalAccident, changerAgeFinTranche, changerTypeFranchise, garantiesInitiales } from './initialisation';

describe('a new projet opens valid (01 §4)', () => {
  it('without an agreement: the §3 defaults', () => {
    expect(garantiesInitiales()).toEqual(garantiesParDefaut());
  });

  const cas = IDCC_AVEC_MINIMA.flatMap((idcc) => COLLEGES_PREVOYANCE.map((college) => [idcc, college] as const));
  it.each(cas)('IDCC %s %s: required sections on, at the minima, and every rule satisfied', (idcc, college) => {
    const minima = minimaPrevoyance(idcc, college);
    const g = garantiesInitiales(minima);
    const portabilite = minima.sections.includes('doublement_duree_portabilite');
    expect(validerGarantiesPrevoyance(g, minima, { doublementPortabilite: portabilite })).toEqual({});
    if (minima.sections.includes('incapacite_invalidite')) expect(g.incapaciteInvalidite.selected).toBe(true);
    if (minima.sections.includes('rente_education')) expect(g.renteEducation.selected).toBe(true);
  });

  it('a duplicate does not force the sections on', () => {
    const g = garantiesInitiales(minimaPrevoyance('1486', 'CADRE'), { forcerSections: false });
    expect(g.incapaciteInvalidite.selected).toBe(false);
    expect(g.incapaciteInvalidite.ittIndemniteJournaliere).toBe(80);
  });

  it('the death minimum follows the agreement allowance and buy-back (175 %)', () => {
    const g = garantiesInitiales(minimaPrevoyance('2120', 'NON_CADRE'));
    expect(g.incapaciteInvalidite).toMatchObject({ ittIndemniteJournaliere: 80, rachatFranchiseType: 'tout', ittIndemniteJournaliereEtendue: true });
    expect(g.decesPtia.mariePacseConcubin).toBe(175);
    expect(g.decesPtia.celibataireVeufDivorce).toBe(125);
  });

  it('agreement education tranches are laid in place', () => {
    const g = garantiesInitiales(minimaPrevoyance('2216', 'NON_CADRE'));
    expect(g.renteEducation.type).toBe('progressive');
    expect(g.renteEducation.progressive.tranche3).toEqual({ ageMin: 18, ageMax: 25, taux: 10, plancher: 1200 });
  });
});

describe('alignment never lowers anything', () => {
  it('property: every numeric value of the aligned state is at least the original', () => {
    const minimas = [AUCUN_MINIMA, ...IDCC_AVEC_MINIMA.flatMap((i) => COLLEGES_PREVOYANCE.map((c) => minimaPrevoyance(i, c)))];
    fc.assert(
      fc.property(fc.constantFrom(...minimas), fc.integer({ min: 50, max: 100 }), fc.integer({ min: 100, max: 400 }), (minima, ij, marie) => {
        const g = garantiesParDefaut();
        g.incapaciteInvalidite.ittIndemniteJournaliere = ij;
        g.decesPtia.mariePacseConcubin = marie;
        const a = alignerSurMinimaCcn(g, minima);
        return a.incapaciteInvalidite.ittIndemniteJournaliere >= ij && a.decesPtia.mariePacseConcubin >= marie && a.decesPtia.celibataireVeufDivorce >= g.decesPtia.celibataireVeufDivorce;
      }),
    );
  });
});

describe('linked inputs (01 §2, §4)', () => {
  it('turning the accident capital off resets the road accident', () => {
    let g = basculerCapitalAccident(garantiesParDefaut(), true);
    g.decesPtia.capitalSupplementaireAccidentCirculation = true;
    g = basculerCapitalAccident(g, false);
    expect(g.decesPtia).toMatchObject({ capitalSupplementaireAccident: false, capitalSupplementaireAccidentCirculation: false });
  });

  it("changing a tranche's end age moves the next start age to end + 1", () => {
    const g = changerAgeFinTranche(garantiesParDefaut(), 1, 9);
    expect(g.renteEducation.progressive.tranche1.ageMax).toBe(9);
    expect(g.renteEducation.progressive.tranche2.ageMin).toBe(10);
    expect(changerAgeFinTranche(g, 3, 26).renteEducation.progressive.tranche3.ageMax).toBe(26);
  });

  it('changing the franchise type keeps an offered duration, else the first one', () => {
    const g = garantiesParDefaut();
    expect(changerTypeFranchise(g, 'discontinue').incapaciteInvalidite.ittFranchiseDuree).toBe('NIVEAU_10');
    g.incapaciteInvalidite.ittFranchiseDuree = 'NIVEAU_8';
    expect(changerTypeFranchise(g, 'discontinue').incapaciteInvalidite.ittFranchiseDuree).toBe('NIVEAU_8');
  });
});
