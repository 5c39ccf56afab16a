import { garantiesVersListe } from '../../src/domain/pricing/prevoyance/conversion';
import { garantiesParDefaut } from '../../src/domain/pricing/prevoyance/defaults';
import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../src/domain/messages';
import { resumeTarifPrevoyance, type ResultatTarifPrevoyance } from '../../src/domain/pricing/prevoyance/resultat';
import type { Scenario } from '../harness';
import type { BenchContext } from '../run';
import { GARANTIES_PREVOYANCE_SYNTEC } from '../../test/support/garanties-syntec';
import { clientDeBench, EUROS, premierDuMoisProchain, projetDeBench, verifierPage } from './pages';

/** Syntec (IDCC 1486): an agreement with provident minima (incapacity and death required for cadres). */
const IDCC_AVEC_MINIMA = 1486;

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
  const page = await pageGaranties(ctx);
  const fixe = Number(process.env.BENCH_FIXED_SECONDS ?? 60);
  return [
    { ...commun, name: 'POST /api/prevoyance/tarifer', baseline: 'GET /api/moi (connecté)' },
    { ...commun, name: 'POST /api/prevoyance/tarifer @500 req/s', rate: 500, duration: fixe },
    // The guarantees page of a saved projet, rendered with its data (issue 11 item 1): goals p99 ≤ 50 ms
    // at 50 req/s, ≥ 150 pages/s at full speed (embedded parts).
    { name: 'SSR /spc/garanties/:id (avec données)', url: page, headers: { cookie: ctx.cookie }, baseline: 'GET /api/moi (connecté)' },
    { name: 'SSR /spc/garanties/:id (avec données) @50 req/s', url: page, headers: { cookie: ctx.cookie }, rate: 50, connections: 10, duration: fixe },
  ];
}

/**
 * A saved provident projet (CADRE college of a Syntec company, the agreement's required sections at
 * its minima) whose guarantees page is checked to come with a section, its agreement minimum and the saved total price
 * before it is measured.
 */
async function pageGaranties(ctx: BenchContext): Promise<string> {
  const clientId = await clientDeBench(ctx, 'Bench SSR prévoyance', IDCC_AVEC_MINIMA);
  const projet = await projetDeBench<{ id: number; tarifs: ResultatTarifPrevoyance }>(ctx, {
    produit: { id: 470, code: 'SPC' },
    date_effet: premierDuMoisProchain(),
    client: { id: clientId },
    college: { type: 'CADRE', effectif: 30, age_moyen: 41 },
    commissionnement: { type: 'CLIN', taux: 5 },
    masse_salariale: { type_masse_salariale: 'T1', masse_salariale_t1: 1_200_000 },
    naf: { code: '62.01Z' },
    garanties: GARANTIES_PREVOYANCE_SYNTEC,
  });
  const chemin = `/spc/garanties/${projet.id}`;
  await verifierPage(ctx, chemin, {
    'la section': ECRAN_PREVOYANCE.incapacite,
    'le minimum conventionnel (bouton Min CCN)': PREVOYANCE.minCcn,
    'le prix enregistré': EUROS.format(resumeTarifPrevoyance(projet.tarifs, 'T1').tarifTotal.budgetAnnuel),
  });
  return chemin;
}
