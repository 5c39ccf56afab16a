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

/**
 * A real one-page PDF of exactly `taille` bytes (a valid structure, its content stream padded with
 * spaces): uploads are parsed before they are kept, so a signature followed by padding is refused.
 */
export function pdfDeTaille(taille: number): Buffer {
  const objets = (longueur: number) => [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${longueur} >>\nstream\n${' '.repeat(longueur)}\nendstream`,
  ];
  const assembler = (longueur: number): string => {
    let texte = '%PDF-1.4\n';
    const positions: number[] = [];
    objets(longueur).forEach((corps, i) => {
      positions.push(texte.length);
      texte += `${i + 1} 0 obj\n${corps}\nendobj\n`;
    });
    const xref = texte.length;
    texte += `xref\n0 5\n0000000000 65535 f \n${positions.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('')}`;
    return `${texte}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  };
  // The padding's length is written in the file: adjust until the whole is exactly `taille`.
  let longueur = Math.max(0, taille - assembler(0).length);
  for (let i = 0; i < 5 && assembler(longueur).length !== taille; i++) longueur = Math.max(0, longueur + taille - assembler(longueur).length);
  const pdf = assembler(longueur);
  if (pdf.length !== taille) throw new Error(`pdfDeTaille : ${taille} octets impossibles (minimum ${assembler(0).length})`);
  return Buffer.from(pdf, 'latin1');
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
