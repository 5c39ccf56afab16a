import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF with poppler's pdftotext (installed by .ci/run), spaces collapsed. Without the
 * tool the test fails and says so: a test that read nothing must not pass.
 */
export function texteDuPdf(pdf: Buffer): string {
  if (spawnSync('pdftotext', ['-v']).error) {
    throw new Error('pdftotext est introuvable : ce test lit le texte du PDF. Installez poppler-utils (apt-get install poppler-utils, ou brew install poppler).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'pdf-texte-'));
  writeFileSync(join(dir, 'd.pdf'), pdf);
  return execFileSync('pdftotext', [join(dir, 'd.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
