import { timeSequential, type Scenario } from '../harness';
import type { BenchContext } from '../run';
import { CODES_POSTES } from '../../src/domain/pricing/sante/types';

/**
 * The DUE kit (spec 03; issue goals: one DUE PDF p95 ≤ 300 ms, the whole kit archive p95 ≤ 3 s).
 * Each request sends other answers (another address line), so every document is made, never read
 * back from the job result store.
 */
export async function dueScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const headers = { cookie: ctx.cookie, 'content-type': 'application/json', origin: new URL(ctx.baseUrl).origin };
  const appel = async (path: string, method: string, body?: unknown) => {
    const r = await fetch(`${ctx.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!r.ok) throw new Error(`${method} ${path} : ${r.status} ${await r.text()}`);
    return r.json() as Promise<Record<string, unknown>>;
  };
  const client = (await appel('/api/client', 'POST', { raison_sociale: `Bench DUE ${Date.now()}`, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 80 } })) as { id: number };
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  const dateEffet = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const projet = (await appel('/api/projets', 'POST', {
    produit: { id: 460, code: 'SSC' },
    code_postal: '35000',
    resiliation_infra_annuelle: false,
    regime_obligatoire: 'SECURITE_SOCIALE',
    acces_surcomplementaire: true,
    date_effet: dateEffet,
    client: { id: client.id },
    college: { type: 'CADRE', effectif: 30, age_moyen: 41 },
    commissionnement: { type: 'CLIN', taux: 5 },
    niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
  })) as { id: number };
  const depart = ((await appel(`/api/projets/${projet.id}/due/ssc/demarrer`, 'POST')) as { etat: Record<string, unknown> }).etat;
  const etat = (i: number) => ({
    ...depart,
    etape1: { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: null, adresse: { voie: `${i + 1} rue du Banc d'essai`, codePostal: '35000', ville: 'Rennes' } },
    etape2: { etatRegime: 'MODIFICATION' },
    etape3: { regimeSanteMisEnPlacePar: 'DUE' },
    etape4: { plusieursEtablissements: 'NON' },
    etape6: { affiliationAyantsDroit: 'FACULTATIF' },
    etape7: { partCotisation: 60 },
    etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_CDD', 'SALARIE_TEMPS_PARTIEL'] },
    etape9: { dateEntreeVigueur: dateEffet },
    etape10: { confirmation: true },
  });
  await appel(`/api/projets/${projet.id}/due/ssc`, 'PUT', { etat: etat(0) });
  const post = async (path: string, body: unknown) => {
    const r = await fetch(`${ctx.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await r.arrayBuffer();
    return r.ok;
  };
  return [
    {
      name: 'POST /api/projets/due/ssc/documents/decision (génération, p90 = p95)',
      url: '',
      custom: () =>
        timeSequential('POST /api/projets/due/ssc/documents/decision (génération, p90 = p95)', 40, (i) =>
          post('/api/projets/due/ssc/documents/decision', { projet_ids: [projet.id], payload: etat(1 + i), confirmation_fige: true }),
        ),
    },
    {
      name: 'POST /api/projets/due/ssc/archives/documents (7 PDF, p90 = p95)',
      url: '',
      custom: () =>
        timeSequential('POST /api/projets/due/ssc/archives/documents (7 PDF, p90 = p95)', 20, (i) =>
          post('/api/projets/due/ssc/archives/documents', { projet_ids: [projet.id], payload: etat(100 + i), confirmation_fige: true }),
        ),
    },
  ];
}
