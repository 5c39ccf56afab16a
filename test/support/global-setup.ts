/**
 * Starts the built application once for the e2e and browser suites, as a real process:
 * - embedded mode (default): PGlite + in-process jobs, in a fresh temporary DATA_DIR;
 * - real mode: TEST_DATABASE_URL (a fresh database is created next to it) and TEST_REDIS_URL.
 * A real SMTP receiver runs here too; received messages are written as .eml files in
 * E2E_MAIL_DIR so tests can read what the server really sent.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase, freePort, LIMITES_HAUTES, startSmtp, waitHealthy } from './services';
import { testState } from './state';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // already started by the other suite of this run
  const root = resolve(__dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'collectif-e2e-'));
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ...LIMITES_HAUTES,
  };
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = databaseUrl;
  }
  if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
  if (process.env.TEST_QUEUE_PREFIX) env.QUEUE_PREFIX = process.env.TEST_QUEUE_PREFIX;

  let log = '';
  const child = spawn(process.execPath, [join(root, 'dist/src/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitHealthy(baseUrl, child, () => log.slice(-4000));

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  // Applications started in a test process (app.ts) send to the same receiver.
  process.env.E2E_SMTP_URL = env.SMTP_URL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MODE = databaseUrl ? 'postgres+redis' : 'embedded';
  testState.server = child;
  testState.smtp = smtp.server;
  testState.databaseUrl = databaseUrl;
  testState.dataDir = dataDir;
  testState.adminUrl = process.env.TEST_DATABASE_URL;
  testState.log = () => log;
  // eslint-disable-next-line no-console
  console.log(`\n[e2e] application de test sur ${baseUrl} (${process.env.E2E_MODE})`);
}
