/**
 * Pages rendered on the server with their data (issue 11 item 1, ADR 0046): helpers for the SSR
 * scenarios, which first check that the HTML really carries what it should (so the bench measures
 * the page with its data, not a loading skeleton).
 */
import type { BenchContext } from '../run';

/** Text as React writes it in HTML. */
export function commeEnHtml(texte: string): string {
  return texte.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** GET the page signed in and fails unless its HTML contains every expected text. */
export async function verifierPage(ctx: BenchContext, chemin: string, attendus: Record<string, string>): Promise<void> {
  const r = await fetch(`${ctx.baseUrl}${chemin}`, { headers: { cookie: ctx.cookie } });
  const html = await r.text();
  if (r.status !== 200) throw new Error(`${chemin} : statut ${r.status}`);
  const manquants = Object.entries(attendus).filter(([, texte]) => !html.includes(commeEnHtml(texte)));
  if (manquants.length) throw new Error(`${chemin} : le HTML du serveur ne contient pas ${manquants.map(([quoi, texte]) => `${quoi} « ${texte} »`).join(', ')}`);
}

/** A client company of alice's distributor with an agreement (its minima shown on the guarantees). */
export async function clientDeBench(ctx: BenchContext, nom: string, idCcn: number): Promise<number> {
  const r = await fetch(`${ctx.baseUrl}/api/client`, {
    method: 'POST',
    headers: { cookie: ctx.cookie, 'content-type': 'application/json', origin: new URL(ctx.baseUrl).origin },
    body: JSON.stringify({ raison_sociale: `${nom} ${Date.now()}`, ccn: { id: idCcn }, naf: '62.01Z', demographie: { effectif_global: 80, effectif_cadre: 30, effectif_non_cadre: 50 } }),
  });
  if (!r.ok) throw new Error(`Client de benchmark non créé : ${r.status} ${await r.text()}`);
  return ((await r.json()) as { id: number }).id;
}

/** POST /api/projets; the saved projet as GET /api/projets/{id} answers it. */
export async function projetDeBench<T>(ctx: BenchContext, corps: unknown): Promise<T> {
  const headers = { cookie: ctx.cookie, 'content-type': 'application/json', origin: new URL(ctx.baseUrl).origin };
  const r = await fetch(`${ctx.baseUrl}/api/projets`, { method: 'POST', headers, body: JSON.stringify(corps) });
  if (r.status !== 201) throw new Error(`Projet de benchmark non créé : ${r.status} ${await r.text()}`);
  const { id } = (await r.json()) as { id: number };
  const detail = await fetch(`${ctx.baseUrl}/api/projets/${id}`, { headers: { cookie: ctx.cookie } });
  if (!detail.ok) throw new Error(`Projet de benchmark illisible : ${detail.status}`);
  return (await detail.json()) as T;
}

/** First day of next month (Paris): a valid effective date whatever the college size. */
export function premierDuMoisProchain(): string {
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = aujourdhui.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

export const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
