import fc from 'fast-check';
import { baremeSanteParVersion, baremeSantePour } from './baremes';
import { ErreurTarifSante, niveauxParPoste, tarifierSante, tarifierSanteAvec, tauxExactSante, zoneDuDepartement, type ParametresTarifSante } from './moteur';
import { CODES_POSTES, STRUCTURES_SANTE, type CodePoste, type StructureSante } from './types';

const tous = (niveau: number) => CODES_POSTES.map((poste) => ({ poste, niveau }));
const parNiveaux = (n: number[]) => CODES_POSTES.map((poste, i) => ({ poste, niveau: n[i] }));
const base: ParametresTarifSante = {
  dateEffet: '2026-12-01',
  ageMoyen: 42,
  effectifCollege: 12,
  regime: 'SECURITE_SOCIALE',
  departement: '35',
  tauxCommissionnement: 5,
  niveaux: tous(0),
};
const ligne = (r: ReturnType<typeof tarifierSante>, s: StructureSante) => r.tarifs.find((t) => t.structure === s)!.tarif;

describe('tarifierSante — worked examples (expected euros computed independently with exact fractions)', () => {
  // Each row: parameters, barème expected, then {structure: [taux % PMSS, budget €]}.
  const cas: [string, Partial<ParametresTarifSante>, string, number, Partial<Record<StructureSante, [number, number]>>][] = [
    [
      'all postes at level 0, reference adult (42 y, Ille-et-Vilaine zone 2, 12 staff), commission 5 %',
      {},
      'SSC-2026.1',
      4005,
      { ISOLE: [1.56, 62.48], FAMILLE: [3.89, 155.79], UNIQUE: [2.49, 99.72], P3: [4.05, 162.2] },
    ],
    [
      'level 5 everywhere, Paris (zone 4), 58 y, single-employee college, commission 10 %',
      { niveaux: tous(5), ageMoyen: 58, departement: '75', effectifCollege: 1, tauxCommissionnement: 10 },
      'SSC-2026.1',
      4005,
      { ISOLE: [4.33, 173.42], FAMILLE: [10.83, 433.74], UNIQUE: [6.93, 277.55], P3: [11.27, 451.36] },
    ],
    [
      'Syntec-like selection, Bas-Rhin under Alsace-Moselle, 30 y, 60 staff, no commission, 2027 barème and PMSS 2026 carried over',
      { dateEffet: '2027-03-01', niveaux: parNiveaux([3, 3, 3, 2, 0, 4, 3, 5, 0, 2, 0]), ageMoyen: 30, departement: '67', regime: 'ALSACE_MOSELLE', effectifCollege: 60, tauxCommissionnement: 0 },
      'SSC-2027.1',
      4005,
      { ISOLE: [1.45, 58.07], FAMILLE: [3.61, 144.58], UNIQUE: [2.31, 92.52], P3: [3.76, 150.59] },
    ],
    [
      'level 11 everywhere, Bouches-du-Rhône (zone 3), 65 y, 3 staff, discount option rate 15 %, 2025 barème and PMSS',
      { dateEffet: '2025-06-01', niveaux: tous(11), ageMoyen: 65, departement: '13', effectifCollege: 3, tauxCommissionnement: 15 },
      'SSC-2025.1',
      3925,
      { ISOLE: [7.77, 304.97], FAMILLE: [19.42, 762.24], UNIQUE: [12.43, 487.88], P3: [20.2, 792.85] },
    ],
  ];
  it.each(cas)('%s', (_nom, p, version, pmss, attendus) => {
    const r = tarifierSante({ ...base, ...p });
    expect(r.bareme_version).toBe(version);
    expect(r.detail.pmss.montant).toBe(pmss);
    for (const [s, [taux, budget]] of Object.entries(attendus) as [StructureSante, [number, number]][]) {
      expect(ligne(r, s)).toEqual({ taux, budget_mensuel: budget });
    }
  });

  it('explains itself: postes, factors, loadings, structures and the PMSS used', () => {
    const r = tarifierSante({ ...base, dateEffet: '2027-03-01', departement: '67', regime: 'ALSACE_MOSELLE', ageMoyen: 30, effectifCollege: 60, tauxCommissionnement: 0 });
    expect(r.detail.postes).toHaveLength(11);
    expect(r.detail.postes[0]).toEqual({ poste: 'HOSPITALISATION_SEJOUR', niveau: 0, cout: 0.268 });
    expect(r.detail.cout_pur).toBeCloseTo(r.detail.postes.reduce((s, p) => s + p.cout, 0), 10);
    expect(r.detail.facteurs).toEqual({
      age: { age_moyen: 30, facteur: 0.88 },
      zone: { departement: '67', zone: 2, facteur: 1 },
      regime: { regime: 'ALSACE_MOSELLE', facteur: 0.82 },
      effectif_college: { effectif: 60, facteur: 0.96 },
    });
    expect(r.detail.chargements).toEqual({ frais_gestion: 15, commissionnement: 0, tsa: 13.27 });
    expect(r.detail.pmss).toEqual({ montant: 4005, annee: 2027, annee_reference: 2026, publie: false });
    expect(r.detail.structures.map((s) => s.structure)).toEqual([...STRUCTURES_SANTE]);
    expect(r.tarifs.map((t) => t.structure)).toEqual([...STRUCTURES_SANTE]);
  });

  it('prices the individual top-up from its own list, per beneficiary, independent of the levels', () => {
    const bas = tarifierSante(base);
    const haut = tarifierSante({ ...base, niveaux: tous(11) });
    expect(bas.surcomplementaire.map((t) => t.structure)).toEqual(['SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT']);
    expect(haut.surcomplementaire).toEqual(bas.surcomplementaire);
    // 5 200 µPMSS × 1.1327 / (1 − 18 % − 5 %) = 7 649.4805…µPMSS → 0,76 % and 30,64 €.
    expect(bas.surcomplementaire[0].tarif).toEqual({ taux: 0.76, budget_mensuel: 30.44 });
  });
});

describe('niveauxParPoste', () => {
  it.each([
    [[], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [[{ poste: 'OPTIQUE' as CodePoste, niveau: 7 }], [0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0]],
    [tous(3), Array(11).fill(3)],
  ])('%j → %j (absent postes at level 0)', (niveaux, attendu) => expect(niveauxParPoste(niveaux)).toEqual(attendu));

  it.each([
    [[{ poste: 'INCONNU' as CodePoste, niveau: 1 }]],
    [[{ poste: 'OPTIQUE' as CodePoste, niveau: 12 }]],
    [[{ poste: 'OPTIQUE' as CodePoste, niveau: -1 }]],
    [[{ poste: 'OPTIQUE' as CodePoste, niveau: 1.5 }]],
  ])('refuses %j', (niveaux) => expect(() => niveauxParPoste(niveaux)).toThrow(ErreurTarifSante));
});

describe('tarifierSante — refusals', () => {
  it.each([
    ['age out of the barème', { ageMoyen: 17 }],
    ['age out of the barème (high)', { ageMoyen: 66 }],
    ['college headcount 0', { effectifCollege: 0 }],
    ['college headcount 101', { effectifCollege: 101 }],
    ['commission 16', { tauxCommissionnement: 16 }],
    ['commission not an integer', { tauxCommissionnement: 5.5 }],
    ['date before every barème', { dateEffet: '2024-12-31' }],
  ])('%s', (_n, p) => expect(() => tarifierSante({ ...base, ...p } as ParametresTarifSante)).toThrow());
});

describe('zoneDuDepartement', () => {
  const b = baremeSanteParVersion('SSC-2026.1')!;
  it.each([
    ['75', 4], ['92', 4], ['974', 4], ['13', 3], ['2a', 3], ['69', 3], ['35', 2], ['67', 2], ['57', 2], ['23', 1], ['48', 1], ['99', 2],
  ])('%s → zone %i', (d, z) => expect(zoneDuDepartement(b, d)).toBe(z));
});

// ---------------------------------------------------------------------------------------------
// Properties.
const arbNiveaux = fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 11, maxLength: 11 });
const arbParams = fc.record({
  dateEffet: fc.constantFrom('2025-03-01', '2026-01-01', '2026-12-31', '2027-01-01', '2027-05-23'),
  ageMoyen: fc.integer({ min: 18, max: 65 }),
  effectifCollege: fc.integer({ min: 1, max: 100 }),
  regime: fc.constantFrom('SECURITE_SOCIALE' as const, 'ALSACE_MOSELLE' as const),
  departement: fc.constantFrom('75', '13', '35', '67', '23', '2B', '971', '01'),
  tauxCommissionnement: fc.integer({ min: 0, max: 15 }),
  niveaux: arbNiveaux.map(parNiveaux),
});
const tousLesPrix = (r: ReturnType<typeof tarifierSante>) => [...r.tarifs, ...r.surcomplementaire].map((t) => t.tarif);

describe('tarifierSante — properties', () => {
  it('raising any level never lowers any price', () => {
    fc.assert(
      fc.property(arbParams, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 11 }), (p, i, hausse) => {
        const niveaux = p.niveaux.map((n) => n.niveau);
        const plus = [...niveaux];
        plus[i] = Math.min(11, plus[i] + hausse);
        const a = tousLesPrix(tarifierSante(p));
        const b = tousLesPrix(tarifierSante({ ...p, niveaux: parNiveaux(plus) }));
        a.forEach((t, k) => {
          expect(b[k].taux).toBeGreaterThanOrEqual(t.taux);
          expect(b[k].budget_mensuel).toBeGreaterThanOrEqual(t.budget_mensuel);
        });
      }),
    );
  });

  it('a strictly higher level gives a strictly higher exact collective price', () => {
    const b = baremeSanteParVersion('SSC-2026.1')!;
    fc.assert(
      fc.property(arbParams, fc.integer({ min: 0, max: 10 }), (p, i) => {
        const niveaux = p.niveaux.map((n) => n.niveau);
        fc.pre(niveaux[i] < 11);
        const plus = [...niveaux];
        plus[i] += 1;
        const a = tauxExactSante(p, b, 'ISOLE');
        const c = tauxExactSante({ ...p, niveaux: parNiveaux(plus) }, b, 'ISOLE');
        expect(c.num * a.den > a.num * c.den).toBe(true);
      }),
    );
  });

  it('a higher commission never lowers any price', () => {
    fc.assert(
      fc.property(arbParams, fc.integer({ min: 0, max: 15 }), (p, autre) => {
        const [bas, haut] = [Math.min(p.tauxCommissionnement, autre), Math.max(p.tauxCommissionnement, autre)];
        const a = tousLesPrix(tarifierSante({ ...p, tauxCommissionnement: bas }));
        const b = tousLesPrix(tarifierSante({ ...p, tauxCommissionnement: haut }));
        a.forEach((t, k) => {
          expect(b[k].taux).toBeGreaterThanOrEqual(t.taux);
          expect(b[k].budget_mensuel).toBeGreaterThanOrEqual(t.budget_mensuel);
        });
      }),
    );
  });

  it('family > single, P3 ≥ P2 ≥ P1, salarié + enfants ≥ salarié, conjoint + salarié + enfants ≥ salarié + enfants', () => {
    fc.assert(
      fc.property(arbParams, (p) => {
        const r = tarifierSante(p);
        const t = (s: StructureSante) => ligne(r, s);
        const ordres: [StructureSante, StructureSante][] = [
          ['ISOLE', 'FAMILLE'],
          ['P1', 'P2'],
          ['P2', 'P3'],
          ['SALARIE_SEUL', 'SALARIE_ENFANT'],
          ['SALARIE_ENFANT', 'CONJOINT_SALARIE_ENFANT'],
        ];
        for (const [petit, grand] of ordres) expect(t(grand).budget_mensuel).toBeGreaterThanOrEqual(t(petit).budget_mensuel);
        expect(t('FAMILLE').budget_mensuel).toBeGreaterThan(t('ISOLE').budget_mensuel);
      }),
    );
  });

  it('is deterministic: same parameters, same answer (deep equal), in any order of postes', () => {
    fc.assert(
      fc.property(arbParams, (p) => {
        const a = tarifierSante(p);
        const b = tarifierSante({ ...p, niveaux: [...p.niveaux].reverse() });
        expect(b).toEqual(a);
        expect(JSON.stringify(tarifierSante(p))).toBe(JSON.stringify(a));
      }),
    );
  });

  it('rounds once: taux = round(exact, 0.01 %); budget = contractual taux × PMSS, to the cent', () => {
    fc.assert(
      fc.property(arbParams, fc.constantFrom(...STRUCTURES_SANTE), (p, s) => {
        const bareme = baremeSantePour(p.dateEffet)!;
        const r = tarifierSante(p);
        const { num, den } = tauxExactSante(p, bareme, s);
        const pmss = BigInt(r.detail.pmss.montant);
        // Half up, independently: floor(x + 1/2) = floor((2·num + den') / (2·den')).
        const tauxCentiemes = (2n * num + 100n * den) / (200n * den);
        const budgetCentimes = (2n * tauxCentiemes * pmss + 100n) / 200n;
        expect(ligne(r, s).taux).toBe(Number(tauxCentiemes) / 100);
        expect(ligne(r, s).budget_mensuel).toBe(Number(budgetCentimes) / 100);
        // A broker checks it by hand: shown rate × PMSS, within half a cent.
        expect(Math.abs(ligne(r, s).budget_mensuel - (ligne(r, s).taux / 100) * Number(pmss))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('two decimals at most, in % PMSS and euros; typical single-adult rates between 1.5 % and 6 % PMSS at the reference age', () => {
    fc.assert(
      fc.property(arbParams, (p) => {
        for (const t of tousLesPrix(tarifierSante(p))) {
          expect(Math.round(t.taux * 100) / 100).toBe(t.taux);
          expect(Math.round(t.budget_mensuel * 100) / 100).toBe(t.budget_mensuel);
        }
      }),
    );
    for (const n of [0, 11]) {
      const isole = ligne(tarifierSante({ ...base, niveaux: tous(n) }), 'ISOLE').taux;
      expect(isole).toBeGreaterThanOrEqual(1.5);
      expect(isole).toBeLessThanOrEqual(6);
    }
  });

  it('Alsace-Moselle is cheaper than the general regime, everything else equal', () => {
    fc.assert(
      fc.property(arbParams, (p) => {
        const g = tarifierSante({ ...p, regime: 'SECURITE_SOCIALE' });
        const am = tarifierSante({ ...p, regime: 'ALSACE_MOSELLE' });
        expect(ligne(am, 'ISOLE').budget_mensuel).toBeLessThanOrEqual(ligne(g, 'ISOLE').budget_mensuel);
      }),
    );
  });

  it('tarifierSanteAvec uses the barème and PMSS it is given (re-pricing with a saved version)', () => {
    const b2025 = baremeSanteParVersion('SSC-2025.1')!;
    const r = tarifierSanteAvec(base, b2025, { montant: 3925, annee: 2025, anneeReference: 2025, publie: true });
    expect(r.bareme_version).toBe('SSC-2025.1');
    expect(r.detail.pmss.montant).toBe(3925);
  });
});
