import fc from 'fast-check';
import { garantiesParDefaut } from '../defaults';
import { NIVEAUX_FRANCHISE, type GarantiesPrevoyance } from '../garanties.types';
import { AUCUN_MINIMA, minimaPrevoyance, type MinimaPrevoyance } from '../minima';
import {
  bornesGaranties,
  bornesStepper,
  categorie1Calculee,
  libelleTaux3365Calcule,
  limiteAgeTranche,
  maximumMajoration,
  minimumCelibataire,
  minimumMarieDepuisIncapacite,
  tauxEgaliteCcn,
  validerGarantiesPrevoyance,
  verifierStepper,
  type ChoixIncapacite,
} from './garanties';

/** A state built from the defaults with some changes. */
function etat(modifier: (g: GarantiesPrevoyance) => void = () => undefined): GarantiesPrevoyance {
  const g = garantiesParDefaut();
  modifier(g);
  return g;
}
const valider = (modifier: (g: GarantiesPrevoyance) => void, minima: MinimaPrevoyance = AUCUN_MINIMA, portabilite = false) =>
  validerGarantiesPrevoyance(etat(modifier), minima, { doublementPortabilite: portabilite });

const inc = (x: Partial<ChoixIncapacite>): ChoixIncapacite => ({
  selected: true,
  ittIndemniteJournaliere: 60,
  ittFranchiseType: 'continue',
  ittFranchiseDuree: 'NIVEAU_5',
  rachatFranchise: false,
  rachatFranchiseType: null,
  ...x,
});

describe('the defaults are valid', () => {
  it('without an agreement', () => expect(validerGarantiesPrevoyance(garantiesParDefaut())).toEqual({}));
});

describe('single vs married death levels (§5)', () => {
  it.each([
    [150, 89],
    [170, 100],
    [100, 59],
    [250, 148],
    [50, 30],
    [500, 295],
    [17, 10],
  ])('married %i → single at least ceiling(%i)', (marie, min) => expect(minimumCelibataire(marie)).toBe(min));

  it.each([
    ['single below ceiling(married / 1.7)', 88, 150, 'decesPtia.celibataireVeufDivorce', 'Le niveau de garantie doit être supérieur ou égal à 89 %'],
    ['single at ceiling(married / 1.7)', 89, 150, null, null],
    ['single equal to married', 150, 150, null, null],
    ['single above married', 160, 150, 'decesPtia.celibataireVeufDivorce', 'Le niveau de garantie doit être inférieur ou égal à 150 %'],
    ['married below single', 160, 150, 'decesPtia.mariePacseConcubin', 'Le niveau de garantie doit être supérieur ou égal à 160 %'],
  ])('%s', (_cas, celib, marie, champ, message) => {
    const e = valider((g) => {
      g.decesPtia.celibataireVeufDivorce = celib;
      g.decesPtia.mariePacseConcubin = marie;
    });
    if (champ) expect(e[champ]).toBe(message);
    else expect(e).toEqual({});
  });

  it('property: single within [ceiling(married / 1.7), married] is never refused by the death relation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 52, max: 500 }), fc.integer({ min: 0, max: 1000 }), (marie, r) => {
        const celib = minimumCelibataire(marie) + (r % (marie - minimumCelibataire(marie) + 1));
        const e = valider((g) => {
          g.decesPtia.mariePacseConcubin = marie;
          g.decesPtia.celibataireVeufDivorce = celib;
        });
        return e['decesPtia.celibataireVeufDivorce'] === undefined && e['decesPtia.mariePacseConcubin'] === undefined;
      }),
    );
  });

  it('property: ceiling(married / 1.7) is the least single level with single × 1.7 ≥ married', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (marie) => {
        const m = minimumCelibataire(marie);
        return m * 17 >= marie * 10 && (m - 1) * 17 < marie * 10;
      }),
    );
  });
});

describe('married minimum from the incapacity choices (§5)', () => {
  it.each([
    ['no incapacity section', inc({ selected: false, ittIndemniteJournaliere: 100 }), 50],
    ['allowance 60', inc({}), 50],
    ['allowance 75', inc({ ittIndemniteJournaliere: 75 }), 50],
    ['allowance 76', inc({ ittIndemniteJournaliere: 76 }), 125],
    ['allowance 80', inc({ ittIndemniteJournaliere: 80 }), 125],
    ['allowance 81', inc({ ittIndemniteJournaliere: 81 }), 175],
    ['allowance 86', inc({ ittIndemniteJournaliere: 86 }), 225],
    ['allowance 90', inc({ ittIndemniteJournaliere: 90 }), 225],
    ['allowance 91', inc({ ittIndemniteJournaliere: 91 }), 250],
    ['allowance 100', inc({ ittIndemniteJournaliere: 100 }), 250],
    ['buy-back toggle', inc({ rachatFranchise: true }), 175],
    ['agreement buy-back at_mp', inc({ rachatFranchiseType: 'at_mp' }), 175],
    ['buy-back with allowance 86', inc({ rachatFranchise: true, ittIndemniteJournaliere: 86 }), 225],
    ['discontinuous franchise 15 days', inc({ ittFranchiseType: 'discontinue', ittFranchiseDuree: 'NIVEAU_8' }), 250],
    ['discontinuous franchise 3 days', inc({ ittFranchiseType: 'discontinue', ittFranchiseDuree: 'NIVEAU_10' }), 250],
    ['discontinuous franchise 30 days', inc({ ittFranchiseType: 'discontinue', ittFranchiseDuree: 'NIVEAU_7' }), 50],
    ['continuous franchise 15 days', inc({ ittFranchiseDuree: 'NIVEAU_8' }), 50],
  ])('%s → %i', (_cas, choix, attendu) => expect(minimumMarieDepuisIncapacite(choix)).toBe(attendu));

  it('refuses a married level below it, with its message', () => {
    const e = valider((g) => {
      g.incapaciteInvalidite.selected = true;
      g.incapaciteInvalidite.ittIndemniteJournaliere = 85;
      g.decesPtia.mariePacseConcubin = 170;
    });
    expect(e['decesPtia.mariePacseConcubin']).toBe('Le niveau de garantie doit être supérieur ou égal à 175 %');
  });

  it('ignores the incapacity choices when the section is not selected', () => {
    expect(
      valider((g) => {
        g.incapaciteInvalidite.ittIndemniteJournaliere = 100;
        g.decesPtia.mariePacseConcubin = 150;
      }),
    ).toEqual({});
  });

  const arbChoix = fc.record({
    selected: fc.boolean(),
    ittIndemniteJournaliere: fc.integer({ min: 50, max: 100 }),
    ittFranchiseType: fc.constantFrom('continue' as const, 'discontinue' as const),
    ittFranchiseDuree: fc.constantFrom(...NIVEAUX_FRANCHISE),
    rachatFranchise: fc.boolean(),
    rachatFranchiseType: fc.constantFrom(null, 'at_mp' as const, 'tout' as const),
  });

  it('property: monotone in the allowance, never above the cap 250, never below 50', () => {
    fc.assert(
      fc.property(arbChoix, fc.integer({ min: 0, max: 50 }), (c, plus) => {
        const a = minimumMarieDepuisIncapacite(c);
        const b = minimumMarieDepuisIncapacite({ ...c, ittIndemniteJournaliere: Math.min(100, c.ittIndemniteJournaliere + plus) });
        return a <= b && b <= 250 && a >= 50;
      }),
    );
  });

  it('property: a buy-back never lowers it', () => {
    fc.assert(fc.property(arbChoix, (c) => minimumMarieDepuisIncapacite({ ...c, rachatFranchise: true }) >= minimumMarieDepuisIncapacite(c)));
  });
});

describe('majoration at most floor(single / 3) (§5)', () => {
  it.each([
    [100, 33],
    [150, 50],
    [170, 56],
    [25, 8],
  ])('single %i → majoration at most %i', (celib, max) => expect(maximumMajoration(celib)).toBe(max));

  it.each([
    [33, null],
    [30, null],
    [34, 'Le niveau de garantie doit être inférieur ou égal à 33 %'],
  ])('single 100, majoration %i', (majo, message) => {
    const e = valider((g) => (g.decesPtia.majoration = majo));
    expect(e['decesPtia.majoration'] ?? null).toBe(message);
  });

  it('property: floor(single / 3) × 3 ≤ single < (floor(single / 3) + 1) × 3', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (s) => maximumMajoration(s) * 3 <= s && s < (maximumMajoration(s) + 1) * 3));
  });
});

describe('equal incapacity and invalidity levels above the agreement rate (§5)', () => {
  const syntec = minimaPrevoyance('1486', 'CADRE');
  const incap = (ij: number, cat23: number, pro66: number) => (g: GarantiesPrevoyance) => {
    g.incapaciteInvalidite.selected = true;
    g.incapaciteInvalidite.ittIndemniteJournaliere = ij;
    g.incapaciteInvalidite.nonProCategorie23 = cat23;
    g.incapaciteInvalidite.proTaux66 = pro66;
    g.decesPtia.celibataireVeufDivorce = 170;
    g.decesPtia.mariePacseConcubin = 250;
    g.decesPtia.majoration = 50;
    g.incapaciteInvalidite.ittFranchiseDuree = 'NIVEAU_3';
  };
  const message = 'Au-delà de 80% les 3 niveaux de garantie d\'incapacité et invalidité doivent être égaux.';

  it('reads the highest agreement rate', () => {
    expect(tauxEgaliteCcn(syntec)).toBe(80);
    expect(tauxEgaliteCcn(AUCUN_MINIMA)).toBeNull();
  });

  it.each([
    ['all at the agreement rate', 80, 80, 80, null],
    ['all raised together', 90, 90, 90, null],
    ['allowance raised alone', 90, 80, 80, message],
    ['rate 66 raised alone', 80, 80, 85, message],
  ])('%s', (_cas, ij, cat23, pro66, attendu) => {
    const e = valider(incap(ij, cat23, pro66), syntec);
    expect(e['incapaciteInvalidite.ittIndemniteJournaliere'] ?? null).toBe(attendu);
    if (attendu) expect(e['incapaciteInvalidite.proTaux66']).toBe(attendu);
  });

  it('does not apply without an agreement requiring the section', () => {
    expect(valider(incap(90, 80, 70))['incapaciteInvalidite.ittIndemniteJournaliere']).toBeUndefined();
  });
});

describe('invalidity ladders (§5)', () => {
  const incap = (m: (i: GarantiesPrevoyance['incapaciteInvalidite']) => void) => (g: GarantiesPrevoyance) => {
    g.incapaciteInvalidite.selected = true;
    m(g.incapaciteInvalidite);
  };
  it.each([
    ['category 1 fixed above category 2/3', (i: GarantiesPrevoyance['incapaciteInvalidite']) => Object.assign(i, { nonProCategorie1Type: 'fixe', nonProCategorie1Fixe: 50, nonProCategorie23: 40 }), 'incapaciteInvalidite.nonProCategorie1Fixe', 'Le niveau de garantie doit être inférieur ou égal à 40 %'],
    ['category 1 fixed at category 2/3', (i: GarantiesPrevoyance['incapaciteInvalidite']) => Object.assign(i, { nonProCategorie1Type: 'fixe', nonProCategorie1Fixe: 40, nonProCategorie23: 40 }), null, null],
    ['category 1 computed is not bounded', (i: GarantiesPrevoyance['incapaciteInvalidite']) => Object.assign(i, { nonProCategorie1Type: 'calcule', nonProCategorie1Fixe: 90, nonProCategorie23: 40 }), null, null],
    ['rate 33-65 fixed above rate 66', (i: GarantiesPrevoyance['incapaciteInvalidite']) => Object.assign(i, { proTaux3365Type: 'fixe', proTaux3365Fixe: 60, proTaux66: 50 }), 'incapaciteInvalidite.proTaux3365Fixe', 'Le niveau de garantie doit être inférieur ou égal à 50 %'],
    ['rate 20-32 above fixed 33-65', (i: GarantiesPrevoyance['incapaciteInvalidite']) => Object.assign(i, { proTaux3365Type: 'fixe', proTaux3365Fixe: 30, proTaux2032Ccn: 35 }), 'incapaciteInvalidite.proTaux2032Ccn', 'Le niveau de garantie doit être inférieur ou égal à 30 %'],
    ['rate 20-32 with 33-65 computed', (i: GarantiesPrevoyance['incapaciteInvalidite']) => Object.assign(i, { proTaux3365Type: 'calcule', proTaux3365Fixe: 0, proTaux2032Ccn: 35 }), null, null],
  ])('%s', (_cas, m, champ, message) => {
    const e = valider(incap(m));
    if (champ) expect(e[champ]).toBe(message);
    else expect(e).toEqual({});
  });

  it('category 1 computed = 60 % of category 2/3; the 33-65 display', () => {
    expect(categorie1Calculee(80)).toBe(48);
    expect(categorie1Calculee(75)).toBe(45);
    expect(libelleTaux3365Calcule(50)).toBe('N / 66% x 50 %');
  });

  it('property: category 1 computed never exceeds category 2/3', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (c) => categorie1Calculee(c) <= c));
  });
});

describe('education annuity tranches (§5)', () => {
  const progressive = (m: (g: GarantiesPrevoyance) => void) => (g: GarantiesPrevoyance) => {
    g.renteEducation.selected = true;
    g.renteEducation.type = 'progressive';
    m(g);
  };
  it('limits: each tranche leaves two ages to the next ones, up to 28', () => {
    expect([limiteAgeTranche(1), limiteAgeTranche(2), limiteAgeTranche(3)]).toEqual([24, 26, 28]);
  });
  it.each([
    ['tranche 1 ends before its start + 1', (g: GarantiesPrevoyance) => (g.renteEducation.progressive.tranche1.ageMax = 0), 'renteEducation.progressive.tranche1.ageMax', "L'âge de fin du palier doit être compris entre 1 et 24 ans."],
    ['tranche 3 past 28', (g: GarantiesPrevoyance) => (g.renteEducation.progressive.tranche3.ageMax = 29), 'renteEducation.progressive.tranche3.ageMax', "L'âge de fin du palier doit être compris entre 19 et 28 ans."],
    ['tranche 2 past its limit', (g: GarantiesPrevoyance) => {
      g.renteEducation.progressive.tranche2.ageMax = 27;
      g.renteEducation.progressive.tranche3.ageMin = 28;
    }, 'renteEducation.progressive.tranche2.ageMax', "L'âge de fin du palier doit être compris entre 13 et 26 ans."],
    ['next start age not max + 1', (g: GarantiesPrevoyance) => (g.renteEducation.progressive.tranche2.ageMin = 13), 'renteEducation.progressive.tranche2.ageMin', "L'âge de début du palier doit être égal à 12 ans."],
    ['a rate below the previous tranche', (g: GarantiesPrevoyance) => {
      g.renteEducation.progressive.tranche1.taux = 10;
      g.renteEducation.progressive.tranche2.taux = 8;
    }, 'renteEducation.progressive.tranche2.taux', 'Le niveau de garantie doit être supérieur ou égal à 10 %'],
  ])('%s', (_cas, m, champ, message) => expect(valider(progressive(m))[champ]).toBe(message));

  it('increasing rates and chained ages are valid', () => {
    expect(
      valider(
        progressive((g) => {
          const p = g.renteEducation.progressive;
          p.tranche1.taux = 6;
          p.tranche2.taux = 8;
          p.tranche3.taux = 8;
          p.tranche1.ageMax = 9;
          p.tranche2.ageMin = 10;
        }),
      ),
    ).toEqual({});
  });

  it('agreement tranches fix their ages and their minimum rates', () => {
    const m = minimaPrevoyance('2216', 'NON_CADRE');
    const e = valider(
      progressive((g) => {
        g.renteEducation.typePlancher = 'euro';
        g.renteEducation.progressive.tranche1.taux = 6;
      }),
      m,
    );
    expect(e['renteEducation.progressive.tranche3.ageMax']).toBe("L'âge de fin du palier est fixé par la convention collective à 25 ans.");
    expect(e['renteEducation.progressive.tranche2.taux']).toBe('Le niveau de garantie doit être supérieur ou égal à 8 %');
  });

  it('linear: end age bounded 18..28, rate from 2', () => {
    const lin = (m: (g: GarantiesPrevoyance) => void) => (g: GarantiesPrevoyance) => {
      g.renteEducation.selected = true;
      m(g);
    };
    expect(valider(lin((g) => (g.renteEducation.lineaire.ageMax = 29)))['renteEducation.lineaire.ageMax']).toBe('Le niveau de garantie doit être inférieur ou égal à 28 ans');
    expect(valider(lin((g) => (g.renteEducation.lineaire.taux = 1)))['renteEducation.lineaire.taux']).toBe('Le niveau de garantie doit être supérieur ou égal à 2 %');
  });

  it('property: tranche bounds keep min + 1 ≤ max ≤ limit for any valid chaining', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 100 }), (fin1, r) => {
        const fin2 = fin1 + 2 + (r % (26 - fin1 - 1));
        const g = etat((x) => {
          x.renteEducation.selected = true;
          x.renteEducation.type = 'progressive';
          const p = x.renteEducation.progressive;
          p.tranche1.ageMax = fin1;
          p.tranche2.ageMin = fin1 + 1;
          p.tranche2.ageMax = fin2;
          p.tranche3.ageMin = fin2 + 1;
          p.tranche3.ageMax = 28;
        });
        return Object.keys(validerGarantiesPrevoyance(g)).length === 0;
      }),
    );
  });
});

describe('spouse annuity and at least one annuity (§5)', () => {
  it('refuses a spouse annuity with neither lifetime nor temporary', () => {
    const e = valider((g) => {
      g.renteConjoint.selected = true;
      g.renteConjoint.renteViagere = false;
      g.renteConjoint.renteTemporaire = false;
    });
    expect(e.renteConjoint).toBe('Veuillez sélectionner au minimum une rente.');
  });
  it.each([
    [true, false],
    [false, true],
    [true, true],
  ])('accepts lifetime %p, temporary %p', (viagere, temporaire) => {
    expect(
      valider((g) => {
        g.renteConjoint.selected = true;
        g.renteConjoint.renteViagere = viagere;
        g.renteConjoint.renteTemporaire = temporaire;
      }),
    ).toEqual({});
  });
  it('formula stepper: one decimal', () => {
    const e = valider((g) => {
      g.renteConjoint.selected = true;
      g.renteConjoint.type = 'formule';
      g.renteConjoint.renteFormule = 0.15;
    });
    expect(e['renteConjoint.renteFormule']).toBe('Le niveau de garantie doit comporter au plus 1 décimale(s).');
  });
});

describe('steppers bounded by the agreement and the catalogue (§5)', () => {
  it('min = max(agreement minimum, guarantee min), max = guarantee max, step palier, Min CCN value', () => {
    const syntec = minimaPrevoyance('1486', 'CADRE');
    expect(bornesStepper('itt_indemnite_journaliere', syntec)).toEqual({ code: 'itt_indemnite_journaliere', min: 80, max: 100, palier: 1, decimales: 0, minCcn: 80 });
    expect(bornesStepper('itt_indemnite_journaliere')).toEqual({ code: 'itt_indemnite_journaliere', min: 50, max: 100, palier: 1, decimales: 0, minCcn: null });
    expect(bornesStepper('formule_rente_viagere')).toMatchObject({ min: 0.1, max: 1, palier: 0.1, decimales: 1 });
    expect(() => bornesStepper('double_effet')).toThrow();
  });

  it.each([
    [undefined, 'Le niveau de garantie est obligatoire.'],
    [60.5, 'Le niveau de garantie doit être un nombre entier.'],
    [49, 'Le niveau de garantie doit être supérieur ou égal à 50 %'],
    [101, 'Le niveau de garantie doit être inférieur ou égal à 100 %'],
    [60, null],
  ])('allowance %p', (v, message) => expect(verifierStepper(v, bornesStepper('itt_indemnite_journaliere'))).toBe(message));

  it('refuses a value below the agreement minimum, and formats euros', () => {
    const hcr = minimaPrevoyance('1979', 'NON_CADRE');
    const e = valider((g) => {
      g.incapaciteInvalidite.selected = true;
      g.incapaciteInvalidite.ittIndemniteJournaliere = 65;
    }, hcr);
    expect(e['incapaciteInvalidite.ittIndemniteJournaliere']).toBe('Le niveau de garantie doit être supérieur ou égal à 70 %');
    const pac = valider((g) => {
      g.rentePersonneACharge.selected = true;
      g.rentePersonneACharge.montant = 500;
    });
    expect(pac['rentePersonneACharge.montant']).toBe('Le niveau de garantie doit être supérieur ou égal à 1 000 €/an');
  });

  it('ignores the rules of unselected sections', () => {
    expect(
      valider((g) => {
        g.renteConjoint.renteViagere = false;
        g.renteEducation.lineaire.taux = 0;
        g.rentePersonneACharge.montant = 0;
        g.allocationObseques.taux = 1;
        g.incapaciteInvalidite.ittIndemniteJournaliere = 5;
      }),
    ).toEqual({});
  });

  it('requires the sections, options, franchise and buy-back the agreement imposes', () => {
    const hcr = minimaPrevoyance('1979', 'NON_CADRE');
    const e = valider(() => undefined, hcr);
    expect(e.incapaciteInvalidite).toBe('Cette garantie est exigée par la convention collective (Exigé CCN).');
    expect(e.renteEducation).toBe('Cette garantie est exigée par la convention collective (Exigé CCN).');
    const r = valider((g) => {
      g.incapaciteInvalidite.selected = true;
      g.incapaciteInvalidite.ittFranchiseDuree = 'NIVEAU_2';
    }, hcr);
    expect(r['incapaciteInvalidite.ittFranchiseDuree']).toMatch(/^Cette durée de franchise/);
    expect(r['incapaciteInvalidite.rachatFranchiseType']).toBe('La convention collective impose le rachat de franchise at_mp.');
    const portabilite = minimaPrevoyance('1516', 'CADRE');
    expect(valider(() => undefined, portabilite).doublementDureePortabilite).toMatch(/doublement de la durée de portabilité/);
  });

  it('road accident needs the accident capital', () => {
    expect(valider((g) => (g.decesPtia.capitalSupplementaireAccidentCirculation = true))['decesPtia.capitalSupplementaireAccidentCirculation']).toMatch(/nécessite/);
  });

  it('bounds are drawn only for what is shown', () => {
    const b = bornesGaranties(garantiesParDefaut());
    expect(Object.keys(b).sort()).toEqual(
      [
        'decesPtia.capitalDeces',
        'decesPtia.capitalPredecesConjoint',
        'decesPtia.capitalPredecesEnfant',
        'decesPtia.celibataireVeufDivorce',
        'decesPtia.majoration',
        'decesPtia.mariePacseConcubin',
      ].sort(),
    );
    expect(b['decesPtia.celibataireVeufDivorce']).toMatchObject({ min: 89, max: 150 });
    expect(b['decesPtia.mariePacseConcubin']).toMatchObject({ min: 100, max: 500 });
    expect(b['decesPtia.majoration']).toMatchObject({ min: 0, max: 33 });
  });
});
