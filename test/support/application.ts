/**
 * A second application of its own, for suites that need settings the shared one must not have
 * (production mode, low rate limits, an unreachable Redis) or that read its logs:
 *
 *   const app = await demarrerApplication({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', MAIL_OUTBOX: 'true', SIGNATURE_SIMULATEUR: 'true', SIGNATURE_WEBHOOK_SECRET: 'whsec_…' });
 *   await fetch(`${app.baseUrl}/api/health/live`);
 *   app.lignes('Audit');                 // the JSON log lines of the logger 'Audit'
 *   await app.arreter();
 *
 * Always on embedded parts (PGlite in a temporary DATA_DIR), whatever TEST_DATABASE_URL says.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'dist/src/main.js');

import { freePort as portLibre } from './services';

export { portLibre };

export interface ApplicationIsolee {
  baseUrl: string;
  dataDir: string;
  /** Everything written so far on stdout and stderr. */
  sortie(): string;
  /** The JSON log lines of one logger (pino `context`), in order. */
  lignes(contexte: string): Array<Record<string, unknown>>;
  /** Waits until `condition` holds on the lines of `contexte` (logs reach us through a pipe). */
  attendreLignes(contexte: string, condition: (lignes: Array<Record<string, unknown>>) => boolean): Promise<Array<Record<string, unknown>>>;
  arreter(): Promise<void>;
}

function environnement(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env };
}

/** Starts the built app and waits for its liveness route (readiness may be 503 on purpose). */
export async function demarrerApplication(env: Record<string, string>): Promise<ApplicationIsolee> {
  const port = await portLibre();
  const dataDir = mkdtempSync(join(tmpdir(), 'collectif-isolee-'));
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], { cwd: ROOT, env: environnement(port, dataDir, env), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const lignes = (contexte: string) =>
    log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return {};
        }
      })
      .filter((l) => l.context === contexte);
  const arreter = async () => {
    if (child.exitCode === null) {
      const fini = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await Promise.race([fini, new Promise((ok) => setTimeout(ok, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const limite = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`L'application isolée s'est arrêtée (code ${child.exitCode}) :\n${log.slice(-4000)}`);
    if (Date.now() > limite) {
      await arreter();
      throw new Error(`L'application isolée n'a pas démarré à temps :\n${log.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    dataDir,
    sortie: () => log,
    lignes,
    async attendreLignes(contexte, condition) {
      const fin = Date.now() + 10_000;
      while (!condition(lignes(contexte)) && Date.now() < fin) await new Promise((r) => setTimeout(r, 50));
      return lignes(contexte);
    },
    arreter,
  };
}

/** Runs the built app expecting it to refuse to start: its exit code and output. */
export async function demarrageRefuse(env: Record<string, string>): Promise<{ code: number | null; sortie: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'collectif-refus-'));
  try {
    const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: environnement(await portLibre(), dataDir, env), stdio: ['ignore', 'pipe', 'pipe'] });
    let sortie = '';
    child.stdout?.on('data', (d: Buffer) => (sortie += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (sortie += d.toString()));
    const code = await new Promise<number | null>((ok) => {
      const garde = setTimeout(() => child.kill('SIGKILL'), 60_000); // it started after all: the test fails on the code
      child.once('exit', (c) => {
        clearTimeout(garde);
        ok(c);
      });
    });
    return { code, sortie };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
