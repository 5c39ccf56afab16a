import { accesSouscription, critereRecherche, fenetrePage, nombrePages, pagesAffichees, prixProjet } from './espace';

describe('critereRecherche', () => {
  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    ['Boulangerie', { cle: 'boulangerie', debutSiret: null, numeroProjet: null }],
    ['  LEFÈVRE  & fils ', { cle: 'lefevre & fils', debutSiret: null, numeroProjet: null }],
    ['732 829', { cle: '732 829', debutSiret: '732829', numeroProjet: null }],
    ['73282932000074', { cle: '73282932000074', debutSiret: '73282932000074', numeroProjet: null }],
    // 15 digits are no SIRET start: searched as a name only.
    ['732829320000745', { cle: '732829320000745', debutSiret: null, numeroProjet: null }],
    ['100%', { cle: '100%', debutSiret: null, numeroProjet: null }],
    // A projet number, as the rows write it or bare (also a SIRET start).
    ['42', { cle: '42', debutSiret: '42', numeroProjet: 42 }],
    ['N°42', { cle: 'n°42', debutSiret: null, numeroProjet: 42 }],
    ['n° 42', { cle: 'n° 42', debutSiret: null, numeroProjet: 42 }],
    ['1234567890', { cle: '1234567890', debutSiret: '1234567890', numeroProjet: null }],
  ])('%j → %j', (texte, attendu) => {
    expect(critereRecherche(texte)).toEqual(attendu);
  });
});

describe('pages', () => {
  it('defaults to the first page of 20 and skips the rows of earlier pages', () => {
    expect(fenetrePage(undefined, undefined)).toEqual({ page: 1, taille: 20, decalage: 0 });
    expect(fenetrePage(3, 10)).toEqual({ page: 3, taille: 10, decalage: 20 });
  });

  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [101, 50, 3],
  ])('%i rows by %i → %i pages', (total, taille, pages) => {
    expect(nombrePages(total, taille)).toBe(pages);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, null, 12]],
    [5, 12, [1, null, 4, 5, 6, null, 12]],
    [3, 12, [1, 2, 3, 4, null, 12]],
    [12, 12, [1, null, 11, 12]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i shows %j', (page, pages, attendu) => {
    expect(pagesAffichees(page, pages)).toEqual(attendu);
  });

  it('always shows the first, last and current pages, in order, without duplicates', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let page = 1; page <= pages; page++) {
        const vus = pagesAffichees(page, pages);
        const nombres = vus.filter((n): n is number => n !== null);
        expect(nombres).toEqual([...new Set(nombres)].sort((a, b) => a - b));
        expect(nombres).toEqual(expect.arrayContaining([1, page, pages]));
        // A gap stands for at least two pages (a single missing page is shown instead).
        vus.forEach((n, i) => {
          if (n === null) expect((vus[i + 1] as number) - (vus[i - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });
});

describe('prixProjet', () => {
  const sante = [
    { structure: 'ISOLE', tarif: { taux: 1.1, budget_mensuel: 44.06 } },
    { structure: 'UNIQUE', tarif: { taux: 1.56, budget_mensuel: 62.48 } },
  ];
  const prevoyance = [
    { formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 1.23, budget_annuel: 12345.67, budget_mensuel: 1028.81 } },
    { formule: 'SUR_MESURE', type_masse_salariale: 'T2', tarif: { taux: 2.5, budget_annuel: 1000.1, budget_mensuel: 83.34 } },
  ];

  it.each([
    ['health: the single-rate structure, per month', 'SSC', sante, null, { taux: [{ assiette: 'PMSS', taux: 1.56 }], budget: 62.48, periode: 'mois' }],
    ['health without a single rate', 'SSC', sante.slice(0, 1), null, null],
    ['provident T1: the first tranche only', 'SPC', prevoyance, 'T1', { taux: [{ assiette: 'T1', taux: 1.23 }], budget: 12345.67, periode: 'an' }],
    [
      'provident T1+T2: both tranches, budgets added',
      'SPC',
      prevoyance,
      'T12',
      { taux: [{ assiette: 'T1', taux: 1.23 }, { assiette: 'T2', taux: 2.5 }], budget: 13345.77, periode: 'an' },
    ],
    ['no tariff stored', 'SPC', null, 'T1', null],
    ['an empty tariff', 'SPC', [], 'T1', null],
    ['a malformed line', 'SPC', [{ type_masse_salariale: 'T1', tarif: { taux: '1,2' } }], 'T1', null],
  ] as const)('%s', (_cas, code, lignes, type, attendu) => {
    expect(prixProjet(code, lignes, type)).toEqual(attendu);
  });
});

describe('accesSouscription', () => {
  const today = '2026-11-23';
  const projet = { statut: 'NOUVEAU' as const, etat: null, dateEffet: '2027-01-01', effectifCollege: 12 };

  it.each([
    ['a new editable projet: the study comes first', projet, null],
    ['a new locked projet with a valid date', { ...projet, etat: 'TARIFS_FIGES' as const }, 'POSSIBLE'],
    ['a new locked projet whose date expired', { ...projet, etat: 'TARIFS_FIGES' as const, dateEffet: '2026-11-01', effectifCollege: 1 }, null],
    ['study handed over', { ...projet, statut: 'ETUDE_PERSONNALISEE_EDITEE' as const }, 'POSSIBLE'],
    ['study handed over, date passed since (accepted then)', { ...projet, statut: 'ETUDE_PERSONNALISEE_EDITEE' as const, dateEffet: '2026-01-01' }, 'POSSIBLE'],
    ['subscription started', { ...projet, statut: 'EN_SOUSCRIPTION' as const, etat: 'TARIFS_FIGES' as const }, 'EN_COURS'],
    ['accepted', { ...projet, statut: 'ACCEPTE' as const, etat: 'FIGE' as const }, 'EN_COURS'],
  ])('%s', (_cas, p, attendu) => {
    expect(accesSouscription(p, today)).toBe(attendu);
  });
});
