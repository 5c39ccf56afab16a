import { PROJETS } from '../messages/projets';
import { estDateEffetExpiree } from './date-effet';
import type { DateIso, EtatProjet, StatutProjet } from './projet.types';
import { estLectureSeule } from './statut';
import { MAX_PROJETS_ETUDE } from './etude';

/** What the list knows of a selected row. */
export interface ProjetSelectionne {
  statut: StatutProjet;
  etat: EtatProjet;
  dateEffet: DateIso | null;
  effectifCollege: number | null;
  /** A study is being generated for it (§8: 'the projets stop being marked processing'). */
  enCours?: boolean;
}

export interface EtatBouton {
  actif: boolean;
  /** Why it is disabled (French, spec §6); null when active or when the spec gives no text. */
  infobulle: string | null;
}

export interface EtatBoutonsProjets {
  modifier: EtatBouton;
  dupliquer: EtatBouton;
  supprimer: EtatBouton;
  etudePersonnalisee: EtatBouton;
  souscription: EtatBouton;
}

const actif: EtatBouton = { actif: true, infobulle: null };
const inactif = (infobulle: string | null): EtatBouton => ({ actif: false, infobulle });

function exactementUn(selection: readonly ProjetSelectionne[]): EtatBouton | null {
  if (selection.length === 0) return inactif(PROJETS.selectionnerUnProjet);
  if (selection.length > 1) return inactif(PROJETS.selectionnerUnSeulProjet);
  return null;
}

/** Refusal of a subscription for one projet, or null when it may be subscribed (§6, §4). */
export function refusSouscription(projet: Omit<ProjetSelectionne, 'enCours'>, today: DateIso): string | null {
  if (projet.statut === 'NOUVEAU' && estDateEffetExpiree(projet.dateEffet, projet.effectifCollege, today)) {
    return estLectureSeule(projet.etat) ? PROJETS.dateEffetExpireeEtVerrouille : PROJETS.dateEffetExpiree;
  }
  return null;
}

/** Enablement and tooltips of the list's buttons for the current selection (spec 01 §6). */
export function etatBoutonsProjets(selection: readonly ProjetSelectionne[], today: DateIso): EtatBoutonsProjets {
  const seul = selection.length === 1 ? selection[0] : null;

  let modifier = exactementUn(selection);
  if (!modifier && seul) {
    if (estLectureSeule(seul.etat)) {
      const lignes: string[] = [PROJETS.garantiesNonModifiables];
      if (seul.statut === 'NOUVEAU') lignes.push(PROJETS.souscriptionResteAccessible);
      modifier = inactif(lignes.join(' '));
    } else if (seul.enCours) {
      modifier = inactif(null);
    }
  }

  let souscription = exactementUn(selection);
  if (!souscription && seul) {
    const refus = refusSouscription(seul, today);
    if (refus) souscription = inactif(refus);
  }

  let etudePersonnalisee: EtatBouton = actif;
  if (selection.length === 0) etudePersonnalisee = inactif(PROJETS.selectionnerUnProjet);
  else if (selection.length > MAX_PROJETS_ETUDE) etudePersonnalisee = inactif(PROJETS.selectionnerDeuxProjetsMaximum);

  return {
    modifier: modifier ?? actif,
    dupliquer: exactementUn(selection) ?? actif,
    supprimer: selection.length === 0 ? inactif(PROJETS.selectionnerUnProjet) : actif,
    etudePersonnalisee,
    souscription: souscription ?? actif,
  };
}

/**
 * Icons of a list row (§2). The expired-date icon is shown while the projet is still a proposal
 * (NOUVEAU), the only statut where an expired date blocks anything (§6); past it the date was accepted.
 */
export function indicateursLigne(
  ligne: Omit<ProjetSelectionne, 'enCours'>,
  today: DateIso,
): { dateEffetExpiree: boolean; verrouille: boolean } {
  return {
    dateEffetExpiree: ligne.statut === 'NOUVEAU' && estDateEffetExpiree(ligne.dateEffet, ligne.effectifCollege, today),
    verrouille: estLectureSeule(ligne.etat),
  };
}
