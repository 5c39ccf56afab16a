import fc from 'fast-check';
import { entreesZip, extension, formatReel, FORMATS_FIC, FORMATS_IMPORT, FORMATS_PIECES, motifAvantEnvoi, motifRefusFichier, NOM_FICHIER_PAR_DEFAUT, nomFichierSur, OCTETS_MAX_NOM_FICHIER, TAILLE_MAX_FICHIER } from './fichiers';

const octets = (...b: number[]) => Uint8Array.from(b);
const PNG = octets(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = octets(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');

/** A stored (uncompressed) zip with these entry names, built by hand: local headers, central directory, end record. */
function zip(noms: string[]): Uint8Array {
  const parties: number[] = [];
  const centrales: number[] = [];
  const u16 = (a: number[], v: number) => a.push(v & 0xff, (v >> 8) & 0xff);
  const u32 = (a: number[], v: number) => a.push(v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff);
  for (const nom of noms) {
    const n = [...new TextEncoder().encode(nom)];
    const offset = parties.length;
    u32(parties, 0x04034b50);
    for (let i = 0; i < 11; i++) u16(parties, 0); // version, flags, method, time, date, crc(2), sizes(4)
    u16(parties, n.length);
    u16(parties, 0);
    parties.push(...n);
    u32(centrales, 0x02014b50);
    for (let i = 0; i < 12; i++) u16(centrales, 0); // versions, flags, method, time, date, crc, sizes
    u16(centrales, n.length);
    u16(centrales, 0);
    u16(centrales, 0);
    u16(centrales, 0);
    u16(centrales, 0);
    u32(centrales, 0);
    u32(centrales, offset);
    centrales.push(...n);
  }
  const debut = parties.length;
  const fin: number[] = [];
  u32(fin, 0x06054b50);
  u16(fin, 0);
  u16(fin, 0);
  u16(fin, noms.length);
  u16(fin, noms.length);
  u32(fin, centrales.length);
  u32(fin, debut);
  u16(fin, 0);
  return Uint8Array.from([...parties, ...centrales, ...fin]);
}
const XLSX = zip(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
const DOCX = zip(['[Content_Types].xml', 'word/document.xml']);

describe('formatReel: the bytes decide', () => {
  it.each([
    ['PNG signature', PNG, 'png'],
    ['JPEG signature', JPEG, 'jpeg'],
    ['PDF signature', PDF, 'pdf'],
    ['zip holding the workbook part', XLSX, 'xlsx'],
    ['zip without a workbook (a docx)', DOCX, null],
    ['a broken zip (local header only)', octets(0x50, 0x4b, 0x03, 0x04, 1, 2, 3), null],
    ['plain text', new TextEncoder().encode('Nom;Prénom\n'), null],
    ['empty', octets(), null],
    ['a PDF signature too short', octets(0x25, 0x50, 0x44, 0x46), null],
  ])('%s', (_, b, attendu) => expect(formatReel(b)).toBe(attendu));

  it('reads the entry names of the central directory', () => expect(entreesZip(XLSX)).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
});

describe('motifRefusFichier', () => {
  const f = (nom: string, typeDeclare: string, b: Uint8Array, taille = b.length) => ({ nom, typeDeclare, taille, octets: b });
  it.each([
    ['a real PDF', f('kbis.pdf', 'application/pdf', PDF), FORMATS_PIECES, null],
    ['a PNG', f('rib.PNG', 'image/png', PNG), FORMATS_PIECES, null],
    ['a JPEG named .jpg', f('rib.jpg', 'image/jpeg', JPEG), FORMATS_PIECES, null],
    ['a PNG renamed .pdf', f('kbis.pdf', 'application/pdf', PNG), FORMATS_PIECES, 'CONTENU'],
    ['a PDF declared as an image', f('kbis.pdf', 'image/png', PDF), FORMATS_PIECES, 'TYPE_DECLARE'],
    ['a .gif', f('logo.gif', 'image/gif', PNG), FORMATS_PIECES, 'EXTENSION'],
    ['no extension', f('kbis', 'application/pdf', PDF), FORMATS_PIECES, 'EXTENSION'],
    ['empty', f('kbis.pdf', 'application/pdf', octets()), FORMATS_PIECES, 'VIDE'],
    ['one byte over 10 Mo', f('kbis.pdf', 'application/pdf', PDF, TAILLE_MAX_FICHIER + 1), FORMATS_PIECES, 'TROP_VOLUMINEUX'],
    ['exactly 10 Mo', f('kbis.pdf', 'application/pdf', PDF, TAILLE_MAX_FICHIER), FORMATS_PIECES, null],
    ['an xlsx for the import', f('p.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX), FORMATS_IMPORT, null],
    ['a zip that is not a workbook, named .xlsx', f('p.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', DOCX), FORMATS_IMPORT, 'CONTENU'],
    ['a PDF for the import', f('p.pdf', 'application/pdf', PDF), FORMATS_IMPORT, 'EXTENSION'],
    ['a PNG as FIC', f('fic.png', 'image/png', PNG), FORMATS_FIC, 'EXTENSION'],
    ['a PDF as FIC, charset in the type', f('fic.pdf', 'application/pdf; charset=binary', PDF), FORMATS_FIC, null],
  ])('%s', (_, fichier, formats, attendu) => expect(motifRefusFichier(fichier, formats)).toBe(attendu));
});

describe('motifAvantEnvoi (the page, before any byte is sent)', () => {
  it.each([
    [{ name: 'a.pdf', size: 10 }, null],
    [{ name: 'a.pdf', size: TAILLE_MAX_FICHIER }, null],
    [{ name: 'a.pdf', size: TAILLE_MAX_FICHIER + 1 }, 'TROP_VOLUMINEUX'],
    [{ name: 'a.docx', size: 10 }, 'EXTENSION'],
    [{ name: 'A.JPG', size: 10 }, null],
    [{ name: 'a.pdf', size: 0 }, 'VIDE'],
  ])('%j → %s', (f, attendu) => expect(motifAvantEnvoi(f, FORMATS_PIECES)).toBe(attendu));
});


describe('nomFichierSur (issue 25 item 4)', () => {
  const octetsUtf8 = (s: string) => new TextEncoder().encode(s).length;

  it.each([
    ['Kbis société.pdf', 'Kbis société.pdf'],
    ['facture\u202Efdp.exe', 'facturefdp.exe'],
    ['a\u2066b\u2069c\u200e\u200f\u061c\u202a\u202b\u202c\u202d.pdf', 'abc.pdf'],
    ['ligne\r\nSet-Cookie: x.pdf', 'ligneSet-Cookie: x.pdf'],
    ['nul\u0000\u0085\u007f.png', 'nul.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\marie\\kbis.pdf', 'kbis.pdf'],
    ['dossier/', 'fichier'],
    ['..', 'fichier'],
    ['', 'fichier'],
    ['\u202E\u0007', 'fichier'],
    ['  espaces.pdf  ', 'espaces.pdf'],
    ['seul\ud800.pdf', 'seul.pdf'],
    ['😀 rapport.pdf', '😀 rapport.pdf'],
  ])('%j → %j', (nom, attendu) => {
    expect(nomFichierSur(nom)).toBe(attendu);
  });

  it.each([
    ['300 ASCII characters and .pdf', `${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
    ['256 characters', `${'b'.repeat(252)}.pdf`, `${'b'.repeat(251)}.pdf`],
    ['exactly 255 bytes', `${'c'.repeat(251)}.pdf`, `${'c'.repeat(251)}.pdf`],
    // é is 2 bytes: 125 of them (250 bytes) and '.pdf' (4) leave 1 byte, not enough for a 126th.
    ['two-byte characters', `${'é'.repeat(200)}.pdf`, `${'é'.repeat(125)}.pdf`],
    // 😀 is 4 bytes (two UTF-16 units): 62 of them (248 bytes) + '.pdf'.
    ['four-byte characters', `${'😀'.repeat(100)}.pdf`, `${'😀'.repeat(62)}.pdf`],
    ['an extension too long to keep', `nom.${'x'.repeat(300)}`, `nom.${'x'.repeat(251)}`],
  ])('%s: cut to 255 bytes before the extension', (_, nom, attendu) => {
    expect(nomFichierSur(nom)).toBe(attendu);
    expect(octetsUtf8(nomFichierSur(nom))).toBeLessThanOrEqual(255);
  });

  it('any name: at most 255 bytes, no control, bidirectional or path character, not empty, the same when cleaned again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('', '.pdf', '.png', '.jpeg'), (nom, ext) => {
        const sur = nomFichierSur(nom + ext);
        expect(octetsUtf8(sur)).toBeLessThanOrEqual(OCTETS_MAX_NOM_FICHIER);
        expect(sur).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/);
        expect(sur).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        expect(sur.length).toBeGreaterThan(0);
        expect(nomFichierSur(sur)).toBe(sur);
      }),
    );
  });

  it('a long name keeps its extension, so the file is still checked as what it says it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 300, maxLength: 400 }), fc.constantFrom('pdf', 'png', 'jpg', 'xlsx'), (nom, ext) => {
        fc.pre(!/[/\\.]/.test(nom) && nomFichierSur(nom) !== NOM_FICHIER_PAR_DEFAUT);
        expect(extension(nomFichierSur(`${nom}.${ext}`))).toBe(ext);
      }),
    );
  });
});
