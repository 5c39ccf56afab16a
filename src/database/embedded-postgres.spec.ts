import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgresProcess } from './testing/embedded-postgres-process';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('EmbeddedPostgres', () => {
  jest.setTimeout(60_000);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-spec-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves PGlite to the pg driver, keeps the data across restarts, and locks its folder', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await startEmbeddedPostgresProcess({ dataDir });
    try {
      await query(first.url, 'CREATE TABLE t (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), v text)');
      await query(first.url, "INSERT INTO t (v) VALUES ('été')");
      // A second process on the same folder would corrupt it.
      await expect(startEmbeddedPostgresProcess({ dataDir })).rejects.toThrow('est déjà ouverte par le processus');
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgresProcess({ dataDir });
    try {
      await expect(query(second.url, 'SELECT v FROM t')).resolves.toEqual([{ v: 'été' }]);
    } finally {
      await second.stop();
    }
  });

  it('carries a 10 Mo bytea both ways unchanged, interleaved with small queries (chunks coalesced)', async () => {
    const base = await startEmbeddedPostgresProcess({});
    const client = new Client({ connectionString: base.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE f (id int PRIMARY KEY, b bytea)');
      const octets = Buffer.alloc(10 * 1024 * 1024);
      for (let i = 0; i < octets.length; i += 4096) octets.writeUInt32BE((i * 2654435761) >>> 0, i);
      // Several statements in flight at once: the big Bind message sits between small ones.
      const [, , petit] = await Promise.all([
        client.query('INSERT INTO f VALUES (1, $1)', [octets]),
        client.query('INSERT INTO f VALUES (2, $1)', [Buffer.from('abc')]),
        client.query('SELECT count(*)::int AS n FROM f'),
      ]);
      expect(petit.rows).toEqual([{ n: 2 }]);
      const lu = await client.query('SELECT b FROM f WHERE id = 1');
      expect(Buffer.compare(lu.rows[0].b as Buffer, octets)).toBe(0);
    } finally {
      await client.end();
      await base.stop();
    }
  });
});
