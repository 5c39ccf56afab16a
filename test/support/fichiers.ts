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

/** A part of a multipart body: a text field, or a file of `taille` PDF-looking bytes (generated) or of `octets`. */
export type PartieMultipart = { champ: string; valeur: string } | { champ: string; nom: string; type: string; taille?: number; octets?: Buffer };

const MORCEAU = 64 * 1024;

/**
 * A multipart/form-data body as a stream: file parts of `taille` bytes are generated 64 Ko at a
 * time (a well-formed PDF padded with spaces, pdfValideEnParties), so 300 Mo are sent without
 * being held in the test.
 */
export function corpsMultipart(parties: readonly PartieMultipart[]): { contentType: string; longueur: number; flux: () => AsyncGenerator<Buffer> } {
  const frontiere = `----televersement${Math.random().toString(16).slice(2)}`;
  const entete = (p: PartieMultipart) =>
    Buffer.from(
      'valeur' in p
        ? `--${frontiere}\r\nContent-Disposition: form-data; name="${p.champ}"\r\n\r\n${p.valeur}\r\n`
        : `--${frontiere}\r\nContent-Disposition: form-data; name="${p.champ}"; filename="${p.nom}"\r\nContent-Type: ${p.type}\r\n\r\n`,
    );
  const tailleFichier = (p: PartieMultipart) => ('valeur' in p ? 0 : (p.octets?.length ?? p.taille ?? 0));
  const fin = Buffer.from(`--${frontiere}--\r\n`);
  const longueur = parties.reduce((n, p) => n + entete(p).length + tailleFichier(p) + ('valeur' in p ? 0 : 2), fin.length);
  async function* flux(): AsyncGenerator<Buffer> {
    const espaces = Buffer.alloc(MORCEAU, 0x20);
    for (const p of parties) {
      yield entete(p);
      if ('valeur' in p) continue;
      if (p.octets) yield p.octets;
      else {
        const taille = p.taille ?? 0;
        // A real PDF when there is room for one, else only its signature.
        const pdf = taille >= 600 ? pdfValideEnParties(taille) : { debut: Buffer.from('%PDF-1.4\n').subarray(0, taille), espaces: Math.max(0, taille - 9), fin: Buffer.alloc(0) };
        yield pdf.debut;
        for (let envoye = 0; envoye < pdf.espaces; envoye += MORCEAU) yield espaces.subarray(0, Math.min(MORCEAU, pdf.espaces - envoye));
        yield pdf.fin;
      }
      yield Buffer.from('\r\n');
    }
    yield fin;
  }
  return { contentType: `multipart/form-data; boundary=${frontiere}`, longueur, flux };
}

export interface ReponseEnvoi {
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  body: { message?: string; code?: string; [k: string]: unknown };
  /** Bytes of the body the server took before it answered (what the client had written). */
  envoyes: number;
  dureeMs: number;
}

/**
 * POSTs a streamed multipart body with Node's own client and gives the answer; rejects when the
 * connection is reset before an answer arrived (the refusal must reach the client). Stops sending
 * once the answer is in.
 */
export async function posterMultipart(url: string, chemin: string, autorisation: string, corps: ReturnType<typeof corpsMultipart>): Promise<ReponseEnvoi> {
  const http = await import('node:http');
  const { Readable } = await import('node:stream');
  const cible = new URL(chemin, url);
  const debut = performance.now();
  return new Promise<ReponseEnvoi>((resolve, reject) => {
    let envoyes = 0;
    const req = http.request(cible, { method: 'POST', headers: { Authorization: autorisation, 'Content-Type': corps.contentType, 'Content-Length': String(corps.longueur) } });
    req.on('error', (err) => reject(err));
    req.on('response', (res) => {
      const morceaux: Buffer[] = [];
      res.on('data', (m: Buffer) => morceaux.push(m));
      res.on('end', () => {
        const texte = Buffer.concat(morceaux).toString('utf8');
        let body: ReponseEnvoi['body'] = {};
        try {
          body = JSON.parse(texte) as ReponseEnvoi['body'];
        } catch {
          body = { message: texte };
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, envoyes, dureeMs: performance.now() - debut });
        source.destroy();
        req.destroy();
      });
    });
    const source = Readable.from(corps.flux());
    source.on('data', (m: Buffer) => (envoyes += m.length));
    source.pipe(req);
  });
}

/**
 * A well-formed PDF of exactly `taille` bytes (at least 600): one blank page whose content stream
 * is `taille` minus the structure of spaces. Given as its start, the number of spaces and its end,
 * so a stream can send 10 Mo of it without holding them (corpsMultipart).
 */
export function pdfValideEnParties(taille: number): { debut: Buffer; espaces: number; fin: Buffer } {
  const objets = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'];
  const construire = (espaces: number) => {
    let debut = '%PDF-1.4\n';
    const offsets: number[] = [];
    objets.forEach((o, i) => {
      offsets.push(debut.length);
      debut += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    offsets.push(debut.length);
    debut += `4 0 obj\n<< /Length ${espaces} >>\nstream\n`;
    const apresFlux = debut.length + espaces;
    let fin = '\nendstream\nendobj\n';
    const xref = apresFlux + fin.length;
    fin += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return { debut: Buffer.from(debut), espaces, fin: Buffer.from(fin) };
  };
  // The numbers written depend on the spaces: a few rounds settle them.
  let espaces = taille - 500;
  for (let i = 0; i < 5; i++) {
    const p = construire(espaces);
    const ecart = taille - (p.debut.length + p.espaces + p.fin.length);
    if (ecart === 0) return p;
    espaces += ecart;
  }
  throw new Error(`PDF de ${taille} octets impossible à construire`);
}

/**
 * A real one-page PDF of exactly `taille` bytes (at least 600), whole: uploads are parsed before they
 * are kept, so a signature followed by padding is refused.
 */
export function pdfDeTaille(taille: number): Buffer {
  const p = pdfValideEnParties(taille);
  return Buffer.concat([p.debut, Buffer.alloc(p.espaces, 0x20), p.fin]);
}
