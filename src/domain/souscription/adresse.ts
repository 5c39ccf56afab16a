/**
 * Repeat index of a street number (indice de répétition, 02 §2): A, Bis, C to M, O to S, Ter, U,
 * V, X, Y, Z — no N and no plain T; B and T are offered as 'B (Bis)' and 'T (Ter)'. No W either:
 * the spec's list skips it.
 */
export interface IndiceRepetition {
  code: string;
  libelle: string;
}

const lettres = (de: string, a: string) => {
  const out: string[] = [];
  for (let c = de.charCodeAt(0); c <= a.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
};

export const INDICES_REPETITION: readonly IndiceRepetition[] = [
  { code: 'A', libelle: 'A' },
  { code: 'B', libelle: 'B (Bis)' },
  ...lettres('C', 'M').map((l) => ({ code: l, libelle: l })),
  ...lettres('O', 'S').map((l) => ({ code: l, libelle: l })),
  { code: 'T', libelle: 'T (Ter)' },
  ...['U', 'V', 'X', 'Y', 'Z'].map((l) => ({ code: l, libelle: l })),
];

export function estIndiceRepetition(code: unknown): boolean {
  return typeof code === 'string' && INDICES_REPETITION.some((i) => i.code === code);
}
