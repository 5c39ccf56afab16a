/**
 * Selection in the project lists (spec 01 §4): a click on a row toggles it; opening the list with
 * a current projet preselects it; leaving the list clears it (it lives in the page only). Each
 * college group has its own control bar, so each has its own selection.
 */
import type { ProjetSelectionne } from '../../../src/domain/projets/boutons';
import type { TypeCollege } from '../../../src/domain/projets/projet.types';
import type { GroupeListe, LigneListe } from './types';

export type Selection = Partial<Record<TypeCollege, readonly number[]>>;

export const SELECTION_VIDE: Selection = {};

/** Toggles one row of a group (order of selection kept: it is the study's order). */
export function basculer(selection: Selection, college: TypeCollege, id: number): Selection {
  const ids = selection[college] ?? [];
  return { ...selection, [college]: ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id] };
}

/** The current projet of the session state selected in its group, when it is in the list. */
export function preselection(groupes: readonly GroupeListe[], idCourant: number | null): Selection {
  if (idCourant === null) return SELECTION_VIDE;
  const groupe = groupes.find((g) => g.lignes.some((l) => l.id === idCourant));
  return groupe ? { [groupe.college]: [idCourant] } : SELECTION_VIDE;
}

/** Keeps only the ids still listed (after a reload, a delete or an archive). */
export function elaguer(selection: Selection, groupes: readonly GroupeListe[]): Selection {
  let change = false;
  const next: Selection = {};
  for (const g of groupes) {
    const ids = selection[g.college];
    if (!ids) continue;
    const gardes = ids.filter((id) => g.lignes.some((l) => l.id === id));
    if (gardes.length !== ids.length) change = true;
    next[g.college] = gardes;
  }
  if (Object.keys(selection).some((c) => !groupes.some((g) => g.college === c))) change = true;
  return change ? next : selection;
}

/** The selected rows of a group, in selection order. */
export function lignesSelectionnees(groupe: GroupeListe, ids: readonly number[] | undefined): LigneListe[] {
  if (!ids?.length) return [];
  const parId = new Map(groupe.lignes.map((l) => [l.id, l]));
  return ids.map((id) => parId.get(id)).filter((l): l is LigneListe => l !== undefined);
}

/** What the §6 button rules read of a selected row. */
export function versProjetSelectionne(ligne: LigneListe, enCours: ReadonlySet<number>): ProjetSelectionne {
  return { statut: ligne.statut, etat: ligne.etat, dateEffet: ligne.dateEffet, effectifCollege: ligne.effectifCollege, enCours: enCours.has(ligne.id) };
}
