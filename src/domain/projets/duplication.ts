import type { DateIso, EtatProjet, StatutProjet } from './projet.types';

export interface ProjetDuplicable {
  id?: number | null;
  etat?: EtatProjet;
  statut?: StatutProjet | null;
  dateEffet?: DateIso | null;
}

/**
 * Duplicating (spec 01 §4): id, etat and statut cleared; the effective date is kept only if it
 * is in the future (after today), else null. Everything else — company, college, levels,
 * guarantees, commission — is copied as is, so the copy is a new, editable projet.
 */
export function dupliquerProjet<T extends ProjetDuplicable>(projet: T, today: DateIso): T {
  const dateEffet = projet.dateEffet && projet.dateEffet.slice(0, 10) > today ? projet.dateEffet : null;
  return { ...projet, id: null, etat: null, statut: null, dateEffet };
}
