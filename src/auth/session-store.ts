import session from 'express-session';
import type { SessionsRepository } from './sessions.repository';
import type { Utilisateur } from './utilisateur';

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
  /**
   * How the processes sharing the table tell one another that a session changed or ended (Redis
   * pub/sub, REDIS_URL). Without it this process is taken to be alone.
   */
  diffusion?: DiffusionSessions;
  /** Cache lifetime while the diffusion is configured but not listening (ms): the fail-safe. */
  cacheTtlSansDiffusionMs?: number;
  now?: () => number;
}

/** The other processes' side of the cache: what they changed or ended must be dropped here. */
export interface DiffusionSessions {
  /** Tells every other process to drop `sid` from memory (its row changed or is gone). */
  publier(sid: string): void;
  /** Whether this process is receiving the others' messages right now. */
  ecoute(): boolean;
  fermer(): Promise<void>;
}

/** What the diffusion calls on this process when a message arrives or the link comes back. */
export interface CibleDiffusion {
  invalider(sid: string): void;
  /** The link was down: messages may have been missed, so nothing held in memory is trusted. */
  oublierTout(): void;
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
 * express-session store on the `session` table (its statements: SessionsRepository). Reads are cached in memory:
 * every request carrying the cookie reads its session, and pages poll /auth/refresh every 10 s.
 * Writes and deletes go through the cache, so this process never serves a destroyed session.
 * Other processes learn of a save or a destroy through the diffusion (ADR 0059): they drop the
 * session at once and read the row again. While the diffusion is not listening, entries live at
 * most `cacheTtlSansDiffusionMs` (1 s); without a diffusion (one process) `cacheTtlMs` (30 s: a
 * shorter cache put a database read on the hot path often enough to show in the p99 at 500 req/s).
 */
export class DbSessionStore extends session.Store implements CibleDiffusion {
  private readonly cache = new Map<string, CacheEntry>();
  /** Invalidations received while reads were under way (sid -> sequence number). */
  private readonly invalidees = new Map<string, number>();
  private sequence = 0;
  private toutOublieA = 0;
  private lecturesEnCours = 0;
  private readonly diffusion?: DiffusionSessions;
  private readonly cacheTtlSansDiffusionMs: number;
  private readonly cacheTtlMs: number;
  private readonly cacheMaxEntries: number;
  private readonly touchAfterMs: number;
  private readonly defaultTtlMs: number;
  private readonly inactiviteMaxMs: number;
  private readonly activiteEcritureMs: number;
  private readonly now: () => number;

  constructor(
    private readonly table: SessionsRepository,
    options: DbSessionStoreOptions = {},
  ) {
    super();
    this.cacheTtlMs = options.cacheTtlMs ?? 30_000;
    this.cacheMaxEntries = options.cacheMaxEntries ?? 10_000;
    this.touchAfterMs = options.touchAfterMs ?? 60_000;
    this.defaultTtlMs = options.defaultTtlMs ?? 24 * 3600_000;
    this.inactiviteMaxMs = options.inactiviteMaxMs ?? 30 * 60_000;
    this.activiteEcritureMs = options.activiteEcritureMs ?? 60_000;
    this.diffusion = options.diffusion;
    this.cacheTtlSansDiffusionMs = options.cacheTtlSansDiffusionMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** Another process saved or destroyed `sid`: the next read here goes to the table. */
  invalider(sid: string): void {
    // Kept, but stale: the row is read again, and the uses seen here and not yet written survive it.
    const cached = this.cache.get(sid);
    if (cached) cached.cachedAt = -Infinity;
    // A read already under way may bring back the row as it was: it is served, not remembered.
    if (this.lecturesEnCours > 0) this.invalidees.set(sid, ++this.sequence);
  }

  oublierTout(): void {
    for (const cached of this.cache.values()) cached.cachedAt = -Infinity;
    this.toutOublieA = ++this.sequence;
  }

  async fermer(): Promise<void> {
    await this.diffusion?.fermer();
  }

  get(sid: string, callback: Callback<session.SessionData | null>): void {
    const now = this.now();
    const cached = this.cache.get(sid);
    if (cached && this.encoreFrais(cached, now)) {
      if (cached.expiresAt > now) return callback(null, JSON.parse(cached.json));
      this.cache.delete(sid);
      return callback(null, null);
    }
    const debut = this.sequence;
    this.lecturesEnCours++;
    this.table
      .lire(sid, new Date(now))
      .then(
        (row) => {
          const perimee = this.invalideeDepuis(sid, debut);
          this.finLecture();
          if (!row) {
            this.cache.delete(sid);
            return callback(null, null);
          }
          const json = typeof row.sess === 'string' ? row.sess : JSON.stringify(row.sess);
          if (!perimee) this.remember(sid, json, row.expiresAt.getTime(), row.derniereActivite.getTime());
          callback(null, JSON.parse(json) as session.SessionData);
        },
        (err: unknown) => {
          this.finLecture();
          callback(err);
        },
      );
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
    if (usage) this.enregistrerUsage(sid, cached, now);
    return 'active';
  }

  /**
   * Decides an 'inactive' from memory against the table, which every process writes its uses to
   * at most once per `activiteEcritureMs`. With other processes (a diffusion), a session is ended
   * only when the table's last use is older than the idle limit plus that interval: a user busy on
   * another process is never signed out here, and an idle session ends at most one interval late
   * (ADR 0059). 'active': the use is recorded. Undefined when the row is gone.
   */
  async confirmerInactivite(sid: string, usage: boolean): Promise<EtatActivite | undefined> {
    const derniere = await this.table.derniereActivite(sid);
    const cached = this.cache.get(sid);
    if (!derniere || !cached) return undefined;
    const now = this.now();
    cached.activite = Math.max(cached.activite, derniere.getTime());
    const marge = this.diffusion ? this.activiteEcritureMs : 0;
    if (now - cached.activite > this.inactiviteMaxMs + marge) return 'inactive';
    // Within the interval, and not a use (keep-alive): asked again next time, never pushed forward.
    if (usage) this.enregistrerUsage(sid, cached, now);
    return 'active';
  }

  private enregistrerUsage(sid: string, cached: CacheEntry, now: number): void {
    cached.activite = now;
    if (now - cached.activitePersistee < this.activiteEcritureMs) return;
    cached.activitePersistee = now;
    this.table
      .marquerActivite(sid, new Date(now))
      .catch(() => void (cached.activitePersistee = 0)); // written again on the next use
  }

  set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const json = JSON.stringify(sess);
    const expiresAt = this.expiryOf(sess);
    this.table
      .enregistrer(sid, json, new Date(expiresAt), new Date(this.now()))
      .then((derniere) => {
        // A new session starts its idle time now; saving an existing one is not a use.
        this.remember(sid, json, expiresAt, derniere ? derniere.getTime() : this.now());
        this.diffusion?.publier(sid);
        callback?.();
      }, (err: unknown) => {
        this.cache.delete(sid);
        callback?.(err);
      });
  }

  /** Sign-out, idle end, refused renewal: gone here at once, and from the others once the row is deleted. */
  destroy(sid: string, callback?: Callback): void {
    this.cache.delete(sid);
    this.invalider(sid);
    const publier = () => this.diffusion?.publier(sid);
    this.table.supprimer(sid).then(
      () => {
        // After the delete: a process reading the row again on receipt finds nothing.
        publier();
        callback?.();
      },
      (err: unknown) => {
        publier();
        callback?.(err);
      },
    );
  }

  /** Called by express-session on every request: only written when the expiry really moves. */
  touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    const cached = this.cache.get(sid);
    if (cached && expiresAt - cached.expiresAt < this.touchAfterMs) return callback?.();
    this.table
      .prolonger(sid, new Date(expiresAt))
      .then(() => {
        if (cached) cached.expiresAt = expiresAt;
        callback?.();
      }, (err: unknown) => callback?.(err));
  }

  /** Deletes expired sessions; run now and then. */
  async prune(): Promise<void> {
    await this.table.purger(new Date(this.now()));
  }

  /** Whether a cache entry may still be served without reading the table again. */
  private encoreFrais(cached: CacheEntry, now: number): boolean {
    const ttl = this.diffusion && !this.diffusion.ecoute() ? Math.min(this.cacheTtlMs, this.cacheTtlSansDiffusionMs) : this.cacheTtlMs;
    return now - cached.cachedAt < ttl;
  }

  private invalideeDepuis(sid: string, debut: number): boolean {
    return this.toutOublieA > debut || (this.invalidees.get(sid) ?? 0) > debut;
  }

  private finLecture(): void {
    if (--this.lecturesEnCours === 0) this.invalidees.clear();
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
