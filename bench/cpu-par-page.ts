/**
 * Server CPU per page, for one or several builds measured turn about in the same minutes: the way
 * ADRs 0047, 0049, 0050 and 0051 compare a change with the commit before it on a shared machine,
 * where requests per second move with the neighbours' load but CPU time per request hardly does.
 *
 *   npm run build && node dist/bench/cpu-par-page.js [sous,ssc,spc]
 *   ROOTS=/path/to/old/checkout,/path/to/this/checkout node dist/bench/cpu-par-page.js sous
 *
 * Each root is a built checkout (its dist/ and build/): its server is started by its own harness,
 * given its own bench data (the subscription, health and provident scenarios' projets), then each
 * page is requested N times in a row, ROUNDS times, alternating roots and pages; the figure is the
 * server process's utime + stime (/proc, Linux) over those requests. Prints min and median per page.
 * N (default 60) and ROUNDS (default 4) come from the environment; BENCH_PROFILE_DIR works as in
 * run.ts. Not a test: nothing is asserted.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Scenario } from './harness';
import type { BenchContext } from './run';

type Groupe = (ctx: BenchContext) => Promise<Scenario[]>;

/** The measured pages: short name → [scenarios module, its group, the scenario's name]. */
const PAGES: Record<string, [string, string, string]> = {
  sous: ['souscription', 'souscriptionScenarios', 'SSR /souscription/ssc/:id'],
  ssc: ['sante', 'santeScenarios', 'SSR /ssc/garanties/:id (avec données)'],
  spc: ['prevoyance', 'prevoyanceScenarios', 'SSR /spc/garanties/:id (avec données)'],
};

const TICKS_PAR_SECONDE = 100;

/** utime + stime of a process, in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function cpuMs(pid: number): number {
  const champs = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(champs[11]) + Number(champs[12])) * 1000) / TICKS_PAR_SECONDE;
}

interface Serveur {
  racine: string;
  baseUrl: string;
  child: ChildProcess;
  cookie: string;
  urls: Record<string, string>;
  mesures: Record<string, number[]>;
}

async function demarrer(racine: string, port: number, pages: string[]): Promise<Serveur> {
  // Each root's own compiled harness, login and scenarios: the build under test sets up its data.
  const harness = (await import(join(racine, 'dist/bench/harness.js'))) as typeof import('./harness');
  const login = (await import(join(racine, 'dist/src/auth/dev-login-client.js'))) as typeof import('../src/auth/dev-login-client');
  const { baseUrl, child } = await harness.startApp(port);
  const cookie = await login.getSessionCookie(baseUrl, 'alice');
  const ctx: BenchContext = { baseUrl, bareUrl: '', bareNestUrl: '', cookie, pid: child.pid };
  const urls: Record<string, string> = {};
  for (const page of pages) {
    const [module, groupe, nom] = PAGES[page];
    const scenarios = await ((await import(join(racine, `dist/bench/scenarios/${module}.js`))) as Record<string, Groupe>)[groupe](ctx);
    const scenario = scenarios.find((s) => s.name === nom);
    if (!scenario) throw new Error(`${racine} : scénario « ${nom} » introuvable`);
    urls[page] = scenario.url;
  }
  return { racine, baseUrl, child, cookie, urls, mesures: {} };
}

async function demander(s: Serveur, url: string): Promise<void> {
  const r = await fetch(s.baseUrl + url, { headers: { cookie: s.cookie } });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`${s.racine} ${url} : ${r.status}`);
}

const mediane = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

async function main(): Promise<void> {
  const pages = (process.argv[2] ?? 'sous,ssc,spc').split(',').filter((p) => p in PAGES);
  const racines = (process.env.ROOTS ?? resolve(__dirname, '../..')).split(',');
  const n = Number(process.env.N ?? 60);
  const tours = Number(process.env.ROUNDS ?? 4);
  const serveurs: Serveur[] = [];
  try {
    for (const [i, racine] of racines.entries()) serveurs.push(await demarrer(racine, Number(process.env.BENCH_PORT ?? 3400) + i, pages));
    // Warm-up: JIT and caches of every page before anything counts.
    for (const s of serveurs) for (const url of Object.values(s.urls)) for (let i = 0; i < 40; i++) await demander(s, url);
    for (let tour = 0; tour < tours; tour++) {
      for (const s of serveurs) {
        for (const [page, url] of Object.entries(s.urls)) {
          const avant = cpuMs(s.child.pid!);
          for (let i = 0; i < n; i++) await demander(s, url);
          (s.mesures[page] ??= []).push((cpuMs(s.child.pid!) - avant) / n);
        }
      }
    }
    for (const s of serveurs) {
      const lignes = Object.entries(s.mesures).map(([page, v]) => `${page} : min ${Math.min(...v).toFixed(1)} ms, médiane ${mediane(v).toFixed(1)} ms`);
      console.log(`${s.racine} — CPU serveur par page (${tours} tours de ${n}) : ${lignes.join(' | ')}`);
    }
  } finally {
    for (const s of serveurs) s.child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
