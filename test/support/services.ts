/**
 * Real services for the suites that start the built application: a free port, a real SMTP
 * receiver (every message kept as an .eml file and in memory), a fresh PostgreSQL database, and
 * the wait for /api/health. Used by global-setup.ts and by the crash suite.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';

/**
 * The suites sign in and send e-mails far more often than a broker: the applications they share
 * run with limits out of reach; limits are tested on an application of their own
 * (test/e2e/securite-limites.e2e-spec.ts).
 */
export const LIMITES_HAUTES = {
  RATE_LIMIT_SIGN_IN: '100000/60',
  RATE_LIMIT_EMAIL: '100000/60',
  RATE_LIMIT_PHONE: '100000/60',
  RATE_LIMIT_PUBLIC: '100000/60',
  RATE_LIMIT_CALLBACK: '100000/60',
  // Not a limit, but every test server wants it: no readiness delay when a suite stops its server
  // (test/e2e/arret-gracieux.e2e-spec.ts sets its own to watch the delay).
  SHUTDOWN_READINESS_DELAY_MS: '0',
};

/**
 * A port to give a server, below the kernel's ephemeral range (32768–60999 on Linux): a port picked
 * in that range can be taken, before the server binds it, as the local port of an outgoing connection
 * (the database's, Redis'), and HAProxy then failed with 'Address already in use'. Tried free here.
 */
export async function freePort(): Promise<number> {
  for (let essai = 0; essai < 100; essai++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await libre(port)) return port;
  }
  throw new Error('Aucun port libre entre 20000 et 32000');
}

function libre(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const srv = createServer();
    srv.once('error', () => ok(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => ok(true)));
  });
}

export interface MailRecu {
  to: string;
  raw: string;
  /** The Message-ID header, without its angle brackets ('' when absent). */
  messageId: string;
}

export interface SmtpRecepteur {
  port: number;
  server: SMTPServer;
  /** Every message accepted (answered 250), oldest first. */
  recus: MailRecu[];
  close(): Promise<void>;
}

export interface OptionsSmtp {
  /** Each accepted message is also written there as an .eml file. */
  dir?: string;
  /** Reply code refusing a recipient (e.g. 550), or undefined to accept it. */
  refusDestinataire?: (to: string) => number | undefined;
  /** Reply code refusing the message at the end of DATA (e.g. 451), or undefined to accept it. */
  refusMessage?: (to: string) => number | undefined;
  /** Called when the end of DATA arrives, before the reply. */
  finDesDonnees?: () => void;
}

const refus = (code: number) => Object.assign(new Error(`refus ${code}`), { responseCode: code });

/** A real SMTP server on loopback, accepting everything unless told otherwise. */
export async function startSmtp(options: OptionsSmtp | string = {}): Promise<SmtpRecepteur> {
  const { dir, refusDestinataire, refusMessage, finDesDonnees } = typeof options === 'string' ? { dir: options } : options;
  const port = await freePort();
  const recus: MailRecu[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refusDestinataire?.(address.address);
      callback(code ? refus(code) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        finDesDonnees?.();
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const code = refusMessage?.(to);
        if (code) return callback(refus(code));
        const raw = Buffer.concat(chunks);
        const messageId = /^Message-ID:\s*<?([^>\r\n]*)>?/im.exec(raw.toString('utf8'))?.[1] ?? '';
        recus.push({ to, raw: raw.toString('utf8'), messageId });
        if (dir) writeFileSync(join(dir, `${Date.now()}-${recus.length}-${to.replace(/[^\w.@-]/g, '_')}.eml`), raw);
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { port, server, recus, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** A new, empty database next to `baseUrl` (same server); its URL. */
export async function createDatabase(baseUrl: string, prefix = 'collectif_e2e'): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

/** Resolves once GET /api/health answers 200; fails if the process exits first or after 120 s. */
export async function waitHealthy(baseUrl: string, child: { exitCode: number | null }, output: () => string): Promise<void> {
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
