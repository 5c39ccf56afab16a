/**
 * The crash bench (ADR 0027): the built API (RUN_WORKER=false) and separate `node dist/src/worker.js`
 * workers on a fresh PostgreSQL database and a real Redis, a real SMTP receiver, and SIGKILL at a
 * pause point (src/common/point-de-pause.ts) reached by a worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { queuePrefix } from '../../src/jobs/queue-prefix';
import type { PointDePause } from '../../src/common/point-de-pause';
import { createDatabase, dropDatabase, freePort, startSmtp, waitHealthy, type SmtpRecepteur } from './services';

const ROOT = resolve(__dirname, '../..');

export class Processus {
  private sortie = '';
  private readonly fin: Promise<void>;

  constructor(
    readonly nom: string,
    readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (d: Buffer) => (this.sortie += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.sortie += d.toString()));
    this.fin = new Promise((ok) => child.once('exit', () => ok()));
  }

  journal(): string {
    return this.sortie;
  }

  /** Resolves when the output contains `texte`; fails if the process exits first or after `ms`. */
  async attendre(texte: string, ms = 90_000): Promise<void> {
    const limite = Date.now() + ms;
    while (!this.sortie.includes(texte)) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) throw new Error(`${this.nom} arrêté avant « ${texte} » :\n${this.sortie.slice(-4000)}`);
      if (Date.now() > limite) throw new Error(`${this.nom} : « ${texte} » attendu en vain :\n${this.sortie.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** kill -9, and wait until the process is gone. */
  async tuer(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.fin;
  }

  async arreter(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      setTimeout(() => this.child.kill('SIGKILL'), 15_000).unref();
    }
    await this.fin;
  }
}

export class BancCrash {
  private readonly processus: Processus[] = [];
  api!: Processus;
  baseUrl!: string;

  private constructor(
    private readonly adminUrl: string,
    readonly databaseUrl: string,
    readonly redisUrl: string,
    readonly smtp: SmtpRecepteur,
    private readonly dataDir: string,
    private readonly port: number,
  ) {}

  static async demarrer(adminUrl: string, redisUrl: string): Promise<BancCrash> {
    const databaseUrl = await createDatabase(adminUrl, 'collectif_crash');
    const smtp = await startSmtp();
    const banc = new BancCrash(adminUrl, databaseUrl, redisUrl, smtp, mkdtempSync(join(tmpdir(), 'collectif-crash-')), await freePort());
    banc.baseUrl = `http://localhost:${banc.port}`;
    await banc.demarrerApi();
    return banc;
  }

  private env(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      PUBLIC_URL: this.baseUrl,
      DATA_DIR: this.dataDir,
      LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${this.smtp.port}`,
      // A dead worker's jobs are taken up again after about this long (BullMQ lock); long enough
      // that a live worker on a busy machine renews its lock in time.
      JOBS_LOCK_MS: '5000',
      ...extra,
    };
  }

  private lancer(nom: string, script: string, extra: NodeJS.ProcessEnv): Processus {
    const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env: this.env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
    const p = new Processus(nom, child);
    this.processus.push(p);
    return p;
  }

  /** The API alone: it queues jobs, never runs them. */
  async demarrerApi(): Promise<Processus> {
    this.api = this.lancer('api', 'dist/src/main.js', { RUN_WORKER: 'false' });
    await waitHealthy(this.baseUrl, this.api.child, () => this.api.journal().slice(-4000));
    return this.api;
  }

  /** One `npm run worker`, which pauses forever at `pause` when given. */
  async demarrerWorker(pause?: PointDePause): Promise<Processus> {
    const w = this.lancer(`worker${pause ? ` (pause ${pause})` : ''}`, 'dist/src/worker.js', pause ? { TEST_PAUSE_AT: pause } : {});
    await w.attendre('Worker prêt');
    return w;
  }

  async requete<T = unknown>(sql: string, params: unknown[] = []): Promise<T[]> {
    const c = new Client({ connectionString: this.databaseUrl });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as T[];
    } finally {
      await c.end();
    }
  }

  async nombreFichiers(kind: string): Promise<number> {
    const [r] = await this.requete<{ n: string }>('SELECT count(*) AS n FROM stored_file WHERE kind = $1', [kind]);
    return Number(r.n);
  }

  /** Stops every process still running (gracefully), then removes the database, its queues and files. */
  async fermer(): Promise<void> {
    await Promise.all(this.processus.map((p) => p.arreter()));
    await this.smtp.close();
    await dropDatabase(this.adminUrl, this.databaseUrl);
    const redis = new Redis(this.redisUrl);
    const prefixe = queuePrefix({ DATABASE_URL: this.databaseUrl, DATA_DIR: this.dataDir });
    const cles = await redis.keys(`${prefixe}:*`);
    if (cles.length) await redis.del(...cles);
    await redis.quit();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
