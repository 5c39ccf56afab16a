import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

  it('carries a 10 Mo bytea both ways unchanged, between small queries (chunks coalesced)', async () => {
    const base = await startEmbeddedPostgresProcess({});
    const client = new Client({ connectionString: base.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE f (id int PRIMARY KEY, b bytea)');
      const octets = Buffer.alloc(10 * 1024 * 1024);
      for (let i = 0; i < octets.length; i += 4096) octets.writeUInt32BE((i * 2654435761) >>> 0, i);
      // The big Bind message between small ones. One after the other: pg writes a statement only once
      // the one before is answered anyway, and queueing them on one client is deprecated (pg 9 refuses it).
      await client.query('INSERT INTO f VALUES (1, $1)', [octets]);
      await client.query('INSERT INTO f VALUES (2, $1)', [Buffer.from('abc')]);
      const petit = await client.query('SELECT count(*)::int AS n FROM f');
      expect(petit.rows).toEqual([{ n: 2 }]);
      const lu = await client.query('SELECT b FROM f WHERE id = 1');
      expect(Buffer.compare(lu.rows[0].b as Buffer, octets)).toBe(0);
    } finally {
      await client.end();
      await base.stop();
    }
  });
});

describe('EmbeddedPostgresThread', () => {
  jest.setTimeout(60_000);
  // The compiled thread (the test command builds first): a thread cannot load the TypeScript sources.
  const script = join(__dirname, '../../dist/src/database/embedded-postgres.thread.js');
  // The build's module, the one whose __dirname holds the thread's script.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module path known only at run time
  const construit = () => require(join(__dirname, '../../dist/src/database/embedded-postgres.js')) as typeof import('./embedded-postgres');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-fil-spec-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves PGlite from its own thread, keeps the data across restarts, and holds the folder lock in this process', async () => {
    const { EmbeddedPostgresThread, EmbeddedPostgres } = construit();
    expect(EmbeddedPostgresThread.script).toBe(script);
    const dataDir = join(dir, 'pglite');
    const premier = await EmbeddedPostgresThread.start({ dataDir });
    try {
      await query(premier.url, 'CREATE TABLE t (id int PRIMARY KEY, v text)');
      await query(premier.url, "INSERT INTO t VALUES (1, 'été')");
      // Neither another thread nor the main thread of this process may open the same folder.
      await expect(EmbeddedPostgresThread.start({ dataDir })).rejects.toThrow('est déjà ouverte par le processus');
      await expect(EmbeddedPostgres.start({ dataDir })).rejects.toThrow('est déjà ouverte par le processus');
    } finally {
      await premier.stop();
    }
    // Stopped: the thread checkpointed and exited, the lock is released.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await EmbeddedPostgresThread.start({ dataDir });
    try {
      await expect(query(second.url, 'SELECT v FROM t')).resolves.toEqual([{ v: 'été' }]);
    } finally {
      await second.stop();
    }
  });

  it('reports a start that fails in the thread (its port taken) and releases the folder lock', async () => {
    const { EmbeddedPostgresThread } = construit();
    const occupe = await EmbeddedPostgresThread.start({});
    try {
      const dataDir = join(dir, 'port-pris');
      await expect(EmbeddedPostgresThread.start({ dataDir, port: occupe.port })).rejects.toThrow('EADDRINUSE');
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      await occupe.stop();
    }
  });
});
