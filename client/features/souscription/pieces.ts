/**
 * Step 3 'Justificatifs' without React (02 §2, §4, §5, §8): the files of each expected piece as the
 * page shows them, with the temporary ids of 02 §3 while a file is sent or after it was refused.
 */

import { motifAvantEnvoi, type FormatFichier } from '../../../src/domain/souscription/fichiers';
import { messageMotifFichier } from '../../../src/domain/souscription/pieces';
import type { FicApi, PieceApi, PiecesApi } from './api';

export type { FicApi, PieceApi, PieceAttendueApi, PiecesApi } from './api';

export interface DonneesJustificatifs {
  pieces: PiecesApi;
  fic: FicApi | null;
}

export type StatutFichier = 'processing' | 'success' | 'error';

/** A file line of a piece: stored (its id), being sent or refused (temporary ids, 02 §3). */
export interface FichierPiece {
  id: string;
  code: string;
  nomFichier: string;
  status: StatutFichier;
  url?: string;
  /** The stored piece's id, for DELETE /pieces-justificatives/{id}. */
  idPiece?: number;
  message?: string;
}

export const idTemporaire = (etat: 'loading' | 'error', code: string, instant: number) => `${etat}-${code}-${instant}`;

export function fichiersDe(pieces: readonly PieceApi[]): FichierPiece[] {
  return pieces.map((p) => ({ id: String(p.id), idPiece: p.id, code: p.code, nomFichier: p.nom_fichier, status: 'success', url: p.url }));
}

/**
 * 02 §4: an upload replaces the stored files of the same code, except dia, which keeps adding. While
 * sending, the new files show as processing; the others of that code stay until the answer.
 */
export function pendantEnvoi(fichiers: readonly FichierPiece[], code: string, noms: readonly string[], instant: number): FichierPiece[] {
  const autres = fichiers.filter((f) => !(f.code === code && f.status === 'error'));
  return [...autres, ...noms.map((nomFichier, i) => ({ id: idTemporaire('loading', code, instant + i), code, nomFichier, status: 'processing' as const }))];
}

/**
 * A refused upload: its lines become error lines with the reason (the stored ones stay). `parFichier`
 * (the answer's `erreurs`, 'nom : motif') gives each file its own reason when the server named it.
 */
export function apresRefus(fichiers: readonly FichierPiece[], code: string, instant: number, message: string, parFichier: readonly string[] = []): FichierPiece[] {
  return fichiers.map((f, i) => {
    if (!(f.code === code && f.status === 'processing')) return f;
    const propre = parFichier.find((m) => m.startsWith(`${f.nomFichier} : `));
    return { ...f, id: idTemporaire('error', code, instant + i), status: 'error' as const, message: propre ? propre.slice(f.nomFichier.length + 3) : message };
  });
}

/**
 * Checked before sending (issue 27 item 7): an empty file, one over 10 Mo or of a format not taken
 * never leaves the page; each becomes an error line with its own reason (the earlier refused lines of
 * the piece go). null when every file may go.
 */
export function refusesAvantEnvoi(fichiers: readonly FichierPiece[], code: string, liste: readonly { name: string; size: number }[], formats: readonly string[], instant: number): FichierPiece[] | null {
  const refuses = liste.flatMap((f) => {
    const motif = motifAvantEnvoi(f, formats as readonly FormatFichier[]);
    return motif ? [{ nom: f.name, message: messageMotifFichier(motif) }] : [];
  });
  if (!refuses.length) return null;
  const autres = fichiers.filter((f) => !(f.code === code && f.status === 'error'));
  return [...autres, ...refuses.map((r, i) => ({ id: idTemporaire('error', code, instant + i), code, nomFichier: r.nom, status: 'error' as const, message: r.message }))];
}

/** 02 §4 delete: an error line goes at once; a stored one is processing until the answer. */
export function pendantSuppression(fichiers: readonly FichierPiece[], id: string): FichierPiece[] {
  return fichiers.flatMap((f) => (f.id !== id ? [f] : f.status === 'error' ? [] : [{ ...f, status: 'processing' as const }]));
}

/** The delete failed: the line is back to success. */
export function suppressionEchouee(fichiers: readonly FichierPiece[], id: string): FichierPiece[] {
  return fichiers.map((f) => (f.id === id ? { ...f, status: 'success' as const } : f));
}

/** Accepted types of a piece for the file chooser ('png' → image/png, '.png'). */
export function typesAcceptes(formats: readonly string[]): string[] {
  const mime: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  return [...new Set(formats.flatMap((f) => [`.${f}`, mime[f]].filter(Boolean) as string[]))];
}
