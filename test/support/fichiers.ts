/**
 * Real files for the upload suites: a PNG, workbooks made with exceljs, a zip that is not a
 * workbook (yazl), a file one byte over 10 Mo.
 */
import ExcelJS from 'exceljs';
import { ZipFile } from 'yazl';

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const TAILLE_MAX = 10_485_760;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A PDF-looking file of `taille` bytes (signature then padding). */
export function pdfDeTaille(taille: number): Buffer {
  const b = Buffer.alloc(taille, 0x20);
  b.write('%PDF-1.4\n');
  return b;
}

export async function zipSansClasseur(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('pas un classeur'), 'lisez-moi.txt');
  zip.addBuffer(Buffer.from('<Types/>'), '[Content_Types].xml');
  zip.end();
  const morceaux: Buffer[] = [];
  for await (const m of zip.outputStream) morceaux.push(m as Buffer);
  return Buffer.concat(morceaux);
}

/** A workbook whose 'Participants' sheet holds these rows under the template's headers. */
export async function classeur(lignes: unknown[][], entetes = ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Participants');
  ws.addRow(entetes);
  for (const l of lignes) ws.addRow(l);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function classeurVide(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Feuil1');
  return Buffer.from(await wb.xlsx.writeBuffer());
}
