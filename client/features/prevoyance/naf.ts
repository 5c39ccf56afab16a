/** The NAF autocomplete's search (spec 01 §2 'NAF autocomplete'), without React. */
import { normaliserRecherche } from '../../../src/domain/referentiels/ccn';
import type { NafChoisi } from '../../state/prevoyance';

export interface IndexNaf {
  readonly entrees: readonly { naf: NafChoisi; code: string; texte: string }[];
}

export function indexerNafs(nafs: readonly NafChoisi[]): IndexNaf {
  return {
    entrees: nafs.map((naf) => ({ naf, code: naf.code.replace(/[^0-9a-z]/gi, '').toLowerCase(), texte: normaliserRecherche(`${naf.code} ${naf.description}`) })),
  };
}

/** '62.01Z - Programmation informatique'. */
export function libelleNaf(naf: NafChoisi): string {
  return naf.description ? `${naf.code} - ${naf.description}` : naf.code;
}

/**
 * Codes whose code starts with the typed digits (dots and spaces ignored: '6201', '62.01') or
 * whose code and label contain every typed word (accents and case ignored); codes first.
 */
export function rechercherNafs(index: IndexNaf, saisie: string, limite = 50): NafChoisi[] {
  const q = normaliserRecherche(saisie);
  if (!q) return index.entrees.slice(0, limite).map((e) => e.naf);
  const compact = q.replace(/\s/g, '');
  const mots = q.split(' ');
  const parCode: NafChoisi[] = [];
  const parTexte: NafChoisi[] = [];
  for (const e of index.entrees) {
    if (e.code.startsWith(compact)) parCode.push(e.naf);
    else if (mots.every((m) => e.texte.includes(m))) parTexte.push(e.naf);
    if (parCode.length >= limite) break;
  }
  return [...parCode, ...parTexte].slice(0, limite);
}
