/** The simulator's one-time code as typed: digits only, at most six (what an SMS code is). */
export const LONGUEUR_CODE = 6;

export function codeSaisi(texte: string): string {
  return texte.replace(/\D/g, '').slice(0, LONGUEUR_CODE);
}

export interface ValeursSimulateur {
  code: string;
  motif: string;
}

export const VALEURS_INITIALES: ValeursSimulateur = { code: '', motif: '' };

/**
 * The form's rule: signing needs a whole code. No message: the Sign button stays disabled until then,
 * and Enter on a shorter code does nothing (the provider's page judges the code itself).
 */
export function erreursSimulateur(v: ValeursSimulateur): Partial<Record<keyof ValeursSimulateur, string>> {
  return codeComplet(v.code) ? {} : { code: 'incomplet' };
}

export const codeComplet = (code: string): boolean => code.length === LONGUEUR_CODE;
