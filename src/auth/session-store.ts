import session from 'express-session';
import type { Utilisateur } from './utilisateur';

/** What the store needs from the database: TypeORM's `DataSource.query` (rows back for a SELECT). */
export interface SqlRunner {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

export interface DbSessionStoreOptions {
  /** How long a session read from the database is served from memory (ms). */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  /** A touch that moves the expiry by less than this is not written (ms). */
  touchAfterMs?: number;
  /** Lifetime of a session whose cookie has no expiry (ms). */
  defaultTtlMs?: number;
  /** A session unused for longer than this has ended (SESSION_IDLE_MINUTES, ms). */
  inactiviteMaxMs?: number;
  /** The last use is written to the table at most this often per session (ms). */
  activiteEcritureMs?: number;
  now?: () => number;
}

interface CacheEntry {
  /** Serialised session: every read gets its own copy, since express-session mutates what it gets. */
  json: string;
  expiresAt: number;
  cachedAt: number;
  /** Read-only view for /api calls, parsed once from `json` on first use. */
  lecture?: LectureSession | null;
  /** Last use (epoch ms), and what the table holds of it. */
  activite: number;
  activitePersistee: number;
}

/** Whether a session is still in use: 'inactive' once unused for longer than the idle limit. */
export type EtatActivite = 'active' | 'inactive';

/** What an /api call needs from a page session: who is signed in, and until when the access token holds. */
export interface LectureSession {
  readonly utilisateur: Readonly<Utilisateur>;
  /** Access token expiry, epoch ms. */
  readonly jetonExpireA: number;
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store on the `session` table. Reads are cached in memory:
 * every request carrying the cookie reads its session, and pages poll /auth/refresh every 10 s.
 * Writes and deletes go through the cache, so this process never serves a destroyed session;
 * another instance may, for at most `cacheTtlMs` (30 s by default: half an access token's life; a
 * shorter cache put a database read on the hot path often enough to show in the p99 at 500 req/s).
 */
export class DbSessionStore extends session.Store {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly cacheTtlMs: number;
  private readonly cacheMaxEntries: number;
  private readonly touchAfterMs: number;
  private readonly defaultTtlMs: number;
  private readonly inactiviteMaxMs: number;
  private readonly activiteEcritureMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: SqlRunner,
    options: DbSessionStoreOptions = {},
  ) {
    super();
    this.cacheTtlMs = options.cacheTtlMs ?? 30_000;
    this.cacheMaxEntries = options.cacheMaxEntries ?? 10_000;
    this.touchAfterMs = options.touchAfterMs ?? 60_000;
    this.defaultTtlMs = options.defaultTtlMs ?? 24 * 3600_000;
    this.inactiviteMaxMs = options.inactiviteMaxMs ?? 30 * 60_000;
    this.activiteEcritureMs = options.activiteEcritureMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get(sid: string, callback: Callback<session.SessionData | null>): void {
    const now = this.now();
    const cached = this.cache.get(sid);
    if (cached && this.encoreFrais(cached, now)) {
      if (cached.expiresAt > now) return callback(null, JSON.parse(cached.json));
      this.cache.delete(sid);
      return callback(null, null);
    }
    this.db
      .query<Array<{ sess: session.SessionData | string; expires_at: Date | string; derniere_activite: Date | string }>>(
        'SELECT "sess", "expires_at", "derniere_activite" FROM "session" WHERE "sid" = $1 AND "expires_at" > $2',
        [sid, new Date(now)],
      )
      .then((rows) => {
        const row = rows[0];
        if (!row) {
          this.cache.delete(sid);
          return callback(null, null);
        }
        const json = typeof row.sess === 'string' ? row.sess : JSON.stringify(row.sess);
        this.remember(sid, json, new Date(row.expires_at).getTime(), new Date(row.derniere_activite).getTime());
        callback(null, JSON.parse(json));
      }, callback);
  }

  /**
   * The signed-in user of a session this process holds in memory, for /api calls that only read it
   * (no copy, no write, no touch). Undefined when the memory cannot tell: the full session path
   * then reads the database and decides.
   */
  lectureEnCache(sid: string): LectureSession | undefined {
    const now = this.now();
    const cached = this.cache.get(sid);
    if (!cached || !this.encoreFrais(cached, now) || cached.expiresAt <= now) return undefined;
    if (cached.lecture === undefined) cached.lecture = lectureDe(cached.json);
    return cached.lecture ?? undefined;
  }

  /**
   * Whether the session has been used within the idle limit, from memory; `usage` records this
   * request as a use (not the pages' keep-alive). The table learns of uses at most once a minute,
   * off the request path. Undefined when this process does not hold the session.
   */
  activite(sid: string, usage: boolean): EtatActivite | undefined {
    const cached = this.cache.get(sid);
    if (!cached) return undefined;
    const now = this.now();
    if (now - cached.activite > this.inactiviteMaxMs) return 'inactive';
    if (usage) {
      cached.activite = now;
      if (now - cached.activitePersistee >= this.activiteEcritureMs) {
        cached.activitePersistee = now;
        this.db
          .query('UPDATE "session" SET "derniere_activite" = $2 WHERE "sid" = $1 AND "derniere_activite" < $2', [sid, new Date(now)])
          .catch(() => void (cached.activitePersistee = 0)); // written again on the next use
      }
    }
    return 'active';
  }

  set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const json = JSON.stringify(sess);
    const expiresAt = this.expiryOf(sess);
    this.db
      .query<Array<{ derniere_activite: Date | string }>>(
        `INSERT INTO "session" ("sid", "sess", "expires_at", "derniere_activite") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expires_at" = EXCLUDED."expires_at"
         RETURNING "derniere_activite"`,
        [sid, json, new Date(expiresAt), new Date(this.now())],
      )
      .then((rows) => {
        // A new session starts its idle time now; saving an existing one is not a use.
        this.remember(sid, json, expiresAt, rows[0] ? new Date(rows[0].derniere_activite).getTime() : this.now());
        callback?.();
      }, (err: unknown) => {
        this.cache.delete(sid);
        callback?.(err);
      });
  }

  destroy(sid: string, callback?: Callback): void {
    this.cache.delete(sid);
    this.db.query('DELETE FROM "session" WHERE "sid" = $1', [sid]).then(() => callback?.(), (err: unknown) => callback?.(err));
  }

  /** Called by express-session on every request: only written when the expiry really moves. */
  touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    const cached = this.cache.get(sid);
    if (cached && expiresAt - cached.expiresAt < this.touchAfterMs) return callback?.();
    this.db
      .query('UPDATE "session" SET "expires_at" = $2 WHERE "sid" = $1', [sid, new Date(expiresAt)])
      .then(() => {
        if (cached) cached.expiresAt = expiresAt;
        callback?.();
      }, (err: unknown) => callback?.(err));
  }

  /** Deletes expired sessions; run now and then. */
  async prune(): Promise<void> {
    await this.db.query('DELETE FROM "session" WHERE "expires_at" <= $1', [new Date(this.now())]);
  }

  /** Whether a cache entry may still be served without reading the table again. */
  private encoreFrais(cached: CacheEntry, now: number): boolean {
    return now - cached.cachedAt < this.cacheTtlMs;
  }

  private expiryOf(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : this.now() + this.defaultTtlMs;
  }

  private remember(sid: string, json: string, expiresAt: number, activiteEnBase: number): void {
    // Uses seen here and not yet written must not be lost when the row is read again.
    const previous = this.cache.get(sid);
    this.cache.delete(sid);
    if (this.cache.size >= this.cacheMaxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(sid, {
      json,
      expiresAt,
      cachedAt: this.now(),
      activite: Math.max(previous?.activite ?? 0, activiteEnBase),
      activitePersistee: Math.max(previous?.activitePersistee ?? 0, activiteEnBase),
    });
  }
}

function lectureDe(json: string): LectureSession | null {
  const sess = JSON.parse(json) as session.SessionData;
  if (!sess.utilisateur || !sess.tokens) return null;
  const utilisateur = Object.freeze({ ...sess.utilisateur, scopes: Object.freeze([...sess.utilisateur.scopes]) as string[] });
  return Object.freeze({ utilisateur, jetonExpireA: sess.tokens.expiresAt });
}
