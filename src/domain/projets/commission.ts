import { SANTE } from '../messages/sante';
import type { TypeCollege } from '../offres/catalogue';

/**
 * Commissioning (spec 01 §3 'Commissionnement', §5 'Commission', §9), both markets.
 * Type code = college prefix (C cadre, NC non-cadre, EP all staff) + LIN or a discount code;
 * linear rate: integer 0..15, default 5; discount (précompté) options carry a fixed rate.
 */

export const TAUX_LINEAIRE_MIN = 0;
export const TAUX_LINEAIRE_MAX = 15;
export const TAUX_LINEAIRE_PAR_DEFAUT = 5;

export const CODE_LINEAIRE = 'LIN';
export const OPTIONS_ESCOMPTE = [
  { code: 'ESC13/5', taux: 7, libelle: '13 % / 5 %' },
  { code: 'ESC20/7', taux: 10, libelle: '20 % / 7 %' },
  { code: 'ESC30/10', taux: 15, libelle: '30 % / 10 %' },
] as const;
export type CodeEscompte = (typeof OPTIONS_ESCOMPTE)[number]['code'];
export type OptionCommissionnement = typeof CODE_LINEAIRE | CodeEscompte;

export const PREFIXES_COLLEGE: Record<TypeCollege, 'C' | 'NC' | 'EP'> = { CADRE: 'C', NON_CADRE: 'NC', TOUS: 'EP' };

/** Display types (§3): linear, and 'Précompté' for the discount options. */
export const LIBELLES_TYPE_COMMISSIONNEMENT = { lineaire: SANTE.commissionLineaire, precompte: SANTE.commissionPrecompte } as const;

export interface Commissionnement {
  /** e.g. 'CLIN', 'NCESC20/7', 'EPLIN'. */
  type: string;
  /** Integer percent used by the pricing. */
  taux: number;
}

export function codeTypeCommissionnement(college: TypeCollege, option: OptionCommissionnement): string {
  return `${PREFIXES_COLLEGE[college]}${option}`;
}

/** Reads a type code back; null when it is not one (unsupported type is an error for callers). */
export function lireTypeCommissionnement(type: string): { college: TypeCollege; option: OptionCommissionnement } | null {
  for (const college of ['NON_CADRE', 'CADRE', 'TOUS'] as const) {
    const prefixe = PREFIXES_COLLEGE[college];
    if (!type.startsWith(prefixe)) continue;
    const option = type.slice(prefixe.length);
    if (option === CODE_LINEAIRE || OPTIONS_ESCOMPTE.some((o) => o.code === option)) return { college, option: option as OptionCommissionnement };
  }
  return null;
}

export function estEscompte(option: OptionCommissionnement): option is CodeEscompte {
  return option !== CODE_LINEAIRE;
}

/** Linear rate rule (§5): required integer 0..15. Message, or null. Only applies when linear is chosen. */
export function validerTauxLineaire(taux: unknown): string | null {
  return typeof taux === 'number' && Number.isInteger(taux) && taux >= TAUX_LINEAIRE_MIN && taux <= TAUX_LINEAIRE_MAX
    ? null
    : SANTE.tauxCommissionnement;
}

/** Choosing a card sets type and rate (§4); the linear rate is kept when given, else the default 5. */
export function choisirCommissionnement(college: TypeCollege, option: OptionCommissionnement, tauxLineaire?: number): Commissionnement {
  const type = codeTypeCommissionnement(college, option);
  if (estEscompte(option)) return { type, taux: OPTIONS_ESCOMPTE.find((o) => o.code === option)!.taux };
  return { type, taux: tauxLineaire ?? TAUX_LINEAIRE_PAR_DEFAUT };
}

/** Initial commissioning on first display (§4, §9): linear at 5 %. */
export function commissionnementParDefaut(college: TypeCollege): Commissionnement {
  return choisirCommissionnement(college, CODE_LINEAIRE);
}

/** Whole commissioning check (projet save): known type for the college, consistent rate. Message, or null. */
export function validerCommissionnement(c: Commissionnement, college: TypeCollege): string | null {
  const lu = lireTypeCommissionnement(c.type);
  if (!lu || lu.college !== college) return SANTE.typeCommissionnementInconnu(c.type);
  if (estEscompte(lu.option)) return OPTIONS_ESCOMPTE.find((o) => o.code === lu.option)!.taux === c.taux ? null : SANTE.tauxCommissionnement;
  return validerTauxLineaire(c.taux);
}
