import type { CodeProduit } from '../projets/projet.types';
import { drapeauxParticipantRequis } from './etude-medicale';
import type { EtudeMedicale, MethodeAffiliation, ModeAffiliation, ParticipantSaisi, PieceAttendue, PieceChargee } from './types';
import { SOUSCRIPTION } from '../messages/souscription';

/** Progress of one fillable step (02 §3: nbCompleted, nbTotal) and what keeps it from completion. */
export interface Compteur {
  nbCompleted: number;
  nbTotal: number;
  /** Step-level messages (e.g. the two 'Au moins un des salariés…'). */
  erreurs: string[];
}

export interface Progression {
  informationsComplementaires: Compteur;
  participants: Compteur;
  piecesJustificatives: Compteur;
}

/** Completed / total × 100, rounded; 100 when the total is 0 (02 §2). */
export function pourcentage(c: Pick<Compteur, 'nbCompleted' | 'nbTotal'>): number {
  if (c.nbTotal <= 0) return 100;
  return Math.round((Math.min(c.nbCompleted, c.nbTotal) / c.nbTotal) * 100);
}

/**
 * Step 1 never saved is not complete, however full its prefill (issue 27: what another file held is
 * the broker's to confirm): one field short of its total until the first save.
 */
export function compteurInformations<C extends Pick<Compteur, 'nbCompleted' | 'nbTotal'>>(c: C, enregistree: boolean): C {
  return enregistree || c.nbCompleted < c.nbTotal || c.nbTotal === 0 ? c : { ...c, nbCompleted: c.nbTotal - 1 };
}

export function etapeComplete(c: Compteur): boolean {
  return c.nbCompleted >= c.nbTotal && c.erreurs.length === 0;
}

/** 'Dossier complet' (02 §4): the three fillable steps are complete. */
export function dossierComplet(p: Progression): boolean {
  return etapeComplete(p.informationsComplementaires) && etapeComplete(p.participants) && etapeComplete(p.piecesJustificatives);
}

/**
 * The whole file's completion percent (Mes clients, docs/adr/0081): the mean of the three steps'
 * percents (each as its tab shows it); 100 only when the file is complete (a step at 100 % with an
 * error left is not).
 */
export function pourcentageDossier(p: Progression): number {
  const moyenne = Math.round((pourcentage(p.informationsComplementaires) + pourcentage(p.participants) + pourcentage(p.piecesJustificatives)) / 3);
  return dossierComplet(p) ? 100 : Math.min(moyenne, 99);
}

export type EtapeRemplissable = 'informations-complementaires' | 'participants' | 'pieces-justificatives';

/** 'Finaliser' goes to the first incomplete step (02 §2); null when the file is complete. */
export function premiereEtapeIncomplete(p: Progression): EtapeRemplissable | null {
  if (!etapeComplete(p.informationsComplementaires)) return 'informations-complementaires';
  if (!etapeComplete(p.participants)) return 'participants';
  if (!etapeComplete(p.piecesJustificatives)) return 'pieces-justificatives';
  return null;
}

const rempli = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * A participant counts as complete (02 §5) with id, last name, first name and a birth date not
 * after today, and the flags answered where required.
 */
export function participantComplet(
  p: ParticipantSaisi,
  requis: { salaire4Pass: boolean; arretTravail: boolean },
  today: string,
): boolean {
  if (p.id === null || p.id === undefined || p.id === '') return false;
  if (!rempli(p.nom) || !rempli(p.prenom)) return false;
  if (!p.date_naissance || !/^\d{4}-\d{2}-\d{2}$/.test(p.date_naissance) || p.date_naissance > today) return false;
  if (requis.salaire4Pass && typeof p.salaire_reference_excede_4_pass !== 'boolean') return false;
  if (requis.arretTravail && typeof p.arret_travail_a_la_date_de_demande_adhesion !== 'boolean') return false;
  return true;
}

export interface EntreeParticipants {
  code_produit: CodeProduit;
  effectif_college: number;
  methode_affiliation: MethodeAffiliation | null;
  mode_affiliation: ModeAffiliation | null;
  participants: readonly ParticipantSaisi[];
  etude_medicale: EtudeMedicale | null;
}

/**
 * Step 2 counter. Participants entered or imported: total = the college headcount, completed =
 * complete participants (02 §5), plus the two 'Au moins un des salariés…' rules when the medical
 * study asks for them. Other affiliation modes: one choice to make, the mode.
 */
export function compteurParticipants(e: EntreeParticipants, today: string): Compteur {
  if (e.methode_affiliation === 'AUTRES_MODES') return { nbTotal: 1, nbCompleted: e.mode_affiliation ? 1 : 0, erreurs: [] };
  if (e.methode_affiliation !== 'IMPORTER') return { nbTotal: Math.max(1, e.effectif_college), nbCompleted: 0, erreurs: [] };
  const requis = drapeauxParticipantRequis(e.code_produit, e.etude_medicale);
  const complets = e.participants.filter((p) => participantComplet(p, requis, today));
  const erreurs: string[] = [];
  if (requis.arretTravail && !complets.some((p) => p.arret_travail_a_la_date_de_demande_adhesion === true)) erreurs.push(SOUSCRIPTION.participants.auMoinsUnArretTravail);
  if (requis.salaire4Pass && !complets.some((p) => p.salaire_reference_excede_4_pass === true)) erreurs.push(SOUSCRIPTION.participants.auMoinsUnSalaire4Pass);
  // More participants than the college is not 'complete' either: the count must equal it.
  const nbCompleted = complets.length > e.effectif_college ? e.effectif_college - 1 : complets.length;
  return { nbTotal: e.effectif_college, nbCompleted: Math.max(0, nbCompleted), erreurs };
}

/**
 * Step 3 counter: every expected item with a minimum (required) counts once; it is completed when
 * its successful files number between its minimum and maximum. Optional items (min 0) do not count.
 */
export function compteurPieces(attendues: readonly PieceAttendue[], chargees: readonly PieceChargee[]): Compteur {
  const requises = attendues.filter((a) => a.min > 0);
  const faites = requises.filter((a) => {
    const n = chargees.filter((c) => c.code === a.code && c.status === 'success').length;
    return n >= a.min && n <= a.max;
  });
  return { nbTotal: requises.length, nbCompleted: faites.length, erreurs: [] };
}

/**
 * A file's progress as stored on its subscription row (docs/adr/0084): the counters, the required
 * pieces missing (their step-3 labels) and the first day the same data may count otherwise.
 */
export interface AvancementDossier {
  progression: Progression;
  piecesManquantes: string[];
  /**
   * The rules compare two dates with today (a participant's birth date, the company's creation date:
   * neither may be after today). The earliest such date still after the day of the computation: from
   * that day on the stored value may be stale and is computed again; null when none.
   */
  revoirLe: string | null;
}

/** The earliest of `dates` after `today` (yyyy-mm-dd), null when none: when a stored progress expires. */
export function dateDeRevision(dates: readonly (string | null | undefined)[], today: string): string | null {
  let premiere: string | null = null;
  for (const d of dates) if (d && /^\d{4}-\d{2}-\d{2}$/.test(d) && d > today && (premiere === null || d < premiere)) premiere = d;
  return premiere;
}

/** Whether a stored progress still holds on `today` (its revision date not reached). */
export function avancementValable(a: Pick<AvancementDossier, 'revoirLe'>, today: string): boolean {
  return a.revoirLe === null || today < a.revoirLe;
}
