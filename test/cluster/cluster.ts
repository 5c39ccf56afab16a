/**
 * The application as it runs when it outgrows one process (README 'More than one process'): API
 * processes without workers (RUN_WORKER=false) and worker processes (`npm run worker`) on one
 * PostgreSQL and one Redis, behind HAProxy with the committed configuration (deploy/haproxy.cfg).
 *
 *   const c = await demarrerCluster();            // 2 API + 2 workers + HAProxy, a fresh database
 *   await fetch(`${c.baseUrl}/api/health`);        // through the proxy
 *   await c.redemarrer('api1');                   // SIGTERM, exit 0 expected, started again, ready
 *   await c.arreter();
 *
 * Needs TEST_DATABASE_URL, TEST_REDIS_URL and the haproxy binary (Debian's package; .ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { createDatabase, dropDatabase, freePort, LIMITES_HAUTES, startSmtp, waitHealthy } from '../support/services';

// The project's root, from test/cluster (jest) or from dist/test/cluster (npm run bench:cluster).
const RACINE = resolve(__dirname, __dirname.split(sep).includes('dist') ? '../../..' : '../..');

export type NomProcessus = 'api1' | 'api2' | 'worker1' | 'worker2';

export interface Processus {
  nom: NomProcessus | 'haproxy';
  child: ChildProcess;
  /** What it wrote so far (JSON log lines for the application's processes). */
  sortie: () => string;
}

export interface Cluster {
  /** The proxy's address: the only one a browser or a test talks to. */
  baseUrl: string;
  /** Each API process's own address (for a test that must reach one process). */
  apis: Record<'api1' | 'api2', string>;
  /** Each worker's own metrics address (GET /metrics, bearer `jetonMetriques`). */
  metriquesWorkers: Record<'worker1' | 'worker2', string>;
  jetonMetriques: string;
  databaseUrl: string;
  mailDir: string;
  smtpUrl: string;
  dataDir: string;
  processus: () => Processus[];
  /** SIGTERM to one process, its exit code, then the same process started again and ready. */
  redemarrer: (nom: NomProcessus) => Promise<number | null>;
  /** A command to the proxy's runtime API (e.g. `disable server api/api2`), its answer. */
  proxy: (commande: string) => Promise<string>;
  /** SIGKILL to one process (a crash), without restarting it. */
  tuer: (nom: NomProcessus) => Promise<void>;
  arreter: () => Promise<void>;
}

export const haproxyDisponible = (): boolean => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

function lancer(nom: Processus['nom'], commande: string, args: string[], env: NodeJS.ProcessEnv): Processus {
  let log = '';
  const child = spawn(commande, args, { cwd: RACINE, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-200_000)));
  child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-200_000)));
  return { nom, child, sortie: () => log };
}

const fin = (p: Processus) => new Promise<number | null>((ok) => (p.child.exitCode !== null || p.child.signalCode !== null ? ok(p.child.exitCode) : p.child.once('exit', (code) => ok(code))));

/** One command to HAProxy's runtime API (`show stat`, `disable server api/api2`…), its answer. */
function commandeProxy(socket: string, commande: string): Promise<string> {
  return new Promise((ok, ko) => {
    let reponse = '';
    const s = createConnection(socket, () => s.end(`${commande}\n`));
    s.on('data', (d: Buffer) => (reponse += d.toString()));
    s.on('error', ko);
    s.on('end', () => ok(reponse));
  });
}

/** What HAProxy's runtime API says of each API process: 'UP', 'DOWN', 'UP 1/2' (rising), 'MAINT'… */
function etatsProxy(socket: string): Promise<Record<string, string>> {
  return commandeProxy(socket, 'show stat').then((csv) => {
    const [entete, ...lignes] = csv.replace(/^# /, '').trim().split('\n');
    const colonnes = entete.split(',');
    const [px, sv, statut] = ['pxname', 'svname', 'status'].map((c) => colonnes.indexOf(c));
    return Object.fromEntries(lignes.map((l) => l.split(',')).filter((c) => c[px] === 'api').map((c) => [c[sv], c[statut]]));
  });
}

/** Waits until the proxy routes to every API process (HAProxy's checks need `rise` successes first). */
async function attendreProxy(baseUrl: string, haproxy: Processus): Promise<void> {
  const limite = Date.now() + 60_000;
  let suite = 0;
  while (Date.now() < limite) {
    if (haproxy.child.exitCode !== null) throw new Error(`HAProxy s'est arrêté : ${haproxy.sortie()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    suite = ok ? suite + 1 : 0;
    // Round robin over two processes: six answers in a row from the proxy mean both are in.
    if (suite >= 6) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Le proxy ne répond pas : ${haproxy.sortie()}`);
}

/** `env`: settings over the cluster's own for every application process (a benchmark's LOG_LEVEL). */
export async function demarrerCluster(options: { env?: NodeJS.ProcessEnv } = {}): Promise<Cluster> {
  const admin = process.env.TEST_DATABASE_URL;
  const redis = process.env.TEST_REDIS_URL;
  if (!admin || !redis) throw new Error('Le cluster demande TEST_DATABASE_URL et TEST_REDIS_URL');
  if (!haproxyDisponible()) throw new Error('Le cluster demande HAProxy (paquet Debian haproxy)');

  const databaseUrl = await createDatabase(admin, 'collectif_cluster');
  const dataDir = mkdtempSync(join(tmpdir(), 'collectif-cluster-'));
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtp(mailDir);
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  const [proxyPort, port1, port2, portW1, portW2] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  const jetonMetriques = 'jeton-metriques-du-cluster-0123456789';
  const baseUrl = `http://localhost:${proxyPort}`;
  const commun: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    // Links in e-mails and the CSRF origin are the proxy's: the address brokers use.
    PUBLIC_URL: baseUrl,
    // The proxy is on this machine: its X-Forwarded-For and X-Request-Id are believed.
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis,
    // Queues of their own: the suites of the same run share this Redis.
    QUEUE_PREFIX: databaseUrl.split('/').pop(),
    SMTP_URL: smtpUrl,
    ...LIMITES_HAUTES,
    // Longer than HAProxy's detection (2 checks × 500 ms): a stopping process gets no new request.
    SHUTDOWN_READINESS_DELAY_MS: '1500',
    METRICS_TOKEN: jetonMetriques,
    // A killed worker's job goes to the other one after about this long (30 s by default).
    JOBS_LOCK_MS: '5000',
    ...options.env,
  };
  const envApi = (port: number): NodeJS.ProcessEnv => ({ ...commun, PORT: String(port), RUN_WORKER: 'false' });
  const main = join(RACINE, 'dist/src/main.js');
  const worker = join(RACINE, 'dist/src/worker.js');
  const fabriques: Record<NomProcessus, () => Processus> = {
    api1: () => lancer('api1', process.execPath, [main], envApi(port1)),
    api2: () => lancer('api2', process.execPath, [main], envApi(port2)),
    worker1: () => lancer('worker1', process.execPath, [worker], { ...commun, METRICS_PORT: String(portW1) }),
    worker2: () => lancer('worker2', process.execPath, [worker], { ...commun, METRICS_PORT: String(portW2) }),
  };
  const apis = { api1: `http://127.0.0.1:${port1}`, api2: `http://127.0.0.1:${port2}` };
  // All four at once: the migrations run once, under their advisory lock.
  const actifs = new Map<NomProcessus, Processus>(Object.entries(fabriques).map(([nom, f]) => [nom as NomProcessus, f()]));
  const pret = async (nom: NomProcessus, p: Processus) => {
    if (nom === 'api1' || nom === 'api2') return waitHealthy(apis[nom], p.child, () => p.sortie().slice(-4000));
    // A worker has no HTTP: it is ready once its queues are consumed (its log says so), or it died.
    const limite = Date.now() + 60_000;
    while (Date.now() < limite) {
      if (p.child.exitCode !== null) throw new Error(`${nom} s'est arrêté : ${p.sortie().slice(-4000)}`);
      if (p.sortie().includes('Worker prêt')) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${nom} n'a pas démarré : ${p.sortie().slice(-4000)}`);
  };
  try {
    await Promise.all([...actifs].map(([nom, p]) => pret(nom, p)));
  } catch (err) {
    // One process did not start: the others must not outlive the run (they hold the database).
    for (const p of actifs.values()) p.child.kill('SIGKILL');
    await Promise.all([...actifs.values()].map(fin));
    await smtp.close();
    await dropDatabase(admin, databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const socketProxy = join(dataDir, 'haproxy.sock');
  const haproxy = lancer('haproxy', 'haproxy', ['-db', '-f', join(RACINE, 'deploy/haproxy.cfg')], {
    PATH: process.env.PATH,
    HAPROXY_STATS_SOCKET: socketProxy,
    PROXY_BIND: `127.0.0.1:${proxyPort}`,
    API1: `127.0.0.1:${port1}`,
    API2: `127.0.0.1:${port2}`,
  });
  await attendreProxy(baseUrl, haproxy);

  // As an operator's rolling restart does: the next process is stopped only once the proxy routes to
  // the restarted one again (its checks need `rise` successes), otherwise both could be out at once.
  const attendreEnService = async (nom: 'api1' | 'api2') => {
    const limite = Date.now() + 30_000;
    while (Date.now() < limite) {
      if ((await etatsProxy(socketProxy))[nom] === 'UP') return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Le proxy ne route pas vers ${nom} : ${JSON.stringify(await etatsProxy(socketProxy))}`);
  };

  const arreterUn = async (p: Processus, signal: NodeJS.Signals) => {
    const code = fin(p);
    p.child.kill(signal);
    const garde = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
    const c = await code;
    clearTimeout(garde);
    return c;
  };

  return {
    baseUrl,
    apis,
    metriquesWorkers: { worker1: `http://127.0.0.1:${portW1}/metrics`, worker2: `http://127.0.0.1:${portW2}/metrics` },
    jetonMetriques,
    databaseUrl,
    mailDir,
    smtpUrl,
    dataDir,
    processus: () => [...actifs.values(), haproxy],
    redemarrer: async (nom) => {
      const code = await arreterUn(actifs.get(nom)!, 'SIGTERM');
      const nouveau = fabriques[nom]();
      actifs.set(nom, nouveau);
      await pret(nom, nouveau);
      if (nom === 'api1' || nom === 'api2') await attendreEnService(nom);
      return code;
    },
    proxy: (commande) => commandeProxy(socketProxy, commande),
    tuer: async (nom) => {
      await arreterUn(actifs.get(nom)!, 'SIGKILL');
    },
    arreter: async () => {
      await arreterUn(haproxy, 'SIGTERM');
      await Promise.all([...actifs.values()].map((p) => arreterUn(p, 'SIGTERM')));
      await smtp.close();
      await dropDatabase(admin, databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
