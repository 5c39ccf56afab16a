/**
 * Issue 30, item 4 (the process part): SIGTERM stops an API process without losing the request
 * under way (ADR 0059). The built server in its own process (embedded parts; TEST_DATABASE_URL and
 * TEST_REDIS_URL give a fresh database and the real queue); a pricing call whose body is still
 * arriving when the signal comes (a slow client: the request stays in flight as long as the test
 * holds its last bytes); readiness turns 503, new connections are then refused, the request is
 * answered 200 with its prices, and the process exits 0. With Redis, a worker (`npm run worker`)
 * stopped the same way exits 0.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getBearerToken } from '../../src/auth/dev-login-client';
import { Processus } from '../support/banc-crash';
import { tarifSantePayload } from '../support/projets';
import { createDatabase, dropDatabase, freePort, LIMITES_HAUTES, waitHealthy } from '../support/services';

const ROOT = resolve(__dirname, '../..');
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

const fin = (p: Processus) => new Promise<number | null>((ok) => (p.child.exitCode !== null ? ok(p.child.exitCode) : p.child.once('exit', (code) => ok(code))));
const pause = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Whether a new connection is still accepted: any answer; ECONNREFUSED once the server stopped listening. */
async function accepte(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health/live`, { headers: { connection: 'close' } });
    return true;
  } catch {
    return false;
  }
}

describe('graceful SIGTERM', () => {
  jest.setTimeout(180_000);
  const dossiers: string[] = [];
  const processus: Processus[] = [];
  let databaseUrl: string | undefined;

  function lancer(script: string, port: number, extra: NodeJS.ProcessEnv): Processus {
    const dataDir = mkdtempSync(join(tmpdir(), 'collectif-arret-'));
    dossiers.push(dataDir);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...LIMITES_HAUTES,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(REDIS_URL ? { REDIS_URL } : {}),
      ...extra,
    };
    const p = new Processus(script, spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }));
    processus.push(p);
    return p;
  }

  beforeAll(async () => {
    if (ADMIN_URL) databaseUrl = await createDatabase(ADMIN_URL, 'collectif_arret');
  });

  afterAll(async () => {
    await Promise.all(processus.map((p) => p.tuer()));
    if (ADMIN_URL && databaseUrl) await dropDatabase(ADMIN_URL, databaseUrl).catch(() => undefined);
    for (const d of dossiers) rmSync(d, { recursive: true, force: true });
  });

  it(`API (${ADMIN_URL && REDIS_URL ? 'PostgreSQL + Redis' : 'embedded parts'}): readiness 503 first, no new connection, the request under way answered 200, exit 0`, async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    // A readiness delay long enough for this test to see the 503 on a busy machine; the grace covers it.
    const api = lancer('dist/src/main.js', port, { SHUTDOWN_READINESS_DELAY_MS: '4000', SHUTDOWN_GRACE_MS: '60000' });
    await waitHealthy(url, api.child, () => api.journal().slice(-4000));
    const jeton = await getBearerToken(url, 'alice');
    const corps = Buffer.from(JSON.stringify(tarifSantePayload()));

    // The pricing call, its body sent all but the last bytes: in flight until the test sends them.
    let envoyer!: () => void;
    const reponse = new Promise<{ statut: number; corps: string }>((ok, ko) => {
      const req = httpRequest(
        `${url}/api/sante/tarifer`,
        { method: 'POST', agent: false, headers: { authorization: `Bearer ${jeton}`, 'content-type': 'application/json', 'content-length': corps.length } },
        (res) => {
          let texte = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (texte += c));
          res.on('end', () => ok({ statut: res.statusCode ?? 0, corps: texte }));
        },
      );
      req.on('error', ko);
      req.write(corps.subarray(0, corps.length - 10));
      envoyer = () => req.end(corps.subarray(corps.length - 10));
    });
    await pause(200); // the bytes sent have reached the server

    api.child.kill('SIGTERM');
    let sante = await fetch(`${url}/api/health`);
    for (let i = 0; sante.status === 200 && i < 20; i++) sante = await fetch(`${url}/api/health`);
    expect(sante.status).toBe(503);
    expect(await sante.json()).toMatchObject({ status: 'unavailable', arret: true });

    // Then it stops accepting, while the request under way still holds its connection.
    while (await accepte(url)) await pause(100);
    expect(api.child.exitCode).toBeNull();

    envoyer();
    const { statut, corps: texte } = await reponse;
    expect(statut).toBe(200);
    expect(JSON.parse(texte)).toMatchObject({ tarifs: expect.any(Array) });
    expect(await fin(api)).toBe(0);
  });

  (ADMIN_URL && REDIS_URL ? it : it.skip)('worker (PostgreSQL + Redis): SIGTERM when idle, stops consuming and exits 0', async () => {
    const worker = lancer('dist/src/worker.js', await freePort(), { SHUTDOWN_GRACE_MS: '30000' });
    await worker.attendre('Worker prêt');
    worker.child.kill('SIGTERM');
    expect(await fin(worker)).toBe(0);
  });
});
