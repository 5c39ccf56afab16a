import { COMMON, formatMessage, PREVOYANCE } from '../../../messages';
import type { ErreursChamps, TypeMasseSalariale } from '../garanties.types';
import { sectionNaf } from '../naf';

/**
 * Provident pricing information (spec 01 §5 'Provident information'), pure, shared by the
 * informations-projet-prevoyance page and the pricing API. Fields are named as the projet keeps
 * them (§3 'Provident projet'). College headcount, average age and effective date are the rules
 * common to both markets (src/domain/projets/informations-tarifantes.ts).
 */

/** Above this college headcount the women, spouses and children counts are required (§5). */
export const SEUIL_DEMOGRAPHIQUE = 49;
/** Children field bound (§5). */
export const NB_ENFANTS_MAX_SAISIE = 999;
/** T2 payroll at most headcount × 7 × PASS (§5, §9: T2 is the salary between 1 and 8 PASS). */
export const MULTIPLICATEUR_T2 = 7;

export interface InformationsPrevoyance {
  typeCollege?: string | null;
  effectifCollege: number;
  naf?: string | null;
  nombreFemmes?: number | null;
  nombreConjoints?: number | null;
  nombreEnfants?: number | null;
  typeMasseSalariale?: TypeMasseSalariale | null;
  masseSalarialeT1?: number | null;
  masseSalarialeT2?: number | null;
}

/** True when the counts of women, spouses and children are asked (college headcount above 49). */
export function demographieRequise(effectifCollege: number): boolean {
  return effectifCollege > SEUIL_DEMOGRAPHIQUE;
}

/** At or below the threshold the three counts are cleared (§4). */
export function nettoyerDemographie<T extends InformationsPrevoyance>(info: T): T {
  return demographieRequise(info.effectifCollege) ? info : { ...info, nombreFemmes: null, nombreConjoints: null, nombreEnfants: null };
}

/** Highest T1 payroll: college headcount × PASS. */
export function masseT1Max(effectifCollege: number, pass: number): number {
  return effectifCollege * pass;
}

/** Highest T2 payroll: college headcount × 7 × PASS. */
export function masseT2Max(effectifCollege: number, pass: number): number {
  return effectifCollege * MULTIPLICATEUR_T2 * pass;
}

const absent = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const entier = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The provident information rules; `pass` is the annual ceiling (12 × PMSS) of the effective date.
 * Returns messages keyed by field, empty when valid.
 */
export function validerInformationsPrevoyance(info: InformationsPrevoyance, pass: number): ErreursChamps {
  const erreurs: ErreursChamps = {};
  if (absent(info.typeCollege)) erreurs.typeCollege = PREVOYANCE.typeCollegeRequis;

  if (absent(info.naf)) erreurs.naf = COMMON.champObligatoire(PREVOYANCE.codeNaf);
  else if (!sectionNaf(info.naf)) erreurs.naf = formatMessage(PREVOYANCE.nafInvalide, { naf: String(info.naf) });

  if (demographieRequise(info.effectifCollege)) {
    const comptes = [
      ['nombreFemmes', info.nombreFemmes, PREVOYANCE.nbFemmesMax, info.effectifCollege],
      ['nombreConjoints', info.nombreConjoints, PREVOYANCE.nbConjointsMax, info.effectifCollege],
      ['nombreEnfants', info.nombreEnfants, PREVOYANCE.nbEnfantsMax, Math.min(info.effectifCollege, NB_ENFANTS_MAX_SAISIE)],
    ] as const;
    for (const [champ, v, messageMax, max] of comptes) {
      if (absent(v)) erreurs[champ] = formatMessage(PREVOYANCE.obligatoireAuDelaDuSeuil, { threshold: SEUIL_DEMOGRAPHIQUE });
      else if (!entier(v)) erreurs[champ] = COMMON.champEntier(champ);
      else if (v < 0) erreurs[champ] = COMMON.champMin(champ, '0');
      else if (v > max) erreurs[champ] = messageMax;
    }
  }

  if (absent(info.typeMasseSalariale)) erreurs.typeMasseSalariale = COMMON.champObligatoire('type de masse salariale');

  const t1 = info.masseSalarialeT1;
  if (absent(t1)) erreurs.masseSalarialeT1 = COMMON.champObligatoire('masse salariale T1');
  else if (!entier(t1)) erreurs.masseSalarialeT1 = COMMON.champEntier('masse salariale T1');
  else if (t1 < 1) erreurs.masseSalarialeT1 = PREVOYANCE.masseT1Min;
  else if (t1 > masseT1Max(info.effectifCollege, pass)) erreurs.masseSalarialeT1 = PREVOYANCE.masseT1Max;

  if (info.typeMasseSalariale === 'T12') {
    const t2 = info.masseSalarialeT2;
    if (absent(t2)) erreurs.masseSalarialeT2 = COMMON.champObligatoire('masse salariale T2');
    else if (!entier(t2)) erreurs.masseSalarialeT2 = COMMON.champEntier('masse salariale T2');
    else if (t2 < 0) erreurs.masseSalarialeT2 = PREVOYANCE.masseT2Min;
    else if (t2 > masseT2Max(info.effectifCollege, pass)) erreurs.masseSalarialeT2 = PREVOYANCE.masseT2Max;
  }
  return erreurs;
}
