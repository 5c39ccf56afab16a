import { garantiesVersListe } from '../../src/domain/pricing/prevoyance/conversion';
import { garantiesParDefaut } from '../../src/domain/pricing/prevoyance/defaults';
import type { Scenario } from '../harness';
import type { BenchContext } from '../run';

/**
 * POST /api/prevoyance/tarifer, signed in as alice (DIST-A). Goals (same as health): at full speed
 * ≥ 0.8 × the signed-in no-op's requests/s (a broker's repeated steppers hit the memo); at a fixed
 * 500 req/s, p99 ≤ 15 ms.
 */
export async function prevoyanceScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  const g = garantiesParDefaut();
  g.incapaciteInvalidite.selected = true;
  g.renteEducation.selected = true;
  g.allocationObseques.selected = true;
  const body = {
    donnees_tarifantes: {
      date_effet: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
      college: { type: 'CADRE', age_moyen: 40, effectif: 60, nb_femmes: 24, nb_enfants: 50, nb_conjoints: 35 },
      societe: { naf: '62.01Z', idcc: 9999 },
      proposition: {
        taux_commissionnement: 5,
        masse_salariale_atarifer: 'T12',
        masse_salariale_t1: 2_500_000,
        masse_salariale_t2: 600_000,
        portabilite_supra_legale: 'NON',
        garanties: garantiesVersListe(g),
      },
    },
    client: { id: 1 },
    utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
  };
  const commun = { url: '/api/prevoyance/tarifer', method: 'POST' as const, body, headers: { cookie: ctx.cookie } };
  return [
    { ...commun, name: 'POST /api/prevoyance/tarifer', baseline: 'GET /api/moi (connecté)' },
    { ...commun, name: 'POST /api/prevoyance/tarifer @500 req/s', rate: 500, duration: Number(process.env.BENCH_FIXED_SECONDS ?? 60) },
  ];
}
