/**
 * NAF rev. 2 code → section letter → provident risk class (PRODUCT.md 'NAF risk class').
 * The section follows from the division (the code's first two digits), per INSEE's nomenclature.
 */
const SECTIONS_PAR_DIVISION: readonly [number, number, string][] = [
  [1, 3, 'A'],
  [5, 9, 'B'],
  [10, 33, 'C'],
  [35, 35, 'D'],
  [36, 39, 'E'],
  [41, 43, 'F'],
  [45, 47, 'G'],
  [49, 53, 'H'],
  [55, 56, 'I'],
  [58, 63, 'J'],
  [64, 66, 'K'],
  [68, 68, 'L'],
  [69, 75, 'M'],
  [77, 82, 'N'],
  [84, 84, 'O'],
  [85, 85, 'P'],
  [86, 88, 'Q'],
  [90, 93, 'R'],
  [94, 96, 'S'],
  [97, 98, 'T'],
  [99, 99, 'U'],
];

/** Accepted forms: '62.01Z', '6201Z' (sub-class), '62.01', '62' (higher levels). */
const FORME_NAF = /^(\d{2})(?:\.?(\d{1,2})([A-Z])?)?$/;

/** Section letter of a NAF code, or null when the code is malformed or its division does not exist. */
export function sectionNaf(code: string | null | undefined): string | null {
  const m = FORME_NAF.exec((code ?? '').trim().toUpperCase());
  if (!m) return null;
  const division = Number(m[1]);
  return SECTIONS_PAR_DIVISION.find(([de, a]) => division >= de && division <= a)?.[2] ?? null;
}

export type ClasseRisque = 1 | 2 | 3 | 4;

/**
 * Risk classes by section: 1 office work; 2 trade and services; 3 industry, transport, care and
 * labour-intensive services (higher sickness absence and work accidents); 4 construction,
 * agriculture, extraction (the highest accident and invalidity frequency).
 */
export const CLASSE_PAR_SECTION: Readonly<Record<string, ClasseRisque>> = {
  J: 1, K: 1, L: 1, M: 1, O: 1, U: 1,
  D: 2, G: 2, I: 2, P: 2, R: 2, S: 2, T: 2,
  C: 3, E: 3, H: 3, N: 3, Q: 3,
  A: 4, B: 4, F: 4,
};

export function classeRisqueNaf(code: string | null | undefined): { section: string; classe: ClasseRisque } | null {
  const section = sectionNaf(code);
  return section ? { section, classe: CLASSE_PAR_SECTION[section] } : null;
}
