/**
 * Starts the built application once for the e2e and browser suites, as a real process:
 * - embedded mode (default): PGlite + in-process jobs, in a fresh temporary DATA_DIR;
 * - real mode: TEST_DATABASE_URL (a fresh database is created next to it) and TEST_REDIS_URL.
 * A real SMTP receiver runs here too; received messages are written as .eml files in
 * E2E_MAIL_DIR so tests can read what the server really sent.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { portLibre as freePort } from './application';
import { testState } from './state';

async function startSmtp(dir: string): Promise<{ port: number; server: SMTPServer }> {
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(join(dir, `${Date.now()}-${++count}-${to.replace(/[^\w.@-]/g, '_')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { port, server };
}

async function createDatabase(baseUrl: string): Promise<string> {
  const name = `collectif_e2e_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitReady(baseUrl: string, child: ReturnType<typeof spawn>, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur de test s'est arrêté (code ${child.exitCode}) :\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Le serveur de test n'a pas démarré à temps :\n${output()}`);
}

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
    // The suites sign in and send e-mails far more often than a broker: limits are tested on an
    // application of their own (test/e2e/securite-limites.e2e-spec.ts).
    RATE_LIMIT_SIGN_IN: '100000/60',
    RATE_LIMIT_EMAIL: '100000/60',
    RATE_LIMIT_PHONE: '100000/60',
    RATE_LIMIT_PUBLIC: '100000/60',
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
  await waitReady(baseUrl, child, () => log.slice(-4000));

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
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
