/**
 * `npm run bench:regeneration` (issue 29, ADR 0063 / 0083): an admin's batch of 1,000 personalised
 * studies on PostgreSQL + Redis (TEST_DATABASE_URL, TEST_REDIS_URL and the haproxy binary, as
 * bench:cluster: test/cluster's 2 API processes and 2 `npm run worker` processes behind HAProxy):
 * - documents per second with 1 worker (the other killed) and with 2, their ratio and the core count
 *   (everything shares the machine: the APIs, PostgreSQL, Redis, HAProxy and the load generator);
 * - the API's no-op (GET /api/moi, a broker's session, 50 requests/s at a fixed pace) p99 while idle
 *   and during each batch: brokers must not feel a batch (goal ≤ 2 × the idle p99).
 * The 1,000 projets are one made through the API, copied in one INSERT … SELECT.
 */
import { cpus } from 'node:os';
import { Client } from 'pg';
import { getSessionCookie } from '../src/auth/dev-login-client';
import { clientApi, santePayload } from '../test/support/projets';
import { demarrerCluster, type Cluster } from '../test/cluster/cluster';
import { measure, SECRET_RAPPELS_BENCH, type Result } from './harness';

const TOTAL = Number(process.env.BENCH_DOCUMENTS ?? 1000);
const RYTHME_NOOP = 50;
const SECONDES_NOOP = Number(process.env.BENCH_SECONDS ?? 10);

/** One projet made through the API, then TOTAL − 1 copies of its row (every column but the id). */
async function semerProjets(c: Cluster, modele: number): Promise<void> {
  const db = new Client({ connectionString: c.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'projet' AND column_name <> 'id' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    );
    const colonnes = rows.map((r) => `"${r.column_name}"`).join(', ');
    await db.query(`INSERT INTO projet (${colonnes}) SELECT ${colonnes} FROM projet, generate_series(1, $2) WHERE id = $1`, [modele, TOTAL - 1]);
  } finally {
    await db.end();
  }
}

interface Lot {
  documents: number;
  secondes: number;
  echecs: number;
  /** The no-op's figures measured while the batch ran, and whether the batch outlasted them. */
  noop: Result;
  couvert: boolean;
}

type Diane = () => Promise<Record<string, string>>;

async function lancer(c: Cluster, diane: Diane, cible: object): Promise<string> {
  const r = await fetch(`${c.baseUrl}/api/admin/documents/regenerations`, {
    method: 'POST',
    headers: { ...(await diane()), 'content-type': 'application/json' },
    body: JSON.stringify({ type_document: 'etude-personnalisee', ...cible }),
  });
  if (r.status !== 202) throw new Error(`Lot refusé : ${r.status} ${await r.text()}`);
  return ((await r.json()) as { id: string }).id;
}

async function etatLot(c: Cluster, diane: Diane, id: string) {
  return (await (await fetch(`${c.baseUrl}/api/admin/documents/regenerations/${id}`, { headers: await diane() })).json()) as { statut: string; faits: number; echecs: number; total: number };
}

/** A few batches of one projet at once: every worker renders a study before the measure (fonts, templates). */
async function chauffer(c: Cluster, diane: Diane, projet: number): Promise<void> {
  const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => lancer(c, diane, { projet_id: projet })));
  for (const id of ids) while ((await etatLot(c, diane, id)).statut !== 'TERMINE') await new Promise((ok) => setTimeout(ok, 200));
}

async function lot(c: Cluster, diane: Diane, noop: () => Promise<Result>): Promise<Lot> {
  const debut = performance.now();
  const id = await lancer(c, diane, { filtre: { code_distributeur: 'DIST-A', code_produit: 'SSC' } });
  const etat = () => etatLot(c, diane, id);
  let fini = false;
  let fin = 0;
  let dernier = await etat();
  const suivi = (async () => {
    while (dernier.statut !== 'TERMINE') {
      await new Promise((ok) => setTimeout(ok, 250));
      dernier = await etat();
    }
    fin = performance.now();
    fini = true;
  })();
  const mesure = await noop();
  const couvert = !fini;
  await suivi;
  return { documents: dernier.faits, echecs: dernier.echecs, secondes: (fin - debut) / 1000, noop: mesure, couvert };
}

async function main(): Promise<void> {
  const c = await demarrerCluster({
    // WORKER_NICE=0 measures the workers at the API's priority (ADR 0086), for comparison.
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', SIGNATURE_SIMULATEUR: 'true', SIGNATURE_WEBHOOK_SECRET: SECRET_RAPPELS_BENCH, ...(process.env.WORKER_NICE ? { WORKER_NICE: process.env.WORKER_NICE } : {}) },
  });
  try {
    const client = clientApi(() => c.baseUrl);
    const { id: clientId } = await client.nouveauClient('alice');
    const modele = await client.creerProjet('alice', santePayload(clientId));
    const semis = performance.now();
    await semerProjets(c, modele);
    console.log(`${TOTAL} projets semés en ${Math.round(performance.now() - semis)} ms (un par l'API, les autres copiés en un INSERT … SELECT)`);

    const diane = async () => ({ authorization: `Bearer ${await client.jeton('diane')}` });
    const cookie = await getSessionCookie(c.baseUrl, 'alice');
    const noop = () => measure(c.baseUrl, { name: 'GET /api/moi', url: '/api/moi', rate: RYTHME_NOOP, duration: SECONDES_NOOP, headers: { cookie } });

    // One worker killed: the first batch has one (warm) worker, the second two.
    await c.tuer('worker2');
    await chauffer(c, diane, modele);
    const repos = await noop();
    const un = await lot(c, diane, noop);
    await c.redemarrer('worker2');
    await chauffer(c, diane, modele);
    const deux = await lot(c, diane, noop);

    const debit = (l: Lot) => l.documents / l.secondes;
    console.log(`Workers à nice ${process.env.WORKER_NICE ?? '19 (défaut)'}, les API à 0`);
    console.log(`Machine : ${cpus().length} cœurs, partagés par HAProxy, 2 API, les workers, PostgreSQL, Redis, le générateur de charge (et d'autres agents de ce poste)`);
    for (const [nom, l] of [
      ['1 worker ', un],
      ['2 workers', deux],
    ] as const) {
      console.log(
        `${nom} : ${l.documents} études en ${l.secondes.toFixed(1)} s = ${debit(l).toFixed(1)} documents/s (échecs ${l.echecs}) ; GET /api/moi pendant le lot p99 < ${l.noop.p99 + 1} ms (${l.noop.requests} requêtes, erreurs ${l.noop.errors + l.noop.non2xx})${l.couvert ? '' : ' — le lot a fini avant la mesure'}`,
      );
    }
    console.log(`Rapport 2 workers / 1 worker : ${(debit(deux) / debit(un)).toFixed(2)} ×`);
    console.log(
      `GET /api/moi au repos p99 < ${repos.p99 + 1} ms ; pendant le lot : ${((un.noop.p99 + 1) / (repos.p99 + 1)).toFixed(1)} × (1 worker), ${((deux.noop.p99 + 1) / (repos.p99 + 1)).toFixed(1)} × (2 workers) — objectif ≤ 2 ×`,
    );
    if (un.echecs + deux.echecs > 0 || un.documents !== TOTAL || deux.documents !== TOTAL) process.exitCode = 1;
  } finally {
    await c.arreter();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
