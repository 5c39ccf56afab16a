import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { installerCoalescence } from './pglite-socket-coalescence';

export interface EmbeddedPostgresOptions {
  /** Folder of the database files; omitted: in memory (tests). */
  dataDir?: string;
  host?: string;
  /** 0 lets the OS pick a free loopback port. */
  port?: number;
  /** The folder's lock is already held by the thread that started this one (EmbeddedPostgresThread). */
  sansVerrou?: boolean;
}

/** What the rest of the process knows of an embedded server, wherever it runs. */
export interface ServeurEmbarque {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

/** PGlite accepts any user and password. */
const urlEmbarquee = (host: string, port: number) => `postgres://postgres:postgres@${host}:${port}/postgres`;

/** The folder's lock file, the folder's parent created. */
function cheminVerrou(dataDir: string): string {
  mkdirSync(dirname(dataDir), { recursive: true });
  return join(dirname(dataDir), `${basename(dataDir)}.lock`);
}

/**
 * Connections the socket server accepts. pglite-socket multiplexes clients message by message
 * over one PGlite session, so two clients running extended-protocol queries at the same time can
 * interleave their Parse/Bind messages. One connection is the only safe setting: the pg pool
 * must use max 1 and keep it open (a reconnect may race the server's slot release).
 */
export const EMBEDDED_MAX_CONNECTIONS = 1;

const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no lock of its own: two processes on one folder would corrupt it. */
function acquireLock(lockPath: string, dataDir: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      const heldByOther = pid > 0 && (pid === process.pid ? heldLocks.has(lockPath) : isAlive(pid));
      if (heldByOther) {
        throw new Error(
          `La base embarquée ${dataDir} est déjà ouverte par le processus ${pid}. ` +
            'Arrêtez-le, ou configurez DATABASE_URL pour partager une base PostgreSQL entre plusieurs processus.',
        );
      }
      rmSync(lockPath, { force: true }); // stale lock left by a crash
    }
  }
  throw new Error(`Impossible de verrouiller la base embarquée ${dataDir}.`);
}

/**
 * An embedded PostgreSQL (PGlite, WebAssembly) served on a loopback TCP port, so the ordinary
 * `pg` driver, TypeORM and the migrations run unchanged against it.
 */
export class EmbeddedPostgres implements ServeurEmbarque {
  private stopped = false;

  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly host: string,
    readonly port: number,
    private readonly lockPath: string | undefined,
  ) {}

  static async start(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    const host = options.host ?? '127.0.0.1';
    let lockPath: string | undefined;
    let dataDir: string | undefined;
    if (options.dataDir) {
      dataDir = resolve(options.dataDir);
      // With sansVerrou the starting thread made the folder's parent and holds its lock (EmbeddedPostgresThread).
      if (!options.sansVerrou) {
        lockPath = cheminVerrou(dataDir);
        acquireLock(lockPath, dataDir);
      }
    }
    let db: PGlite | undefined;
    try {
      installerCoalescence();
      db = await PGlite.create(dataDir ? { dataDir } : {});
      const server = new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
      await server.start();
      const port = Number(server.getServerConn().split(':').pop());
      return new EmbeddedPostgres(db, server, host, port, lockPath);
    } catch (err) {
      await db?.close().catch(() => undefined);
      if (lockPath) releaseLock(lockPath);
      throw err;
    }
  }

  /** Connection string for `pg` / TypeORM (PGlite accepts any user and password). */
  get url(): string {
    return urlEmbarquee(this.host, this.port);
  }

  /** Stops listening, then shuts PGlite down cleanly (checkpoint) and releases the folder lock. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    try {
      await this.server.stop();
      // Handlers detach asynchronously (possible ROLLBACK); let them finish before closing.
      await new Promise((r) => setImmediate(r));
      await this.db.close();
    } finally {
      if (this.lockPath) releaseLock(this.lockPath);
    }
  }
}

function releaseLock(lockPath: string): void {
  heldLocks.delete(lockPath);
  rmSync(lockPath, { force: true });
}

type MessageFil = { type: 'pret'; host: string; port: number } | { type: 'erreur'; message: string };

/**
 * The same embedded server in a thread of its own (ADR 0091): PGlite's WebAssembly, the protocol's
 * framing and one side of every loopback round trip leave the thread that renders pages, which a
 * page with six reads spent about a fifth of its time on. The lock stays with this thread, so a
 * second start on the same folder in this process is refused as before. A thread that dies after
 * its start takes the process down with it, as PGlite failing in process did.
 */
export class EmbeddedPostgresThread implements ServeurEmbarque {
  private arret: Promise<void> | null = null;

  private constructor(
    private readonly fil: Worker,
    readonly host: string,
    readonly port: number,
    private readonly lockPath: string | undefined,
  ) {}

  /** The compiled thread's script; absent when running from the TypeScript sources (ts-jest), which a thread cannot load. */
  static readonly script = join(__dirname, 'embedded-postgres.thread.js');

  static disponible(): boolean {
    return existsSync(EmbeddedPostgresThread.script);
  }

  static async start(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresThread> {
    const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
    const lockPath = dataDir ? cheminVerrou(dataDir) : undefined;
    if (lockPath && dataDir) acquireLock(lockPath, dataDir);
    const fil = new Worker(EmbeddedPostgresThread.script, { workerData: { ...options, dataDir } });
    try {
      const pret = await new Promise<{ host: string; port: number }>((ok, ko) => {
        fil.once('message', (m: MessageFil) => (m.type === 'pret' ? ok(m) : ko(new Error(m.message))));
        fil.once('error', ko);
        fil.once('exit', (code) => ko(new Error(`La base embarquée s'est arrêtée au démarrage (code ${code}).`)));
      });
      const serveur = new EmbeddedPostgresThread(fil, pret.host, pret.port, lockPath);
      fil.removeAllListeners();
      fil.on('error', (err) => serveur.perdu(err));
      fil.on('exit', (code) => serveur.perdu(new Error(`La base embarquée s'est arrêtée (code ${code}).`)));
      return serveur;
    } catch (err) {
      await fil.terminate();
      if (lockPath) releaseLock(lockPath);
      throw err;
    }
  }

  get url(): string {
    return urlEmbarquee(this.host, this.port);
  }

  /** Asks the thread to stop listening and checkpoint, then waits for its exit and releases the lock. */
  stop(): Promise<void> {
    this.arret ??= new Promise<void>((ok, ko) => {
      let echec: Error | null = null;
      this.fil.removeAllListeners();
      this.fil.on('message', (m: MessageFil) => m.type === 'erreur' && (echec = new Error(m.message)));
      this.fil.once('error', (err) => (echec = err));
      this.fil.once('exit', () => (echec ? ko(echec) : ok()));
      this.fil.postMessage('arreter');
    }).finally(() => {
      if (this.lockPath) releaseLock(this.lockPath);
    });
    return this.arret;
  }

  /** The database is gone while the process still runs: nothing it does from now on can be saved. */
  private perdu(err: Error): void {
    if (this.arret) return;
    setImmediate(() => {
      throw err;
    });
  }
}
