import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { SessionsRepository } from './sessions.repository';

/**
 * Against a real database with every migration run (PGlite, or PostgreSQL in CI's real mode). The
 * store's behaviour over these statements (cache, idle time, several processes) is session-store.spec.ts.
 */
describe('SessionsRepository (session) on a migrated database', () => {
  jest.setTimeout(60_000);
  let base: BaseMigree;
  let table: SessionsRepository;
  const T0 = new Date('2026-03-02T09:00:00Z');
  const plus = (ms: number) => new Date(T0.getTime() + ms);

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    table = new SessionsRepository(base.db);
  });
  afterAll(async () => base?.arreter());
  beforeEach(async () => {
    await base.db.query('DELETE FROM "session"');
  });

  it('writes a new session with its last use, and replaces its data and expiry without moving that use', async () => {
    expect(await table.enregistrer('s1', JSON.stringify({ n: 1 }), plus(3600_000), T0)).toEqual(T0);
    expect(await table.lire('s1', T0)).toEqual({ sess: { n: 1 }, expiresAt: plus(3600_000), derniereActivite: T0 });
    expect(await table.enregistrer('s1', JSON.stringify({ n: 2 }), plus(7200_000), plus(60_000))).toEqual(T0);
    expect(await table.lire('s1', T0)).toEqual({ sess: { n: 2 }, expiresAt: plus(7200_000), derniereActivite: T0 });
  });

  it('does not read an expired session, though its last use is still there', async () => {
    await table.enregistrer('s1', '{}', plus(1000), T0);
    expect(await table.lire('s1', plus(1000))).toBeUndefined();
    expect(await table.derniereActivite('s1')).toEqual(T0);
    expect(await table.derniereActivite('inconnue')).toBeUndefined();
  });

  it('moves the last use forward only (two processes writing it)', async () => {
    await table.enregistrer('s1', '{}', plus(3600_000), T0);
    await table.marquerActivite('s1', plus(120_000));
    await table.marquerActivite('s1', plus(60_000));
    expect(await table.derniereActivite('s1')).toEqual(plus(120_000));
  });

  it('extends, deletes, and purges only the expired sessions', async () => {
    await table.enregistrer('vieille', '{}', plus(1000), T0);
    await table.enregistrer('prolongee', '{}', plus(1000), T0);
    await table.enregistrer('detruite', '{}', plus(3600_000), T0);
    await table.prolonger('prolongee', plus(3600_000));
    await table.supprimer('detruite');
    await table.purger(plus(1000));
    const restantes = await base.db.query<Array<{ sid: string }>>('SELECT sid FROM "session" ORDER BY sid');
    expect(restantes.map((r) => r.sid)).toEqual(['prolongee']);
  });
});
