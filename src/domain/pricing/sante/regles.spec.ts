import fc from 'fast-check';
import { minimaSante } from './minima';
import { CODES_POSTES, type CodePoste } from './types';
import {
  appliquerEnteteNiveau,
  bornesNiveau,
  ecartNiveaux,
  minimaCcnAppliques,
  niveauMinimumCcn,
  niveauSelectionnable,
  niveauxParDefaut,
  postesSousMinimum,
  selectionSousMinimum,
  structureSignalee,
  validerNiveauxSante,
  verifierAuMoinsUnNiveau,
  verifierEcart,
  versNiveauxChoisis,
  versSelection,
  type SelectionNiveaux,
} from './regles';

const ECART =
  "Vous avez atteint le nombre maximal d'écart autorisé entre des niveaux. Il n'est pas possible d'avoir plus de 6 niveaux d'écart entre les niveaux de garanties sélectionnés.";
const SANS = minimaSante(9999, 'CADRE');
/** Syntec cadre: OPTIQUE ≥ 5, HOSPITALISATION_SEJOUR ≥ 3, OPTIQUE_CHIRURGIE FLAG NON, MATERNITE none. */
const SYNTEC = minimaSante('1486', 'CADRE');
const COIFFURE = minimaSante('2596', 'CADRE'); // OPTIQUE ≥ 8
const M = { SANS, SYNTEC, COIFFURE };
type NomMinima = keyof typeof M;
const tous = (n: number): SelectionNiveaux => Object.fromEntries(CODES_POSTES.map((c) => [c, n]));
const avec = (base: SelectionNiveaux, poste: CodePoste, n: number): SelectionNiveaux => ({ ...base, [poste]: n });

describe('level selectable only if numValue ≥ CCN minimum (minimum applies unless null or FLAG NON)', () => {
  it.each([
    ['SYNTEC', 'OPTIQUE', 4, false],
    ['SYNTEC', 'OPTIQUE', 5, true],
    ['SYNTEC', 'OPTIQUE', 11, true],
    ['SYNTEC', 'HOSPITALISATION_SEJOUR', 2, false],
    ['SYNTEC', 'HOSPITALISATION_SEJOUR', 3, true],
    ['SYNTEC', 'OPTIQUE_CHIRURGIE', 0, true], // FLAG NON
    ['SYNTEC', 'MATERNITE', 0, true], // null
    ['SANS', 'OPTIQUE', 0, true],
    ['SANS', 'OPTIQUE', 12, false],
    ['SANS', 'OPTIQUE', -1, false],
  ] as [NomMinima, CodePoste, number, boolean][])('%s: %s level %i → %s', (nom, poste, n, attendu) => {
    expect(niveauSelectionnable(M[nom], poste, n)).toBe(attendu);
  });

  it.each([
    ['SYNTEC', 'OPTIQUE', 5],
    ['SYNTEC', 'OPTIQUE_CHIRURGIE', 0],
    ['SYNTEC', 'MATERNITE', 0],
    ['COIFFURE', 'HOSPITALISATION_SEJOUR', 0], // FLAG NON
    ['COIFFURE', 'OPTIQUE', 8],
  ] as [NomMinima, CodePoste, number][])('niveauMinimumCcn %s: %s → %i', (nom, poste, n) => expect(niveauMinimumCcn(M[nom], poste)).toBe(n));

  it('flags a selection with a poste below its minimum', () => {
    expect(postesSousMinimum(avec(tous(5), 'OPTIQUE', 4), SYNTEC)).toEqual(['OPTIQUE']);
    expect(selectionSousMinimum(avec(tous(5), 'OPTIQUE', 4), SYNTEC)).toBe(true);
    expect(selectionSousMinimum(tous(5), SYNTEC)).toBe(false);
    expect(selectionSousMinimum({}, SYNTEC)).toBe(false);
    expect(minimaCcnAppliques(SYNTEC)).toBe(true);
    expect(minimaCcnAppliques(SANS)).toBe(false);
  });
});

describe('at least one level selected', () => {
  it.each([
    [{}, 'Veuillez sélectionner au moins un niveau de garantie.'],
    [{ OPTIQUE: 0 }, null],
    [tous(5), null],
  ] as [SelectionNiveaux, string | null][])('%j → %p', (s, attendu) => expect(verifierAuMoinsUnNiveau(s)).toBe(attendu));
});

describe('spread ≤ 6 unless a CCN minimum applies', () => {
  it.each([
    [tous(5), 'SANS', 0, null],
    [avec(tous(0), 'OPTIQUE', 6), 'SANS', 6, null],
    [avec(tous(0), 'OPTIQUE', 7), 'SANS', 7, ECART],
    [avec(tous(11), 'MATERNITE', 4), 'SANS', 7, ECART],
    [avec(tous(11), 'MATERNITE', 5), 'SANS', 6, null],
    [{ OPTIQUE: 0, MATERNITE: 11 }, 'SANS', 11, ECART],
    [{ OPTIQUE: 11 }, 'SANS', 0, null],
    [{}, 'SANS', 0, null],
    [avec(tous(0), 'OPTIQUE', 8), 'COIFFURE', 8, null], // the agreement forces OPTIQUE 8: no spread limit
    [avec(tous(0), 'OPTIQUE', 11), 'SYNTEC', 11, null],
  ] as [SelectionNiveaux, NomMinima, number, string | null][])('%#: %j under %s', (s, nom, ecart, attendu) => {
    expect(ecartNiveaux(s)).toBe(ecart);
    expect(verifierEcart(s, M[nom])).toBe(attendu);
  });
});

describe('slider bounds: within 6 of every other poste, 0..11; with CCN minima: minimum..11', () => {
  it.each([
    ['OPTIQUE', tous(5), 'SANS', 0, 11],
    ['OPTIQUE', tous(0), 'SANS', 0, 6],
    ['OPTIQUE', tous(11), 'SANS', 5, 11],
    ['OPTIQUE', avec(avec(tous(4), 'MATERNITE', 2), 'DENTAIRE_PRIS_EN_CHARGE', 7), 'SANS', 1, 8],
    ['OPTIQUE', { OPTIQUE: 3 }, 'SANS', 0, 11], // no other poste selected
    ['OPTIQUE', { MATERNITE: 9 }, 'SANS', 3, 11],
    ['OPTIQUE', tous(0), 'SYNTEC', 5, 11],
    ['MATERNITE', tous(11), 'SYNTEC', 0, 11],
    ['OPTIQUE', tous(0), 'COIFFURE', 8, 11],
  ] as [CodePoste, SelectionNiveaux, NomMinima, number, number][])('%#: %s in %j under %s', (poste, s, nom, min, max) => {
    expect(bornesNiveau(poste, s, M[nom])).toEqual({ min, max });
  });

  it('property: without minima, moving a poste within its bounds never breaks the spread rule', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 11, maxLength: 11 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 11 }),
        (rel, decalage, i, cible) => {
          const s: SelectionNiveaux = Object.fromEntries(CODES_POSTES.map((c, k) => [c, rel[k] + decalage]));
          expect(verifierEcart(s, SANS)).toBeNull();
          const poste = CODES_POSTES[i];
          const { min, max } = bornesNiveau(poste, s, SANS);
          expect(0 <= min && min <= max && max <= 11).toBe(true);
          const n = Math.min(max, Math.max(min, cible));
          expect(verifierEcart({ ...s, [poste]: n }, SANS)).toBeNull();
          if (min > 0) expect(verifierEcart({ ...s, [poste]: min - 1 }, SANS)).toBe(ECART);
          if (max < 11) expect(verifierEcart({ ...s, [poste]: max + 1 }, SANS)).toBe(ECART);
        },
      ),
    );
  });
});

describe('defaults: first selectable level for postes with a minimum, else index 5', () => {
  it('without agreement minima every poste is at 5', () => expect(niveauxParDefaut(SANS)).toEqual(tous(5)));
  it('Syntec cadre', () => {
    expect(niveauxParDefaut(SYNTEC)).toEqual({
      HOSPITALISATION_SEJOUR: 3,
      HOSPITALISATION_HONORAIRES: 3,
      SOINS_COURANTS_HONORAIRES: 3,
      SOINS_COURANTS_PLUS: 2,
      AIDES_AUDITIVES: 5,
      DENTAIRE_PRIS_EN_CHARGE: 4,
      DENTAIRE_NON_PRIS_EN_CHARGE: 3,
      OPTIQUE: 5,
      OPTIQUE_CHIRURGIE: 5, // FLAG NON: no minimum applies
      MEDECINES_COMPLEMENTAIRES: 2,
      MATERNITE: 5,
    });
  });
  it('defaults are always selectable', () => {
    for (const idcc of ['1486', '2596', '2120', '0843', 9999]) {
      for (const college of ['CADRE', 'NON_CADRE', 'TOUS'] as const) {
        const minima = minimaSante(idcc, college);
        expect(selectionSousMinimum(niveauxParDefaut(minima), minima)).toBe(false);
      }
    }
  });
});

describe('level header sets all postes (only where selectable, not when read-only)', () => {
  it.each([
    [3, tous(5), 'SANS', false, tous(3)],
    [3, tous(5), 'SYNTEC', false, { ...tous(3), OPTIQUE: 5, DENTAIRE_PRIS_EN_CHARGE: 5 }], // not selectable: kept
    [9, tous(5), 'COIFFURE', false, tous(9)],
    [0, tous(5), 'COIFFURE', false, { ...tous(0), OPTIQUE: 5, DENTAIRE_PRIS_EN_CHARGE: 5 }],
    [3, tous(5), 'SANS', true, tous(5)],
  ] as [number, SelectionNiveaux, NomMinima, boolean, SelectionNiveaux][])('%#: header %i on %j under %s, read-only %s', (n, s, nom, ro, attendu) => {
    expect(appliquerEnteteNiveau(n, s, M[nom], ro)).toEqual(attendu);
  });
});

describe('under-4 flag for UNIQUE, SALARIE_ENFANT, CONJOINT_SALARIE_ENFANT', () => {
  it.each([
    ['UNIQUE', 3.99, true],
    ['UNIQUE', 4, false],
    ['SALARIE_ENFANT', 2.1, true],
    ['CONJOINT_SALARIE_ENFANT', 3.5, true],
    ['CONJOINT_SALARIE_ENFANT', 4.01, false],
    ['ISOLE', 1.5, false],
    ['FAMILLE', 3, false],
    ['P1', 2, false],
  ])('%s at %d %% → %s', (s, taux, attendu) => expect(structureSignalee(s, taux)).toBe(attendu));
});

describe('validerNiveauxSante (tarifer DTO, projet save)', () => {
  const liste = (s: SelectionNiveaux) => versNiveauxChoisis(s);
  it.each([
    ['valid, no agreement', liste(tous(5)), 'SANS', []],
    ['valid, Syntec defaults', liste(niveauxParDefaut(SYNTEC)), 'SYNTEC', []],
    ['empty', [], 'SANS', [{ index: null, message: 'Veuillez sélectionner au moins un niveau de garantie.' }]],
    ['unknown poste', [{ poste: 'LUNETTES', niveau: 2 }], 'SANS', [{ index: 0, message: 'Poste de garantie inconnu : LUNETTES.' }]],
    ['twice the same poste', [{ poste: 'OPTIQUE', niveau: 2 }, { poste: 'OPTIQUE', niveau: 3 }], 'SANS', [{ index: 1, message: 'Le poste OPTIQUE est sélectionné plusieurs fois.' }]],
    ['level 12', [{ poste: 'OPTIQUE', niveau: 12 }], 'SANS', [{ index: 0, message: 'Le niveau doit être un nombre entier compris entre 0 et 11.' }]],
    ['spread 7', liste(avec(tous(0), 'OPTIQUE', 7)), 'SANS', [{ index: null, message: ECART }]],
    [
      'below the agreement minimum',
      liste(avec(niveauxParDefaut(SYNTEC), 'OPTIQUE', 4)),
      'SYNTEC',
      [{ index: 7, message: 'Le niveau 4 du poste OPTIQUE est inférieur au minimum exigé par la convention collective (niveau 5).' }],
    ],
    [
      'a poste with a minimum left out (priced at level 0)',
      [{ poste: 'MATERNITE', niveau: 11 }],
      'COIFFURE',
      [
        { index: null, message: 'Le niveau 0 du poste DENTAIRE_PRIS_EN_CHARGE est inférieur au minimum exigé par la convention collective (niveau 1).' },
        { index: null, message: 'Le niveau 0 du poste OPTIQUE est inférieur au minimum exigé par la convention collective (niveau 8).' },
      ],
    ],
    ['spread free under an agreement', liste(avec(tous(1), 'OPTIQUE', 11)), 'COIFFURE', []],
  ] as [string, { poste: string; niveau: number }[], NomMinima, unknown[]][])('%s', (_n, niveaux, nom, attendu) => {
    expect(validerNiveauxSante(niveaux, M[nom])).toEqual(attendu);
  });

  it('versSelection / versNiveauxChoisis round-trip in catalogue order', () => {
    const s = { MATERNITE: 2, OPTIQUE: 4 };
    expect(versNiveauxChoisis(s)).toEqual([{ poste: 'OPTIQUE', niveau: 4 }, { poste: 'MATERNITE', niveau: 2 }]);
    expect(versSelection(versNiveauxChoisis(s))).toEqual(s);
  });
});
