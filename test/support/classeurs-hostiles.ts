/**
 * Hostile workbooks for the inspection's unit tests and the security suite (issue 25 item 2):
 * zip bombs built as compact buffers. A huge entry is one deflate block of a repeated chunk,
 * ended by a sync flush so the same bytes can follow themselves any number of times, then an empty
 * final block: 1 GB of sheet XML costs about a megabyte here, never a gigabyte. The zip is written
 * by hand (local headers, central directory, end record) so a central directory can lie.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export const MO = 1024 * 1024;

/** One entry: its bytes as stored (deflated or not), what the central directory declares. */
export interface EntreeBrute {
  nom: string;
  /** The bytes after the local header. */
  donnees: Buffer;
  /** 8 deflate, 0 stored. */
  methode: 0 | 8;
  crc: number;
  /** The uncompressed size the headers declare (a lying header declares less than the data inflates to). */
  taille: number;
}

/** A part as it is: deflated, with its true CRC and size. */
export function partie(nom: string, contenu: Buffer | string): EntreeBrute {
  const octets = Buffer.isBuffer(contenu) ? contenu : Buffer.from(contenu, 'utf8');
  return { nom, donnees: deflateRawSync(octets), methode: 8, crc: crc32(octets), taille: octets.length };
}

const blocs = new Map<string, Buffer>();
/** 1 MiB of `motif` as one non-final deflate block (sync flush: it may follow itself). */
function blocDe(motif: string): Buffer {
  let bloc = blocs.get(motif);
  if (!bloc) blocs.set(motif, (bloc = deflateRawSync(Buffer.alloc(MO, motif), { finishFlush: constants.Z_SYNC_FLUSH })));
  return bloc;
}

/**
 * A part of `taille` bytes made of `motif` repeated (rounded down to whole 1 MiB chunks), deflated
 * without ever holding it inflated. The CRC is not computed (nothing must inflate it to the end;
 * yauzl does not check CRCs).
 */
export function partieRepetee(nom: string, taille: number, motif = '\0', declaree = taille): EntreeBrute {
  const bloc = blocDe(motif);
  const n = Math.floor(taille / MO);
  const donnees = Buffer.concat([...Array.from({ length: n }, () => bloc), Buffer.from([0x03, 0x00])]);
  return { nom, donnees, methode: 8, crc: 0, taille: declaree };
}

/** The zip of these entries, headers written by hand (sizes as declared, no data descriptor). */
export function zipBrut(entrees: readonly EntreeBrute[]): Buffer {
  const locaux: Buffer[] = [];
  const centraux: Buffer[] = [];
  let offset = 0;
  for (const e of entrees) {
    const nom = Buffer.from(e.nom, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.methode, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x5021, 12); // 2020-01-01
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.donnees.length, 18);
    local.writeUInt32LE(e.taille, 22);
    local.writeUInt16LE(nom.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.methode, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5021, 14);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.donnees.length, 20);
    central.writeUInt32LE(e.taille, 24);
    central.writeUInt16LE(nom.length, 28);
    central.writeUInt32LE(offset, 42);
    locaux.push(local, nom, e.donnees);
    centraux.push(central, nom);
    offset += 30 + nom.length + e.donnees.length;
  }
  const repertoire = Buffer.concat(centraux);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entrees.length, 8);
  fin.writeUInt16LE(entrees.length, 10);
  fin.writeUInt32LE(repertoire.length, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locaux, repertoire, fin]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Participants" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const FEUILLE =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nom*</t></is></c><c r="B1" t="inlineStr"><is><t>Prénom*</t></is></c><c r="C1" t="inlineStr"><is><t>Date de naissance* (JJ/MM/AAAA)</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>DUPONT</t></is></c><c r="B2" t="inlineStr"><is><t>Marie</t></is></c><c r="C2" t="inlineStr"><is><t>14/07/1985</t></is></c></row></sheetData></worksheet>';

/** The parts of a minimal workbook with one participant; `remplacer` swaps parts by name. */
export function partiesClasseurMinimal(remplacer: readonly EntreeBrute[] = []): EntreeBrute[] {
  const base = [
    partie('[Content_Types].xml', CONTENT_TYPES),
    partie('_rels/.rels', RELS),
    partie('xl/workbook.xml', WORKBOOK),
    partie('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    partie('xl/worksheets/sheet1.xml', FEUILLE),
  ];
  return [...base.filter((b) => !remplacer.some((r) => r.nom === b.nom)), ...remplacer];
}

/** A minimal workbook plus these parts (or with these parts in place of its own). */
export const classeurAvec = (...parties: EntreeBrute[]): Buffer => zipBrut(partiesClasseurMinimal(parties));

/** A sheet row repeated: what a huge sheet inflates to. */
export const LIGNE_XML = '<row><c t="inlineStr"><is><t>DUPONT</t></is></c><c t="inlineStr"><is><t>Marie</t></is></c></row>';

/** Each bomb of issue 25 item 10 and the neighbours the inspection refuses, with the refusal's cause. */
export const BOMBES = {
  /** 1 GiB of sheet XML, honestly declared. */
  feuilleEnorme: () => classeurAvec(partieRepetee('xl/worksheets/sheet1.xml', 1024 * MO, LIGNE_XML)),
  /** 1 GiB of shared strings, honestly declared. */
  chainesPartageesEnormes: () => classeurAvec(partieRepetee('xl/sharedStrings.xml', 1024 * MO, '<si><t>DUPONT</t></si>')),
  /** One media entry of 1.1 GB of zeros (the "imported after 30 s at +2.2 GB"). */
  mediaEnorme: () => classeurAvec(partieRepetee('xl/media/image1.png', 1100 * MO)),
  /** 400 media entries of 20 MiB of zeros: 8 GB inflated in a zip of about 8 MB. */
  nombreuxMedias: () => classeurAvec(...Array.from({ length: 400 }, (_, i) => partieRepetee(`xl/media/image${i + 1}.png`, 20 * MO))),
  /** 90 media entries of 20 MiB (under the entry limit): refused for what they are. */
  quatreVingtDixMedias: () => classeurAvec(...Array.from({ length: 90 }, (_, i) => partieRepetee(`xl/media/image${i + 1}.png`, 20 * MO))),
  /** A sheet whose central directory declares 4 kB and whose data inflates to 1 GiB. */
  enTeteMenteur: () => classeurAvec(partieRepetee('xl/worksheets/sheet1.xml', 1024 * MO, LIGNE_XML, 4096)),
  /** A VBA project (what a .xlsm carries). */
  macro: () => classeurAvec(partie('xl/vbaProject.bin', Buffer.alloc(2048, 0xd0))),
  /** A link to another workbook. */
  lienExterne: () =>
    classeurAvec(
      partie(
        'xl/externalLinks/externalLink1.xml',
        '<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><externalBook r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></externalLink>',
      ),
    ),
} as const;

/** The template filled with `n` participants (exceljs), as a broker would. */
export async function modeleRempli(modele: Buffer, n: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(modele as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Participants')!;
  const lettres = (i: number) => String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26));
  for (let i = 0; i < n; i++) {
    const ligne = ws.getRow(i + 2);
    ligne.getCell(1).value = `NOM${lettres(i)}`;
    ligne.getCell(2).value = 'Marie';
    ligne.getCell(3).value = new Date(Date.UTC(1980, 0, 1 + i));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
