/**
 * Uploaded files checked by their bytes, their extension, their declared type and their size
 * (02 §5, §9; brief §5 'magic bytes'). Pure: the server and the pages share it (the pages check
 * extension and size before sending; the server checks everything again on the bytes).
 */

/** 10 Mo: the maximum size of every uploaded file (02 §9). */
export const TAILLE_MAX_FICHIER = 10_485_760;

export type FormatFichier = 'png' | 'jpeg' | 'pdf' | 'xlsx';

/** What each kind of upload accepts (02 §5: png, jpg, jpeg, pdf; import xlsx; FIC pdf). */
export const FORMATS_PIECES: readonly FormatFichier[] = ['png', 'jpeg', 'pdf'];
export const FORMATS_IMPORT: readonly FormatFichier[] = ['xlsx'];
export const FORMATS_FIC: readonly FormatFichier[] = ['pdf'];

export const EXTENSIONS: Record<FormatFichier, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  pdf: ['pdf'],
  xlsx: ['xlsx'],
};

export const TYPE_MIME: Record<FormatFichier, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Declared types browsers send for each format (aliases included). */
const TYPES_DECLARES: Record<FormatFichier, readonly string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  pdf: ['application/pdf', 'application/x-pdf'],
  xlsx: [TYPE_MIME.xlsx],
};

const commencePar = (octets: Uint8Array, signature: readonly number[], decalage = 0) =>
  octets.length >= decalage + signature.length && signature.every((b, i) => octets[decalage + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Names of the entries of a zip archive, read from its central directory (the end record is
 * searched in the last 64 Ko + 22 octets). Null when the archive is not readable.
 */
export function entreesZip(octets: Uint8Array): string[] | null {
  const vue = new DataView(octets.buffer, octets.byteOffset, octets.byteLength);
  const debutRecherche = Math.max(0, octets.length - 65_557);
  let fin = -1;
  for (let i = octets.length - 22; i >= debutRecherche; i--) {
    if (vue.getUint32(i, true) === 0x06054b50) {
      fin = i;
      break;
    }
  }
  if (fin < 0) return null;
  const nombre = vue.getUint16(fin + 10, true);
  const taille = vue.getUint32(fin + 12, true);
  const debut = vue.getUint32(fin + 16, true);
  if (debut + taille > fin) return null;
  const noms: string[] = [];
  const decodeur = new TextDecoder('utf-8', { fatal: false });
  let p = debut;
  for (let n = 0; n < nombre; n++) {
    if (p + 46 > fin || vue.getUint32(p, true) !== 0x02014b50) return null;
    const longueurNom = vue.getUint16(p + 28, true);
    const longueurExtra = vue.getUint16(p + 30, true);
    const longueurCommentaire = vue.getUint16(p + 32, true);
    if (p + 46 + longueurNom > fin) return null;
    noms.push(decodeur.decode(octets.subarray(p + 46, p + 46 + longueurNom)));
    p += 46 + longueurNom + longueurExtra + longueurCommentaire;
  }
  return noms;
}

/** The format the bytes really are; an xlsx is a zip holding the workbook part. Null otherwise. */
export function formatReel(octets: Uint8Array): FormatFichier | null {
  if (commencePar(octets, PNG)) return 'png';
  if (commencePar(octets, JPEG)) return 'jpeg';
  if (commencePar(octets, PDF)) return 'pdf';
  if (commencePar(octets, ZIP)) {
    const noms = entreesZip(octets);
    if (noms && noms.includes('[Content_Types].xml') && noms.includes('xl/workbook.xml')) return 'xlsx';
  }
  return null;
}

export function extension(nom: string): string {
  const i = nom.lastIndexOf('.');
  return i < 0 ? '' : nom.slice(i + 1).toLowerCase();
}

export type MotifRefusFichier = 'VIDE' | 'TROP_VOLUMINEUX' | 'EXTENSION' | 'TYPE_DECLARE' | 'CONTENU';

export interface FichierRecu {
  nom: string;
  typeDeclare: string;
  taille: number;
  octets: Uint8Array;
}

/**
 * Why a received file is refused for these formats, or null when it is accepted: not empty, at
 * most 10 Mo, an allowed extension, a declared type of the same format, and bytes that are that
 * format (a PNG renamed .pdf is refused).
 */
export function motifRefusFichier(fichier: FichierRecu, formats: readonly FormatFichier[]): MotifRefusFichier | null {
  if (fichier.taille === 0 || fichier.octets.length === 0) return 'VIDE';
  if (fichier.taille > TAILLE_MAX_FICHIER || fichier.octets.length > TAILLE_MAX_FICHIER) return 'TROP_VOLUMINEUX';
  const ext = extension(fichier.nom);
  const format = formats.find((f) => EXTENSIONS[f].includes(ext));
  if (!format) return 'EXTENSION';
  const declare = fichier.typeDeclare.split(';')[0].trim().toLowerCase();
  if (!TYPES_DECLARES[format].includes(declare)) return 'TYPE_DECLARE';
  if (formatReel(fichier.octets) !== format) return 'CONTENU';
  return null;
}

/**
 * What the page can check before sending (issue 27 item 7): an empty file, one over 10 Mo (the
 * server's limit, refused before any byte leaves), an extension not taken; null when it may go.
 */
export function motifAvantEnvoi(fichier: { name: string; size: number }, formats: readonly FormatFichier[]): Extract<MotifRefusFichier, 'VIDE' | 'TROP_VOLUMINEUX' | 'EXTENSION'> | null {
  if (fichier.size === 0) return 'VIDE';
  if (fichier.size > TAILLE_MAX_FICHIER) return 'TROP_VOLUMINEUX';
  const ext = extension(fichier.name);
  return formats.some((f) => EXTENSIONS[f].includes(ext)) ? null : 'EXTENSION';
}

/** The name a file gets when nothing is left of the one it was sent with. */
export const NOM_FICHIER_PAR_DEFAUT = 'fichier';

/** The stored name's column: 255 (PostgreSQL counts characters; 255 bytes of UTF-8 is never more). */
export const OCTETS_MAX_NOM_FICHIER = 255;

/** An extension longer than this is not one worth keeping over the name itself. */
const OCTETS_MAX_EXTENSION = 16;

/**
 * Control characters (C0, DEL, C1), bidirectional formatting characters that make 'facture‮fdp.exe'
 * show as 'facture.exe.pdf' (U+200E/F, U+061C, U+202A–U+202E, U+2066–U+2069) and lone surrogates
 * (not encodable as UTF-8).
 */
const CARACTERES_RETIRES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// TextEncoder, not Buffer: the pages share this file.
const encodeur = new TextEncoder();
const octetsUtf8 = (texte: string): number => encodeur.encode(texte).length;

/** The longest start of `texte` that fits in `max` bytes of UTF-8, cut between characters. */
function debutTenant(texte: string, max: number): string {
  let taille = 0;
  let fin = 0;
  for (const caractere of texte) {
    taille += octetsUtf8(caractere);
    if (taille > max) break;
    fin += caractere.length;
  }
  return texte.slice(0, fin);
}

/**
 * The name an uploaded file is stored and shown under (issue 25 item 4): the last part of a path,
 * without control or bidirectional characters, at most 255 bytes of UTF-8 with its extension kept
 * (the name is shortened before it, never inside a character); the default name when nothing is left.
 */
export function nomFichierSur(nom: string): string {
  const dernier = nom.replace(CARACTERES_RETIRES, '').split(/[/\\]/).pop() ?? '';
  const propre = dernier.trim();
  if (propre === '' || propre === '.' || propre === '..') return NOM_FICHIER_PAR_DEFAUT;
  if (octetsUtf8(propre) <= OCTETS_MAX_NOM_FICHIER) return propre;
  const point = propre.lastIndexOf('.');
  const ext = point > 0 ? propre.slice(point) : '';
  if (ext && octetsUtf8(ext) <= OCTETS_MAX_EXTENSION) {
    const base = debutTenant(propre.slice(0, point), OCTETS_MAX_NOM_FICHIER - octetsUtf8(ext)).trimEnd();
    return base ? `${base}${ext}` : NOM_FICHIER_PAR_DEFAUT;
  }
  return debutTenant(propre, OCTETS_MAX_NOM_FICHIER).trimEnd() || NOM_FICHIER_PAR_DEFAUT;
}
