import { IMPORT_PARTICIPANTS as M } from '../messages/souscription-pieces';

/**
 * What an uploaded workbook may hold before anything of it is inflated (issue 25 item 2): the
 * decision on its zip's central directory alone (names, compressed and declared sizes), pure.
 * The reading that applies it, and counts the real bytes while inflating, is
 * src/souscription/participants/inspection-classeur.ts.
 */

/** One entry of the zip's central directory, as declared (nothing inflated yet). */
export interface EntreeClasseur {
  nom: string;
  compresse: number;
  decompresse: number;
}

export type CauseRefusClasseur =
  /** More entries than a workbook has. */
  | 'TROP_D_ELEMENTS'
  /** Media, macros, external links, embedded objects, ActiveX, drawings, or any part outside the allow-list. */
  | 'ELEMENTS_NON_AUTORISES'
  /** The declared inflated total over every entry is over BUDGET_DECOMPRESSE. */
  | 'TROP_VOLUMINEUX'
  /** The parts the import parses (sheets, shared strings…) are over BUDGET_LU. */
  | 'FEUILLES_TROP_VOLUMINEUSES'
  /** A large entry compressed far beyond what XML compresses to: a bomb. */
  | 'COMPRESSION_ANORMALE'
  /** An entry inflates to more (or less) than its header declares, or a name appears twice. */
  | 'ENDOMMAGE'
  /** Not a zip, or a zip yauzl refuses (bad names, encrypted entries, truncated). */
  | 'ILLISIBLE';

export const LIMITES_CLASSEUR = {
  /**
   * The template has 17 entries (exceljs writes folder entries too), a workbook saved by Excel or
   * LibreOffice a dozen plus two per sheet: 100 leaves room for a workbook of dozens of sheets,
   * and a bomb's thousands of small entries are refused before one is listed.
   */
  entrees: 100,
  /** Declared inflated total of every entry (the brief's small budget). */
  budgetDecompresse: 20 * 1024 * 1024,
  /**
   * Inflated total of the parts given to exceljs. The filled 100-row template (the largest college)
   * is under 40 kB; exceljs's model costs about 15 times the XML it parses (5 MB of sheet → +80 MB),
   * so 2 MiB keeps the parse of the largest accepted workbook near +30 MB.
   */
  budgetLu: 2 * 1024 * 1024,
  /** Sheet XML deflates 3 to 20 times; deflate's ceiling is about 1,030. */
  ratioMax: 100,
  /** Below this size a ratio says nothing (a few kB of repeated markup compress well). */
  ratioAPartirDe: 256 * 1024,
} as const;

export type LimitesClasseur = { [K in keyof typeof LIMITES_CLASSEUR]: number };

/**
 * The parts the import reads, inflated and rebuilt into the small zip exceljs sees: the package's
 * content types and relationships, the workbook, its sheets, the shared strings, the styles
 * (exceljs tells a date from a number by the cell's number format), and what a sheet's
 * relationships make exceljs look up (it throws on a comment, VML note or table its sheet names but
 * it was not given): comments with their legacy VML shape, tables ("Mettre sous forme de tableau").
 */
const LUES = [
  /^\[Content_Types\]\.xml$/,
  /^_rels\/\.rels$/,
  /^xl\/workbook\.xml$/,
  /^xl\/_rels\/workbook\.xml\.rels$/,
  /^xl\/worksheets\/sheet\d{1,4}\.xml$/,
  /^xl\/worksheets\/_rels\/sheet\d{1,4}\.xml\.rels$/,
  /^xl\/sharedStrings\.xml$/,
  /^xl\/styles\.xml$/,
  /^xl\/comments\d{1,4}\.xml$/,
  /^xl\/drawings\/vmlDrawing\d{1,4}\.vml$/,
  /^xl\/tables\/table\d{1,4}\.xml$/,
];

/**
 * Parts a normal workbook has that the import does not need: listed and counted in the budget,
 * never inflated, never given to exceljs. Document properties (docProps/thumbnail.* is Excel for
 * Mac's preview), the theme, the calculation chain, threaded comments and their authors,
 * dynamic-array metadata, SharePoint's customXml, and Excel's printer settings: a binary DEVMODE
 * written as soon as a page setup is touched, not code (the only .bin allowed).
 */
const TOLEREES = [
  /^docProps\/(app|core|custom)\.xml$/,
  /^docProps\/thumbnail\.(jpeg|jpg|png|wmf|emf)$/,
  /^xl\/theme\/theme\d{1,4}\.xml$/,
  /^xl\/theme\/_rels\/theme\d{1,4}\.xml\.rels$/,
  /^xl\/calcChain\.xml$/,
  /^xl\/metadata\.xml$/,
  /^xl\/threadedComments\/threadedComment\d{1,4}\.xml$/,
  /^xl\/persons\/person\.xml$/,
  /^xl\/printerSettings\/printerSettings\d{1,4}\.bin$/,
  /^customXml\/(item\d{1,4}|itemProps\d{1,4})\.xml$/,
  /^customXml\/_rels\/item\d{1,4}\.xml\.rels$/,
];

/** Folder entries some writers add (exceljs does): empty, and only the folders of allowed parts. */
const DOSSIERS = /^(_rels|docProps|customXml|customXml\/_rels|xl|xl\/_rels|xl\/worksheets|xl\/worksheets\/_rels|xl\/theme|xl\/theme\/_rels|xl\/printerSettings|xl\/tables|xl\/drawings|xl\/threadedComments|xl\/persons)\/$/;

export type GenrePartie = 'lue' | 'toleree' | 'interdite';

/**
 * What the import does with a part of this name. Everything outside the two lists is refused:
 * media (xl/media/), macros (vbaProject.bin and any other .bin), external links and data
 * connections, embeddings and OLE objects, ActiveX and form controls, drawings and charts, pivot
 * caches, and whatever a writer invents. Names are compared as written (Excel, LibreOffice and
 * exceljs write them in this case; exceljs itself matches them case-sensitively).
 */
export function genrePartie(nom: string, decompresse = 0): GenrePartie {
  if (LUES.some((r) => r.test(nom))) return 'lue';
  if (TOLEREES.some((r) => r.test(nom))) return 'toleree';
  if (decompresse === 0 && DOSSIERS.test(nom)) return 'toleree';
  return 'interdite';
}

/** The first reason to refuse the workbook from its central directory, or null when it may be read. */
export function motifRefusClasseur(entrees: readonly EntreeClasseur[], limites: LimitesClasseur = LIMITES_CLASSEUR): CauseRefusClasseur | null {
  if (entrees.length > limites.entrees) return 'TROP_D_ELEMENTS';
  const noms = new Set<string>();
  for (const e of entrees) {
    // Two entries of one name: which one a reader takes is its own choice; refuse the ambiguity.
    if (noms.has(e.nom)) return 'ENDOMMAGE';
    noms.add(e.nom);
  }
  // The forbidden parts first: the broker can act on that message (remove the image, the macro).
  if (entrees.some((e) => genrePartie(e.nom, e.decompresse) === 'interdite')) return 'ELEMENTS_NON_AUTORISES';
  if (entrees.reduce((s, e) => s + e.decompresse, 0) > limites.budgetDecompresse) return 'TROP_VOLUMINEUX';
  if (entrees.some((e) => e.decompresse >= limites.ratioAPartirDe && e.decompresse > limites.ratioMax * Math.max(1, e.compresse))) return 'COMPRESSION_ANORMALE';
  if (entrees.filter((e) => genrePartie(e.nom) === 'lue').reduce((s, e) => s + e.decompresse, 0) > limites.budgetLu) return 'FEUILLES_TROP_VOLUMINEUSES';
  return null;
}

/** The entries to inflate and give to exceljs, in the directory's order. */
export function partiesLues<E extends EntreeClasseur>(entrees: readonly E[]): E[] {
  return entrees.filter((e) => genrePartie(e.nom) === 'lue');
}

const MO = 1024 * 1024;

/** The French message of a refusal, naming its cause (the limits in Mo as the broker reads them). */
export function messageRefusClasseur(cause: CauseRefusClasseur, limites: LimitesClasseur = LIMITES_CLASSEUR): string {
  switch (cause) {
    case 'TROP_D_ELEMENTS':
      return M.classeurTropDElements(limites.entrees);
    case 'ELEMENTS_NON_AUTORISES':
      return M.classeurElementsNonAutorises;
    case 'TROP_VOLUMINEUX':
      return M.classeurTropVolumineux(Math.round(limites.budgetDecompresse / MO));
    case 'FEUILLES_TROP_VOLUMINEUSES':
      return M.classeurFeuillesTropVolumineuses(Math.round(limites.budgetLu / MO));
    case 'COMPRESSION_ANORMALE':
      return M.classeurCompressionAnormale;
    case 'ENDOMMAGE':
      return M.classeurEndommage;
    case 'ILLISIBLE':
      return M.pasUnClasseur;
  }
}
