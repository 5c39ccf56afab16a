import fc from 'fast-check';
import { genrePartie, LIMITES_CLASSEUR, messageRefusClasseur, motifRefusClasseur, partiesLues, type CauseRefusClasseur, type EntreeClasseur } from './inspection-classeur';

const MO = 1024 * 1024;
const e = (nom: string, decompresse = 1000, compresse = Math.ceil(decompresse / 4)): EntreeClasseur => ({ nom, compresse, decompresse });

/** What exceljs writes for the template (folder entries included). */
const MODELE = [
  e('[Content_Types].xml'),
  e('_rels/', 0, 0),
  e('_rels/.rels'),
  e('xl/', 0, 0),
  e('xl/_rels/', 0, 0),
  e('xl/_rels/workbook.xml.rels'),
  e('xl/worksheets/', 0, 0),
  e('xl/worksheets/sheet1.xml', 22_762, 3274),
  e('xl/worksheets/sheet2.xml'),
  e('xl/sharedStrings.xml'),
  e('xl/theme/', 0, 0),
  e('xl/theme/theme1.xml'),
  e('xl/styles.xml'),
  e('docProps/', 0, 0),
  e('docProps/app.xml'),
  e('docProps/core.xml'),
  e('xl/workbook.xml'),
];

/** What Excel adds on a workbook saved with a page setup, a note, a table and a thumbnail. */
const EXCEL = [
  ...MODELE.filter((x) => !x.nom.endsWith('/')),
  e('xl/calcChain.xml'),
  e('xl/worksheets/_rels/sheet1.xml.rels'),
  e('xl/printerSettings/printerSettings1.bin', 4000, 300),
  e('xl/comments1.xml'),
  e('xl/drawings/vmlDrawing1.vml'),
  e('xl/tables/table1.xml'),
  e('xl/threadedComments/threadedComment1.xml'),
  e('xl/persons/person.xml'),
  e('xl/metadata.xml'),
  e('docProps/custom.xml'),
  e('docProps/thumbnail.jpeg', 8000, 7000),
  e('customXml/item1.xml'),
  e('customXml/itemProps1.xml'),
  e('customXml/_rels/item1.xml.rels'),
];

/** What LibreOffice writes (soffice --convert-to xlsx). */
const LIBREOFFICE = ['_rels/.rels', 'docProps/app.xml', 'docProps/core.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/theme/theme1.xml', '[Content_Types].xml'].map((n) => e(n));

describe('genrePartie: the allow-list of a workbook’s parts', () => {
  it.each([
    ['[Content_Types].xml', 'lue'],
    ['_rels/.rels', 'lue'],
    ['xl/workbook.xml', 'lue'],
    ['xl/_rels/workbook.xml.rels', 'lue'],
    ['xl/worksheets/sheet1.xml', 'lue'],
    ['xl/worksheets/sheet12.xml', 'lue'],
    ['xl/worksheets/_rels/sheet1.xml.rels', 'lue'],
    ['xl/sharedStrings.xml', 'lue'],
    ['xl/styles.xml', 'lue'],
    ['xl/comments1.xml', 'lue'],
    ['xl/drawings/vmlDrawing1.vml', 'lue'],
    ['xl/tables/table1.xml', 'lue'],
    ['docProps/app.xml', 'toleree'],
    ['docProps/core.xml', 'toleree'],
    ['xl/theme/theme1.xml', 'toleree'],
    ['xl/calcChain.xml', 'toleree'],
    ['xl/printerSettings/printerSettings1.bin', 'toleree'],
    ['xl/', 'toleree'],
    ['xl/media/image1.png', 'interdite'],
    ['xl/media/', 'interdite'],
    ['xl/vbaProject.bin', 'interdite'],
    ['xl/vbaProjectSignature.bin', 'interdite'],
    ['xl/externalLinks/externalLink1.xml', 'interdite'],
    ['xl/externalLinks/_rels/externalLink1.xml.rels', 'interdite'],
    ['xl/embeddings/oleObject1.bin', 'interdite'],
    ['xl/embeddings/Microsoft_Word_Document.docx', 'interdite'],
    ['xl/activeX/activeX1.xml', 'interdite'],
    ['xl/activeX/activeX1.bin', 'interdite'],
    ['xl/ctrlProps/ctrlProp1.xml', 'interdite'],
    ['xl/drawings/drawing1.xml', 'interdite'],
    ['xl/drawings/_rels/vmlDrawing1.vml.rels', 'interdite'],
    ['xl/charts/chart1.xml', 'interdite'],
    ['xl/connections.xml', 'interdite'],
    ['xl/pivotCache/pivotCacheDefinition1.xml', 'interdite'],
    ['xl/richData/richValueRel.xml', 'interdite'],
    ['XL/WORKBOOK.XML', 'interdite'],
    ['/xl/workbook.xml', 'interdite'],
    ['autre/xl/worksheets/sheet1.xml', 'interdite'],
    ['xl/worksheets/sheet1.xml.bak', 'interdite'],
    ['lisez-moi.txt', 'interdite'],
  ] as const)('%s → %s', (nom, genre) => expect(genrePartie(nom)).toBe(genre));

  it('a folder entry with content is not a folder', () => expect(genrePartie('xl/', 10)).toBe('interdite'));
});

describe('motifRefusClasseur: the decision on the central directory', () => {
  it.each([
    ['the template exceljs writes', MODELE],
    ['a workbook saved by Excel (notes, table, page setup, thumbnail)', EXCEL],
    ['a workbook saved by LibreOffice', LIBREOFFICE],
  ])('%s: accepted', (_, entrees) => expect(motifRefusClasseur(entrees)).toBeNull());

  const avec = (...autres: EntreeClasseur[]) => [...LIBREOFFICE, ...autres];
  it.each<[string, EntreeClasseur[], CauseRefusClasseur]>([
    ['101 entries', [...LIBREOFFICE, ...Array.from({ length: 91 }, (_, i) => e(`xl/worksheets/sheet${i + 2}.xml`, 10, 5))], 'TROP_D_ELEMENTS'],
    ['an image', avec(e('xl/media/image1.png')), 'ELEMENTS_NON_AUTORISES'],
    ['a macro', avec(e('xl/vbaProject.bin')), 'ELEMENTS_NON_AUTORISES'],
    ['an external link', avec(e('xl/externalLinks/externalLink1.xml')), 'ELEMENTS_NON_AUTORISES'],
    ['an OLE object', avec(e('xl/embeddings/oleObject1.bin')), 'ELEMENTS_NON_AUTORISES'],
    ['an ActiveX control', avec(e('xl/activeX/activeX1.xml')), 'ELEMENTS_NON_AUTORISES'],
    ['an unknown part', avec(e('xl/autre.xml')), 'ELEMENTS_NON_AUTORISES'],
    ['a huge image: its kind first (the broker can remove it)', avec(e('xl/media/image1.png', 1100 * MO, MO)), 'ELEMENTS_NON_AUTORISES'],
    ['a 1 GiB sheet', avec(e('xl/worksheets/sheet2.xml', 1024 * MO, MO)), 'TROP_VOLUMINEUX'],
    ['1 GiB of shared strings in place of the real ones', [...LIBREOFFICE.filter((x) => x.nom !== 'xl/sharedStrings.xml'), e('xl/sharedStrings.xml', 1024 * MO, MO)], 'TROP_VOLUMINEUX'],
    ['tolerated parts over 20 MiB in all', avec(e('xl/theme/theme2.xml', 11 * MO), e('xl/theme/theme3.xml', 10 * MO)), 'TROP_VOLUMINEUX'],
    ['a 10 MiB sheet of zeros (ratio 1,000)', avec(e('xl/worksheets/sheet2.xml', 10 * MO, 10 * 1024)), 'COMPRESSION_ANORMALE'],
    ['a 3 MiB sheet at a normal ratio', avec(e('xl/worksheets/sheet2.xml', 3 * MO, 300_000)), 'FEUILLES_TROP_VOLUMINEUSES'],
    ['a name twice', avec(e('xl/worksheets/sheet1.xml')), 'ENDOMMAGE'],
  ])('%s → %s', (_, entrees, cause) => expect(motifRefusClasseur(entrees)).toBe(cause));

  it.each([
    ['100 entries', [...LIBREOFFICE, ...Array.from({ length: 90 }, (_, i) => e(`xl/worksheets/sheet${i + 2}.xml`, 10, 5))]],
    ['a small part compressed 1,000 times (under 256 kB)', avec(e('xl/worksheets/sheet2.xml', 200_000, 200))],
    ['parts read of exactly 2 MiB', [e('xl/worksheets/sheet1.xml', 2 * MO, MO)]],
    ['a 15 MiB thumbnail at a normal ratio (tolerated, not read)', avec(e('docProps/thumbnail.jpeg', 15 * MO, 14 * MO))],
  ])('at the limit: %s → accepted', (_, entrees) => expect(motifRefusClasseur(entrees)).toBeNull());

  it('whatever the entries, an accepted directory keeps every limit', () =>
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            nom: fc.constantFrom(...MODELE.map((x) => x.nom), ...EXCEL.map((x) => x.nom), 'xl/media/image1.png', 'xl/vbaProject.bin', 'xl/worksheets/sheet3.xml', 'xl/worksheets/sheet4.xml'),
            compresse: fc.integer({ min: 0, max: 4 * MO }),
            decompresse: fc.integer({ min: 0, max: 30 * MO }),
          }),
          { maxLength: 120 },
        ),
        (entrees) => {
          if (motifRefusClasseur(entrees) !== null) return;
          expect(entrees.length).toBeLessThanOrEqual(LIMITES_CLASSEUR.entrees);
          expect(new Set(entrees.map((x) => x.nom)).size).toBe(entrees.length);
          expect(entrees.every((x) => genrePartie(x.nom, x.decompresse) !== 'interdite')).toBe(true);
          expect(entrees.reduce((s, x) => s + x.decompresse, 0)).toBeLessThanOrEqual(LIMITES_CLASSEUR.budgetDecompresse);
          expect(partiesLues(entrees).reduce((s, x) => s + x.decompresse, 0)).toBeLessThanOrEqual(LIMITES_CLASSEUR.budgetLu);
          expect(entrees.every((x) => x.decompresse < LIMITES_CLASSEUR.ratioAPartirDe || x.decompresse <= LIMITES_CLASSEUR.ratioMax * Math.max(1, x.compresse))).toBe(true);
        },
      ),
    ));

  it('partiesLues keeps only the parts exceljs is given', () =>
    expect(partiesLues(EXCEL).map((x) => x.nom)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/_rels/sheet1.xml.rels',
      'xl/comments1.xml',
      'xl/drawings/vmlDrawing1.vml',
      'xl/tables/table1.xml',
    ]));
});

describe('messageRefusClasseur: one French message per cause', () => {
  it.each<[CauseRefusClasseur, string]>([
    ['TROP_D_ELEMENTS', "Le classeur contient trop d'éléments (100 au plus) : utilisez le modèle de fichier."],
    ['ELEMENTS_NON_AUTORISES', 'Le classeur contient des éléments non autorisés (images, macros, liens externes ou objets incorporés) : enregistrez-le de nouveau sans ces éléments.'],
    ['TROP_VOLUMINEUX', 'Le classeur est trop volumineux une fois décompressé (20 Mo au plus).'],
    ['FEUILLES_TROP_VOLUMINEUSES', "Les feuilles du classeur sont trop volumineuses une fois décompressées (2 Mo au plus) : n'y laissez que les participants à affilier."],
    ['COMPRESSION_ANORMALE', 'Le classeur contient des données anormalement compressées : enregistrez-le de nouveau depuis votre tableur.'],
    ['ENDOMMAGE', 'Le classeur est endommagé (un de ses éléments ne correspond pas à ce qu’il annonce) : enregistrez-le de nouveau depuis votre tableur.'],
    ['ILLISIBLE', "Le fichier n'est pas un classeur Excel (.xlsx) lisible."],
  ])('%s', (cause, message) => expect(messageRefusClasseur(cause)).toBe(message));
});
