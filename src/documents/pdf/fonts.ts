import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Liberation Sans (SIL OFL, committed in assets/fonts). The PDF standard Helvetica only knows
 * WinAnsi: the narrow no-break space that Intl puts in French amounts ("1 234,56 €") prints
 * as "/". An embedded TrueType font (subset by pdfkit) prints every character we use.
 */
export const FONT_FILES = {
  regular: 'LiberationSans-Regular.ttf',
  bold: 'LiberationSans-Bold.ttf',
  italic: 'LiberationSans-Italic.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;

let cache: Record<FontName, Buffer> | undefined;

/** assets/fonts is found from src/documents/pdf (tests) and dist/src/documents/pdf (built app). */
function fontsDir(): string {
  let dir = __dirname;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, FONT_FILES.regular))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`PDF fonts not found (assets/fonts/${FONT_FILES.regular}) above ${__dirname}`);
}

/** Read once per process. */
export function loadFonts(): Record<FontName, Buffer> {
  if (!cache) {
    const dir = fontsDir();
    cache = {
      regular: readFileSync(join(dir, FONT_FILES.regular)),
      bold: readFileSync(join(dir, FONT_FILES.bold)),
      italic: readFileSync(join(dir, FONT_FILES.italic)),
    };
  }
  return cache;
}
