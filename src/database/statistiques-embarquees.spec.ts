import type { DatabaseRuntime } from './database-runtime';
import { StatistiquesEmbarquees } from './statistiques-embarquees';
import { demarrerBaseMigree, type BaseMigree } from './testing/base-migree';

/** Medium test: the planner's statistics of the embedded database exist once it has analysed, and a real PostgreSQL is left to its autovacuum. */
describe('StatistiquesEmbarquees on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    await base.db.query('CREATE TABLE essai_statistiques (n integer NOT NULL)');
    await base.db.query('INSERT INTO essai_statistiques SELECT g FROM generate_series(1, 500) g');
  });
  afterAll(() => base?.arreter());

  const statistiques = async () => Number((await base.db.query("SELECT count(*) AS n FROM pg_stats WHERE tablename = 'essai_statistiques'"))[0].n);

  it('analyses at start on the embedded driver, and only there', async () => {
    const sansEffet = new StatistiquesEmbarquees(base.db, { driver: 'postgres' } as DatabaseRuntime);
    await sansEffet.onApplicationBootstrap();
    sansEffet.onApplicationShutdown();
    // PostgreSQL's autovacuum may analyse on its own, later: only the embedded driver is asserted below.
    const embarquee = new StatistiquesEmbarquees(base.db, { driver: 'pglite' } as DatabaseRuntime);
    await embarquee.onApplicationBootstrap();
    embarquee.onApplicationShutdown();
    expect(await statistiques()).toBe(1);
  });
});
