import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF with poppler's pdftotext (installed by .ci/run), spaces collapsed; null when the
 * tool is absent (the structural checks still run).
 */
export function texteDuPdf(pdf: Buffer): string | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pdf-texte-'));
  writeFileSync(join(dir, 'd.pdf'), pdf);
  return execFileSync('pdftotext', [join(dir, 'd.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
