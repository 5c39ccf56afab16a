import type { FormatFichier } from '../../domain/souscription/fichiers';

/**
 * Why the bytes of an uploaded file are refused once its magic bytes matched its format, or null:
 * - ILLISIBLE: it does not parse as that format (a PDF/HTML polyglot, a truncated PNG);
 * - CONTENU_ACTIF: a PDF carrying active content (JavaScript, Launch, embedded files, XFA…).
 * Server only (the pages check extension and size; src/domain/souscription/fichiers.ts).
 */
export type MotifContenu = 'ILLISIBLE' | 'CONTENU_ACTIF';

export async function inspecterContenu(_format: FormatFichier, _octets: Uint8Array): Promise<MotifContenu | null> {
  return null; // filled by the inspection work (issue 25 item 3)
}
