import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const ROOT = __dirname;
const SRC = join(ROOT, 'src') + sep;
const DOMAIN = join(ROOT, 'src', 'domain') + sep;
const DIST_PLACEHOLDER = '__collectif_dist__/';

/**
 * The boundary between pages and the Nest back end.
 *
 * - Browser build: only `src/domain` (pure, universal code) may be reached from client/. Anything
 *   else under src/ is server code and fails the build (the ESLint rule says the same earlier).
 * - Server build: `client/**\/*.server.ts` files may import Nest services for loaders. Those imports
 *   are NOT bundled: they point at the compiled `dist/src/**.js`, the very modules the running Nest
 *   process already loaded, so `context.nest.get(SomeService)` receives the same class object
 *   (a bundled copy would be a different class and Nest could not find it).
 * - The server build is an ES module inside a CommonJS package: a package.json with
 *   "type": "module" is written next to it so Node loads build/server/*.js as ESM.
 */
function serverBoundary(): Plugin {
  let isSsrBuild = false;
  return {
    name: 'collectif:server-boundary',
    enforce: 'pre',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0') || source.startsWith('virtual:')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const file = resolved.id.split('?')[0];
      if (!file.startsWith(SRC) || file.startsWith(DOMAIN)) return null;
      const from = relative(ROOT, importer);
      if (!options?.ssr) {
        this.error(`${from} importe ${relative(ROOT, file)} : seul src/domain peut être utilisé par les pages dans le navigateur.`);
      }
      if (!/\.tsx?$/.test(file)) this.error(`${from} importe ${relative(ROOT, file)} : module serveur inattendu.`);
      // Kept as a placeholder, made relative to each output chunk in renderChunk.
      const compiled = relative(ROOT, file).split(sep).join('/').replace(/\.tsx?$/, '.js');
      return { id: `${DIST_PLACEHOLDER}${compiled}`, external: 'absolute' };
    },
    renderChunk(code, chunk, output) {
      if (!code.includes(DIST_PLACEHOLDER) || !output.dir) return null;
      const fromDir = dirname(join(output.dir, chunk.fileName));
      let toDist = relative(fromDir, join(ROOT, 'dist')).split(sep).join('/');
      if (!toDist.startsWith('.')) toDist = `./${toDist}`;
      return { code: code.split(DIST_PLACEHOLDER).join(`${toDist}/`), map: null };
    },
    writeBundle(output) {
      if (!isSsrBuild || !output.dir) return;
      mkdirSync(output.dir, { recursive: true });
      writeFileSync(join(output.dir, 'package.json'), '{ "type": "module" }\n');
    },
  };
}

/**
 * React Aria's date field builds the locale's calendar with `createCalendar`, which reaches every
 * calendar system (Hebrew, Islamic, Japanese…, ≈ 3 KB gzip). The pages are French only (root.tsx
 * sets fr-FR), so their calendar is always the Gregorian one.
 */
function gregorianCalendarOnly(): Plugin {
  const ID = '\0collectif:calendrier-gregorien';
  let gregorian = '';
  return {
    name: 'collectif:gregorian-calendar',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './private/createCalendar.mjs' || !importer || !/[\\/]@internationalized[\\/]date[\\/]dist[\\/]index\.mjs$/.test(importer)) return null;
      gregorian = join(dirname(importer), 'private', 'calendars', 'GregorianCalendar.mjs');
      return ID;
    },
    load(id) {
      if (id !== ID) return null;
      return `import { GregorianCalendar } from ${JSON.stringify(gregorian)};\nexport function createCalendar() { return new GregorianCalendar(); }\n`;
    },
  };
}

export default defineConfig({
  root: ROOT,
  // React Aria ships every locale's widget strings; the pages are French only (root.tsx sets fr-FR).
  plugins: [serverBoundary(), gregorianCalendarOnly(), { ...optimizeLocales.vite({ locales: ['fr-FR'] }), enforce: 'pre' }, reactRouter()],
  build: { target: 'es2022', sourcemap: false },
});
