/**
 * `npm run bench [-- filter]`: starts the built server (embedded parts unless DATABASE_URL / REDIS_URL are
 * set), signs in a demo broker through the built-in provider, and measures every scenario of
 * bench/scenarios/*, printing requests/s, latency percentiles and ratios measured in this run.
 * Each business area adds its file to bench/scenarios and lists it below.
 */
import { getSessionCookie } from '../src/auth/dev-login-client';
import { alternatingRatio, borne, measure, printResults, startApp, startBareNest, startBareServer, type Result, type Scenario } from './harness';
import { PLANCHER, platformScenarios } from './scenarios/platform';
import { prevoyanceScenarios } from './scenarios/prevoyance';
import { projetsScenarios } from './scenarios/projets';
import { entrepriseScenarios } from './scenarios/entreprise';
import { santeScenarios } from './scenarios/sante';
import { souscriptionScenarios } from './scenarios/souscription';
import { dueScenarios } from './scenarios/due';
import { signatureScenarios } from './scenarios/signature';
import { televersementsScenarios } from './scenarios/televersements';
import { historiqueScenarios } from './scenarios/historique';
import { evenementsScenarios } from './scenarios/evenements';
import { espaceScenarios } from './scenarios/espace';

export interface BenchContext {
  baseUrl: string;
  bareUrl: string;
  /** A bare Nest application's one route (the framework's floor). */
  bareNestUrl: string;
  /** Page session cookie of alice (DIST-A); sessions outlive the 60 s access tokens. */
  cookie: string;
  /** The server process (memory measurements). */
  pid?: number;
}

export type ScenarioGroup = (ctx: BenchContext) => Promise<Scenario[]>;

const GROUPS: Record<string, ScenarioGroup> = {
  platform: platformScenarios,
  entreprise: entrepriseScenarios,
  sante: santeScenarios,
  prevoyance: prevoyanceScenarios,
  projets: projetsScenarios,
  souscription: souscriptionScenarios,
  due: dueScenarios,
  signature: signatureScenarios,
  televersements: televersementsScenarios,
  historique: historiqueScenarios,
  evenements: evenementsScenarios,
  espace: espaceScenarios,
};

async function main(): Promise<void> {
  // `npm run bench -- sante,prevoyance`: the named groups (and the platform's reference points).
  const filters = process.argv[2]?.split(',').filter(Boolean) ?? [];
  const port = Number(process.env.BENCH_PORT ?? 3190);
  const bare = await startBareServer();
  const nest = await startBareNest();
  const { baseUrl, child } = await startApp(port);
  try {
    const cookie = await getSessionCookie(baseUrl, 'alice');
    const ctx: BenchContext = { baseUrl, bareUrl: bare.url, bareNestUrl: nest.url, cookie, pid: child.pid };
    const scenarios: Scenario[] = [];
    for (const [name, group] of Object.entries(GROUPS)) {
      if (!filters.length || name === 'platform' || filters.some((f) => name.includes(f))) scenarios.push(...(await group(ctx)));
    }
    const results: Result[] = [];
    // BENCH_SCENARIO=texte keeps only the scenarios whose name holds it (e.g. to profile one page).
    const seul = process.env.BENCH_SCENARIO;
    for (const s of scenarios.filter((x) => !seul || x.name.includes(seul) || scenarios.some((y) => y.baseline === x.name && y.name.includes(seul)))) {
      // Warm-up so JIT and caches do not count against the first scenario.
      if (!s.custom) await measure(baseUrl, { ...s, duration: 2, rate: undefined });
      const r = await measure(baseUrl, s);
      const base = s.baseline && !s.rate ? scenarios.find((x) => x.name === s.baseline) : undefined;
      if (base) r.ratio = await alternatingRatio(baseUrl, s, base);
      results.push(r);
      console.log(`${s.name}: ${Math.round(r.rps)} req/s, p50 ${borne(r, r.p50)} ms, p99 ${borne(r, r.p99)} ms, erreurs ${r.errors + r.non2xx}`);
    }
    await noOpEnFinDeRun(baseUrl, scenarios, results);
    printResults(scenarios, results);
    // An answer that is not the one expected makes the figure meaningless: the run fails.
    const enErreur = results.filter((r) => r.errors + r.non2xx > 0);
    if (enErreur.length) {
      console.error(`Scénarios en erreur (aucun débit retenu) : ${enErreur.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    // autocannon stops at its duration without waiting for its last answers: let the server end
    // them before it shuts down, or they fail on a database already closed (noise in the output).
    await new Promise((ok) => setTimeout(ok, 2000));
    child.kill('SIGTERM');
    bare.server.close();
    await nest.close();
  }
}

/**
 * The signed-in no-op is the first scenario of the run, measured while the process is still cold
 * (2 s of warm-up only): measured again at the end, warm, against node:http and, when it ran, the
 * pricing call and the floor (liveness), each turn about (issue 30: was the session path dearer than the pricing engine?).
 */
async function noOpEnFinDeRun(baseUrl: string, scenarios: Scenario[], results: Result[]): Promise<void> {
  const moi = scenarios.find((x) => x.name === 'GET /api/moi (connecté)');
  const bonjour = scenarios.find((x) => x.name === moi?.baseline);
  if (!moi || !bonjour || !results.some((r) => r.name === moi.name)) return;
  const fin: Scenario = { ...moi, name: `${moi.name}, en fin de run` };
  const r = await measure(baseUrl, fin);
  r.ratio = await alternatingRatio(baseUrl, fin, bonjour);
  scenarios.push(fin);
  results.push(r);
  console.log(`${fin.name}: ${Math.round(r.rps)} req/s, ${r.ratio.toFixed(2)} × ${bonjour.name}, erreurs ${r.errors + r.non2xx}`);
  const plancher = scenarios.find((x) => x.name === PLANCHER);
  if (plancher) console.log(`${fin.name}: ${(await alternatingRatio(baseUrl, fin, plancher)).toFixed(2)} × ${plancher.name} (tour à tour)`);
  const tarif = scenarios.find((x) => x.name === 'POST /api/sante/tarifer');
  if (tarif && results.some((x) => x.name === tarif.name)) {
    console.log(`${fin.name}: ${(await alternatingRatio(baseUrl, fin, tarif)).toFixed(2)} × ${tarif.name} (tour à tour)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
