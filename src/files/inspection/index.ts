import type { FormatFichier } from '../../domain/souscription/fichiers';
import { jpegLisible, pngLisible } from './images';
import { inspecterPdf } from './pdf';

/**
 * Why the bytes of an uploaded file are refused once its magic bytes matched its format, or null:
 * - ILLISIBLE: it does not parse as that format (a PDF/HTML polyglot, a truncated PNG, an image
 *   whose dimensions are a decompression bomb, a PDF that cannot be inspected);
 * - CONTENU_ACTIF: a PDF carrying active content (JavaScript, Launch, embedded files, XFA…).
 * Server only (the pages check extension and size; src/domain/souscription/fichiers.ts). What is
 * refused and why, and what it costs: ADR 0056.
 */
export type MotifContenu = 'ILLISIBLE' | 'CONTENU_ACTIF';

export async function inspecterContenu(format: FormatFichier, octets: Uint8Array): Promise<MotifContenu | null> {
  switch (format) {
    case 'pdf':
      return inspecterPdf(octets);
    case 'png':
      return pngLisible(octets) ? null : 'ILLISIBLE';
    case 'jpeg':
      return jpegLisible(octets) ? null : 'ILLISIBLE';
    case 'xlsx':
      return null; // workbooks are inspected before the import reads them (their zip, issue 25 item 2)
  }
}
