import { ZipFile } from 'yazl';

export interface FichierArchive {
  nom: string;
  bytes: Buffer;
}

/** 'Étude.pdf', 'Étude (2).pdf'…: two documents of one archive never share a name. */
export function nomsUniques(noms: readonly string[]): string[] {
  const pris = new Set<string>();
  return noms.map((nom) => {
    const propre = nom.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'document';
    let candidat = propre;
    const point = propre.lastIndexOf('.');
    const [base, ext] = point > 0 ? [propre.slice(0, point), propre.slice(point)] : [propre, ''];
    for (let n = 2; pris.has(candidat.toLowerCase()); n++) candidat = `${base} (${n})${ext}`;
    pris.add(candidat.toLowerCase());
    return candidat;
  });
}

/**
 * A zip of a kit's documents (yazl), in memory: kits are a few PDFs of some hundred KB. Entries are
 * stored, not deflated (PDFs are compressed already), dated `date` so equal inputs give equal bytes.
 */
export function zipper(fichiers: readonly FichierArchive[], date: Date): Promise<Buffer> {
  const zip = new ZipFile();
  const noms = nomsUniques(fichiers.map((f) => f.nom));
  fichiers.forEach((f, i) => zip.addBuffer(f.bytes, noms[i], { mtime: date, compress: false }));
  zip.end();
  return new Promise<Buffer>((resolve, reject) => {
    const morceaux: Buffer[] = [];
    zip.outputStream.on('data', (m: Buffer) => morceaux.push(m));
    zip.outputStream.on('end', () => resolve(Buffer.concat(morceaux)));
    zip.outputStream.on('error', reject);
  });
}
