import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ZipFile } from 'yazl';
import { contentDisposition } from '../../files/content-disposition';

/** 'Étude.pdf', 'Étude (2).pdf'…: two documents of one archive never share a name. */
export function nomsUniques(noms: readonly string[]): string[] {
  const pris = new Set<string>();
  return noms.map((nom) => {
    // The same removal of bidirectional formatting as the download's Content-Disposition: one name, alone or in the zip.
    const propre = nom.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim() || 'document';
    let candidat = propre;
    const point = propre.lastIndexOf('.');
    const [base, ext] = point > 0 ? [propre.slice(0, point), propre.slice(point)] : [propre, ''];
    for (let n = 2; pris.has(candidat.toLowerCase()); n++) candidat = `${base} (${n})${ext}`;
    pris.add(candidat.toLowerCase());
    return candidat;
  });
}

/** A document of an archive: its name, its exact size, and how to read its bytes when its turn comes. */
export interface EntreeArchive {
  nom: string;
  taille: number;
  lire(): Promise<Buffer>;
}

/** A zip being written: its exact length (known before the first byte) and its bytes as they come. */
export interface ArchiveZip {
  taille: number;
  flux: Readable;
}

/**
 * A zip of a kit's documents (yazl), streamed: each document is read when the zip reaches it, so one
 * document at a time is in memory whatever the kit's size (issue 25: a 12-participant kit has 25
 * documents). Entries are stored, not deflated (PDFs are compressed already), of known sizes, so the
 * zip's length is known before its first byte: an answer cut short (a document that cannot be read
 * mid-way) is seen as incomplete, never a zip that looks complete. Dated `date`: equal inputs give
 * equal bytes.
 */
export function zipEnFlux(entrees: readonly EntreeArchive[], date: Date): ArchiveZip {
  const zip = new ZipFile();
  const noms = nomsUniques(entrees.map((e) => e.nom));
  const flux = zip.outputStream as unknown as Readable;
  // A document that cannot be read, or whose size is not the one announced: the stream fails.
  zip.on('error', (err: Error) => flux.destroy(err));
  entrees.forEach((e, i) =>
    zip.addReadStreamLazy(noms[i], { mtime: date, compress: false, size: e.taille }, (cb) => {
      e.lire().then(
        (bytes) => cb(null, Readable.from([bytes])),
        (err: unknown) => cb(err, undefined as unknown as NodeJS.ReadableStream),
      );
    }),
  );
  let taille = -1;
  // Stored entries of known sizes: yazl computes the final length at end(), before writing it.
  (zip.end as (options: object, callback: (total: number) => void) => void).call(zip, {}, (total: number) => (taille = total));
  if (taille < 0) throw new Error("Taille de l'archive inconnue");
  return { taille, flux };
}

/** Writes the zip as a download, as it is made; a failure mid-way cuts the answer short (Content-Length unmet). */
export function envoyerZip(res: Response, nom: string, archive: ArchiveZip): Promise<void> {
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Length', String(archive.taille));
  res.setHeader('Content-Disposition', contentDisposition(nom));
  res.setHeader('Cache-Control', 'no-store');
  return pipeline(archive.flux, res).catch(() => undefined);
}
