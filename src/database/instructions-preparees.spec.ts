import { DataSource, type QueryRunner } from 'typeorm';
import { buildDataSourceOptions, type DatabaseConnection } from './data-source-options';
import { ClientInstructionsPreparees, MAX_INSTRUCTIONS_PAR_CONNEXION } from './instructions-preparees';
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from './testing/embedded-postgres-process';

describe('ClientInstructionsPreparees.nomPour', () => {
  it.each([
    ['a statement without parameters (BEGIN, COMMIT, SET, DDL)', 'BEGIN', 0],
    ['a bulk statement with more than 100 parameters', 'INSERT INTO t VALUES ($1)', 101],
    ['a text longer than 16 KiB', `SELECT $1 /* ${'x'.repeat(16_400)} */`, 1],
  ])('leaves %s unnamed', (_cas, texte, parametres) => {
    expect(new ClientInstructionsPreparees().nomPour(texte, parametres)).toBeNull();
  });

  it('names a text once per connection, and never gives a name twice in the process', () => {
    const [a, b] = [new ClientInstructionsPreparees(), new ClientInstructionsPreparees()];
    const nomA = a.nomPour('SELECT $1', 1);
    expect(nomA).toMatch(/^collectif_\d+$/);
    expect(a.nomPour('SELECT $1', 1)).toBe(nomA);
    const nomB = b.nomPour('SELECT $1', 1);
    expect(nomB).not.toBe(nomA);
    expect(a.nomPour('SELECT $1, $2', 2)).not.toBe(nomA);
  });

  it(`keeps at most ${MAX_INSTRUCTIONS_PAR_CONNEXION} names per connection, then sends the others unnamed`, () => {
    const c = new ClientInstructionsPreparees();
    for (let i = 0; i < MAX_INSTRUCTIONS_PAR_CONNEXION; i++) expect(c.nomPour(`SELECT $1 + ${i}`, 1)).not.toBeNull();
    expect(c.nomPour('SELECT $1 + -1', 1)).toBeNull();
    expect(c.nomPour('SELECT $1 + 0', 1)).not.toBeNull();
  });
});

/** Through TypeORM as the app builds it: on the embedded PGlite, and on PostgreSQL in CI's real mode. */
describe('Named prepared statements through the data source', () => {
  jest.setTimeout(60_000);

  /** A data source on its own embedded server (one connection each: a second pool on the same server races its slot, ADR 0047), or on CI's PostgreSQL. */
  async function avecBase<T>(options: Partial<DatabaseConnection>, travail: (db: DataSource) => Promise<T>): Promise<T> {
    const reelle = process.env.TEST_DATABASE_URL;
    const pg: EmbeddedPostgresProcess | undefined = reelle ? undefined : await startEmbeddedPostgresProcess();
    const connexion: DatabaseConnection = pg ? { driver: 'pglite', url: pg.url } : { driver: 'postgres', url: reelle as string };
    const db = await new DataSource({ ...buildDataSourceOptions({ ...connexion, ...options }), migrations: [] }).initialize();
    try {
      return await travail(db);
    } finally {
      await db.destroy();
      await pg?.stop();
    }
  }

  /** The prepared statements of `connexion`'s session whose text is `texte` (a query runner holds one connection of the pool). */
  const preparees = (connexion: DataSource | QueryRunner, texte: string): Promise<{ name: string }[]> =>
    connexion.query('SELECT name FROM pg_prepared_statements WHERE statement = $1', [texte]);

  it('parses a parameterised statement once and answers the same rows at each call', async () => {
    const texte = `SELECT $1::int * 2 AS double /* ${Date.now()} */`;
    await avecBase({}, async (db) => {
      const qr = db.createQueryRunner();
      try {
        expect(await qr.query(texte, [21])).toEqual([{ double: 42 }]);
        expect(await qr.query(texte, [4])).toEqual([{ double: 8 }]);
        expect(await preparees(qr, texte)).toEqual([{ name: expect.stringMatching(/^collectif_\d+$/) }]);
      } finally {
        await qr.release();
      }
    });
  });

  it('keeps the connection usable after a named statement fails inside a transaction', async () => {
    const texte = `SELECT 1 / $1::int AS q /* ${Date.now()} */`;
    await avecBase({}, async (db) => {
      await expect(db.transaction((m) => m.query(texte, [0]))).rejects.toThrow(/division by zero/);
      expect(await db.query(texte, [1])).toEqual([{ q: 1 }]);
    });
  });

  it('sends every statement unnamed when DATABASE_PREPARED_STATEMENTS is false', async () => {
    const texte = `SELECT $1::int + 1 AS suivant /* ${Date.now()} */`;
    await avecBase({ instructionsPreparees: false }, async (db) => {
      expect(await db.query(texte, [1])).toEqual([{ suivant: 2 }]);
      expect(await db.query(texte, [2])).toEqual([{ suivant: 3 }]);
      expect(await preparees(db, texte)).toEqual([]);
    });
  });
});
