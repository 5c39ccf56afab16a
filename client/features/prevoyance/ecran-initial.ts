/**
 * The first state of a saved provident projet's screens (issue 11 item 1, ADR 0046), without
 * React: the server renders the guarantees from the loader's projet and the browser's first render
 * (the hydration) is the same, both computed here from the projet alone — the very state the
 * screen puts in the session state when it opens that projet (01 §4 'Loading an existing projet').
 * The session state (01 §3) takes over once hydrated and holding this projet.
 */
import type { ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';
import type { PrevoyanceState } from '../../state/prevoyance';
import type { Tarif } from './hooks/useTarifPrevoyance';
import { estProjetLectureSeule, etatDepuisProjet, preparerGaranties } from './projet';
import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';
import type { CorpsTarifer } from './types';

export type EcranPrevoyance = 'informations' | 'garanties';

/**
 * The projet as its screen opens it: its state as loaded ('Informations projet'), with the
 * guarantees prepared unless read-only ('Garanties').
 */
export function etatInitialPrevoyance(projet: ProjetPrevoyanceDetail | null, ecran: EcranPrevoyance = 'garanties'): PrevoyanceState | null {
  if (!projet) return null;
  const s = etatDepuisProjet(projet);
  return ecran === 'informations' || estProjetLectureSeule(s) ? s : preparerGaranties(s);
}

/** The session state holds this projet, ready for the screen (what the screen's start keeps: the broker's edits). */
export function sessionTientLeProjet(session: PrevoyanceState, idProjet: number | null, ecran: EcranPrevoyance = 'garanties'): boolean {
  return idProjet !== null && session.idProjet === idProjet && session.informations !== null && (ecran === 'informations' || session.garanties !== null);
}

/**
 * Which state a screen shows: the projet's own (`initial`) during the server render
 * and the hydration, and after it until the session state holds the projet; the session state
 * otherwise (a new projet, or this projet with the broker's unsaved edits kept in the tab).
 */
export function etatAffichePrevoyance(ctx: { initial: PrevoyanceState | null; hydrate: boolean; session: PrevoyanceState; ecran?: EcranPrevoyance }): PrevoyanceState {
  const { initial, hydrate, session } = ctx;
  if (!initial || initial.idProjet === null) return session;
  if (!hydrate) return initial;
  return sessionTientLeProjet(session, initial.idProjet, ctx.ecran) ? session : initial;
}

/**
 * The price the panel shows. A read-only projet's is the saved one (never recomputed). An editable
 * projet's saved price stands for the current one while nothing is computed yet (server render,
 * panel not yet seen, first request in flight) — only for the very body it was saved with.
 */
export function tarifAffiche(ctx: {
  lectureSeule: boolean;
  pret: boolean;
  calcule: Tarif;
  enregistre: ResultatTarifPrevoyance | null;
  corps: CorpsTarifer | null;
  corpsEnregistre: CorpsTarifer | null;
}): Tarif {
  const { lectureSeule, pret, calcule, enregistre } = ctx;
  if (lectureSeule) return { etat: enregistre ? 'ok' : 'attente', resultat: enregistre };
  if (!pret) return { etat: 'attente', resultat: null };
  const memeCorps = ctx.corps !== null && ctx.corpsEnregistre !== null && JSON.stringify(ctx.corps) === JSON.stringify(ctx.corpsEnregistre);
  if (enregistre && memeCorps && calcule.resultat === null && (calcule.etat === 'attente' || calcule.etat === 'chargement')) {
    return { etat: calcule.etat === 'chargement' ? 'chargement' : 'ok', resultat: enregistre };
  }
  return calcule;
}
