import { ChildProcess, spawn } from 'node:child_process';
import type { SessionData } from 'express-session';
import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { Auth1795300001000 } from '../../migrations/1795300001000-Auth';
import { SessionActivite1795300010000 } from '../../migrations/1795300010000-SessionActivite';
import { DbSessionStore, DiffusionSessions } from './session-store';
import type { SqlRunner } from './connexion-sql';
import { SessionsRepository } from './sessions.repository';

/**
 * A real PostgreSQL: PGlite in memory, served by a child process (PGlite cannot load inside Jest),
 * reached with the same `pg` driver as the app.
 */
async function startEmbeddedPostgres(): Promise<{ child: ChildProcess; url: string }> {
  const script = `
    const { PGlite } = require('@electric-sql/pglite');
    const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
    (async () => {
      const db = await PGlite.create();
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
      await server.start();
      process.stdout.write(server.getServerConn() + '\\n');
    })();`;
  const child = spawn(process.execPath, ['-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const address = await new Promise<string>((ok, ko) => {
    child.once('exit', (code) => ko(new Error(`PGlite s'est arrêté (code ${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => ok(chunk.toString().trim()));
  });
  return { child, url: `postgres://postgres:postgres@${address}/postgres` };
}

/** Counts the queries the store runs. */
class CountingRunner implements SqlRunner {
  queries: string[] = [];
  constructor(private readonly db: Client) {}
  async query<T>(sql: string, parameters?: unknown[]): Promise<T> {
    this.queries.push(sql.trim().split(/\s+/)[0]);
    return (await this.db.query(sql, parameters)).rows as T;
  }
}

const HOUR = 3600_000;
const T0 = Date.parse('2026-03-02T09:00:00Z');

function sessionData(expiresAt: number, extra: Record<string, unknown> = {}): SessionData {
  return { cookie: { originalMaxAge: HOUR, expires: new Date(expiresAt), httpOnly: true, path: '/' }, ...extra } as unknown as SessionData;
}

describe('DbSessionStore', () => {
  let pglite: ChildProcess;
  let db: Client;
  let runner: CountingRunner;
  let clock: number;
  const newStore = (cacheTtlMs = 5_000) =>
    new DbSessionStore(new SessionsRepository(runner), { cacheTtlMs, touchAfterMs: 60_000, inactiviteMaxMs: 30 * 60_000, activiteEcritureMs: 60_000, now: () => clock });
  const get = (store: DbSessionStore, sid: string) =>
    new Promise<SessionData | null | undefined>((ok, ko) => store.get(sid, (err, s) => (err ? ko(err) : ok(s))));
  const set = (store: DbSessionStore, sid: string, s: SessionData) => new Promise<void>((ok, ko) => store.set(sid, s, (err) => (err ? ko(err) : ok())));
  const touch = (store: DbSessionStore, sid: string, s: SessionData) => new Promise<void>((ok, ko) => store.touch(sid, s, (err) => (err ? ko(err) : ok())));
  const destroy = (store: DbSessionStore, sid: string) => new Promise<void>((ok, ko) => store.destroy(sid, (err) => (err ? ko(err) : ok())));
  const rowCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "session"')).rows[0].n;

  beforeAll(async () => {
    const embedded = await startEmbeddedPostgres();
    pglite = embedded.child;
    db = new Client({ connectionString: embedded.url });
    await db.connect();
    const migration = { query: (sql: string) => db.query(sql) } as unknown as QueryRunner;
    await new Auth1795300001000().up(migration);
    await new SessionActivite1795300010000().up(migration);
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    pglite?.kill();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM "session"');
    runner = new CountingRunner(db);
    clock = T0;
  });

  it('keeps a session in the table and reads it back from another instance', async () => {
    await set(newStore(), 's1', sessionData(T0 + HOUR, { utilisateur: { id: 'u-1', codeDistributeur: 'DIST-A' } }));
    const read = await get(newStore(), 's1');
    expect(read).toMatchObject({ utilisateur: { id: 'u-1', codeDistributeur: 'DIST-A' } });
    expect(new Date(read!.cookie.expires as unknown as string).getTime()).toBe(T0 + HOUR);
  });

  it('overwrites a session on save', async () => {
    const store = newStore(0);
    await set(store, 's1', sessionData(T0 + HOUR, { n: 1 }));
    await set(store, 's1', sessionData(T0 + 2 * HOUR, { n: 2 }));
    expect(await get(store, 's1')).toMatchObject({ n: 2 });
    expect(await rowCount()).toBe(1);
  });

  it.each([
    ['unknown', 'nope', T0 + HOUR],
    ['expired', 's1', T0 - 1],
  ])('answers no session for an %s id', async (_label, sid, expiresAt) => {
    await set(newStore(), 's1', sessionData(expiresAt));
    expect(await get(newStore(), sid)).toBeNull();
  });

  it('serves repeated reads from memory within the cache lifetime, then reads the table again', async () => {
    const store = newStore(5_000);
    await set(newStore(), 's1', sessionData(T0 + HOUR));
    await get(store, 's1');
    clock += 4_999;
    await get(store, 's1');
    expect(runner.queries.filter((q) => q === 'SELECT')).toHaveLength(1);
    clock += 1;
    await get(store, 's1');
    expect(runner.queries.filter((q) => q === 'SELECT')).toHaveLength(2);
  });

  it('gives every read its own copy (express-session mutates what it gets)', async () => {
    const store = newStore();
    await set(store, 's1', sessionData(T0 + HOUR, { panier: { n: 1 } }));
    const first = (await get(store, 's1')) as unknown as { panier: { n: number } };
    first.panier.n = 99;
    expect(await get(store, 's1')).toMatchObject({ panier: { n: 1 } });
  });

  it('does not serve a cached session past its expiry', async () => {
    const store = newStore(60_000);
    await set(store, 's1', sessionData(T0 + 1_000));
    clock += 1_000;
    expect(await get(store, 's1')).toBeNull();
  });

  describe('lectureEnCache (read-only view for /api calls)', () => {
    const signedIn = (expiresAt: number, jeton = T0 + 60_000) =>
      sessionData(expiresAt, { utilisateur: { id: 'u-1', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice', scopes: ['collectif'] }, tokens: { accessToken: 'at', expiresAt: jeton } });

    it('gives the signed-in user and the token expiry of a session held in memory, without a query', async () => {
      const store = newStore(5_000);
      await set(store, 's1', signedIn(T0 + HOUR));
      const avant = runner.queries.length;
      const lecture = store.lectureEnCache('s1');
      expect(lecture).toEqual({ utilisateur: expect.objectContaining({ id: 'u-1', codeDistributeur: 'DIST-A' }), jetonExpireA: T0 + 60_000 });
      expect(store.lectureEnCache('s1')).toBe(lecture); // parsed once
      expect(Object.isFrozen(lecture!.utilisateur)).toBe(true);
      expect(runner.queries.length).toBe(avant);
    });

    it.each([
      ['a session this process never read', async (_store: DbSessionStore) => void (await set(newStore(), 's1', signedIn(T0 + HOUR)))],
      ['a cache entry past its lifetime', async (store: DbSessionStore) => { await set(store, 's1', signedIn(T0 + HOUR)); clock += 5_000; }],
      ['an expired session', async (store: DbSessionStore) => { await set(store, 's1', signedIn(T0 + 1_000)); clock += 1_000; }],
      ['a destroyed session', async (store: DbSessionStore) => { await set(store, 's1', signedIn(T0 + HOUR)); await destroy(store, 's1'); }],
      ['a session without sign-in (sign-in under way)', async (store: DbSessionStore) => void (await set(store, 's1', sessionData(T0 + HOUR, { returnTo: '/' })))],
    ])('cannot tell for %s: the full session path decides', async (_label, arrange) => {
      const store = newStore(5_000);
      await arrange(store);
      expect(store.lectureEnCache('s1')).toBeUndefined();
    });

    it('follows a save: the renewed token and user are read after it', async () => {
      const store = newStore(5_000);
      await set(store, 's1', signedIn(T0 + HOUR));
      store.lectureEnCache('s1');
      await set(store, 's1', signedIn(T0 + HOUR, T0 + 120_000));
      expect(store.lectureEnCache('s1')?.jetonExpireA).toBe(T0 + 120_000);
    });
  });

  it('destroy removes the session from the table and from memory at once', async () => {
    const store = newStore(60_000);
    await set(store, 's1', sessionData(T0 + HOUR));
    await get(store, 's1');
    await destroy(store, 's1');
    expect(await get(store, 's1')).toBeNull();
    expect(await rowCount()).toBe(0);
  });

  it('a session destroyed by another instance disappears here once the cache lifetime is over', async () => {
    const here = newStore(5_000);
    await set(here, 's1', sessionData(T0 + HOUR));
    await destroy(newStore(), 's1');
    clock += 5_000;
    expect(await get(here, 's1')).toBeNull();
  });

  it('touch writes the new expiry only when it moves by more than the threshold', async () => {
    const store = newStore(60_000);
    await set(store, 's1', sessionData(T0 + HOUR));
    runner.queries = [];
    await touch(store, 's1', sessionData(T0 + HOUR + 59_999));
    expect(runner.queries).toEqual([]);
    await touch(store, 's1', sessionData(T0 + HOUR + 60_000));
    expect(runner.queries).toEqual(['UPDATE']);
    const { rows } = await db.query<{ expires_at: Date }>('SELECT expires_at FROM "session" WHERE sid = $1', ['s1']);
    expect(rows[0].expires_at.getTime()).toBe(T0 + HOUR + 60_000);
  });

  describe('activite (idle timeout)', () => {
    const MINUTE = 60_000;
    const enBase = async () => (await db.query<{ d: Date }>('SELECT derniere_activite AS d FROM "session" WHERE sid = $1', ['s1'])).rows[0].d.getTime();
    const flush = () => new Promise((ok) => setTimeout(ok, 50)); // the write is not awaited by the request

    it('a new session starts its idle time at creation; saving it again is not a use', async () => {
      const store = newStore(60 * MINUTE);
      await set(store, 's1', sessionData(T0 + 10 * HOUR));
      expect(await enBase()).toBe(T0);
      clock += 29 * MINUTE;
      await set(store, 's1', sessionData(T0 + 10 * HOUR, { n: 2 })); // e.g. the keep-alive renewing tokens
      expect(await enBase()).toBe(T0);
      clock += MINUTE + 1;
      expect(store.activite('s1', false)).toBe('inactive');
    });

    it('every use moves the idle limit; the keep-alive does not', async () => {
      const store = newStore(60 * MINUTE);
      await set(store, 's1', sessionData(T0 + 10 * HOUR));
      clock += 20 * MINUTE;
      expect(store.activite('s1', true)).toBe('active');
      clock += 25 * MINUTE;
      expect(store.activite('s1', false)).toBe('active');
      clock += 5 * MINUTE + 1;
      expect(store.activite('s1', false)).toBe('inactive');
      expect(store.activite('s1', true)).toBe('inactive'); // a late use does not revive it
    });

    it('writes the last use at most once a minute, and another instance reads it', async () => {
      const store = newStore(60 * MINUTE);
      await set(store, 's1', sessionData(T0 + 10 * HOUR));
      runner.queries = [];
      clock += MINUTE;
      store.activite('s1', true);
      clock += 30_000;
      store.activite('s1', true);
      store.activite('s1', true);
      await flush();
      expect(runner.queries).toEqual(['UPDATE']);
      expect(await enBase()).toBe(T0 + MINUTE);
      // Another instance knows the written use (T0 + 1 min), at most a minute behind this one.
      const ailleurs = newStore();
      await get(ailleurs, 's1');
      clock = T0 + MINUTE + 30 * MINUTE;
      expect(ailleurs.activite('s1', false)).toBe('active');
      clock += 1;
      expect(ailleurs.activite('s1', false)).toBe('inactive');
    });

    it('a use seen here survives the cache reading the row again', async () => {
      const store = newStore(5_000);
      await set(store, 's1', sessionData(T0 + 10 * HOUR));
      clock += 10 * MINUTE;
      store.activite('s1', true); // written (first use after a minute)
      clock += 30_000;
      store.activite('s1', true); // not written yet
      await flush();
      await get(store, 's1'); // cache past its lifetime: the row is read again
      clock += 30 * MINUTE - 1;
      expect(store.activite('s1', false)).toBe('active');
    });

    it('cannot tell for a session this process does not hold', () => {
      expect(newStore().activite('inconnue', true)).toBeUndefined();
    });
  });

  describe('between processes (diffusion: Redis pub/sub in the app)', () => {
    const MINUTE = 60_000;
    /** Processes on one table, their messages delivered at once while `ecoute`; the sender does not receive its own. */
    function grappe(n: number, cacheTtlMs = 30_000) {
      const etat = { ecoute: true, publies: [] as string[] };
      const stores: DbSessionStore[] = [];
      for (let i = 0; i < n; i++) {
        const diffusion: DiffusionSessions = {
          publier: (sid) => {
            etat.publies.push(sid);
            if (etat.ecoute) stores.forEach((autre, j) => j !== i && autre.invalider(sid));
          },
          ecoute: () => etat.ecoute,
          fermer: async () => undefined,
        };
        stores.push(new DbSessionStore(new SessionsRepository(runner), { cacheTtlMs, cacheTtlSansDiffusionMs: 1_000, inactiviteMaxMs: 30 * MINUTE, activiteEcritureMs: MINUTE, diffusion, now: () => clock }));
      }
      return { stores, etat };
    }
    const connecte = () => sessionData(T0 + 10 * HOUR, { utilisateur: { id: 'u-1', codeDistributeur: 'DIST-A', scopes: [] }, tokens: { accessToken: 'at', expiresAt: T0 + HOUR } });

    it.each([
      ['signed out (destroy)', (a: DbSessionStore) => destroy(a, 's1'), null],
      ['saved with new tokens', (a: DbSessionStore) => set(a, 's1', sessionData(T0 + 10 * HOUR, { n: 2 })), { n: 2 }],
    ])('a session %s on one process is dropped from the memory of the others at once', async (_label, changer, attendu) => {
      const { stores: [a, b], etat } = grappe(2);
      await set(a, 's1', connecte());
      await get(b, 's1');
      expect(b.lectureEnCache('s1')).toBeDefined();
      await changer(a);
      expect(etat.publies.at(-1)).toBe('s1');
      expect(b.lectureEnCache('s1')).toBeUndefined(); // no waiting for the 30 s cache
      const lu = await get(b, 's1');
      if (attendu === null) expect(lu).toBeNull();
      else expect(lu).toMatchObject(attendu);
    });

    it('a destroy is published only once the row is gone, so a process reading again on receipt finds nothing', async () => {
      const { stores: [a, b] } = grappe(2);
      await set(a, 's1', connecte());
      await get(b, 's1');
      let lu: unknown = 'pas lu';
      const lecture = b.invalider.bind(b);
      b.invalider = (sid) => {
        lecture(sid);
        void get(b, sid).then((s) => (lu = s));
      };
      await destroy(a, 's1');
      await new Promise((ok) => setTimeout(ok, 50));
      expect(lu).toBeNull();
    });

    it('a read under way when the message arrives is served but not remembered', async () => {
      const { stores: [, b] } = grappe(2);
      await set(newStore(), 's1', connecte());
      const enCours = get(b, 's1');
      b.invalider('s1'); // arrives while the SELECT runs
      expect(await enCours).toMatchObject({ utilisateur: { id: 'u-1' } });
      expect(b.lectureEnCache('s1')).toBeUndefined();
      runner.queries = [];
      await get(b, 's1');
      expect(runner.queries).toEqual(['SELECT']);
      expect(b.lectureEnCache('s1')).toBeDefined(); // no invalidation under way this time
    });

    it('fails safe while not listening: entries live 1 s, then the full lifetime once listening again', async () => {
      const { stores: [a, b], etat } = grappe(2);
      await set(a, 's1', connecte());
      await get(b, 's1');
      etat.ecoute = false;
      await destroy(a, 's1'); // the message is lost
      clock += 999;
      expect(b.lectureEnCache('s1')).toBeDefined();
      clock += 1;
      expect(b.lectureEnCache('s1')).toBeUndefined();
      expect(await get(b, 's1')).toBeNull();
      await set(a, 's2', connecte());
      await get(b, 's2');
      etat.ecoute = true;
      clock += 29_999;
      expect(b.lectureEnCache('s2')).toBeDefined();
    });

    it('after a lost link nothing held is trusted (oublierTout), and uses not yet written survive it', async () => {
      const { stores: [a, b] } = grappe(2);
      await set(a, 's1', connecte());
      await get(b, 's1');
      clock += 10 * MINUTE;
      b.activite('s1', true); // written
      clock += 30_000;
      b.activite('s1', true); // not written yet
      await new Promise((ok) => setTimeout(ok, 50));
      b.oublierTout();
      expect(b.lectureEnCache('s1')).toBeUndefined();
      await get(b, 's1');
      clock += 30 * MINUTE - 1;
      expect(b.activite('s1', false)).toBe('active');
    });

    describe('idle end (confirmerInactivite)', () => {
      it('does not sign out a user busy on another process, whose uses reach the table at most a minute late', async () => {
        const { stores: [a, b] } = grappe(2, 60 * MINUTE);
        await set(a, 's1', connecte());
        await get(b, 's1');
        // Used on A only: written at T0 + 1 min, then at T0 + 1 min 59 s a use A has not written yet.
        clock = T0 + MINUTE;
        a.activite('s1', true);
        clock = T0 + MINUTE + 59_000;
        a.activite('s1', true);
        await new Promise((ok) => setTimeout(ok, 50));
        // On B, just under 30 min after that last use: idle as far as B knows, active for the table with its minute of lag.
        clock = T0 + MINUTE + 59_000 + 30 * MINUTE - 1;
        expect(b.activite('s1', true)).toBe('inactive');
        expect(await b.confirmerInactivite('s1', true)).toBe('active');
        expect(b.activite('s1', false)).toBe('active'); // this request counted as a use on B
      });

      it('ends a session unused everywhere for longer than the limit plus the write interval', async () => {
        const { stores: [a, b] } = grappe(2, 60 * MINUTE);
        await set(a, 's1', connecte());
        clock = T0 + MINUTE;
        a.activite('s1', true);
        await new Promise((ok) => setTimeout(ok, 50));
        await get(b, 's1');
        clock = T0 + MINUTE + 31 * MINUTE;
        expect(await b.confirmerInactivite('s1', false)).toBe('active'); // the keep-alive: not a use
        clock += 1;
        expect(await b.confirmerInactivite('s1', false)).toBe('inactive');
      });

      it('alone (no diffusion), memory is the whole truth: no extra interval', async () => {
        const store = newStore(60 * MINUTE);
        await set(store, 's1', connecte());
        clock += 30 * MINUTE + 1;
        expect(await store.confirmerInactivite('s1', true)).toBe('inactive');
      });

      it('cannot tell for a session whose row is gone', async () => {
        const store = newStore();
        expect(await store.confirmerInactivite('inconnue', true)).toBeUndefined();
      });
    });
  });

  it('prune deletes expired sessions only', async () => {
    const store = newStore();
    await set(store, 'old', sessionData(T0 + 1_000));
    await set(store, 'live', sessionData(T0 + HOUR));
    clock += 1_000;
    await store.prune();
    const { rows } = await db.query<{ sid: string }>('SELECT sid FROM "session"');
    expect(rows.map((r) => r.sid)).toEqual(['live']);
  });

  it('keeps the cache bounded, forgetting the oldest entry first', async () => {
    const store = new DbSessionStore(new SessionsRepository(runner), { cacheMaxEntries: 2, now: () => clock });
    for (const sid of ['a', 'b', 'c']) await set(store, sid, sessionData(T0 + HOUR));
    runner.queries = [];
    await get(store, 'c');
    await get(store, 'b');
    expect(runner.queries).toEqual([]);
    await get(store, 'a');
    expect(runner.queries).toEqual(['SELECT']);
  });
});
