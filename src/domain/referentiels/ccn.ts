import { ID_SANS_CCN } from '../offres/catalogue';
import type { Ccn } from './types';

/** Collective-agreement rules shared by the server and the 'Informations entreprise' page (01 §5). */

export type CcnRecherchable = Pick<Ccn, 'id' | 'idcc' | 'libelle' | 'libelle_court'>;

/** IDCC as shown and stored: four digits, zero-padded (44 → '0044'). */
export function formaterIdcc(id: number): string {
  return String(id).padStart(4, '0');
}

/** IDCC as the integer agreement id: 44, '44' and '0044' are the same agreement. */
export function normaliserIdcc(idcc: number | string | null | undefined): number | null {
  if (typeof idcc === 'number') return Number.isInteger(idcc) && idcc > 0 && idcc <= 9999 ? idcc : null;
  if (typeof idcc === 'string' && /^\d{1,4}$/.test(idcc.trim())) {
    const n = Number(idcc.trim());
    return n > 0 ? n : null;
  }
  return null;
}

/** Agreement sheet on Legifrance, by the agreement's KALICONT container id. */
export function lienLegifrance(kaliId: string): string {
  return `https://www.legifrance.gouv.fr/conv_coll/id/${kaliId}`;
}

/** Code 9999 'Sans convention collective' means no agreement. */
export function estSansCcn(id: number): boolean {
  return id === ID_SANS_CCN;
}

/** 'Voir la fiche CCN' exists only for a DARES-valid agreement that is not 9999. */
export function lienFicheCcn(ccn: Pick<Ccn, 'id' | 'dares_valide' | 'lien_fiche'>): string | null {
  if (!ccn.dares_valide || estSansCcn(ccn.id) || !ccn.lien_fiche) return null;
  return ccn.lien_fiche;
}

/** GET /ccns order: by IDCC, then short label. */
export function comparerCcns(a: Pick<Ccn, 'idcc' | 'libelle_court'>, b: Pick<Ccn, 'idcc' | 'libelle_court'>): number {
  if (a.idcc !== b.idcc) return a.idcc < b.idcc ? -1 : 1;
  return a.libelle_court.localeCompare(b.libelle_court, 'fr');
}

/**
 * Search form of a text: no accents, no case, ligatures spelt out, punctuation as spaces.
 * 'Bâtiment — Œuvres' → 'batiment oeuvres'.
 */
export function normaliserRecherche(texte: string): string {
  return texte
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface EntreeIndex<T> {
  ccn: T;
  idcc: string;
  id: string;
  libelleCourt: string;
  texte: string;
}

/** Normalised once, searched on every key stroke. */
export interface IndexCcn<T extends CcnRecherchable = CcnRecherchable> {
  readonly entrees: readonly EntreeIndex<T>[];
}

export function indexerCcns<T extends CcnRecherchable>(ccns: readonly T[]): IndexCcn<T> {
  return {
    entrees: ccns.map((ccn) => {
      const libelleCourt = normaliserRecherche(ccn.libelle_court);
      return { ccn, idcc: ccn.idcc, id: String(ccn.id), libelleCourt, texte: `${libelleCourt} ${normaliserRecherche(ccn.libelle)}` };
    }),
  };
}

function motTrouve<T>(e: EntreeIndex<T>, mot: string): boolean {
  if (/^\d+$/.test(mot) && (e.idcc.startsWith(mot) || e.id.startsWith(mot))) return true;
  return e.texte.includes(mot);
}

/**
 * 'Rechercher par IDCC ou libellé': every word of the query must be found in the IDCC (as a
 * prefix, with or without leading zeros) or in the short or full label, accents and case
 * ignored. Exact IDCC first, then IDCC prefixes, then short labels starting with the query,
 * then the rest, each in the index order. An empty query returns everything.
 */
export function rechercherCcns<T extends CcnRecherchable>(index: IndexCcn<T>, recherche: string, limite?: number): T[] {
  const requete = normaliserRecherche(recherche);
  const mots = requete ? requete.split(' ') : [];
  const rang = (e: EntreeIndex<T>): number => {
    if (mots.length === 1 && /^\d+$/.test(requete)) {
      if (e.idcc === requete || e.id === requete || e.idcc === requete.padStart(4, '0')) return 0;
      if (e.idcc.startsWith(requete) || e.id.startsWith(requete)) return 1;
    }
    return e.libelleCourt.startsWith(requete) ? 2 : 3;
  };
  const trouvees = index.entrees
    .filter((e) => mots.every((mot) => motTrouve(e, mot)))
    .map((e, ordre) => ({ e, ordre, rang: mots.length ? rang(e) : 0 }))
    .sort((a, b) => a.rang - b.rang || a.ordre - b.ordre)
    .map(({ e }) => e.ccn);
  return limite === undefined ? trouvees : trouvees.slice(0, limite);
}
