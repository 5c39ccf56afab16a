/**
 * `npm run bench:volume` (issue 30 item 8, ADR 0080): what one subscription adds to the database.
 * The built server on a fresh PostgreSQL database (TEST_DATABASE_URL's server), a health projet of
 * 100 employees taken from its study to its whole subscription kit (every document generated once,
 * then the zip of them all), the supporting documents a broker uploads (one scanned PDF per piece
 * at a typical 400 Ko), and the stored files counted by kind with the table's size on disk.
 */
import { Client } from 'pg';
import { getSessionCookie } from '../src/auth/dev-login-client';
import { createDatabase, dropDatabase } from '../test/support/services';
import { pdfDeTaille } from '../test/support/fichiers';
import { startApp } from './harness';
import { souscriptionDeBench } from './scenarios/souscription';

const PIECE_TYPIQUE = 400 * 1024;

/** Every document code a kit lists (its groups nest them). */
function codes(valeur: unknown, trouves = new Set<string>()): Set<string> {
  if (Array.isArray(valeur)) for (const v of valeur) codes(v, trouves);
  else if (valeur && typeof valeur === 'object') {
    const o = valeur as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.url === 'string' && o.disponible === true && o.page !== true) trouves.add(o.id);
    for (const v of Object.values(o)) codes(v, trouves);
  }
  return trouves;
}

async function main(): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('bench:volume demande TEST_DATABASE_URL (un serveur PostgreSQL)');
  const databaseUrl = await createDatabase(admin, 'collectif_volume');
  const { baseUrl, child } = await startApp(Number(process.env.BENCH_PORT ?? 3190) + 11, { DATABASE_URL: databaseUrl });
  const db = new Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const cookie = await getSessionCookie(baseUrl, 'alice');
    const origin = new URL(baseUrl).origin;
    const json = { cookie, origin, 'content-type': 'application/json' };
    const { id, base, envoyer } = await souscriptionDeBench({ baseUrl, cookie });
    const taille = async () => Number((await db.query(`SELECT coalesce(sum(size), 0) AS n FROM stored_file`)).rows[0].n);
    const apresEtude = await taille();

    // The pieces the step asks for, one typical scan each.
    const pieces = (await (await fetch(`${baseUrl}${base}/pieces-justificatives`, { headers: { cookie } })).json()) as { attendues?: Array<{ code: string; formats: string[] }> };
    let envoyees = 0;
    for (const p of (pieces.attendues ?? []).filter((a) => a.formats.includes('pdf'))) if (await envoyer(`${base}/pieces-justificatives`, `${p.code}.pdf`, pdfDeTaille(PIECE_TYPIQUE), 'application/pdf', { code: p.code })) envoyees++;
    const apresPieces = await taille();

    // The whole kit: each document once (stored, frozen), then the zip.
    const liste = await (await fetch(`${baseUrl}/api/projets/documents-souscription`, { method: 'POST', headers: json, body: JSON.stringify({ projet_ids: [id] }) })).json();
    const tous = [...codes(liste)];
    const zip = await fetch(`${baseUrl}/api/projet/${id}/documents/souscription/archive`, { method: 'POST', headers: json, body: JSON.stringify({ documents_code: tous }) });
    const octetsZip = (await zip.arrayBuffer()).byteLength;
    const apresKit = await taille();

    const parType = await db.query<{ kind: string; n: string; octets: string }>(`SELECT kind, count(*) AS n, sum(size) AS octets FROM stored_file GROUP BY kind ORDER BY 3 DESC`);
    const disque = Number((await db.query(`SELECT pg_total_relation_size('stored_file') AS n`)).rows[0].n);
    const ko = (n: number) => `${Math.round(n / 1024)} Ko`;
    console.log(`Étude : ${ko(apresEtude)} ; ${envoyees} pièces de ${ko(PIECE_TYPIQUE)} : ${ko(apresPieces - apresEtude)} ; kit (${tous.length} documents, zip ${zip.status} de ${ko(octetsZip)}) : ${ko(apresKit - apresPieces)}`);
    for (const l of parType.rows) console.log(`  ${l.kind} : ${l.n} fichier(s), ${ko(Number(l.octets))}`);
    console.log(`Total des fichiers : ${ko(apresKit)} ; table stored_file sur disque (TOAST et index compris) : ${ko(disque)}`);
  } finally {
    await db.end().catch(() => undefined);
    child.kill('SIGTERM');
    await new Promise((ok) => child.once('exit', ok));
    await dropDatabase(admin, databaseUrl);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
