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
});
