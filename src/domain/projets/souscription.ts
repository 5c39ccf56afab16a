import { PROJETS } from '../messages/projets';
import { refusSouscription } from './boutons';
import { STATUTS, type DateIso, type EtatProjet, type StatutProjet } from './projet.types';
import { estLectureSeule } from './statut';

export type ActionSouscription = 'ETUDE_PUIS_SOUSCRIPTION' | 'SOUSCRIPTION_DIRECTE';

/**
 * Subscribe button (§4): a new, editable projet first goes through the study dialog (the client
 * must have received the study); any other projet starts the subscription directly.
 */
export function actionSouscription(projet: { statut: StatutProjet; etat: EtatProjet }): ActionSouscription {
  return projet.statut === 'NOUVEAU' && !estLectureSeule(projet.etat) ? 'ETUDE_PUIS_SOUSCRIPTION' : 'SOUSCRIPTION_DIRECTE';
}

export type RefusSouscription = { code: 'DATE_EFFET_EXPIREE' | 'ETUDE_NON_REMISE'; message: string };

/**
 * Server-side check of POST /projets/{id}/souscription: the §6 button rule (NOUVEAU with an
 * expired effective date), then the rule the study dialog states (§2): the study must have been
 * handed over before the subscription step, which is exactly what actionSouscription enforces
 * in the page.
 */
export function verifierSouscription(
  projet: { statut: StatutProjet; etat: EtatProjet; dateEffet: DateIso | null; effectifCollege: number | null },
  today: DateIso,
): RefusSouscription | null {
  const refus = refusSouscription(projet, today);
  if (refus) return { code: 'DATE_EFFET_EXPIREE', message: refus };
  if (actionSouscription(projet) === 'ETUDE_PUIS_SOUSCRIPTION') return { code: 'ETUDE_NON_REMISE', message: PROJETS.etudeRemiseObligatoire };
  return null;
}

/** Statut after a study is downloaded or e-mailed: only a proposal moves (§4). */
export function statutApresEtude(statut: StatutProjet): StatutProjet {
  return statut === 'NOUVEAU' ? 'ETUDE_PERSONNALISEE_EDITEE' : statut;
}

/**
 * The moves a statut transition makes, as data (`[from, to]` for every statut it changes): what a
 * repository turns into one conditional UPDATE, so the SQL and the pure rule cannot drift apart.
 */
export function mouvementsDeStatut(transition: (statut: StatutProjet) => StatutProjet): Array<readonly [StatutProjet, StatutProjet]> {
  return STATUTS.map((de) => [de, transition(de)] as const).filter(([de, vers]) => de !== vers);
}

/** Statut after the hand-over: statuts already past EN_SOUSCRIPTION are kept (idempotent retry). */
export function statutApresSouscription(statut: StatutProjet): StatutProjet {
  return statut === 'NOUVEAU' || statut === 'ETUDE_PERSONNALISEE_EDITEE' || statut === 'DEMANDE_ADHESION_EDITEE' ? 'EN_SOUSCRIPTION' : statut;
}
