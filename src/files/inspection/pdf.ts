import { setImmediate as tourSuivant } from 'node:timers/promises';
import { constants, inflateSync } from 'node:zlib';

/**
 * PDF inspection of an upload (ADR 0056): does it parse as a PDF, and does it carry active content?
 *
 * Not a PDF reader: a bounded scanner over the bytes as they are (no copy of the file).
 * - Every `obj` keyword of the file starts an object to read, wherever it sits (even inside
 *   another object's stream): a reader finds objects by the offsets of the cross-reference table,
 *   which can point anywhere, so reading them all is a superset of what any reader interprets.
 *   Stream data (images, page contents, fonts) is never read as syntax, so binary data cannot
 *   forge a name by chance.
 * - Object streams (/ObjStm, where PDF 1.5+ writers put most dictionaries) are inflated under a
 *   budget counted while inflating, and their objects read the same way.
 * - Names are compared once their #xx escapes are decoded (/J#61vaScript is /JavaScript).
 * - It is active when any name of NOMS_ACTIFS appears as a name token (a key or a value) in an
 *   object: the trigger (/OpenAction, /AA, a link's /A, an outline) does not matter, the action
 *   does; an /OpenAction that is a destination or a /GoTo names none of them and passes.
 */

export type MotifPdf = 'ILLISIBLE' | 'CONTENU_ACTIF';

/** Names whose presence makes a PDF active content (ADR 0056 gives the reason for each). */
export const NOMS_ACTIFS: ReadonlySet<string> = new Set([
  'JS', // the code of a JavaScript action
  'JavaScript', // a JavaScript action (/S) or the document-level scripts (/Names)
  'Launch', // runs a program or opens a file
  'EmbeddedFile', // a file carried in the PDF
  'EmbeddedFiles', // the names tree of carried files
  'FileAttachment', // an annotation carrying a file
  'XFA', // an XML form with its own scripting
  'RichMedia', // Flash / video handed to a player
  'Rendition', // a media action (may also carry /JS)
  'Movie',
  'Sound',
  'SubmitForm', // sends form data to a URL
  'ImportData', // reads form data from a file
  'GoToR', // opens another (possibly remote: SMB, leaking NTLM hashes) PDF
  'GoToE', // opens an embedded PDF
]);

/**
 * Total bytes the object streams of one PDF may inflate to; beyond, the file is refused. Real
 * files inflate to 0.2 to 1 × their size (ADR 0056): 24 Mo is 2.4 × the largest upload.
 */
export const BUDGET_INFLATION = 24 * 1024 * 1024;
/** One object stream larger than this once inflated is refused (writers put 50 to 200 small objects in one: 15 to 300 Ko). */
export const PLAFOND_FLUX_OBJETS = 4 * 1024 * 1024;
/** Nesting of arrays and dictionaries beyond which an object is hostile. */
const PROFONDEUR_MAX = 100;
/**
 * What a parsed value keeps: the keys the scanner reads, the first elements of an array. Every
 * byte is still read (its names checked), but a 10 Mo array of numbers costs no memory.
 */
const CLES_GARDEES = new Set(['Type', 'N', 'First', 'Filter', 'DecodeParms', 'Length', 'Root', 'Encrypt', 'Pages']);
const ELEMENTS_GARDES = 4;

class Illisible extends Error {}
class Actif extends Error {}
/** A candidate that is not an object (an `obj` in a string, in binary data): ignored. */
class PasUnObjet extends Error {}

type Valeur = number | string | boolean | null | Ref | Nom | Valeur[] | Dict;
interface Ref {
  ref: number;
}
interface Nom {
  nom: string;
}
type Dict = Map<string, Valeur>;

const BLANC = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) BLANC[c] = 1;
const DELIMITEUR = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITEUR[c.charCodeAt(0)] = 1;
const regulier = (c: number) => !BLANC[c] && !DELIMITEUR[c];
const chiffre = (c: number) => c >= 0x30 && c <= 0x39;
const hexa = (c: number) => chiffre(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const estDict = (v: Valeur | undefined): v is Dict => v instanceof Map;
const estNom = (v: Valeur | undefined, nom: string) => typeof v === 'object' && v !== null && 'nom' in v && v.nom === nom;
const estRef = (v: Valeur | undefined): v is Ref => typeof v === 'object' && v !== null && 'ref' in v;

/** Latin-1 text of a short byte range (names, keywords, numbers). */
function texte(o: Uint8Array, debut: number, fin: number): string {
  let t = '';
  for (let i = debut; i < fin; i++) t += String.fromCharCode(o[i]);
  return t;
}

/** The unsigned integer written in these bytes (at most 10 digits), or null. */
function entierEntre(o: Uint8Array, debut: number, fin: number): number | null {
  if (fin === debut || fin - debut > 10) return null;
  let n = 0;
  for (let i = debut; i < fin; i++) {
    if (!chiffre(o[i])) return null;
    n = n * 10 + o[i] - 0x30;
  }
  return n;
}

/** The longest name worth decoding: 'EmbeddedFiles' fully escaped (#xx for each of its 13 letters). */
const LONGUEUR_NOM_MAX = 3 * 13;

/** Reads PDF objects in a byte range; every name it meets is checked against NOMS_ACTIFS. */
class Lecteur {
  pos = 0;

  constructor(
    readonly o: Uint8Array,
    private readonly compteur: { lus: number; budget: number },
  ) {}

  /** Counts the bytes read since `debut`; a file that makes the scanner read far more than its size is hostile. */
  compter(debut: number) {
    this.compteur.lus += Math.max(0, this.pos - debut);
    if (this.compteur.lus > this.compteur.budget) throw new Illisible();
  }

  blancs() {
    const o = this.o;
    while (this.pos < o.length) {
      const c = o[this.pos];
      if (BLANC[c]) this.pos++;
      else if (c === 0x25) {
        while (this.pos < o.length && o[this.pos] !== 0x0a && o[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  /** The regular characters from here (a keyword or a number), without moving. */
  motSuivant(): string {
    this.blancs();
    let fin = this.pos;
    while (fin < this.o.length && regulier(this.o[fin]) && fin - this.pos < 16) fin++;
    return texte(this.o, this.pos, fin);
  }

  valeur(profondeur: number): Valeur {
    if (profondeur > PROFONDEUR_MAX) throw new Illisible();
    this.blancs();
    const o = this.o;
    if (this.pos >= o.length) throw new PasUnObjet();
    const c = o[this.pos];
    if (c === 0x2f) return this.nom();
    if (c === 0x3c) {
      if (o[this.pos + 1] === 0x3c) return this.dict(profondeur);
      return this.chaineHexa();
    }
    if (c === 0x28) return this.chaine();
    if (c === 0x5b) {
      this.pos++;
      const elements: Valeur[] = [];
      for (;;) {
        this.blancs();
        if (this.pos >= o.length) throw new PasUnObjet();
        if (o[this.pos] === 0x5d) {
          this.pos++;
          return elements;
        }
        const v = this.valeur(profondeur + 1);
        if (elements.length < ELEMENTS_GARDES) elements.push(v);
      }
    }
    if (!regulier(c)) throw new PasUnObjet();
    const debut = this.pos;
    while (this.pos < o.length && regulier(o[this.pos])) this.pos++;
    const fin = this.pos;
    const entier = entierEntre(o, debut, fin);
    if (entier !== null) {
      // `num gen R` is a reference: look ahead for a generation and R, else come back.
      this.blancs();
      const g = this.pos;
      while (this.pos < o.length && chiffre(o[this.pos])) this.pos++;
      if (this.pos > g && !regulier(o[this.pos] ?? 0x20)) {
        this.blancs();
        if (o[this.pos] === 0x52 && !regulier(o[this.pos + 1] ?? 0x20)) {
          this.pos++;
          return { ref: entier };
        }
      }
      this.pos = fin;
      return entier;
    }
    const mot = texte(o, debut, Math.min(fin, debut + 32));
    if (mot === 'true') return true;
    if (mot === 'false') return false;
    if (mot === 'null') return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(mot)) throw new PasUnObjet();
    return Number(mot);
  }

  private nom(): Nom {
    const o = this.o;
    const debut = ++this.pos;
    while (this.pos < o.length && regulier(o[this.pos])) this.pos++;
    if (this.pos - debut > LONGUEUR_NOM_MAX) return { nom: '' };
    let nom = texte(o, debut, this.pos);
    if (nom.includes('#')) nom = nom.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (NOMS_ACTIFS.has(nom)) throw new Actif();
    return { nom };
  }

  private dict(profondeur: number): Dict {
    const o = this.o;
    this.pos += 2;
    const dict: Dict = new Map();
    for (;;) {
      this.blancs();
      if (this.pos >= o.length) throw new PasUnObjet();
      if (o[this.pos] === 0x3e && o[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      if (o[this.pos] !== 0x2f) throw new PasUnObjet();
      const cle = this.nom().nom;
      const v = this.valeur(profondeur + 1);
      if (CLES_GARDEES.has(cle)) dict.set(cle, v);
    }
  }

  private chaineHexa(): string {
    const o = this.o;
    this.pos++;
    while (this.pos < o.length && o[this.pos] !== 0x3e) {
      if (!hexa(o[this.pos]) && !BLANC[o[this.pos]]) throw new PasUnObjet();
      this.pos++;
    }
    if (this.pos >= o.length) throw new PasUnObjet();
    this.pos++;
    return '';
  }

  /** A literal string: balanced parentheses, backslash escapes. Its text is not kept. */
  private chaine(): string {
    const o = this.o;
    let ouvertes = 0;
    while (this.pos < o.length) {
      const c = o[this.pos++];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) ouvertes++;
      else if (c === 0x29 && --ouvertes === 0) return '';
    }
    throw new PasUnObjet();
  }
}

interface Etat {
  compteur: { lus: number; budget: number };
  inflation: number;
  /** Object numbers whose object is a catalogue (a dictionary with /Pages). */
  catalogues: Set<number>;
  racines: number[];
  chiffre: boolean;
  /** Asked between objects: true once the scan has held the event loop for a slice (then it yields). */
  doitCeder: () => boolean;
}

/**
 * How long the scan holds the event loop before it lets other requests run. A hostile file can
 * make it read ~140 Mo (its budget): in one go that held the server for about 1.5 s under load.
 */
export const TRANCHE_MS = 10;

function parTranches(trancheMs: number): () => boolean {
  let depuis = performance.now();
  return () => {
    const maintenant = performance.now();
    if (maintenant - depuis < trancheMs) return false;
    depuis = maintenant;
    return true;
  };
}

const estCatalogue = (v: Valeur) => estDict(v) && (v.has('Pages') || estNom(v.get('Type'), 'Catalog'));

/** The object number written before `obj` at `i` (`12 0 obj`), or null. */
function numeroAvant(o: Uint8Array, i: number): number | null {
  const avant = texte(o, Math.max(0, i - 24), i);
  const m = /(?:^|[^0-9])(\d{1,10})[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+$/.exec(avant);
  return m ? Number(m[1]) : null;
}

/** Notes what a trailer (or a cross-reference stream's dictionary) says: the catalogue, encryption. */
function lireTrailer(dict: Dict, etat: Etat) {
  const racine = dict.get('Root');
  if (estRef(racine)) etat.racines.push(racine.ref);
  if (dict.has('Encrypt')) etat.chiffre = true;
}

/** The data of the stream whose keyword `stream` the reader is on: /Length when it is right, else up to `endstream`. */
function donneesFlux(l: Lecteur, dict: Dict): Uint8Array {
  const o = l.o;
  let debut = l.pos + 'stream'.length;
  if (o[debut] === 0x0d) debut++;
  if (o[debut] === 0x0a) debut++;
  const longueur = dict.get('Length');
  if (typeof longueur === 'number' && Number.isInteger(longueur) && longueur >= 0 && debut + longueur <= o.length) {
    const apres = new Lecteur(o, { lus: 0, budget: Infinity });
    apres.pos = debut + longueur;
    if (apres.motSuivant() === 'endstream') return o.subarray(debut, debut + longueur);
  }
  const fin = Buffer.from(o.buffer, o.byteOffset, o.byteLength).indexOf('endstream', debut, 'latin1');
  if (fin < 0) throw new Illisible();
  let f = fin;
  if (o[f - 1] === 0x0a) f--;
  if (o[f - 1] === 0x0d) f--;
  return o.subarray(debut, Math.max(debut, f));
}

/**
 * Inflates an object stream under the budget and reads its objects. What cannot be inspected
 * (another filter, a predictor, a corrupt or encrypted stream, over budget) is refused as ILLISIBLE:
 * a reader may see objects there that this scanner cannot.
 */
async function lireFluxObjets(l: Lecteur, dict: Dict, etat: Etat): Promise<void> {
  if (etat.chiffre) throw new Illisible();
  const filtre = dict.get('Filter');
  const flate = filtre === undefined ? false : estNom(filtre, 'FlateDecode') || (Array.isArray(filtre) && filtre.length === 1 && estNom(filtre[0], 'FlateDecode'));
  if (filtre !== undefined && !flate) throw new Illisible();
  if (dict.has('DecodeParms')) throw new Illisible();
  const brut = donneesFlux(l, dict);
  let donnees: Uint8Array;
  if (flate) {
    const plafond = Math.min(PLAFOND_FLUX_OBJETS, BUDGET_INFLATION - etat.inflation);
    try {
      // maxOutputLength stops inflating at the cap: a bomb is refused, never inflated. A truncated
      // stream gives what it holds, as readers do (Z_SYNC_FLUSH), and is inspected like the rest.
      donnees = inflateSync(brut, { maxOutputLength: Math.max(1, plafond), finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      throw new Illisible();
    }
  } else {
    donnees = brut;
  }
  etat.inflation += donnees.length;
  etat.compteur.budget += 4 * donnees.length;

  const n = dict.get('N');
  const premier = dict.get('First');
  if (typeof n !== 'number' || typeof premier !== 'number' || n < 0 || premier < 0 || premier > donnees.length) throw new Illisible();
  const interne = new Lecteur(donnees, etat.compteur);
  // The header: N pairs `number offset`, read where the reader reads each object.
  const entetes: [number, number][] = [];
  try {
    for (let k = 0; k < n; k++) {
      const num = interne.valeur(0);
      const decalage = interne.valeur(0);
      if (typeof num !== 'number' || typeof decalage !== 'number' || interne.pos > premier) throw new Illisible();
      entetes.push([num, decalage]);
    }
  } catch (e) {
    throw e instanceof PasUnObjet ? new Illisible() : e;
  }
  interne.compter(0);
  for (const [num, decalage] of entetes) {
    if (premier + decalage >= donnees.length) throw new Illisible();
    interne.pos = premier + decalage;
    const debut = interne.pos;
    try {
      if (estCatalogue(interne.valeur(0))) etat.catalogues.add(num);
    } catch (e) {
      if (!(e instanceof PasUnObjet)) throw e;
    }
    interne.compter(debut);
    if (etat.doitCeder()) await tourSuivant();
  }
  // Then everything from First in sequence, so nothing between the declared offsets escapes.
  interne.pos = premier;
  for (;;) {
    interne.blancs();
    if (interne.pos >= donnees.length) break;
    const debut = interne.pos;
    try {
      interne.valeur(0);
    } catch (e) {
      if (!(e instanceof PasUnObjet)) throw e;
      interne.pos = debut + 1;
    }
    interne.compter(debut);
    if (etat.doitCeder()) await tourSuivant();
  }
}

/** Checks the header and the tail: `%PDF-x.y` and `startxref <offset> %%EOF` pointing to a cross-reference section. */
function structureLisible(o: Uint8Array): boolean {
  const b = Buffer.from(o.buffer, o.byteOffset, o.byteLength);
  if (!/^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 8))) return false;
  const queue = b.toString('latin1', Math.max(0, o.length - 1024));
  const i = queue.lastIndexOf('startxref');
  if (i < 0) return false;
  const m = /^startxref[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+%%EOF/.exec(queue.slice(i));
  if (!m) return false;
  const decalage = Number(m[1]);
  if (decalage <= 0 || decalage >= o.length) return false;
  const cible = b.toString('latin1', decalage, Math.min(o.length, decalage + 40));
  return /^[\0\t\n\f\r ]*(xref|\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj)/.test(cible);
}

/**
 * Why this PDF is refused, or null. The bytes must be a whole file of at most 10 Mo. The scan
 * hands the event loop back every `trancheMs` (between two objects, through setImmediate so
 * pending I/O runs), so a hostile file slows its own answer, not the other requests'; a test
 * passes 0 to make it yield at every object.
 */
export async function inspecterPdf(o: Uint8Array, { trancheMs = TRANCHE_MS }: { trancheMs?: number } = {}): Promise<MotifPdf | null> {
  if (!structureLisible(o)) return 'ILLISIBLE';
  const etat: Etat = {
    // Real files are read about once; a file that makes the scanner read it over and over is hostile.
    compteur: { lus: 0, budget: 4 * o.length + 1_000_000 },
    inflation: 0,
    catalogues: new Set(),
    racines: [],
    chiffre: false,
    doitCeder: parTranches(trancheMs),
  };
  const b = Buffer.from(o.buffer, o.byteOffset, o.byteLength);
  const l = new Lecteur(o, etat.compteur);
  const fluxObjets: { pos: number; dict: Dict }[] = [];
  try {
    for (let i = b.indexOf('trailer', 0, 'latin1'); i >= 0; i = b.indexOf('trailer', i + 7, 'latin1')) {
      l.pos = i + 7;
      try {
        const v = l.valeur(0);
        if (estDict(v)) lireTrailer(v, etat);
      } catch (e) {
        if (!(e instanceof PasUnObjet)) throw e;
      }
      l.compter(i + 7);
    }
    for (let i = b.indexOf('obj', 0, 'latin1'); i >= 0; i = b.indexOf('obj', i + 3, 'latin1')) {
      // `obj` as a keyword: after white space (`12 0 obj`), followed by a non-regular character.
      if (i === 0 || !BLANC[o[i - 1]] || (i + 3 < o.length && regulier(o[i + 3]))) continue;
      l.pos = i + 3;
      let v: Valeur;
      try {
        v = l.valeur(0);
      } catch (e) {
        if (!(e instanceof PasUnObjet)) throw e;
        l.compter(i + 3);
        if (etat.doitCeder()) await tourSuivant();
        continue;
      }
      l.compter(i + 3);
      if (etat.doitCeder()) await tourSuivant();
      const num = numeroAvant(o, i);
      if (num !== null && estCatalogue(v)) etat.catalogues.add(num);
      if (!estDict(v)) continue;
      if (estNom(v.get('Type'), 'XRef')) lireTrailer(v, etat);
      if (l.motSuivant() !== 'stream') continue;
      if (estNom(v.get('Type'), 'ObjStm') || (v.has('N') && v.has('First'))) fluxObjets.push({ pos: l.pos, dict: v });
    }
    // Object streams last: an /Encrypt met anywhere (a cross-reference stream) decides whether they can be read.
    for (const { pos, dict } of fluxObjets) {
      l.pos = pos;
      await lireFluxObjets(l, dict, etat);
    }
  } catch (e) {
    if (e instanceof Actif) return 'CONTENU_ACTIF';
    if (e instanceof Illisible) return 'ILLISIBLE';
    throw e;
  }
  // It parses as a PDF when a trailer names a catalogue the file holds.
  return etat.racines.some((r) => etat.catalogues.has(r)) ? null : 'ILLISIBLE';
}
