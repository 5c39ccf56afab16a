import { ECRAN_SANTE } from '../../src/domain/messages';
import { CODES_POSTES } from '../../src/domain/pricing/sante/types';
import { POSTES } from '../../src/domain/pricing/sante/catalogue';
import type { ResultatTarifSante } from '../../src/domain/pricing/sante/moteur';
import type { Scenario } from '../harness';
import type { BenchContext } from '../run';
import { clientDeBench, EUROS, premierDuMoisProchain, projetDeBench, verifierPage } from './pages';

/** Syntec (IDCC 1486): an agreement with health minima, so the page shows them. */
const IDCC_AVEC_MINIMA = 1486;

/** The body the guarantees page sends when a slider moves (POST /api/sante/tarifer). */
export function corpsTarifSante() {
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  return {
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
}

/**
 * POST /api/sante/tarifer, signed in as alice (DIST-A). Goals: at full speed ≥ 0.8 × the signed-in
 * no-op's requests/s; at a fixed 500 req/s for 60 s, p99 ≤ 15 ms and no error. The payload is what
 * the guarantees page sends when a slider moves.
 */
export async function santeScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const body = corpsTarifSante();
  const commun = { url: '/api/sante/tarifer', method: 'POST' as const, body, headers: { cookie: ctx.cookie } };
  const page = await pageGaranties(ctx);
  return [
    { ...commun, name: 'POST /api/sante/tarifer', baseline: 'GET /api/moi (connecté)' },
    { ...commun, name: 'POST /api/sante/tarifer @500 req/s', rate: 500, duration: fixedSeconds() },
    // The guarantees page of a saved projet, rendered with its data (issue 11 item 1): goals p99 ≤ 50 ms
    // at 50 req/s, ≥ 150 pages/s at full speed (embedded parts).
    { name: 'SSR /ssc/garanties/:id (avec données)', url: page, headers: { cookie: ctx.cookie }, baseline: 'GET /api/moi (connecté)' },
    { name: 'SSR /ssc/garanties/:id (avec données) @50 req/s', url: page, headers: { cookie: ctx.cookie }, rate: 50, connections: 10, duration: fixedSeconds() },
  ];
}

/**
 * A saved health projet (CADRE college of a Syntec company, every poste at level 6) whose
 * guarantees page is checked to come with a poste label, the agreement minimum mark and the
 * saved price before it is measured.
 */
async function pageGaranties(ctx: BenchContext): Promise<string> {
  const clientId = await clientDeBench(ctx, 'Bench SSR santé', IDCC_AVEC_MINIMA);
  const projet = await projetDeBench<{ id: number; tarifs: ResultatTarifSante }>(ctx, {
    produit: { id: 460, code: 'SSC' },
    code_postal: '35000',
    resiliation_infra_annuelle: false,
    regime_obligatoire: 'SECURITE_SOCIALE',
    acces_surcomplementaire: true,
    date_effet: premierDuMoisProchain(),
    client: { id: clientId },
    college: { type: 'CADRE', effectif: 30, age_moyen: 41 },
    commissionnement: { type: 'CLIN', taux: 5 },
    niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 6 })),
  });
  const chemin = `/ssc/garanties/${projet.id}`;
  const isole = projet.tarifs.tarifs.find((t) => t.structure === 'ISOLE') ?? projet.tarifs.tarifs[0];
  await verifierPage(ctx, chemin, {
    'le poste': POSTES[POSTES.length - 1].libelle,
    'la marque du minimum conventionnel': ECRAN_SANTE.minimumCcn,
    'le prix enregistré': EUROS.format(isole.tarif.budget_mensuel),
  });
  return chemin;
}

export function fixedSeconds(): number {
  return Number(process.env.BENCH_FIXED_SECONDS ?? 60);
}
