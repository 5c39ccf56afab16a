import { Webhook } from 'standardwebhooks';
import { SECRET_RAPPELS_BENCH, timeSequential, type Scenario } from '../harness';
import type { BenchContext } from '../run';
import { CODES_POSTES } from '../../src/domain/pricing/sante/types';

/**
 * Electronic signature (issue 13 item 6): the providers' callbacks verified (HMAC over the raw body,
 * 5-minute window) and kept in the inbox, the same event again and again (each a duplicate after the
 * first: verified, looked up, refused by the inbox key), against the bare server; the whole subscription
 * kit archive (goal p95 ≤ 3 s); and 'Signer' on an
 * open transaction (a fresh signing address). A complete file is made through the API and a
 * face-à-face transaction opened.
 */
/**
 * A complete health file of alice with a face-à-face transaction open, made through the API as the
 * pages do; the simulator's transaction id (what its callbacks name). Shared with the events' group.
 */
export async function dossierEnSignature(ctx: BenchContext) {
  const origin = new URL(ctx.baseUrl).origin;
  const json = { cookie: ctx.cookie, 'content-type': 'application/json', origin };
  const appel = async (chemin: string, methode = 'GET', corps?: unknown) => {
    const r = await fetch(`${ctx.baseUrl}${chemin}`, { method: methode, headers: json, body: corps === undefined ? undefined : JSON.stringify(corps) });
    if (!r.ok) throw new Error(`${methode} ${chemin} : ${r.status} ${await r.text()}`);
    return r;
  };
  const client = (await (await appel('/api/client', 'POST', { raison_sociale: `Bench Signature ${Date.now()}`, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 40 } })).json()) as { id: number };
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  const projet = (await (
    await appel('/api/projets', 'POST', {
      produit: { id: 460, code: 'SSC' },
      code_postal: '35000',
      resiliation_infra_annuelle: false,
      regime_obligatoire: 'SECURITE_SOCIALE',
      acces_surcomplementaire: true,
      date_effet: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
      client: { id: client.id },
      college: { type: 'CADRE', effectif: 12, age_moyen: 42 },
      commissionnement: { type: 'CLIN', taux: 5 },
      niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 5 })),
    })
  ).json()) as { id: number };
  const p = `/api/projets/${projet.id}`;
  // The study handed over by the page itself (a same-origin request moves the statut).
  const etude = await fetch(`${ctx.baseUrl}/api/documents/etudes-personnalisees?projets_ids=${projet.id}`, { headers: { cookie: ctx.cookie, 'sec-fetch-site': 'same-origin' } });
  if (!etude.ok) throw new Error(`Étude : ${etude.status}`);
  await etude.arrayBuffer();
  await appel(`${p}/souscription`, 'POST');
  await appel(`${p}/souscription/informations-complementaires`, 'POST', {
    entreprise_adherente: { nature_contrat: 'NOUVEAU', nature_regime: null, raison_sociale: 'x', siret: '73282932000074', forme_juridique: 'sarl', activite: 'commerciale', idcc: null, naf: '62.01Z', date_creation_administrative: '2012-03-01' },
    adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: null, code_postal: '35000', ville: 'Rennes' },
    interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérante', telephone: '0299001122', email: 'claire@exemple.fr', documentation_contractuelle_email: true },
    cotisation: { mode_cotisation: 'UNIQUE', payeur: null },
    etude_medicale: null,
  });
  await appel(`${p}/souscription/affiliation-participants`, 'POST', { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dsn', participants: [] });
  const pdf = Buffer.from(await (await appel(`${p}/souscription/fiche-informations-conseils/modele`)).arrayBuffer());
  const form = new FormData();
  form.append('code', 'kbis');
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'kbis.pdf');
  const kbis = await fetch(`${ctx.baseUrl}${p}/souscription/pieces-justificatives`, { method: 'POST', headers: { cookie: ctx.cookie, origin }, body: form });
  if (!kbis.ok) throw new Error(`Kbis : ${kbis.status} ${await kbis.text()}`);
  const n = String(Date.now() % 10_000_000).padStart(7, '0');
  await appel(`${p}/souscription/signataire`, 'POST', { civilite: 'madame', nom: `Bench${n}`, prenom: 'Claire', date_naissance: '1980-05-04', fonction: 'Gérante', telephone_portable: `075${n}`, email: 'bench@exemple.fr' });
  const { data } = (await (await appel(`${p}/signature/face-a-face`, 'POST')).json()) as { data: { url: string } };
  // The simulator's own transaction id, as its signing page carries it.
  const page = await (await fetch(data.url)).text();
  const txId = /sim_[a-f0-9]{24}/.exec(page)?.[0];
  if (!txId) throw new Error('Transaction du simulateur introuvable sur sa page');
  return { projet, p, txId, appel, json };
}

export async function signatureScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const { projet, p, txId, appel, json } = await dossierEnSignature(ctx);

  const webhook = new Webhook(SECRET_RAPPELS_BENCH);
  const eventId = `evt_bench_${Date.now()}`;
  const corps = JSON.stringify({ event_id: eventId, event_name: 'signer.link_opened', event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId } });
  const date = new Date();
  const entetes = { 'content-type': 'application/json', 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(date.getTime() / 1000)), 'webhook-signature': webhook.sign(eventId, date, corps) };
  // The subscription kit of this file: every downloadable document (not the DUE page).
  const groupes = (await (await appel('/api/projets/documents-souscription', 'POST', { projet_ids: [projet.id] })).json()) as { documents: { id: string; page?: boolean; disponible: boolean }[] }[];
  const codes = groupes.flatMap((g) => g.documents).filter((d) => !d.page && d.disponible).map((d) => d.id);
  return [
    {
      name: `POST /api/projet/{id}/documents/souscription/archive (${codes.length} documents, p90 = p95)`,
      url: '',
      custom: () =>
        // Each request under a key of its own: every document is made again, none read back.
        timeSequential(`POST /api/projet/{id}/documents/souscription/archive (${codes.length} documents, p90 = p95)`, 20, async (i) => {
          const r = await fetch(`${ctx.baseUrl}/api/projet/${projet.id}/documents/souscription/archive`, {
            method: 'POST',
            headers: { ...json, 'Idempotency-Key': `bench-kit-${Date.now()}-${i}` },
            body: JSON.stringify({ documents_code: codes }),
          });
          await r.arrayBuffer();
          return r.ok;
        }),
    },
    { name: 'POST /api/signature/webhooks/simulateur (rappel vérifié, doublons)', url: '/api/signature/webhooks/simulateur', method: 'POST', headers: entetes, body: JSON.parse(corps) as unknown, baseline: 'node:http hello' },
    {
      name: 'POST /api/projets/{id}/signature/face-a-face (transaction ouverte reprise, p90 = p95)',
      url: '',
      custom: () =>
        timeSequential('POST /api/projets/{id}/signature/face-a-face (transaction ouverte reprise, p90 = p95)', 20, async () => {
          const r = await fetch(`${ctx.baseUrl}${p}/signature/face-a-face`, { method: 'POST', headers: json });
          await r.arrayBuffer();
          return r.ok;
        }),
    },
  ];
}
