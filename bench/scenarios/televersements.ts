import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { getSessionCookie } from '../../src/auth/dev-login-client';
import { BOMBES } from '../../test/support/classeurs-hostiles';
import { pdfDeTaille, XLSX } from '../../test/support/fichiers';
import { percentile, startApp, type Result, type Scenario } from '../harness';
import type { BenchContext } from '../run';
import { classeurCentLignes, souscriptionDeBench, type Envoi } from './souscription';

/**
 * Hostile uploads (issue 25): each workbook bomb sent to the participants import and 30 PDFs of
 * 10 Mo in one request to the supporting documents, each refused (400) with the server's peak
 * extra resident memory (goal ≤ 64 Mo) and the time to the refusal (goal ≤ 2 s); a case answered
 * otherwise counts as an error, so its row prints no throughput.
 * With BENCH_REFERENCE=/path/to/another/built/checkout, the legitimate paths (a 100-row import, a
 * 10 Mo PDF) are timed turn about on this server and on that one in the same run: the ratio of
 * their p95 says whether the checks before keeping a file cost anything.
 */
const DIX_MO = 10_485_760;
const PIC_MAX_MO = 64;

const memoireMo = (pid: number, cle: 'VmRSS' | 'VmHWM'): number => {
  const ligne = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${cle}:`));
  return Number(ligne?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

/** One hostile request: its status, time and the server's peak extra memory (VmHWM reset before). */
async function refus(ctx: BenchContext, nom: string, envoi: () => Promise<number>): Promise<Result> {
  if (!ctx.pid) throw new Error('Le processus du serveur est inconnu : mémoire non mesurable');
  writeFileSync(`/proc/${ctx.pid}/clear_refs`, '5');
  const avant = memoireMo(ctx.pid, 'VmRSS');
  const t0 = performance.now();
  const statut = await envoi();
  const ms = performance.now() - t0;
  const extra = memoireMo(ctx.pid, 'VmHWM') - avant;
  const ok = statut === 400;
  console.log(`${nom} : ${statut} en ${Math.round(ms)} ms, pic +${extra.toFixed(1)} Mo (objectifs : 400, ≤ 2 s, ≤ ${PIC_MAX_MO} Mo)${ok ? '' : ' — ÉCHEC'}`);
  const r = Math.round(ms * 10) / 10;
  return { name: `${nom} (+${extra.toFixed(1)} Mo)`, rps: ok ? 1000 / ms : 0, p50: r, p90: r, p99: r, errors: ok ? 0 : 1, non2xx: 0, requests: 1 };
}

/**
 * `n` copies of one file in one multipart request, streamed (the bench never holds 300 Mo); the
 * status of the answer, which may come before the body is sent (the server stops reading).
 */
function plusieursFichiers(ctx: BenchContext, chemin: string, code: string, fichier: Buffer, n: number): Promise<number> {
  const limite = `----bench${Date.now()}`;
  return new Promise((ok, ko) => {
    const req = request(`${ctx.baseUrl}${chemin}`, {
      method: 'POST',
      headers: { cookie: ctx.cookie, origin: new URL(ctx.baseUrl).origin, 'content-type': `multipart/form-data; boundary=${limite}` },
    });
    let fini = false;
    req.on('response', (res) => {
      fini = true;
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
    });
    // The server closes the connection once it has refused: writing further is expected to fail.
    req.on('error', (err) => (fini ? undefined : ko(err)));
    const ecrire = async () => {
      const attendre = () => new Promise((r) => req.once('drain', r));
      if (!req.write(`--${limite}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${code}\r\n`)) await attendre();
      for (let i = 0; i < n && !fini; i++) {
        const entete = `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="piece-${i + 1}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
        if (!req.write(entete)) await attendre();
        if (!req.write(fichier)) await attendre();
        if (!req.write('\r\n')) await attendre();
      }
      if (!fini) req.end(`--${limite}--\r\n`);
    };
    ecrire().catch(() => undefined);
  });
}

async function envoiStatut(ctx: BenchContext, chemin: string, nom: string, octets: Buffer, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(octets)], { type }), nom);
  const r = await fetch(`${ctx.baseUrl}${chemin}`, { method: 'POST', headers: { cookie: ctx.cookie, origin: new URL(ctx.baseUrl).origin }, body: form });
  await r.arrayBuffer();
  return r.status;
}

/** p95 of `n` calls of each side, turn about in rounds, so both meet the same machine. */
async function p95TourATour(rounds: number, n: number, cote: Record<'actuel' | 'reference', () => Promise<boolean>>): Promise<Record<'actuel' | 'reference', { p95: number; erreurs: number }>> {
  const durees = { actuel: [] as number[], reference: [] as number[] };
  const erreurs = { actuel: 0, reference: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const c of ['reference', 'actuel'] as const) {
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        if (!(await cote[c]())) erreurs[c]++;
        durees[c].push(performance.now() - t0);
      }
    }
  }
  const p95 = (d: number[]) => percentile([...d].sort((a, b) => a - b), 95);
  return { actuel: { p95: p95(durees.actuel), erreurs: erreurs.actuel }, reference: { p95: p95(durees.reference), erreurs: erreurs.reference } };
}

export async function televersementsScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const { base, envoyer } = await souscriptionDeBench(ctx);
  const pdf = pdfDeTaille(DIX_MO);
  const scenarios: Scenario[] = Object.entries(BOMBES).map(([cas, fabriquer]) => ({
    name: `Refus classeur ${cas}`,
    url: '',
    custom: () => refus(ctx, `Refus classeur ${cas}`, () => envoiStatut(ctx, `${base}/import-participants`, `${cas}.xlsx`, fabriquer(), XLSX)),
  }));
  scenarios.push({
    name: 'Refus 30 PDF de 10 Mo en une requête',
    url: '',
    custom: () => refus(ctx, 'Refus 30 PDF de 10 Mo en une requête', () => plusieursFichiers(ctx, `${base}/pieces-justificatives`, 'kbis', pdf, 30)),
  });

  const racine = process.env.BENCH_REFERENCE;
  if (racine) {
    scenarios.push({
      name: 'Chemins légitimes contre la référence',
      url: '',
      custom: async () => {
        const port = Number(process.env.BENCH_PORT ?? 3190) + 7;
        const { baseUrl, child } = await startApp(port, {}, racine);
        try {
          const ref = { baseUrl, cookie: await getSessionCookie(baseUrl, 'alice') };
          const reference = await souscriptionDeBench(ref);
          const classeur = await classeurCentLignes();
          const appel = (e: Envoi, b: string, quoi: 'import' | 'pdf') => () =>
            quoi === 'import' ? e(`${b}/import-participants`, 'participants.xlsx', classeur, XLSX) : e(`${b}/pieces-justificatives`, 'kbis.pdf', pdf, 'application/pdf', { code: 'kbis' });
          // 50 imports and 30 PDFs a side: a p95 of 15 samples is their maximum, one stall of the machine.
          const imports = await p95TourATour(5, 10, { actuel: appel(envoyer, base, 'import'), reference: appel(reference.envoyer, reference.base, 'import') });
          const pdfs = await p95TourATour(5, 6, { actuel: appel(envoyer, base, 'pdf'), reference: appel(reference.envoyer, reference.base, 'pdf') });
          const ligne = (quoi: string, m: typeof imports) =>
            `${quoi} : p95 ${m.actuel.p95.toFixed(0)} ms contre ${m.reference.p95.toFixed(0)} ms pour la référence, soit ${(m.actuel.p95 / m.reference.p95).toFixed(2)} × (objectif ≤ 1,10)`;
          console.log(ligne('Import de 100 lignes', imports));
          console.log(ligne('PDF de 10 Mo', pdfs));
          const erreurs = imports.actuel.erreurs + imports.reference.erreurs + pdfs.actuel.erreurs + pdfs.reference.erreurs;
          const ratio = Math.max(imports.actuel.p95 / imports.reference.p95, pdfs.actuel.p95 / pdfs.reference.p95);
          return { name: 'Chemins légitimes contre la référence', rps: erreurs ? 0 : 1, p50: NaN, p90: ratio, p99: ratio, errors: erreurs, non2xx: 0, requests: 160, ratio };
        } finally {
          child.kill('SIGTERM');
        }
      },
    });
  }
  return scenarios;
}
