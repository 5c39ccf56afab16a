import fc from 'fast-check';
import { champListe, garantiesVersListe, listeVersGaranties, normaliserGaranties } from './conversion';
import { garantiesParDefaut } from './defaults';
import { NIVEAUX_FRANCHISE, type GarantiesPrevoyance } from './garanties.types';

const arbTranche = fc.record({ ageMin: fc.integer({ min: 0, max: 28 }), ageMax: fc.integer({ min: 0, max: 28 }), taux: fc.integer({ min: 2, max: 30 }), plancher: fc.integer({ min: 0, max: 60 }).map((x) => x * 100) });
const arbGaranties: fc.Arbitrary<GarantiesPrevoyance> = fc.record({
  allocationObseques: fc.record({ selected: fc.boolean(), taux: fc.constantFrom(25, 50, 100, 200) }),
  decesPtia: fc.record({
    celibataireVeufDivorce: fc.integer({ min: 25, max: 500 }),
    mariePacseConcubin: fc.integer({ min: 50, max: 500 }),
    majoration: fc.integer({ min: 0, max: 100 }),
    capitalDeces: fc.integer({ min: 0, max: 300 }),
    capitalPredecesConjoint: fc.integer({ min: 0, max: 100 }),
    capitalPredecesEnfant: fc.integer({ min: 0, max: 100 }),
    capitalSupplementaireAccident: fc.boolean(),
    capitalSupplementaireAccidentCirculation: fc.boolean(),
    doubleEffet: fc.boolean(),
  }),
  incapaciteInvalidite: fc.record({
    selected: fc.boolean(),
    ittFranchiseType: fc.constantFrom('continue' as const, 'discontinue' as const),
    ittIndemniteJournaliere: fc.integer({ min: 50, max: 100 }),
    ittIndemniteJournaliereEtendue: fc.boolean(),
    ittFranchiseDuree: fc.constantFrom(...NIVEAUX_FRANCHISE),
    rachatFranchise: fc.boolean(),
    rachatFranchiseType: fc.constantFrom(null, 'at_mp' as const, 'tout' as const),
    nonProCategorie1Type: fc.constantFrom('fixe' as const, 'calcule' as const),
    nonProCategorie1Fixe: fc.integer({ min: 0, max: 100 }),
    nonProCategorie23: fc.integer({ min: 0, max: 100 }),
    proTaux2032Ccn: fc.integer({ min: 0, max: 100 }),
    proTaux3365Type: fc.constantFrom('fixe' as const, 'calcule' as const),
    proTaux3365Fixe: fc.integer({ min: 0, max: 100 }),
    proTaux66: fc.integer({ min: 0, max: 100 }),
    congeMat: fc.boolean(),
  }),
  renteConjoint: fc.record({
    selected: fc.boolean(),
    type: fc.constantFrom('fixe' as const, 'formule' as const),
    renteFixe: fc.integer({ min: 1, max: 30 }),
    renteFormule: fc.integer({ min: 1, max: 10 }).map((x) => x / 10),
    renteViagere: fc.boolean(),
    renteTemporaire: fc.boolean(),
  }),
  renteEducation: fc.record({
    selected: fc.boolean(),
    type: fc.constantFrom('lineaire' as const, 'progressive' as const),
    typePlancher: fc.constantFrom('euro' as const, 'pass' as const),
    handicap: fc.integer({ min: 0, max: 60 }).map((x) => x * 100),
    forfaitHandicap: fc.integer({ min: 0, max: 20 }).map((x) => x * 500),
    lineaire: arbTranche,
    progressive: fc.record({ tranche1: arbTranche, tranche2: arbTranche, tranche3: arbTranche }),
  }),
  rentePersonneACharge: fc.record({ selected: fc.boolean(), montant: fc.integer({ min: 2, max: 24 }).map((x) => x * 500) }),
});

describe('guarantees state ↔ list form', () => {
  it('writes one entry per selected section, death first, with catalogue codes as names', () => {
    const g = garantiesParDefaut();
    g.incapaciteInvalidite.selected = true;
    g.allocationObseques.selected = true;
    const liste = garantiesVersListe(g);
    expect(liste.map((x) => x.code)).toEqual(['deces_ptia', 'incapacite_invalidite', 'allocation_obseques']);
    expect(liste[0].caracteristiques.slice(0, 3)).toEqual([
      { nom: 'celibataire_veuf_divorce', valeur: 100 },
      { nom: 'marie_pacse_concubin', valeur: 150 },
      { nom: 'majoration', valeur: 0 },
    ]);
    expect(liste[1].caracteristiques).toContainEqual({ nom: 'itt_franchise_duree', valeur: 'NIVEAU_5' });
    expect(liste[1].caracteristiques.find((c) => c.nom === 'non_pro_categorie_1_fixe')).toBeUndefined(); // computed
    expect(liste[2]).toEqual({ code: 'allocation_obseques', caracteristiques: [{ nom: 'allocation_obseques', valeur: 25 }] });
  });

  it('writes the agreement buy-back as its catalogue code, and the portability section when on', () => {
    const g = garantiesParDefaut();
    g.incapaciteInvalidite.selected = true;
    g.incapaciteInvalidite.rachatFranchiseType = 'at_mp';
    const liste = garantiesVersListe(g, { doublementPortabilite: true });
    expect(liste[1].caracteristiques).toContainEqual({ nom: 'rachat_franchise_ccn_at_mp', valeur: true });
    expect(liste.at(-1)).toEqual({ code: 'doublement_duree_portabilite', caracteristiques: [{ nom: 'doublement_duree_portabilite', valeur: true }] });
    const lu = listeVersGaranties(liste);
    expect(lu.doublementPortabilite).toBe(true);
    expect(lu.garanties.incapaciteInvalidite.rachatFranchiseType).toBe('at_mp');
  });

  it('writes the spouse annuity values of the chosen type only', () => {
    const g = garantiesParDefaut();
    g.renteConjoint = { selected: true, type: 'formule', renteFixe: 5, renteFormule: 0.3, renteViagere: true, renteTemporaire: true };
    const c = garantiesVersListe(g).find((x) => x.code === 'rente_conjoint')!;
    expect(c.caracteristiques).toEqual([
      { nom: 'type', valeur: 'formule' },
      { nom: 'rente_viagere', valeur: true },
      { nom: 'rente_temporaire', valeur: true },
      { nom: 'formule_rente_viagere', valeur: 0.3 },
      { nom: 'formule_rente_temporaire', valeur: 0.3 },
    ]);
  });

  it('reads absent sections as unselected and absent values as defaults', () => {
    const lu = listeVersGaranties([{ code: 'incapacite_invalidite', caracteristiques: [{ nom: 'itt_indemnite_journaliere', valeur: 80 }] }]);
    expect(lu.erreurs).toEqual({});
    const attendu = garantiesParDefaut();
    attendu.incapaciteInvalidite.selected = true;
    attendu.incapaciteInvalidite.ittIndemniteJournaliere = 80;
    expect(lu.garanties).toEqual(attendu);
  });

  it.each([
    [[{ code: 'inconnue', caracteristiques: [] }], 'inconnue', 'Le champ « inconnue » n\'est pas autorisé.'],
    [[{ code: 'deces_ptia', caracteristiques: [{ nom: 'bonus', valeur: 1 }] }], 'deces_ptia.bonus', 'Le champ « deces_ptia.bonus » n\'est pas autorisé.'],
    [[{ code: 'deces_ptia', caracteristiques: [{ nom: 'majoration', valeur: 'dix' }] }], 'deces_ptia.majoration', 'Le champ « deces_ptia.majoration » doit être un nombre.'],
    [[{ code: 'deces_ptia', caracteristiques: [{ nom: 'double_effet', valeur: 1 }] }], 'deces_ptia.double_effet', 'Le champ « deces_ptia.double_effet » doit être vrai ou faux.'],
    [[{ code: 'rente_education', caracteristiques: [{ nom: 'type', valeur: 'mixte' }] }], 'rente_education.type', 'Type de rente éducation mixte non géré.'],
    [[{ code: 'rente_conjoint', caracteristiques: [{ nom: 'type', valeur: 'variable' }] }], 'rente_conjoint.type', 'Type de rente conjoint variable non géré.'],
    [[{ code: 'incapacite_invalidite', caracteristiques: [{ nom: 'itt_franchise_duree', valeur: 'NIVEAU_12' }] }], 'incapacite_invalidite.itt_franchise_duree', /^Le champ « incapacite_invalidite.itt_franchise_duree » doit valoir l'une des valeurs/],
    [[{ code: 'deces_ptia', caracteristiques: [] }, { code: 'deces_ptia', caracteristiques: [] }], 'deces_ptia', 'Le champ « deces_ptia » est invalide.'],
  ])('refuses %j', (liste, champ, message) => {
    const e = listeVersGaranties(liste as never).erreurs;
    if (message instanceof RegExp) expect(e[champ]).toMatch(message);
    else expect(e[champ]).toBe(message);
  });

  it('property: reading what was written gives the normalised state, and writing it again gives the same list', () => {
    fc.assert(
      fc.property(arbGaranties, fc.boolean(), (g, portabilite) => {
        const liste = garantiesVersListe(g, { doublementPortabilite: portabilite });
        const lu = listeVersGaranties(JSON.parse(JSON.stringify(liste)));
        expect(lu.erreurs).toEqual({});
        expect(lu.doublementPortabilite).toBe(portabilite);
        expect(garantiesVersListe(lu.garanties, { doublementPortabilite: portabilite })).toEqual(liste);
        expect(normaliserGaranties(lu.garanties)).toEqual(lu.garanties);
      }),
    );
  });

  it('property: the selected sections and every written value survive the round trip', () => {
    fc.assert(
      fc.property(arbGaranties, (g) => {
        const lu = listeVersGaranties(garantiesVersListe(g)).garanties;
        return (
          lu.decesPtia.mariePacseConcubin === g.decesPtia.mariePacseConcubin &&
          lu.incapaciteInvalidite.selected === g.incapaciteInvalidite.selected &&
          (!g.incapaciteInvalidite.selected || lu.incapaciteInvalidite.ittFranchiseDuree === g.incapaciteInvalidite.ittFranchiseDuree) &&
          lu.renteEducation.selected === g.renteEducation.selected &&
          (!g.renteEducation.selected || lu.renteEducation.type === g.renteEducation.type)
        );
      }),
    );
  });

  it('names the list field of a state path, for API errors', () => {
    const g = garantiesParDefaut();
    expect(champListe('decesPtia.mariePacseConcubin', g)).toBe('deces_ptia.marie_pacse_concubin');
    expect(champListe('incapaciteInvalidite.proTaux3365Fixe', g)).toBe('incapacite_invalidite.pro_taux_33_65_ccn');
    expect(champListe('renteEducation.progressive.tranche2.ageMax', g)).toBe('rente_education.tranche_2_age_max');
    expect(champListe('renteEducation.lineaire.taux', g)).toBe('rente_education.lineaire_taux');
    expect(champListe('renteConjoint', g)).toBe('rente_conjoint');
    expect(champListe('renteConjoint.renteFixe', g)).toBe('rente_conjoint.fixe_rente_viagere');
    expect(champListe('incapaciteInvalidite', g)).toBe('incapacite_invalidite');
  });
});
