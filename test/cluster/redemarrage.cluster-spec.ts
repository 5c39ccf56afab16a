/**
 * Issue 30 items 1, 3 and 4 on a cluster of its own (2 API + 2 workers behind HAProxy, PostgreSQL +
 * Redis): four processes starting together run the migrations once; a rolling restart of every
 * process while brokers keep working loses no request and no job (each e-mail sent exactly once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { clientApi, santePayload } from '../support/projets';
import { demarrerCluster, haproxyDisponible, type Cluster, type NomProcessus } from './cluster';

const possible = !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL && haproxyDisponible();

(possible ? describe : describe.skip)('a cluster restarted process by process under load', () => {
  let c: Cluster;
  let client: ReturnType<typeof clientApi>;

  beforeAll(async () => {
    c = await demarrerCluster();
    client = clientApi(() => c.baseUrl);
  }, 240_000);
  afterAll(() => c?.arreter(), 120_000);

  it('ran each migration once although four processes started together (advisory lock)', async () => {
    const db = new Client({ connectionString: c.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ name: string; n: string }>('SELECT name, count(*) AS n FROM typeorm_migrations GROUP BY name');
      const fichiers = readdirSync(join(__dirname, '../../migrations')).filter((f) => f.endsWith('.ts'));
      expect(rows).toHaveLength(fichiers.length);
      expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('runs the workers below the APIs’ CPU priority (WORKER_NICE, default 19): a batch yields the cores to brokers', () => {
    // Field 19 of /proc/<pid>/stat is the main thread's nice value (after the command's closing parenthesis: index 16).
    const nice = (nom: NomProcessus) => Number(readFileSync(`/proc/${c.processus().find((p) => p.nom === nom)!.child.pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    expect({ api1: nice('api1'), api2: nice('api2'), worker1: nice('worker1'), worker2: nice('worker2') }).toEqual({ api1: 0, api2: 0, worker1: 19, worker2: 19 });
  });

  it('follows one broker action across processes (X-Request-Id in the worker logs and the e-mail) and spreads jobs over both workers', async () => {
    const { id: clientId } = await client.nouveauClient('alice');
    const idProjet = await client.creerProjet('alice', santePayload(clientId));
    const jeton = await client.jeton('alice');
    const envois: { to: string; action: string }[] = [];
    for (let n = 0; n < 12; n++) {
      const to = `suivi-${Date.now()}-${n}@exemple.fr`;
      const r = await fetch(`${c.baseUrl}/api/documents/etudes-personnalisees/email`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jeton}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: to, projets_ids: [idProjet] }),
      });
      await r.arrayBuffer();
      expect(r.status).toBe(200);
      envois.push({ to, action: r.headers.get('x-request-id') ?? '' });
    }
    expect(envois.every((e) => /^[0-9a-f-]{36}$/.test(e.action))).toBe(true);
    // Each e-mail, once received, names the action that caused it.
    const limite = Date.now() + 60_000;
    const recu = (to: string) => readdirSync(c.mailDir).map((f) => readFileSync(join(c.mailDir, f), 'utf8')).find((m) => m.includes(`To: ${to}`));
    while (envois.some((e) => !recu(e.to)) && Date.now() < limite) await new Promise((r) => setTimeout(r, 300));
    for (const e of envois) expect(recu(e.to)).toMatch(new RegExp(`^X-Collectif-Action: ${e.action}`, 'm'));
    // The worker that sent it logged the same id; both workers took some of the sends.
    const envoyesPar = (nom: 'worker1' | 'worker2') =>
      c.processus().find((p) => p.nom === nom)!.sortie().split('\n').filter((l) => l.includes('E-mail envoyé par SMTP') && envois.some((e) => l.includes(`"reqId":"${e.action}"`))).length;
    const [w1, w2] = [envoyesPar('worker1'), envoyesPar('worker2')];
    expect(w1 + w2).toBe(envois.length);
    expect(w1).toBeGreaterThan(0);
    expect(w2).toBeGreaterThan(0);
    // Each worker's own metrics count the sends it made (Prometheus scrapes the workers too).
    for (const [nom, n] of [['worker1', w1], ['worker2', w2]] as const) {
      const r = await fetch(c.metriquesWorkers[nom], { headers: { authorization: `Bearer ${c.jetonMetriques}` } });
      expect(r.status).toBe(200);
      const compte = Number((await r.text()).match(/^job_tentative_duree_secondes_count\{job="mail\.envoi",file="[^"]+",issue="ok"\} (\d+)$/m)?.[1]);
      expect(compte).toBeGreaterThanOrEqual(n);
    }
    expect((await fetch(c.metriquesWorkers.worker1)).status).toBe(401);
  }, 120_000);

  it("a worker killed (SIGKILL) in the middle of an admin's batch: the other takes its jobs over, the batch completes with one PDF per projet", async () => {
    const { id: clientId } = await client.nouveauClient('alice');
    for (let n = 0; n < 10; n++) await client.creerProjet('alice', santePayload(clientId));
    const diane = { authorization: `Bearer ${await client.jeton('diane')}`, 'content-type': 'application/json' };
    const r = await fetch(`${c.baseUrl}/api/admin/documents/regenerations`, {
      method: 'POST',
      headers: { ...diane, 'idempotency-key': `cluster-kill-${Date.now()}` },
      body: JSON.stringify({ type_document: 'etude-personnalisee', filtre: { code_distributeur: 'DIST-A', code_produit: 'SSC' } }),
    });
    expect(r.status).toBe(202);
    const { id: lot, total } = (await r.json()) as { id: string; total: number };
    expect(total).toBeGreaterThanOrEqual(10);
    const etat = async () => (await (await fetch(`${c.baseUrl}/api/admin/documents/regenerations/${lot}`, { headers: diane })).json()) as { statut: string; faits: number; echecs: number; total: number };
    // Killed once the batch is under way: some documents done, others running or waiting.
    const limiteDebut = Date.now() + 60_000;
    while ((await etat()).faits === 0 && Date.now() < limiteDebut) await new Promise((ok) => setTimeout(ok, 100));
    await c.tuer('worker1');
    const limite = Date.now() + 90_000;
    let fin = await etat();
    while (fin.statut !== 'TERMINE' && Date.now() < limite) {
      await new Promise((ok) => setTimeout(ok, 500));
      fin = await etat();
    }
    expect(fin).toMatchObject({ statut: 'TERMINE', faits: total, echecs: 0 });
    // Exactly once: one stored study per projet of the batch, whatever ran twice.
    const db = new Client({ connectionString: c.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ owner_id: string; n: string }>(`SELECT owner_id, count(*) AS n FROM stored_file WHERE idempotency_key LIKE $1 GROUP BY owner_id`, [
        `%${encodeURIComponent(`admin-regeneration/${lot}/`)}%`,
      ]);
      expect(rows).toHaveLength(total);
      expect(rows.filter((l) => Number(l.n) !== 1)).toEqual([]);
    } finally {
      await db.end();
    }
    // Back to two workers for what follows.
    await c.redemarrer('worker1');
  }, 240_000);

  it('restarts both APIs and both workers in turn while brokers work: 0 failed request, every e-mail once', async () => {
    // Tokens live 60 s and the restarts take longer: each request takes the current one (renewed every 30 s).
    const enTete = async () => ({ authorization: `Bearer ${await client.jeton('alice')}` });
    const { id: clientId } = await client.nouveauClient('alice');
    const idProjet = await client.creerProjet('alice', santePayload(clientId));

    let arret = false;
    const echecs: string[] = [];
    let lectures = 0;
    const destinataires: string[] = [];
    // Four brokers reading (their session, their projets) without pause.
    const lecteur = async () => {
      while (!arret) {
        for (const chemin of ['/api/moi', `/api/projets/${idProjet}`]) {
          try {
            const r = await fetch(`${c.baseUrl}${chemin}`, { headers: await enTete() });
            await r.arrayBuffer();
            if (r.status !== 200) echecs.push(`${chemin} : ${r.status}`);
            lectures++;
          } catch (err) {
            echecs.push(`${chemin} : ${(err as Error).message}`);
          }
        }
      }
    };
    // One broker e-mailing a study every few hundred ms: a PDF job and an e-mail job each time.
    const expediteur = async () => {
      let n = 0;
      while (!arret) {
        const to = `cluster-${Date.now()}-${n++}@exemple.fr`;
        try {
          const r = await fetch(`${c.baseUrl}/api/documents/etudes-personnalisees/email`, {
            method: 'POST',
            headers: { ...(await enTete()), 'content-type': 'application/json' },
            body: JSON.stringify({ email: to, projets_ids: [idProjet] }),
          });
          await r.arrayBuffer();
          if (r.status === 200) destinataires.push(to);
          else echecs.push(`e-mail : ${r.status}`);
        } catch (err) {
          echecs.push(`e-mail : ${(err as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    const charge = Promise.all([lecteur(), lecteur(), lecteur(), lecteur(), expediteur()]);

    const codes: Partial<Record<NomProcessus, number | null>> = {};
    try {
      for (const nom of ['api1', 'api2', 'worker1', 'worker2'] as const) codes[nom] = await c.redemarrer(nom);
    } finally {
      arret = true;
      await charge;
    }

    // Each stopped on its own (SIGTERM: drained, then exit 0), none cut by the 20 s SIGKILL guard.
    expect(codes).toEqual({ api1: 0, api2: 0, worker1: 0, worker2: 0 });
    expect(echecs).toEqual([]);
    expect(lectures).toBeGreaterThan(100);
    expect(destinataires.length).toBeGreaterThan(3);

    // Every accepted e-mail arrives, once: no job lost or run twice across the restarts.
    const recus = () => readdirSync(c.mailDir).map((f) => readFileSync(join(c.mailDir, f), 'utf8'));
    const fois = (to: string, messages: string[]) => messages.filter((m) => new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}`, 'mi').test(m)).length;
    const limite = Date.now() + 60_000;
    let messages = recus();
    while (destinataires.some((to) => fois(to, messages) === 0) && Date.now() < limite) {
      await new Promise((r) => setTimeout(r, 500));
      messages = recus();
    }
    expect(destinataires.filter((to) => fois(to, messages) !== 1)).toEqual([]);
    // eslint-disable-next-line no-console
    console.log(`Redémarrage progressif : ${lectures} lectures et ${destinataires.length} e-mails d'étude pendant 4 redémarrages, ${echecs.length} échec`);
  }, 300_000);
});
