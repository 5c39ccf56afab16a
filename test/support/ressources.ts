/** What the test harnesses (global-setup.ts, app.ts) need from the machine: a free port, a fresh database. */
import { createServer } from 'node:net';
import { Client } from 'pg';

export async function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new empty database next to `baseUrl` (e.g. TEST_DATABASE_URL); its URL. */
export async function createDatabase(baseUrl: string): Promise<string> {
  const name = `collectif_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createDatabase, even with connections left open. */
export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}
