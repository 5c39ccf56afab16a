import { CODES_POSTES } from '../../src/domain/pricing/sante';
import type { Scenario } from '../harness';
import type { BenchContext } from '../run';

/**
 * POST /api/sante/tarifer, signed in as alice (DIST-A). Goals: at full speed ≥ 0.8 × the signed-in
 * no-op's requests/s; at a fixed 500 req/s for 60 s, p99 ≤ 15 ms and no error. The payload is what
 * the guarantees page sends when a slider moves.
 */
export async function santeScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  const body = {
    donnees_tarifantes: {
      date_effet: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
      college: { type: 'TOUS', age_moyen: 42, effectif: 12 },
      regime_obligatoire: 'SECURITE_SOCIALE',
      code_postal: '35000',
      departement: '35',
      taux_commissionnement: 5,
      niveaux: CODES_POSTES.map((poste, i) => ({ poste, niveau: 3 + (i % 4) })),
      idcc: '9999',
    },
    client: { id: 1 },
    utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
  };
  const commun = { url: '/api/sante/tarifer', method: 'POST' as const, body, headers: { cookie: ctx.cookie } };
  return [
    { ...commun, name: 'POST /api/sante/tarifer', baseline: 'GET /api/moi (connecté)' },
    { ...commun, name: 'POST /api/sante/tarifer @500 req/s', rate: 500, duration: fixedSeconds() },
  ];
}

export function fixedSeconds(): number {
  return Number(process.env.BENCH_FIXED_SECONDS ?? 60);
}
