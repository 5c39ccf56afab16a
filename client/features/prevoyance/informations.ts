/**
 * The provident 'Informations projet' form without React (spec 01 §2 'Provident pricing
 * information', §4, §5): the pure rules of src/domain mapped onto its fields, the college's
 * automatic choice, the headcount threshold, the PASS of the effective date.
 */
import { detailAccesTarification, estCodeAccesTarification, estCollegeTarifable } from '../../../src/domain/eligibilite/acces-tarification';
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import { INFORMATIONS_TARIFANTES } from '../../../src/domain/messages';
import type { CollegePrevoyance } from '../../../src/domain/pricing/prevoyance/garanties.types';
import { plafondsPourDate, type Plafonds } from '../../../src/domain/referentiels/pmss';
import { validerAgeMoyen, validerDateEffet, validerEffectifCollege } from '../../../src/domain/projets/informations-tarifantes';
import { demographieRequise, masseT1Max, masseT2Max, validerInformationsPrevoyance } from '../../../src/domain/pricing/prevoyance/regles/informations';
import type { InformationsProjetPrevoyance } from '../../state/prevoyance';
import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';

export type ChampInformations = keyof InformationsProjetPrevoyance;
export type ErreursInformations = Partial<Record<ChampInformations, string>>;

/** Every field, in the order of the screen (first error gets the focus). */
export const CHAMPS_INFORMATIONS: readonly ChampInformations[] = [
  'naf',
  'typeCollege',
  'dateEffet',
  'effectifCollege',
  'nombreFemmes',
  'nombreConjoints',
  'nombreEnfants',
  'ageMoyen',
  'typeMasseSalariale',
  'masseSalarialeT1',
  'masseSalarialeT2',
];

/** Provident colleges only (SPC has no TOUS). */
export function estCollegePrevoyance(v: unknown): v is CollegePrevoyance {
  return v === 'CADRE' || v === 'NON_CADRE';
}

function codeAcces(c: CollegeEligible): string {
  return c.acces_tarification.code;
}

/** True when a college of the offer may be priced (its access is not red; an unknown code is not). */
export function collegeTarifable(c: CollegeEligible): boolean {
  return estCodeAccesTarification(codeAcces(c)) && estCollegeTarifable(codeAcces(c));
}

/**
 * Automatic choice when none is made (01 §2): the cadre college if tarifiable, else the first
 * tarifiable one; null when none is.
 */
export function collegeParDefaut(colleges: readonly CollegeEligible[], prefere?: string | null): CollegePrevoyance | null {
  const tarifables = colleges.filter((c) => estCollegePrevoyance(c.code) && collegeTarifable(c));
  const voulu = tarifables.find((c) => c.code === prefere);
  if (voulu) return voulu.code as CollegePrevoyance;
  const cadre = tarifables.find((c) => c.code === 'CADRE');
  return ((cadre ?? tarifables[0])?.code as CollegePrevoyance | undefined) ?? null;
}

/** The PASS and PMSS of the effective date (today's when the date is missing or malformed). */
export function plafondsDuProjet(dateEffet: string | null, today: string): Plafonds {
  return plafondsPourDate(dateEffet ?? '', undefined) ?? plafondsPourDate(today)!;
}

/** At or below the threshold (49) the three counts are cleared (01 §4). */
export function appliquerSeuilDemographique(v: InformationsProjetPrevoyance): InformationsProjetPrevoyance {
  if (v.effectifCollege !== null && demographieRequise(v.effectifCollege)) return v;
  if (v.nombreFemmes === null && v.nombreConjoints === null && v.nombreEnfants === null) return v;
  return { ...v, nombreFemmes: null, nombreConjoints: null, nombreEnfants: null };
}

export interface ContexteInformations {
  today: string;
  /** The offer's colleges with their access; null while unknown (not checked then). */
  colleges: readonly CollegeEligible[] | null;
}

/**
 * Every field's first failing rule, with the messages of the API: the common pricing-information
 * rules (college, headcount, average age, effective date) and the provident ones (NAF, counts
 * above the threshold, payroll against the PASS).
 */
export function erreursInformations(v: InformationsProjetPrevoyance, ctx: ContexteInformations): ErreursInformations {
  const erreurs: ErreursInformations = {};
  const effectif = validerEffectifCollege(v.effectifCollege);
  if (effectif) erreurs.effectifCollege = effectif;
  const age = validerAgeMoyen(v.ageMoyen);
  if (age) erreurs.ageMoyen = age;
  const date = validerDateEffet(v.dateEffet, v.effectifCollege, ctx.today);
  if (date) erreurs.dateEffet = date;

  if (!estCollegePrevoyance(v.typeCollege)) erreurs.typeCollege = INFORMATIONS_TARIFANTES.typeCollegeRequis;
  else if (ctx.colleges) {
    const college = ctx.colleges.find((c) => c.code === v.typeCollege);
    if (!college || !estCodeAccesTarification(codeAcces(college))) erreurs.typeCollege = INFORMATIONS_TARIFANTES.typeCollegeRequis;
    else if (!collegeTarifable(college)) {
      const d = detailAccesTarification(codeAcces(college));
      erreurs.typeCollege = `${d.titre} : ${d.message}`;
    }
  }

  const { pass } = plafondsDuProjet(v.dateEffet, ctx.today);
  const regles = validerInformationsPrevoyance(
    {
      typeCollege: v.typeCollege,
      effectifCollege: v.effectifCollege ?? 0,
      naf: v.naf?.code ?? null,
      nombreFemmes: v.nombreFemmes,
      nombreConjoints: v.nombreConjoints,
      nombreEnfants: v.nombreEnfants,
      typeMasseSalariale: v.typeMasseSalariale,
      masseSalarialeT1: v.masseSalarialeT1,
      masseSalarialeT2: v.masseSalarialeT2,
    },
    pass,
  );
  for (const champ of ['naf', 'nombreFemmes', 'nombreConjoints', 'nombreEnfants', 'typeMasseSalariale', 'masseSalarialeT1', 'masseSalarialeT2'] as const) {
    const message = regles[champ];
    if (!message) continue;
    // Against an invalid headcount the payroll ceilings mean nothing: the headcount's error is enough.
    if (effectif && (champ === 'masseSalarialeT1' || champ === 'masseSalarialeT2') && typeof v[champ] === 'number' && v[champ]! >= (champ === 'masseSalarialeT1' ? 1 : 0)) continue;
    erreurs[champ] = message;
  }
  return erreurs;
}

/** Bounds shown next to the payroll fields (T1 ≤ headcount × PASS, T2 ≤ headcount × 7 × PASS). */
export function plafondsMasse(v: Pick<InformationsProjetPrevoyance, 'effectifCollege' | 'dateEffet'>, today: string) {
  const plafonds = plafondsDuProjet(v.dateEffet, today);
  const effectif = v.effectifCollege !== null && validerEffectifCollege(v.effectifCollege) === null ? v.effectifCollege : null;
  return {
    plafonds,
    t1: effectif === null ? null : masseT1Max(effectif, plafonds.pass),
    t2: effectif === null ? null : masseT2Max(effectif, plafonds.pass),
  };
}

/** The form of a saved (or last) projet. */
export function informationsDepuisProjet(p: ProjetPrevoyanceDetail): InformationsProjetPrevoyance {
  return appliquerSeuilDemographique({
    typeCollege: estCollegePrevoyance(p.type_college.value) ? p.type_college.value : null,
    dateEffet: p.date_effet ? p.date_effet.slice(0, 10) : null,
    effectifCollege: p.effectif_college,
    ageMoyen: p.age_moyen,
    naf: p.naf ? { code: p.naf.code, description: p.naf.description } : null,
    nombreFemmes: p.nombre_femmes ?? null,
    nombreConjoints: p.nombre_conjoints ?? null,
    nombreEnfants: p.nombre_enfants ?? null,
    typeMasseSalariale: p.type_masse_salariale ?? 'T1',
    masseSalarialeT1: p.masse_salariale_t1 ?? null,
    masseSalarialeT2: p.type_masse_salariale === 'T12' ? (p.masse_salariale_t2 ?? null) : null,
  });
}

/**
 * A new projet prefilled from the last projet of the same college (01 §4): everything but the
 * effective date when it has passed (kept only if after today, as for a duplicate).
 */
export function informationsPreRemplies(dernier: ProjetPrevoyanceDetail, today: string): InformationsProjetPrevoyance {
  const v = informationsDepuisProjet(dernier);
  return { ...v, dateEffet: v.dateEffet && v.dateEffet > today ? v.dateEffet : null };
}
