import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getSessionCookie } from '../../src/auth/dev-login-client';
import { ETAPE1_SANTE } from '../../test/support/dossier-souscription';
import autocannon from 'autocannon';
import { startApp, type Result, type Scenario } from '../harness';
import type { BenchContext } from '../run';
import { souscriptionDeBench } from './souscription';

/**
 * Calls at once on each server (BENCH_HISTORIQUE_CONNEXIONS, default 1: each call's own cost, nothing
 * waiting for a lock; 4: four saves of the same projet at once, which wait for its row).
 */
const CONNEXIONS = Number(process.env.BENCH_HISTORIQUE_CONNEXIONS ?? 1);
/** Rounds (BENCH_HISTORIQUE_TOURS) and seconds per round: each server measured turn about, the same calls; more rounds, less noise. */
const TOURS = Number(process.env.BENCH_HISTORIQUE_TOURS ?? 6);
const SECONDES_PAR_TOUR = 3;

/** A call whose body changes at each request (the same body again would change nothing: no write to record). */
interface Appel {
  url: string;
  method: 'PUT' | 'POST';
  corps: (n: number) => unknown;
}

interface Serveur {
  baseUrl: string;
  child: ChildProcess;
  cookie: string;
  /** The projet saved (PUT) and its subscription's step 1 (POST), as the pages send them. */
  appels: Appel[];
}

/** One round of `appel` on a server: the requests answered 2xx in `secondes`, and the others. */
async function tour(s: Serveur, appel: Appel, secondes: number): Promise<{ requetes: number; erreurs: number; p50: number; p90: number; p99: number }> {
  let n = 0;
  const r = await autocannon({
    url: s.baseUrl + appel.url,
    connections: CONNEXIONS,
    duration: secondes,
    headers: { cookie: s.cookie, 'content-type': 'application/json', origin: s.baseUrl },
    requests: [{ method: appel.method, setupRequest: (req) => ({ ...req, body: JSON.stringify(appel.corps(n++)) }) }],
  });
  return { requetes: r.requests.total, erreurs: r.errors + r.timeouts + r.non2xx, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99 };
}

const CODES_POSTES = [
  'HOSPITALISATION_SEJOUR', 'HOSPITALISATION_HONORAIRES', 'SOINS_COURANTS_HONORAIRES', 'SOINS_COURANTS_PLUS', 'AIDES_AUDITIVES',
  'DENTAIRE_PRIS_EN_CHARGE', 'DENTAIRE_NON_PRIS_EN_CHARGE', 'OPTIQUE', 'OPTIQUE_CHIRURGIE', 'MEDECINES_COMPLEMENTAIRES', 'MATERNITE',
];

/** A server of this build, the history written or not; a projet of its own under subscription. */
async function serveur(port: number, sansHistorique: boolean): Promise<Serveur> {
  // Both in development mode: BENCH_SANS_HISTORIQUE is ignored in production (the history is never optional there).
  const { baseUrl, child } = await startApp(port, { NODE_ENV: 'development', BENCH_SANS_HISTORIQUE: String(sansHistorique), DATA_DIR: mkdtempSync(join(tmpdir(), 'collectif-bench-historique-')) });
  const cookie = await getSessionCookie(baseUrl, 'alice');
  const { id, base } = await souscriptionDeBench({ baseUrl, cookie });
  const projet = (await (await fetch(`${baseUrl}/api/projets/${id}`, { headers: { cookie } })).json()) as { client: { id: number }; date_effet: string };
  const corpsProjet = {
    produit: { id: 460, code: 'SSC' },
    code_postal: '35000',
    resiliation_infra_annuelle: false,
    regime_obligatoire: 'SECURITE_SOCIALE',
    date_effet: projet.date_effet,
    client: { id: projet.client.id },
    college: { type: 'TOUS', effectif: 100, age_moyen: 40 },
    commissionnement: { type: 'EPLIN', taux: 5 },
    niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 3 })),
  };
  // PUT is refused once the projet is frozen (under subscription): a second projet, saved again and again.
  const autre = await fetch(`${baseUrl}/api/projets`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify(corpsProjet) });
  if (autre.status !== 201) throw new Error(`Projet de benchmark non créé : ${autre.status} ${await autre.text()}`);
  const idLibre = ((await autre.json()) as { id: number }).id;
  return {
    baseUrl,
    child,
    cookie,
    appels: [
      // Each save changes the commission, hence the price: a real write, recorded or not.
      { url: `/api/projets/${idLibre}`, method: 'PUT', corps: (n) => ({ ...corpsProjet, commissionnement: { type: 'EPLIN', taux: n % 16 } }) },
      { url: `${base}/informations-complementaires`, method: 'POST', corps: (n) => ({ ...ETAPE1_SANTE, adresse_siege_social: { ...ETAPE1_SANTE.adresse_siege_social, numero: String(1 + (n % 99)) } }) },
    ],
  };
}

/**
 * Issue 28: writing the history costs at most 5 % on the calls it records. Two servers of this build
 * (embedded database each, development mode both), one writing the history, one not
 * (BENCH_SANS_HISTORIQUE), the same calls on each turn about; the ratio is the requests served with
 * the history over those served without, in the same total time (≥ 0.95 wanted).
 */
export async function historiqueScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const port = new URL(ctx.baseUrl).port;
  const noms = ['PUT /api/projets/:id', 'POST …/souscription/informations-complementaires'];
  return noms.map((nom, i) => ({
    name: `${nom} : avec / sans historique`,
    url: '',
    custom: async (): Promise<Result> => {
      const [avec, sans] = [await serveur(Number(port) + 11 + 2 * i, false), await serveur(Number(port) + 12 + 2 * i, true)];
      try {
        let [nAvec, nSans, erreurs] = [0, 0, 0];
        let dernier = { p50: 0, p90: 0, p99: 0 };
        // Warm-up of both, not counted.
        for (const s of [avec, sans]) await tour(s, s.appels[i], 2);
        const ratios: number[] = [];
        for (let t = 0; t < TOURS; t++) {
          // Which server goes first alternates (ABBA): a drift of the machine during a round pair
          // (the database's growth, a neighbour's load) weighs on both sides alike.
          const mesurer = (s: Serveur) => tour(s, s.appels[i], SECONDES_PAR_TOUR);
          const premier = t % 2 === 0 ? sans : avec;
          const r1 = await mesurer(premier);
          const r2 = await mesurer(premier === sans ? avec : sans);
          const [rs, ra] = premier === sans ? [r1, r2] : [r2, r1];
          nSans += rs.requetes;
          nAvec += ra.requetes;
          erreurs += rs.erreurs + ra.erreurs;
          ratios.push(ra.requetes / Math.max(1, rs.requetes));
          dernier = ra;
        }
        const ratio = nAvec / nSans;
        const tries = [...ratios].sort((a, b) => a - b);
        const quartile = (q: number) => tries[Math.min(tries.length - 1, Math.floor(q * tries.length))];
        console.log(
          `${nom} (${CONNEXIONS} connexion(s)) : ${nAvec} requêtes avec l'historique, ${nSans} sans, ratio ${ratio.toFixed(3)} (coût ${((1 - ratio) * 100).toFixed(1)} %, objectif ≤ 5 %) ; ` +
            `par tour : médiane ${quartile(0.5).toFixed(3)}, quartiles ${quartile(0.25).toFixed(3)}–${quartile(0.75).toFixed(3)}`,
        );
        return { ...dernier, name: `${nom} : avec / sans historique`, rps: nAvec / (TOURS * SECONDES_PAR_TOUR), requests: nAvec, errors: erreurs, non2xx: 0, ratio };
      } finally {
        avec.child.kill('SIGTERM');
        sans.child.kill('SIGTERM');
      }
    },
  }));
}
