import { readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { pdfDeTaille } from '../../test/support/fichiers';
import { timeSequential, type Scenario } from '../harness';
import type { BenchContext } from '../run';

const CODES_POSTES = [
  'HOSPITALISATION_SEJOUR', 'HOSPITALISATION_HONORAIRES', 'SOINS_COURANTS_HONORAIRES', 'SOINS_COURANTS_PLUS', 'AIDES_AUDITIVES',
  'DENTAIRE_PRIS_EN_CHARGE', 'DENTAIRE_NON_PRIS_EN_CHARGE', 'OPTIQUE', 'OPTIQUE_CHIRURGIE', 'MEDECINES_COMPLEMENTAIRES', 'MATERNITE',
];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DIX_MO = 10_485_760;
const CONCURRENTS = 4;

/** Resident memory of the server process, in bytes ('VmRSS' or the peak 'VmHWM'). */
const memoire = (pid: number, cle: 'VmRSS' | 'VmHWM'): number => {
  const ligne = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${cle}:`));
  return Number(ligne?.match(/(\d+)/)?.[1] ?? 0) * 1024;
};

/** An upload as the page sends it (multipart, the session cookie, the page's Origin); true when accepted. */
export type Envoi = (chemin: string, nom: string, octets: Buffer, type: string, champs?: Record<string, string>) => Promise<boolean>;

/**
 * A health projet of 100 employees saved, its study handed over and its subscription started, on
 * the server of `ctx`; with the page's way of uploading a file.
 */
export async function souscriptionDeBench(ctx: Pick<BenchContext, 'baseUrl' | 'cookie'>): Promise<{ id: number; base: string; envoyer: Envoi }> {
  const origin = new URL(ctx.baseUrl).origin;
  const json = { cookie: ctx.cookie, 'content-type': 'application/json', origin };
  const client = await fetch(`${ctx.baseUrl}/api/client`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ raison_sociale: `Bench Souscription ${Date.now()}`, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 120 } }),
  });
  if (!client.ok) throw new Error(`Client de benchmark non créé : ${client.status}`);
  const clientId = ((await client.json()) as { id: number }).id;
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  const projet = await fetch(`${ctx.baseUrl}/api/projets`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      produit: { id: 460, code: 'SSC' },
      code_postal: '35000',
      resiliation_infra_annuelle: false,
      regime_obligatoire: 'SECURITE_SOCIALE',
      date_effet: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
      client: { id: clientId },
      college: { type: 'TOUS', effectif: 100, age_moyen: 40 },
      commissionnement: { type: 'EPLIN', taux: 5 },
      niveaux_garanties: CODES_POSTES.map((poste) => ({ poste, niveau: 3 })),
    }),
  });
  if (projet.status !== 201) throw new Error(`Projet de benchmark non créé : ${projet.status} ${await projet.text()}`);
  const id = ((await projet.json()) as { id: number }).id;
  // The study is made by a job: asked again (same key) until it is handed over (200).
  let statutEtude = 0;
  for (let essai = 0; essai < 60 && statutEtude !== 200; essai++) {
    // The download moves the projet to ETUDE_PERSONNALISEE_EDITEE only for a same-origin request (ADR 0016), as the page's is.
    const etude = await fetch(`${ctx.baseUrl}/api/documents/etudes-personnalisees?projets_ids=${id}`, { headers: { cookie: ctx.cookie, 'sec-fetch-site': 'same-origin', 'idempotency-key': `bench-etude-${id}` } });
    await etude.arrayBuffer();
    statutEtude = etude.status;
    if (statutEtude !== 200) await new Promise((r) => setTimeout(r, 500));
  }
  if (statutEtude !== 200) throw new Error(`Étude de benchmark non remise : ${statutEtude}`);
  const souscription = await fetch(`${ctx.baseUrl}/api/projets/${id}/souscription`, { method: 'POST', headers: json });
  if (!souscription.ok) throw new Error(`Souscription de benchmark non démarrée : ${souscription.status} ${await souscription.text()}`);

  // The page measured must be the real one: the frame with the file's data, not an error or a skeleton.
  const page = await (await fetch(`${ctx.baseUrl}/souscription/ssc/${id}`, { headers: { cookie: ctx.cookie } })).text();
  if (!page.includes(`Souscription du projet N°${id}`) || !page.includes('Entreprise adhérente')) throw new Error('Page de souscription rendue sans ses données');


  const envoyer: Envoi = async (chemin, nom, octets, type, champs = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(champs)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(octets)], { type }), nom);
    const r = await fetch(`${ctx.baseUrl}${chemin}`, { method: 'POST', headers: { cookie: ctx.cookie, origin }, body: form });
    await r.arrayBuffer();
    return r.ok;
  };
  return { id, base: `/api/projets/${id}/souscription`, envoyer };
}

/** A workbook of 100 participants under the template's headers. */
export async function classeurCentLignes(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Participants');
  ws.addRow(['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)']);
  for (let i = 0; i < 100; i++) ws.addRow([`SALARIE${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`, 'Camille', new Date(Date.UTC(1960 + (i % 40), i % 12, 1 + (i % 28)))]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Subscription steps 2–3 (issue 12 item 9): the import of a 100-row workbook (goal p95 ≤ 300 ms)
 * and the upload of a 10 Mo PDF (goal p95 ≤ 500 ms; process memory growing by at most twice the
 * file per concurrent upload, measured as the peak resident memory during 4 simultaneous uploads).
 * A health projet of 100 employees is saved, its study handed over and its subscription started.
 */
export async function souscriptionScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const { id, base, envoyer } = await souscriptionDeBench(ctx);
  const classeur = await classeurCentLignes();
  // A real PDF: uploads are parsed before they are kept (a signature followed by padding is refused).
  const pdf = pdfDeTaille(DIX_MO);
  return [
    // The subscription page rendered on the server with its file (goal p99 ≤ 50 ms at 50 req/s).
    { name: 'SSR /souscription/ssc/:id @50 req/s', url: `/souscription/ssc/${id}`, headers: { cookie: ctx.cookie }, rate: 50, connections: 10 },
    { name: 'SSR /souscription/ssc/:id', url: `/souscription/ssc/${id}`, headers: { cookie: ctx.cookie }, baseline: 'GET /api/moi (connecté)' },
    {
      name: 'POST import-participants (100 lignes, p90 = p95)',
      url: '',
      custom: () => timeSequential('POST import-participants (100 lignes, p90 = p95)', 40, () => envoyer(`${base}/import-participants`, 'participants.xlsx', classeur, XLSX)),
    },
    {
      name: 'POST pieces-justificatives (PDF 10 Mo, p90 = p95)',
      url: '',
      custom: async () => {
        const r = await timeSequential('POST pieces-justificatives (PDF 10 Mo, p90 = p95)', 20, () => envoyer(`${base}/pieces-justificatives`, 'kbis.pdf', pdf, 'application/pdf', { code: 'kbis' }));
        if (ctx.pid) {
          // Peak resident memory during CONCURRENTS simultaneous uploads, from a reset peak.
          writeFileSync(`/proc/${ctx.pid}/clear_refs`, '5');
          const avant = memoire(ctx.pid, 'VmRSS');
          await Promise.all(Array.from({ length: CONCURRENTS }, () => envoyer(`${base}/pieces-justificatives`, 'kbis.pdf', pdf, 'application/pdf', { code: 'kbis' })));
          const pic = memoire(ctx.pid, 'VmHWM');
          const parEnvoi = (pic - avant) / CONCURRENTS;
          console.log(
            `Mémoire : ${CONCURRENTS} envois simultanés de 10 Mo, pic +${Math.round((pic - avant) / 1048576)} Mo, soit ${(parEnvoi / DIX_MO).toFixed(2)} × le fichier par envoi (objectif ≤ 2)`,
          );
        }
        return r;
      },
    },
  ];
}
