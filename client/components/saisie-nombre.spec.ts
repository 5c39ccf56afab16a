import { formaterNombre, lireNombre, pasSuivant, saisiePartielleValide, surLaGrille, toucheRefusee } from './useSaisieNombre';

// fr-FR groups thousands with a narrow no-break space (U+202F).
const E = '\u202f';

describe('formaterNombre: the value as a French text', () => {
  it.each([
    [12345, 0, true, `12${E}345`],
    [12345, 0, false, '12345'],
    [1234567, 0, true, `1${E}234${E}567`],
    [0, 0, false, '0'],
    [1.5, 1, true, '1,5'],
    [2, 2, true, '2,00'],
    [12345.25, 2, true, `12${E}345,25`],
    [null, 0, true, ''],
    [Number.NaN, 1, true, ''],
  ])('%p with %p decimals, grouping %p → %p', (valeur, decimales, groupe, attendu) => {
    expect(formaterNombre(valeur, { decimales, groupe })).toBe(attendu);
  });
});

describe('lireNombre: the typed text read', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['42', 42],
    ['007', 7],
    ['1 234', 1234],
    [`12${E}345`, 12345],
    ['1\u00a0234', 1234],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['1,', 1],
    [',5', 0.5],
    ['-3', -3],
  ])('%p → %p', (texte, attendu) => {
    expect(lireNombre(texte)).toBe(attendu);
  });

  it.each(['-', ',', '1,2,3', '12a'])('%p is not a number yet: NaN (the value is given back)', (texte) => {
    expect(lireNombre(texte)).toBeNaN();
  });
});

describe('saisiePartielleValide: what may stand in the input', () => {
  it.each([
    ['', 0, false, true],
    ['123', 0, false, true],
    ['1 234', 0, false, true],
    [`12${E}345`, 0, false, true],
    ['12a', 0, false, false],
    ['1,5', 0, false, false],
    ['1e3', 0, false, false],
    ['-1', 0, false, false],
    ['-1', 0, true, true],
    ['1-', 0, true, false],
    ['1,5', 1, false, true],
    ['1.5', 1, false, true],
    ['1,', 1, false, true],
    ['1,55', 1, false, false],
    ['1,55', 2, false, true],
    ['1,5,', 2, false, false],
  ])('%p (%p decimals, negatives %p) → %p', (texte, decimales, negatif, attendu) => {
    expect(saisiePartielleValide(texte, decimales, negatif)).toBe(attendu);
  });
});

describe('toucheRefusee: non-digit keys blocked (01 §5)', () => {
  it.each([
    ['5', false, 0, false, false],
    ['a', false, 0, false, true],
    ['e', false, 0, false, true],
    [' ', false, 0, false, true],
    ['+', false, 0, false, true],
    [',', false, 0, false, true],
    [',', false, 1, false, false],
    ['.', false, 2, false, false],
    ['-', false, 0, false, true],
    ['-', false, 0, true, false],
    // Shortcuts and named keys pass.
    ['v', true, 0, false, false],
    ['Backspace', false, 0, false, false],
    ['Tab', false, 0, false, false],
    ['ArrowLeft', false, 0, false, false],
  ])('%p (modifier %p, %p decimals, negatives %p) → refused %p', (touche, modificateur, decimales, negatif, attendu) => {
    expect(toucheRefusee(touche, modificateur, decimales, negatif)).toBe(attendu);
  });
});

describe('pasSuivant: arrows step within [min, max]', () => {
  const entier = { min: 0, max: 10, pas: 1, decimales: 0 };
  it.each([
    ['up by one', 3, 1, entier, 4],
    ['down by one', 3, -1, entier, 2],
    ['not above max', 10, 1, entier, 10],
    ['not below min', 0, -1, entier, 0],
    ['empty going up: the minimum', null, 1, entier, 0],
    ['empty going down: the maximum', null, -1, entier, 10],
    ['empty going down, no maximum: the minimum', null, -1, { min: 5, pas: 1, decimales: 0 }, 5],
    ['no maximum', 1_000_000, 1, { min: 0, pas: 1, decimales: 0 }, 1_000_001],
    ['typed above max, down: back to max', 25, -1, entier, 10],
    ['typed below min, up: the minimum', -4, 1, entier, 0],
  ] as const)('%s', (_cas, valeur, sens, bornes, attendu) => {
    expect(pasSuivant(valeur, sens, bornes)).toBe(attendu);
  });

  const palier = { min: 80, max: 100, pas: 5, decimales: 0 };
  it.each([
    ['on the grid, up', 85, 1, 90],
    ['on the grid, down', 85, -1, 80],
    ['between steps, up: the next step', 82, 1, 85],
    ['between steps, down: the step below', 82, -1, 80],
    ['between steps near the next, up', 84, 1, 85],
    ['the grid starts at the minimum', 81, 1, 85],
  ] as const)('palier 5 from 80: %s', (_cas, valeur, sens, attendu) => {
    expect(pasSuivant(valeur, sens, palier)).toBe(attendu);
  });

  it.each([
    [0.1, 1, 0.2],
    [0.2, 1, 0.3],
    [0.3, -1, 0.2],
    [1.9, 1, 2],
  ] as const)('decimal step 0.1 from %p (%p) → %p, without binary leftovers', (valeur, sens, attendu) => {
    expect(pasSuivant(valeur, sens, { min: 0, max: 5, pas: 0.1, decimales: 1 })).toBe(attendu);
  });
});

describe('surLaGrille: a typed value put on the steps, never clamped', () => {
  it.each([
    ['an integer with steps of 1', 42, { min: 0, pas: 1, decimales: 0 }, 42],
    ['82 with a palier of 5 from 80', 82, { min: 80, pas: 5, decimales: 0 }, 80],
    ['83 with a palier of 5 from 80', 83, { min: 80, pas: 5, decimales: 0 }, 85],
    ['the grid starts at a raised minimum (289)', 300, { min: 289, pas: 5, decimales: 0 }, 299],
    ['above the maximum: stays above', 640, { min: 50, pas: 5, decimales: 0 }, 640],
    ['below the minimum: stays below', 72, { min: 80, pas: 5, decimales: 0 }, 70],
    ['capital by 25', 160, { min: 0, pas: 25, decimales: 0 }, 150],
    ['decimals by 0.1', 0.34, { min: 0.1, pas: 0.1, decimales: 1 }, 0.3],
    ['decimals: on the grid stays', 0.7, { min: 0.1, pas: 0.1, decimales: 1 }, 0.7],
  ] as const)('%s', (_cas, valeur, bornes, attendu) => {
    expect(surLaGrille(valeur, bornes)).toBe(attendu);
  });
});
