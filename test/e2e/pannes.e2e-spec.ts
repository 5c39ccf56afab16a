/**
 * Outages (issue 25 item 7): an app of its own on a throwaway Redis (redis-server spawned here, no
 * persistence), started with Redis up, then Redis stopped mid-test and started again on the same
 * port. While the queue is down: a DUE document that freezes the projet is a 503 that says the
 * projet was not frozen, and the projet is indeed still editable (both or neither); the study's
 * e-mail is a 202 naming the waiting queue, not the mail server. Once Redis is back: the document
 * and the freeze, and the e-mail sent once (the outbox sweeper takes it up, every 30 s).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { receivedMails } from '../support/mail';
import { etatDueComplet, santePayload } from '../support/projets';
import { freePort } from '../support/services';

const REDIS_PRESENT = spawnSync('redis-server', ['--version']).status === 0;
// eslint-disable-next-line no-console -- says why the suite is skipped
if (!REDIS_PRESENT) console.warn('pannes.e2e-spec : redis-server absent de cette machine, suite ignorée (installez redis-server pour la lancer).');

const KIT = '/api/projets/due/ssc';
const NON_FIGE = 'Le service de génération des documents est momentanément indisponible. Réessayez dans quelques instants : le projet n’a pas été figé.';

/** A redis-server on `port`, in the foreground, no persistence: stopping it loses everything, as an outage may. */
async function demarrerRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((ok, ko) => {
    let sortie = '';
    redis.stdout!.on('data', (m: Buffer) => {
      sortie += m.toString();
      if (sortie.includes('Ready to accept connections')) ok();
    });
    redis.once('exit', (code) => ko(new Error(`redis-server arrêté (${code}) : ${sortie}`)));
  });
  return redis;
}

async function arreterRedis(redis: ChildProcess | undefined): Promise<void> {
  if (!redis || redis.exitCode !== null || redis.signalCode !== null) return;
  const fin = once(redis, 'exit');
  redis.kill('SIGKILL');
  await fin;
}

/** Repeats `essai` until it answers something, or fails after `ms` (Redis clients reconnect with a back-off). */
async function jusqua<T>(essai: () => Promise<T | undefined>, ms: number, quoi: string): Promise<T> {
  const fin = Date.now() + ms;
  for (;;) {
    const r = await essai();
    if (r !== undefined) return r;
    if (Date.now() > fin) throw new Error(`Toujours pas : ${quoi}`);
    await new Promise((ok) => setTimeout(ok, 500));
  }
}


const binaire = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const morceaux: Buffer[] = [];
  res.on('data', (m: Buffer) => morceaux.push(m));
  res.on('end', () => cb(null, Buffer.concat(morceaux)));
};

(REDIS_PRESENT ? describe : describe.skip)('with Redis down (issue 25 item 7)', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let app: AppDeTest;
  let projetDue: number;
  let projetEtude: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await demarrerRedis(port);
    // The start as in production: Redis answers; the outage comes later.
    app = await demarrerApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    const client = await app.nouveauClient('alice');
    projetDue = await app.creerProjet('alice', santePayload(client.id, { college: { type: 'NON_CADRE', effectif: 12, age_moyen: 40 }, commissionnement: { type: 'NCLIN', taux: 5 } }));
    projetEtude = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    await a.post(`/api/projets/${projetDue}/due/ssc/demarrer`);
    const depart = (await a.get(`/api/projets/${projetDue}/due/ssc`)).body.etat;
    expect((await a.put(`/api/projets/${projetDue}/due/ssc`, { etat: etatDueComplet(depart) })).status).toBe(200);
    // The queue works before the outage: the static notice is made through it.
    expect((await a.get(`${KIT}/documents/statiques/notice`)).status).toBe(200);
    await arreterRedis(redis);
  }, 120_000);

  afterAll(async () => {
    await app?.arreter();
    await arreterRedis(redis);
  });

  it('a DUE document that freezes: 503 saying the projet was not frozen, and it is not; the document and the freeze once Redis is back', async () => {
    const a = await app.api('alice');
    const demande = () => a.post(`${KIT}/documents/decision`, { projet_ids: [projetDue], confirmation_fige: true }).set('Idempotency-Key', 'pannes-decision').buffer(true).parse(binaire);

    const refus = await demande();
    expect(refus.status).toBe(503);
    expect(JSON.parse((refus.body as Buffer).toString())).toMatchObject({ statusCode: 503, message: NON_FIGE });
    expect((await a.get(`/api/projets/${projetDue}`)).body.etat).toBeNull();
    const liste = await a.post(`${KIT}/documents`, { projet_ids: [projetDue] });
    expect(liste.body.flatMap((g: { documents: unknown[] }) => g.documents).find((d: { id: string }) => d.id === 'decision')).toMatchObject({ confirmation_fige: true });
    // The whole kit: the same rule.
    const archive = await a.post(`${KIT}/archives/documents`, { projet_ids: [projetDue], confirmation_fige: true }).buffer(true).parse(binaire);
    expect(archive.status).toBe(503);
    expect((await a.get(`/api/projets/${projetDue}`)).body.etat).toBeNull();

    redis = await demarrerRedis(port);
    const pdf = await jusqua(
      async () => {
        const r = await demande();
        return r.status === 503 ? undefined : r;
      },
      90_000,
      'le document DUE après le retour de Redis',
    );
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await a.get(`/api/projets/${projetDue}`)).body.etat).toBe('TARIFS_FIGES');
    // The same key answers the same file (one document per key, ADR 0024).
    expect((await demande()).headers['content-location']).toBe(pdf.headers['content-location']);
  }, 150_000);

  it('the study e-mail: 202 naming the waiting queue, not the mail server; sent once when Redis is back', async () => {
    await arreterRedis(redis);
    const a = await app.api('alice');
    const to = `pannes-${Date.now()}@exemple.fr`;
    const res = await a.post('/api/documents/etudes-personnalisees/email', { email: to, projets_ids: [projetEtude] });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ envoye: false, etat: 'FILE_INDISPONIBLE' });
    expect(res.body.message).toContain("file d'attente");
    expect(res.body.message).not.toContain('serveur de messagerie');

    redis = await demarrerRedis(port);
    const fichier = to.replace(/[^\w.@-]/g, '_');
    const recus = () => receivedMails().filter((m) => m.file.includes(fichier));
    await jusqua(async () => (recus().length ? true : undefined), 90_000, "l'e-mail après le retour de Redis");
    // Sent for good (a final status: no sweep takes it up again), and once. The server receives the
    // e-mail before the outbox writes SENT: the status is waited for, not read at once.
    const sql = requeteSql(app);
    const statut = async () => (await sql<{ status: string }>('SELECT status FROM mail_message WHERE to_address = $1', [to]))[0]?.status;
    await jusqua(async () => ((await statut()) === 'SENT' ? true : undefined), 30_000, 'le statut SENT');
    expect(recus()).toHaveLength(1);
  }, 150_000);
});
