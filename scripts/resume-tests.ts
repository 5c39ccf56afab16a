/**
 * What CI prints last: the tests that failed, and those that passed only when run again, read from
 * Jest's JSON reports (artifacts/jest-*.json). The suites' own logs come before and are long; a failed
 * run is then read from its end, where the names and first lines of the failures are (docs/adr/0085).
 *   node dist/scripts/resume-tests.js artifacts/jest-embedded.json artifacts/jest-browser.json …
 * Not a check: always exits 0; .ci/run decides from the suites' own exit codes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Assertion {
  fullName: string;
  status: string;
  failureMessages?: string[];
  invocations?: number;
  retryReasons?: string[];
}
interface RapportJest {
  testResults: { name: string; status: string; message?: string; assertionResults: Assertion[] }[];
}

/** Colours and stack frames out: the message and where it was thrown, in a few lines. */
const premieresLignes = (message: string, n: number): string[] =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '' && !/^\s+at .*(node_modules|node:internal|<anonymous>)/.test(l))
    .slice(0, n);

/** The lines to print for one run's report (`nom`: embedded, browser…). */
export function resumer(nom: string, rapport: RapportJest, racine: string, lignes = 6): string[] {
  const sortie: string[] = [];
  for (const fichier of rapport.testResults) {
    const chemin = relative(racine, fichier.name);
    const echecs = fichier.assertionResults.filter((a) => a.status === 'failed');
    // A suite that failed before its tests (a beforeAll, a syntax error) has no failed assertion.
    if (fichier.status === 'failed' && echecs.length === 0) sortie.push(`ÉCHEC [${nom}] ${chemin}`, ...premieresLignes(fichier.message ?? '', lignes).map((l) => `    ${l}`));
    for (const a of echecs) sortie.push(`ÉCHEC [${nom}] ${chemin} › ${a.fullName}`, ...premieresLignes(a.failureMessages?.join('\n') ?? '', lignes).map((l) => `    ${l}`));
    for (const a of fichier.assertionResults.filter((x) => x.status === 'passed' && (x.invocations ?? 1) > 1)) {
      sortie.push(`REJOUÉ [${nom}] ${chemin} › ${a.fullName} (réussi au passage ${a.invocations})`, ...premieresLignes(a.retryReasons?.join('\n') ?? '', lignes).map((l) => `    ${l}`));
    }
  }
  return sortie;
}

if (require.main === module) {
  const racine = process.cwd();
  for (const fichier of process.argv.slice(2)) {
    const nom = fichier.replace(/^.*jest-|\.json$/g, '');
    if (!existsSync(fichier)) {
      console.log(`[${nom}] pas de rapport (${fichier})`);
      continue;
    }
    const lignes = resumer(nom, JSON.parse(readFileSync(fichier, 'utf8')) as RapportJest, racine);
    console.log(lignes.length ? lignes.join('\n') : `[${nom}] aucun échec, rien de rejoué`);
  }
}
