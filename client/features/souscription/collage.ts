/**
 * Rows copied from a spreadsheet and pasted into a participant cell (issue 27): tab-separated
 * cells, one line per employee, laid over the grid from the cell pasted into (its row, its column)
 * and on, new rows added up to the college headcount. Pure: the screen gives the clipboard's text.
 */
import { lireDate, lireOuiNon } from '../../../src/domain/souscription/import-participants';
import { ligneVide, type LigneParticipant } from './participants';

/** A grid column, in the template's order (brief §6.1): the questions only when the step asks them. */
export type ColonneGrille = 'nom' | 'prenom' | 'dateNaissance' | 'salaireReferenceExcede4Pass' | 'arretTravailALaDateDeDemandeAdhesion';

export function colonnesGrille(questions: { salaire4Pass: boolean; arretTravail: boolean }): ColonneGrille[] {
  return ['nom', 'prenom', 'dateNaissance', ...(questions.salaire4Pass ? (['salaireReferenceExcede4Pass'] as const) : []), ...(questions.arretTravail ? (['arretTravailALaDateDeDemandeAdhesion'] as const) : [])];
}

/** The pasted text as cells; null when it is one plain value (the field takes it as typed). */
export function lireCollage(texte: string): string[][] | null {
  if (!/[\t\r\n]/.test(texte.replace(/(\r?\n)+$/, ''))) return null;
  return texte
    .replace(/(\r?\n)+$/, '')
    .split(/\r?\n/)
    .map((l) => l.split('\t').map((c) => c.trim()))
    .filter((cellules) => cellules.some((c) => c !== ''));
}

/** One cell's value for its column: a date read as the import does (J/M/AAAA, AAAA-MM-JJ), yes/no as Oui/Non/O/N/1/0. */
function valeur(colonne: ColonneGrille, cellule: string): Partial<LigneParticipant> {
  if (colonne === 'nom' || colonne === 'prenom') return { [colonne]: cellule.replace(/\s+/g, ' ') };
  if (colonne === 'dateNaissance') return { dateNaissance: lireDate(cellule) ?? '' };
  const b = lireOuiNon(cellule);
  return { [colonne]: typeof b === 'boolean' ? b : null };
}

/**
 * The grid after pasting `cellules` at row `ligne`, column `colonne`: existing rows overwritten
 * from that column on, then new rows (at most `max` in all); cells beyond the last column ignored.
 */
export function collerDansGrille(
  lignes: readonly LigneParticipant[],
  ligne: number,
  colonne: ColonneGrille,
  cellules: readonly (readonly string[])[],
  colonnes: readonly ColonneGrille[],
  max: number,
): LigneParticipant[] {
  const depart = colonnes.indexOf(colonne);
  if (depart < 0) return [...lignes];
  const resultat = [...lignes];
  cellules.forEach((rangee, i) => {
    const index = ligne + i;
    if (index >= max) return;
    const avant = resultat[index] ?? ligneVide();
    const maj = rangee.reduce<Partial<LigneParticipant>>((acc, cellule, j) => {
      const col = colonnes[depart + j];
      return col ? { ...acc, ...valeur(col, cellule) } : acc;
    }, {});
    resultat[index] = { ...avant, ...maj };
  });
  return resultat;
}
