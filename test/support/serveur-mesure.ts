/**
 * The built application in a process of its own, whose memory a test can measure around one
 * request (issue 25: hostile uploads refused with the server's memory bounded).
 *
 *   const srv = await demarrerServeurMesure();
 *   const { pic, resultat } = await srv.picMemoire(() => request(srv.url).post(...));
 *   expect(pic.extraMo).toBeLessThanOrEqual(64);
 *   await srv.arreter();
 *
 * The peak is the kernel's own high-water mark (VmHWM of /proc/<pid>/status), reset before the
 * measure by writing 5 to /proc/<pid>/clear_refs: a peak cannot hide between two samples. Where
 * the reset is not allowed (not root, no procfs), /proc is sampled every millisecond instead and
 * `pic.methode` says so. Embedded parts by default; TEST_DATABASE_URL and TEST_REDIS_URL give a
 * fresh database and the real queue, like the e2e harness.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { clientApi, type ClientApi } from './projets';
import { createDatabase, dropDatabase, freePort, LIMITES_HAUTES, waitHealthy } from './services';

const RACINE = resolve(__dirname, '../..');

export interface PicMemoire {
  /** Resident memory before the measured work, in MB. */
  avantMo: number;
  /** The highest resident memory during it, in MB. */
  picMo: number;
  /** picMo − avantMo. */
  extraMo: number;
  dureeMs: number;
  methode: 'VmHWM' | 'echantillons';
}

export interface ServeurMesure extends ClientApi {
  url: string;
  pid: number;
  /** Resident memory now, in MB. */
  memoireMo(): number;
  /** Runs `travail` and gives the server's peak resident memory during it. */
  picMemoire<T>(travail: () => Promise<T>): Promise<{ pic: PicMemoire; resultat: T }>;
  /** The server's output so far (for a failing test's message). */
  journal(): string;
  arreter(): Promise<void>;
}

const champ = (pid: number, nom: string): number => {
  const ligne = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${nom}:`));
  if (!ligne) throw new Error(`${nom} absent de /proc/${pid}/status`);
  return Number(ligne.split(/\s+/)[1]) / 1024; // kB → MB
};

function reinitialiserPic(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export async function demarrerServeurMesure(env: NodeJS.ProcessEnv = {}): Promise<ServeurMesure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'collectif-mesure-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL, 'collectif_mesure');
  const enfantEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...LIMITES_HAUTES,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, QUEUE_PREFIX: `mesure${port}` } : {}),
    ...env,
  };
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(RACINE, 'dist/src/main.js')], { cwd: RACINE, env: enfantEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
  try {
    await waitHealthy(url, child, () => log.slice(-4000));
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const pid = child.pid!;
  const memoireMo = () => champ(pid, 'VmRSS');

  async function picMemoire<T>(travail: () => Promise<T>): Promise<{ pic: PicMemoire; resultat: T }> {
    const avantMo = memoireMo();
    const debut = performance.now();
    if (reinitialiserPic(pid)) {
      const resultat = await travail();
      const picMo = Math.max(champ(pid, 'VmHWM'), avantMo);
      return { resultat, pic: { avantMo, picMo, extraMo: picMo - avantMo, dureeMs: performance.now() - debut, methode: 'VmHWM' } };
    }
    let picMo = avantMo;
    const echantillon = setInterval(() => {
      try {
        picMo = Math.max(picMo, memoireMo());
      } catch {
        /* the process ended */
      }
    }, 1);
    try {
      const resultat = await travail();
      picMo = Math.max(picMo, memoireMo());
      return { resultat, pic: { avantMo, picMo, extraMo: picMo - avantMo, dureeMs: performance.now() - debut, methode: 'echantillons' } };
    } finally {
      clearInterval(echantillon);
    }
  }

  async function arreter(): Promise<void> {
    if (child.exitCode === null) {
      const fin = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await fin;
      clearTimeout(t);
    }
    if (databaseUrl && process.env.TEST_DATABASE_URL) await dropDatabase(process.env.TEST_DATABASE_URL, databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { ...clientApi(() => url), url, pid, memoireMo, picMemoire, journal: () => log, arreter };
}

/** A line for the closing note and the CI log: what was refused, how, how fast, at what memory cost. */
export function ligneMesure(cas: string, statut: number, pic: PicMemoire): string {
  return `${cas}: ${statut} en ${Math.round(pic.dureeMs)} ms, +${pic.extraMo.toFixed(1)} Mo (pic ${pic.picMo.toFixed(0)} Mo, ${pic.methode})`;
}
