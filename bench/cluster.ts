/**
 * `npm run bench:cluster` (issue 30): the cluster CI runs (test/cluster: 2 API processes + 2 workers
 * behind HAProxy, on PostgreSQL and Redis — TEST_DATABASE_URL, TEST_REDIS_URL and the haproxy binary)
 * measured from outside, through the proxy:
 * - 2 API processes against 1 (the other disabled on the proxy's runtime API), turn about, on the
 *   health pricing call and on the subscription page with its data; the load generator shares the
 *   machine, so the ratio is printed with the core count;
 * - a rolling restart of the four processes while GET /api/moi runs at 200 requests/s: errors
 *   (goal 0) and p99.
 */
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { getSessionCookie } from '../src/auth/dev-login-client';
import { demarrerCluster } from '../test/cluster/cluster';
import { SECRET_RAPPELS_BENCH } from './harness';
import { souscriptionDeBench } from './scenarios/souscription';
import { corpsTarifSante } from './scenarios/sante';

const SECONDES = Number(process.env.BENCH_SECONDS ?? 8);

async function debit(url: string, options: { method?: 'POST'; body?: unknown; cookie: string; origin: string }): Promise<{ rps: number; p99: number; erreurs: number }> {
  const r = await autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: { cookie: options.cookie, ...(options.body === undefined ? {} : { 'content-type': 'application/json', origin: options.origin }) },
    connections: 20,
    duration: SECONDES,
  });
  const erreurs = r.errors + r.non2xx + r.timeouts;
  if (erreurs) console.log(`${url} : statuts ${JSON.stringify(r.statusCodeStats)}, erreurs réseau ${r.errors}`);
  return { rps: r.requests.average, p99: r.latency.p99, erreurs };
}

async function main(): Promise<void> {
  // As the benchmark's single server runs (bench/harness startApp): production builds of React and
  // Nest, demo sign-in and the signature simulator opted in, access logs off.
  const c = await demarrerCluster({
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', SIGNATURE_SIMULATEUR: 'true', SIGNATURE_WEBHOOK_SECRET: SECRET_RAPPELS_BENCH },
  });
  let echec = false;
  try {
    const origin = new URL(c.baseUrl).origin;
    const cookie = await getSessionCookie(c.baseUrl, 'alice');
    const { id } = await souscriptionDeBench({ baseUrl: c.baseUrl, cookie });
    const cas = [
      ...(process.env.BENCH_SEUL_SSR ? [] : [{ nom: 'POST /api/sante/tarifer', url: `${c.baseUrl}/api/sante/tarifer`, method: 'POST' as const, body: corpsTarifSante() }]),
      { nom: 'SSR /souscription/ssc/:id (avec données)', url: `${c.baseUrl}/souscription/ssc/${id}` },
    ];
    console.log(`Machine : ${cpus().length} cœurs, partagés par HAProxy, les 4 processus, PostgreSQL, Redis et le générateur de charge`);
    for (const k of cas) {
      await debit(k.url, { ...k, cookie, origin }); // warm-up on both processes
      const mesures: Record<'deux' | 'un', { rps: number; p99: number; erreurs: number }[]> = { deux: [], un: [] };
      for (let tour = 0; tour < 2; tour++) {
        mesures.deux.push(await debit(k.url, { ...k, cookie, origin }));
        await c.proxy('disable server api/api2');
        mesures.un.push(await debit(k.url, { ...k, cookie, origin }));
        await c.proxy('enable server api/api2');
      }
      const moy = (l: { rps: number }[]) => l.reduce((a, m) => a + m.rps, 0) / l.length;
      const erreurs = [...mesures.deux, ...mesures.un].reduce((a, m) => a + m.erreurs, 0);
      echec ||= erreurs > 0;
      console.log(
        `${k.nom} : 2 API ${Math.round(moy(mesures.deux))} req/s (p99 ${Math.max(...mesures.deux.map((m) => m.p99))} ms), 1 API ${Math.round(moy(mesures.un))} req/s (p99 ${Math.max(...mesures.un.map((m) => m.p99))} ms), soit ${(moy(mesures.deux) / moy(mesures.un)).toFixed(2)} × ; erreurs ${erreurs}`,
      );
    }

    // A rolling restart under a steady 200 requests/s.
    let instance: autocannon.Instance | undefined;
    const charge = new Promise<autocannon.Result>((ok, ko) => {
      instance = autocannon({ url: `${c.baseUrl}/api/moi`, headers: { cookie }, connections: 20, overallRate: 200, duration: 600 }, (err, res) => (err ? ko(err) : ok(res)));
    });
    const debut = Date.now();
    const codes: Record<string, number | null> = {};
    for (const nom of ['api1', 'api2', 'worker1', 'worker2'] as const) codes[nom] = await c.redemarrer(nom);
    instance?.stop();
    const r = await charge;
    const erreurs = r.errors + r.non2xx + r.timeouts;
    echec ||= erreurs > 0 || Object.values(codes).some((code) => code !== 0);
    console.log(
      `Redémarrage progressif des 4 processus en ${Math.round((Date.now() - debut) / 1000)} s sous 200 req/s (GET /api/moi) : ${r.requests.total} requêtes, ${erreurs} erreur(s), p99 ${r.latency.p99} ms, codes de sortie ${JSON.stringify(codes)}`,
    );
  } finally {
    await c.arreter();
  }
  if (echec) {
    console.error('Des erreurs : aucun chiffre de ce run n’est retenu.');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
