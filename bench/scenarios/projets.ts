import { timeSequential, type Scenario } from '../harness';
import type { BenchContext } from '../run';

const CODES_POSTES = [
  'HOSPITALISATION_SEJOUR', 'HOSPITALISATION_HONORAIRES', 'SOINS_COURANTS_HONORAIRES', 'SOINS_COURANTS_PLUS', 'AIDES_AUDITIVES',
  'DENTAIRE_PRIS_EN_CHARGE', 'DENTAIRE_NON_PRIS_EN_CHARGE', 'OPTIQUE', 'OPTIQUE_CHIRURGIE', 'MEDECINES_COMPLEMENTAIRES', 'MATERNITE',
];

export const NOMBRE_PROJETS_LISTE = 1000;

/**
 * GET /api/projets of a company with 1,000 health projets (one SQL query, a narrow row each).
 * Goal: at a fixed 50 req/s, p99 ≤ 50 ms. The projets are created first through the API
 * (POST /api/projets, each priced by the server), signed in as alice (DIST-A).
 */
export async function projetsScenarios(ctx: BenchContext): Promise<Scenario[]> {
  // A page's POST carries its Origin (cookie-authenticated changes from elsewhere are refused).
  const headers = { cookie: ctx.cookie, 'content-type': 'application/json', origin: new URL(ctx.baseUrl).origin };
  const nom = `Bench Projets ${Date.now()}`;
  const client = await fetch(`${ctx.baseUrl}/api/client`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ raison_sociale: nom, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 80 } }),
  });
  if (!client.ok) throw new Error(`Client de benchmark non créé : ${client.status} ${await client.text()}`);
  const clientId = ((await client.json()) as { id: number }).id;
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  const dateEffet = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const colleges = [['CADRE', 'CLIN'], ['NON_CADRE', 'NCLIN'], ['TOUS', 'EPLIN']] as const;
  const ids: number[] = [];
  for (let i = 0; i < NOMBRE_PROJETS_LISTE; i++) {
    const [type, commission] = colleges[i % 3];
    const res = await fetch(`${ctx.baseUrl}/api/projets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        produit: { id: 460, code: 'SSC' },
        code_postal: '35000',
        resiliation_infra_annuelle: false,
        regime_obligatoire: 'SECURITE_SOCIALE',
        date_effet: dateEffet,
        client: { id: clientId },
        college: { type, effectif: 2 + (i % 90), age_moyen: 25 + (i % 35) },
        commissionnement: { type: commission, taux: i % 16 },
        niveaux_garanties: CODES_POSTES.map((poste, j) => ({ poste, niveau: 2 + ((i + j) % 6) })),
      }),
    });
    if (res.status !== 201) throw new Error(`Projet de benchmark non créé : ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  const url = `/api/projets?code_produit=SSC&raison_sociale=${encodeURIComponent(nom)}`;
  return [
    { name: `GET /api/projets (${NOMBRE_PROJETS_LISTE} projets)`, url, headers: { cookie: ctx.cookie }, baseline: 'GET /api/moi (connecté)' },
    { name: `GET /api/projets (${NOMBRE_PROJETS_LISTE} projets) @50 req/s`, url, headers: { cookie: ctx.cookie }, rate: 50, connections: 10 },
    // The guarantees page rendered on the server with its projet (goal p99 ≤ 50 ms at 50 req/s).
    { name: 'SSR /ssc/garanties/:id @50 req/s', url: `/ssc/garanties/${ids[0]}`, headers: { cookie: ctx.cookie }, rate: 50, connections: 10 },
    // Study PDF generation, each projet once so nothing comes from the job result store (goal p95 ≤ 300 ms).
    {
      name: 'GET /api/documents/etudes-personnalisees (génération, p90 = p95)',
      url: '',
      custom: () =>
        timeSequential('GET /api/documents/etudes-personnalisees (génération, p90 = p95)', 40, async (i) => {
          const r = await fetch(`${ctx.baseUrl}/api/documents/etudes-personnalisees?projets_ids=${ids[100 + i]}`, { headers: { cookie: ctx.cookie } });
          await r.arrayBuffer();
          return r.ok;
        }),
    },
  ];
}
