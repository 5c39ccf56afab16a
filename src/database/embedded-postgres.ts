import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { installerCoalescence } from './pglite-socket-coalescence';

export interface EmbeddedPostgresOptions {
  /** Folder of the database files; omitted: in memory (tests). */
  dataDir?: string;
  host?: string;
  /** 0 lets the OS pick a free loopback port. */
  port?: number;
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
export class EmbeddedPostgres {
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
      mkdirSync(dirname(dataDir), { recursive: true });
      lockPath = join(dirname(dataDir), `${basename(dataDir)}.lock`);
      acquireLock(lockPath, dataDir);
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
    return `postgres://postgres:postgres@${this.host}:${this.port}/postgres`;
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
