import type { Scenario } from '../harness';
import type { BenchContext } from '../run';

/**
 * The first two steps of a quote: the CCN autocomplete (a search per keystroke) and the eligible
 * offers, as ratios to the signed-in no-op endpoint.
 */
export async function entrepriseScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const headers = { cookie: ctx.cookie };
  return [
    { name: 'GET /api/ccns?recherche=synt (autocomplétion)', url: '/api/ccns?recherche=synt&limite=20', headers, baseline: 'GET /api/moi (connecté)' },
    { name: 'GET /api/ccns (liste complète, ETag)', url: '/api/ccns', headers, baseline: 'GET /api/moi (connecté)' },
    {
      name: 'POST /api/eligibilite/determiner-produits-eligibles',
      url: '/api/eligibilite/determiner-produits-eligibles',
      method: 'POST',
      body: { id_ccn: 1486, effectif: 25, code_distributeur: 'DIST-A' },
      headers,
      baseline: 'GET /api/moi (connecté)',
    },
    {
      name: 'POST /api/eligibilite/determiner-eligibilite-entreprise',
      url: '/api/eligibilite/determiner-eligibilite-entreprise',
      method: 'POST',
      body: { siret: '30177755300019' },
      headers,
      baseline: 'GET /api/moi (connecté)',
    },
  ];
}
