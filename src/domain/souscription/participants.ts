import { SOUSCRIPTION_PARTICIPANTS as M } from '../messages/souscription-pieces';
import { drapeauxParticipantRequis } from './etude-medicale';
import type { EtudeMedicale, MethodeAffiliation, ModeAffiliation } from './types';

/**
 * Subscription step 2 'Participants' (02 §2, §4, §5): affiliation method and mode, what the
 * participants must answer, when one may be added or deleted, and when the step is valid.
 * Pure: today is a parameter.
 */

export { METHODES_AFFILIATION, MODES_AFFILIATION } from './types';
export type { MethodeAffiliation, ModeAffiliation };

/** 02 §3: modeAffiliation defaults to espace_entreprise. */
export const MODE_AFFILIATION_DEFAUT: ModeAffiliation = 'espace_entreprise';

/**
 * Below this college headcount a provident college goes through medical formalities (brief §3),
 * so its employees are affiliated one by one on paper rather than by a file.
 */
export const SEUIL_IMPORT_PREVOYANCE = 6;

/**
 * 02 §4: IMPORTER for health; for provident under a condition the spec does not show — ours: a
 * college of 6 or more (no medical formalities, brief §3); otherwise AUTRES_MODES.
 */
export function methodeAffiliationParDefaut(codeProduit: 'SSC' | 'SPC', effectifCollege: number): MethodeAffiliation {
  return codeProduit === 'SSC' || effectifCollege >= SEUIL_IMPORT_PREVOYANCE ? 'IMPORTER' : 'AUTRES_MODES';
}

/** 02 §2: choosing AUTRES_MODES from another method asks for confirmation (cancel restores). */
export function confirmationChangementMethode(avant: MethodeAffiliation | null | undefined, apres: MethodeAffiliation): boolean {
  return apres === 'AUTRES_MODES' && !!avant && avant !== 'AUTRES_MODES';
}

export interface Participant {
  /** Set once saved on the server (a participant counts as complete only with its id, 02 §5). */
  id?: string | null;
  nom: string;
  prenom: string;
  /** 'yyyy-mm-dd' (02 §5: sent yyyy-mm-dd, shown dd/mm/yyyy). */
  dateNaissance: string;
  salaireReferenceExcede4Pass?: boolean | null;
  arretTravailALaDateDeDemandeAdhesion?: boolean | null;
}

/** For each per-participant yes/no question: asked at all, and whether at least one must say yes. */
export interface Question {
  posee: boolean;
  /** The medical study said 'at least one' (02 §5): each must answer and one must say yes. */
  auMoinsUn: boolean;
}

export interface ExigencesParticipants {
  effectifCollege: number;
  salaire4Pass: Question;
  arretTravail: Question;
}

export interface ContexteParticipants {
  codeProduit: 'SSC' | 'SPC';
  effectifCollege: number;
  /** Provident payroll: 'T12' (T1 + T2) asks the 4 PASS question. */
  typeMasseSalariale?: 'T1' | 'T12' | null;
  /** Step 1 medical-study answers (provident). */
  etudeMedicale?: EtudeMedicale | null;
}

/**
 * What participants answer (02 §5, brief §6.1): health asks nothing; provident asks the work
 * stoppage, and the 4 PASS salary only with a T1 + T2 payroll; 'at least one' when step 1 said so.
 */
export function exigencesParticipants(c: ContexteParticipants): ExigencesParticipants {
  const prevoyance = c.codeProduit === 'SPC';
  const salairePose = prevoyance && c.typeMasseSalariale === 'T12';
  // 'At least one' is the medical study's rule (step 1's drapeauxParticipantRequis): one truth for both steps.
  const requis = drapeauxParticipantRequis(c.codeProduit, c.etudeMedicale ?? null);
  return {
    effectifCollege: c.effectifCollege,
    salaire4Pass: { posee: salairePose, auMoinsUn: salairePose && requis.salaire4Pass },
    arretTravail: { posee: prevoyance, auMoinsUn: requis.arretTravail },
  };
}

const NOM = /^[\p{L}][\p{L}\p{M} '’-]*$/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' that exists in the calendar. */
export function dateIsoValide(valeur: string): boolean {
  const m = DATE.exec(valeur);
  if (!m) return false;
  const [a, mo, j] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(a, mo - 1, j));
  return a >= 1900 && d.getUTCFullYear() === a && d.getUTCMonth() === mo - 1 && d.getUTCDate() === j;
}

export const nomValide = (v: string): boolean => NOM.test(v.trim());

export type ChampParticipant = 'nom' | 'prenom' | 'dateNaissance' | 'salaireReferenceExcede4Pass' | 'arretTravailALaDateDeDemandeAdhesion';

/** Field errors of one participant (02 §5: prenom, nom required; birth date required, not after today). */
export function erreursParticipant(p: Partial<Participant>, exigences: ExigencesParticipants, aujourdhui: string): Partial<Record<ChampParticipant, string>> {
  const e: Partial<Record<ChampParticipant, string>> = {};
  const nom = (p.nom ?? '').trim();
  const prenom = (p.prenom ?? '').trim();
  if (!nom) e.nom = M.nomObligatoire;
  else if (!nomValide(nom)) e.nom = M.nomInvalide;
  if (!prenom) e.prenom = M.prenomObligatoire;
  else if (!nomValide(prenom)) e.prenom = M.prenomInvalide;
  const date = p.dateNaissance ?? '';
  if (!date) e.dateNaissance = M.dateNaissanceObligatoire;
  else if (!dateIsoValide(date)) e.dateNaissance = M.dateNaissanceInvalide;
  else if (date > aujourdhui) e.dateNaissance = M.dateNaissanceFuture;
  if (exigences.salaire4Pass.auMoinsUn && typeof p.salaireReferenceExcede4Pass !== 'boolean') e.salaireReferenceExcede4Pass = M.reponseObligatoire;
  if (exigences.arretTravail.auMoinsUn && typeof p.arretTravailALaDateDeDemandeAdhesion !== 'boolean') {
    e.arretTravailALaDateDeDemandeAdhesion = M.reponseObligatoire;
  }
  return e;
}

export interface ValiditeParticipants {
  valide: boolean;
  complets: number;
  /** Step-level messages (count, the two 'Au moins un des salariés…'). */
  erreurs: string[];
  /** Field errors by participant index. */
  parParticipant: Partial<Record<ChampParticipant, string>>[];
}

/**
 * 02 §5: the step is valid only if the completed participants equal the college headcount, and at
 * least one has a work stoppage (when required) and one a salary above 4 PASS (when required).
 * `enregistres` false checks the form before saving (ids are not required yet).
 */
export function validiteParticipants(
  participants: readonly Partial<Participant>[],
  exigences: ExigencesParticipants,
  aujourdhui: string,
  enregistres = true,
  methode: MethodeAffiliation | null = 'IMPORTER',
): ValiditeParticipants {
  const parParticipant = participants.map((p) => erreursParticipant(p, exigences, aujourdhui));
  // Other affiliation modes: the employees join later by that mode, no list is due (compteurParticipants).
  if (methode === 'AUTRES_MODES') return { valide: true, complets: participants.filter((p, i) => !!p.id && Object.keys(parParticipant[i]).length === 0).length, erreurs: [], parParticipant };
  const complets = participants.filter((p, i) => (!enregistres || !!p.id) && Object.keys(parParticipant[i]).length === 0).length;
  const erreurs: string[] = [];
  if (participants.length > exigences.effectifCollege) erreurs.push(M.trop(exigences.effectifCollege));
  else if (complets !== exigences.effectifCollege) erreurs.push(M.nombreParticipants(complets, exigences.effectifCollege));
  if (exigences.arretTravail.auMoinsUn && !participants.some((p) => p.arretTravailALaDateDeDemandeAdhesion === true)) erreurs.push(M.auMoinsUnArretTravail);
  if (exigences.salaire4Pass.auMoinsUn && !participants.some((p) => p.salaireReferenceExcede4Pass === true)) erreurs.push(M.auMoinsUnSalaire4Pass);
  return { valide: erreurs.length === 0 && complets === exigences.effectifCollege, complets, erreurs, parParticipant };
}

/** 02 §2: the add button shows only while below the college headcount and not read-only. */
export function peutAjouterParticipant(nombre: number, effectifCollege: number, lectureSeule: boolean): boolean {
  return !lectureSeule && nombre < effectifCollege;
}

/**
 * 02 §2: a participant can be deleted only if the projet is not read-only and none of its fields
 * is frozen (frozen paths look like 'participants.2.nom').
 */
export function peutSupprimerParticipant(index: number, lectureSeule: boolean, champsFiges: ReadonlySet<string> | readonly string[] = []): boolean {
  if (lectureSeule) return false;
  const prefixe = `participants.${index}.`;
  for (const chemin of champsFiges) if (chemin.startsWith(prefixe)) return false;
  return true;
}

/**
 * 02 §2: one empty participant on opening when none exist.
 * @internal Until the participants step calls it (being wired into the page in a parallel
 * change); drop this tag then.
 */
export function participantsALOuverture<T extends Partial<Participant>>(participants: readonly T[], lectureSeule: boolean): Partial<Participant>[] {
  return participants.length || lectureSeule ? [...participants] : [{ nom: '', prenom: '', dateNaissance: '' }];
}
