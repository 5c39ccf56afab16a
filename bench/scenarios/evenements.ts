import http from 'node:http';
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { percentile, SECRET_RAPPELS_BENCH, type Result, type Scenario } from '../harness';
import type { BenchContext } from '../run';
import { dossierEnSignature } from './signature';

/**
 * A signal when a file moves (issue 28 item 3, ADR 0082): FLUX streams of `GET /api/evenements`
 * held by the one server process, its resident memory before and after they opened (goal ≤ 50 Mo
 * extra); then RAPPELS verified callbacks of one transaction (link opened / interrupted, each a state
 * change), one after the other, and for each the time from the callback's answer (accepted) to the
 * event's arrival on every stream (goal p95 ≤ 500 ms). In process (embedded parts) or through Redis
 * when REDIS_URL is set.
 */
const FLUX = Number(process.env.BENCH_FLUX ?? 500);
const RAPPELS = Number(process.env.BENCH_RAPPELS_EVENEMENTS ?? 40);

const rssMo = (pid: number): number => {
  const ligne = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(ligne?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};
const pause = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** One stream: calls `surEvenement` at each event's arrival; resolves once its headers came (200). */
function ouvrir(ctx: BenchContext, agent: http.Agent, surEvenement: () => void): Promise<http.ClientRequest> {
  return new Promise((ok, ko) => {
    const req = http.get(`${ctx.baseUrl}/api/evenements`, { agent, headers: { cookie: ctx.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return ko(new Error(`Flux refusé : ${res.statusCode}`));
      res.setEncoding('utf8');
      let reste = '';
      res.on('data', (m: string) => {
        reste += m;
        let fin: number;
        while ((fin = reste.indexOf('\n\n')) >= 0) {
          if (reste.slice(0, fin).includes('\ndata: ')) surEvenement();
          reste = reste.slice(fin + 2);
        }
      });
      ok(req);
    });
    req.on('error', ko);
  });
}

export async function evenementsScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const nom = `GET /api/evenements : ${FLUX} flux, rappel accepté → chaque flux (ms, p90 = p95)`;
  return [
    {
      name: nom,
      url: '',
      custom: async (): Promise<Result> => {
        const { txId } = await dossierEnSignature(ctx);
        const webhook = new Webhook(SECRET_RAPPELS_BENCH);
        const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
        // Arrival times of event k on each stream.
        let courant = 0;
        const arrivees: number[][] = Array.from({ length: RAPPELS }, () => []);
        let attente: (() => void) | undefined;
        const surEvenement = () => {
          const liste = arrivees[courant];
          if (!liste) return;
          liste.push(performance.now());
          if (liste.length === FLUX) attente?.();
        };
        await pause(1000);
        const avant = ctx.pid ? rssMo(ctx.pid) : 0;
        const requetes: http.ClientRequest[] = [];
        for (let i = 0; i < FLUX; i += 50) requetes.push(...(await Promise.all(Array.from({ length: Math.min(50, FLUX - i) }, () => ouvrir(ctx, agent, surEvenement)))));
        // Settled: the streams opened and idle, as a broker's tabs are.
        await pause(2000);
        const apres = ctx.pid ? rssMo(ctx.pid) : 0;

        const depuisAccepte: number[] = [];
        const depuisEnvoi: number[] = [];
        let erreurs = 0;
        const debut = performance.now();
        for (let k = 0; k < RAPPELS; k++) {
          courant = k;
          const tous = new Promise<void>((ok) => (attente = ok));
          const eventId = `evt_bench_flux_${Date.now()}_${k}`;
          const corps = JSON.stringify({ event_id: eventId, event_name: k % 2 === 0 ? 'signer.link_opened' : 'signer.interrupted', event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId } });
          const date = new Date();
          const t0 = performance.now();
          const r = await fetch(`${ctx.baseUrl}/api/signature/webhooks/simulateur`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(date.getTime() / 1000)), 'webhook-signature': webhook.sign(eventId, date, corps) },
            body: corps,
          });
          await r.arrayBuffer();
          const accepte = performance.now();
          if (!r.ok) erreurs++;
          await Promise.race([tous, pause(10_000)]);
          if (arrivees[k].length < FLUX) erreurs++;
          for (const t of arrivees[k]) {
            depuisAccepte.push(Math.max(0, t - accepte));
            depuisEnvoi.push(t - t0);
          }
        }
        const duree = (performance.now() - debut) / 1000;
        for (const q of requetes) q.destroy();
        agent.destroy();
        depuisAccepte.sort((a, b) => a - b);
        depuisEnvoi.sort((a, b) => a - b);
        const r1 = (x: number) => Math.round(x * 10) / 10;
        console.log(`Mémoire : ${FLUX} flux ouverts, RSS ${Math.round(avant)} → ${Math.round(apres)} Mo, soit +${r1(apres - avant)} Mo (objectif ≤ 50), ${r1(((apres - avant) * 1024) / FLUX)} Ko par flux`);
        console.log(
          `Latence : ${RAPPELS} rappels × ${FLUX} flux, après le rappel accepté p50 ${r1(percentile(depuisAccepte, 50))} / p95 ${r1(percentile(depuisAccepte, 95))} / p99 ${r1(percentile(depuisAccepte, 99))} ms (objectif p95 ≤ 500) ; depuis l’envoi du rappel p95 ${r1(percentile(depuisEnvoi, 95))} ms`,
        );
        return {
          name: nom,
          rps: RAPPELS / duree,
          p50: r1(percentile(depuisAccepte, 50)),
          p90: r1(percentile(depuisAccepte, 95)),
          p99: r1(percentile(depuisAccepte, 99)),
          errors: erreurs,
          non2xx: 0,
          requests: RAPPELS,
        };
      },
    },
  ];
}
