import type { CodeProduit } from '../projets/projet.types';
import type { EtudeMedicale, ParticipantSaisi } from './types';

/**
 * Medical study of a provident subscription (02 §4, §5; brief §3). Thresholds of 02 §9: a college
 * under 6, a global headcount over 5, a salary above 4 PASS. The DIA count that follows from the
 * decision is `nombreDiaRequis` of ./pieces (the one rule the pieces step runs).
 */
export const SEUIL_EFFECTIF_COLLEGE = 6;

export type RegimeEtudeMedicale = 'TOUS_DISPENSES' | 'CONCERNES' | 'TOUS';

export interface DecisionEtudeMedicale {
  regime: RegimeEtudeMedicale;
  /** Ids of the participants who must fill a questionnaire (CONCERNES only). */
  concernes: Array<number | string>;
  /** beneficiairesRenteEducationConjoint: the 'sec' piece is required. */
  secRequis: boolean;
}

/** Default answers when the step opens (§4): effectifCollegeInferieur6 true under 6. */
export function etudeMedicaleParDefaut(effectifCollege: number): EtudeMedicale {
  return {
    effectif_college_inferieur_6: effectifCollege < SEUIL_EFFECTIF_COLLEGE,
    souscription_simultanee_et_effectif_global_superieur_5: null,
    au_moins_un_salaire_superieur_4_fois_pass: null,
    au_moins_un_salarie_en_arret_de_travail: null,
    beneficiaires_rente_education_conjoint: null,
  };
}

export type QuestionEtudeMedicale = keyof EtudeMedicale;

/**
 * Which questions are asked (§5): the college question always; the simultaneous-subscription one
 * when the college is under 6; once everyone must fill a questionnaire the 4-PASS and sick-leave
 * questions are moot; the 4-PASS one only for a T1+T2 payroll (tarifUnDeux).
 */
export function questionsEtudeMedicale(e: EtudeMedicale, typeMasseSalariale: 'T1' | 'T12' | null): QuestionEtudeMedicale[] {
  const q: QuestionEtudeMedicale[] = ['effectif_college_inferieur_6'];
  if (e.effectif_college_inferieur_6 === true) q.push('souscription_simultanee_et_effectif_global_superieur_5');
  if (!tousRemplissent(e)) {
    if (typeMasseSalariale === 'T12') q.push('au_moins_un_salaire_superieur_4_fois_pass');
    q.push('au_moins_un_salarie_en_arret_de_travail');
  }
  q.push('beneficiaires_rente_education_conjoint');
  return q;
}

function tousRemplissent(e: EtudeMedicale): boolean {
  return e.effectif_college_inferieur_6 === true && e.souscription_simultanee_et_effectif_global_superieur_5 !== true;
}

/** Unasked questions are cleared so that a stale answer never drives the decision. */
export function nettoyerEtudeMedicale(e: EtudeMedicale, typeMasseSalariale: 'T1' | 'T12' | null): EtudeMedicale {
  const asked = questionsEtudeMedicale(e, typeMasseSalariale);
  const out = { ...e };
  for (const k of Object.keys(out) as QuestionEtudeMedicale[]) if (!asked.includes(k)) out[k] = null;
  return out;
}

/**
 * The decision (brief §3): TOUS when the college is under 6 without a simultaneous subscription in
 * a company over 5; otherwise CONCERNES when one salary exceeds 4 PASS or one employee is on sick
 * leave (only the flagged participants); otherwise TOUS_DISPENSES.
 */
export function decisionEtudeMedicale(e: EtudeMedicale, participants: readonly ParticipantSaisi[] = []): DecisionEtudeMedicale {
  const secRequis = e.beneficiaires_rente_education_conjoint === true;
  if (tousRemplissent(e)) return { regime: 'TOUS', concernes: [], secRequis };
  if (e.au_moins_un_salaire_superieur_4_fois_pass === true || e.au_moins_un_salarie_en_arret_de_travail === true) {
    const concernes = participants
      .filter((p) => p.salaire_reference_excede_4_pass === true || p.arret_travail_a_la_date_de_demande_adhesion === true)
      .map((p) => p.id)
      .filter((id): id is number | string => id !== null && id !== undefined);
    return { regime: 'CONCERNES', concernes, secRequis };
  }
  return { regime: 'TOUS_DISPENSES', concernes: [], secRequis };
}

/**
 * Per-participant flags the participants step must collect (02 §5 'where required'): the 4-PASS one
 * and the sick-leave one when the medical study answered yes to the matching question.
 */
export function drapeauxParticipantRequis(codeProduit: CodeProduit, e: EtudeMedicale | null): { salaire4Pass: boolean; arretTravail: boolean } {
  if (codeProduit !== 'SPC' || !e || tousRemplissent(e)) return { salaire4Pass: false, arretTravail: false };
  return {
    salaire4Pass: e.au_moins_un_salaire_superieur_4_fois_pass === true,
    arretTravail: e.au_moins_un_salarie_en_arret_de_travail === true,
  };
}
