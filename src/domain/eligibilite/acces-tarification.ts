/**
 * Tarification access of a college (spec 01 §2 'Offres éligibles' and 'Health pricing information'):
 * six codes, each with a traffic light, a title and a message. Unsupported codes and colours are errors.
 */
import { OFFRES_ELIGIBLES } from '../messages/entreprise';

export const CODES_ACCES_TARIFICATION = [
  'OUI',
  'AVEC_CONTRAINTE',
  'AVEC_CONSULTATION',
  'SANS_ANALYSE',
  'NON',
  'SANS_COLLEGE',
] as const;
export type CodeAccesTarification = (typeof CODES_ACCES_TARIFICATION)[number];

export const FEUX = ['vert', 'orange', 'rouge'] as const;
export type Feu = (typeof FEUX)[number];

export interface DetailAccesTarification {
  feu: Feu;
  titre: string;
  message: string;
}

const FEU_DU_CODE: Readonly<Record<CodeAccesTarification, Feu>> = {
  OUI: 'vert',
  AVEC_CONTRAINTE: 'vert',
  AVEC_CONSULTATION: 'orange',
  SANS_ANALYSE: 'orange',
  NON: 'rouge',
  SANS_COLLEGE: 'rouge',
};

export const ACCES_TARIFICATION: Readonly<Record<CodeAccesTarification, DetailAccesTarification>> = Object.fromEntries(
  CODES_ACCES_TARIFICATION.map((code) => [code, { feu: FEU_DU_CODE[code], ...OFFRES_ELIGIBLES.acces[code] }]),
) as Record<CodeAccesTarification, DetailAccesTarification>;

export function estCodeAccesTarification(code: unknown): code is CodeAccesTarification {
  return typeof code === 'string' && (CODES_ACCES_TARIFICATION as readonly string[]).includes(code);
}

export class CodeAccesNonGereError extends Error {
  constructor(readonly code: string) {
    super(OFFRES_ELIGIBLES.codeAccesNonGere(code));
    this.name = 'CodeAccesNonGereError';
  }
}

/** Light, title and message of a code; an unsupported code throws (01 §2). */
export function detailAccesTarification(code: string): DetailAccesTarification {
  if (!estCodeAccesTarification(code)) throw new CodeAccesNonGereError(code);
  return ACCES_TARIFICATION[code];
}

/** How a light is shown: the banner tones of the pages. */
export type StatutFeu = 'success' | 'warning' | 'danger';

/** Light → display status: vert success, orange warning, rouge danger; any other value is an error. */
export function statutAffichageFeu(feu: string): StatutFeu {
  switch (feu) {
    case 'vert':
      return 'success';
    case 'orange':
      return 'warning';
    case 'rouge':
      return 'danger';
    default:
      throw new Error(OFFRES_ELIGIBLES.feuNonGere(feu));
  }
}

/**
 * A college can go on to the guarantees screen when its access is not red (01 §2 'Garanties' button;
 * 03 §5 'College billable'). Orange colleges are priced as an indication pending the study.
 */
export function estCollegeTarifable(code: string): boolean {
  return detailAccesTarification(code).feu !== 'rouge';
}
