/**
 * Client bundle budget: the gzip size of the JavaScript a browser loads to show each page,
 * computed from React Router's browser manifest (build/client/assets/manifest-*.js): the entry
 * and its imports, then every route module of the page's branch (root → layouts → page) and their
 * imports, each file counted once (the manifest file itself is not: React Router inlines the page's
 * part of it in the HTML). test/browser/budget-client.browser-spec.ts checks this count against
 * what a browser requests. Fails (exit code 1) when a page is over the budget.
 *   npm run build:client && node dist/scripts/budget-client.js [build/client] [--budget=200]
 * Why 200 KB and how a page is brought under it: docs/adr/0033.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Kilobytes of gzip-compressed JavaScript any page may load (issue 11). */
export const BUDGET_KO = 200;

interface EntreeManifeste {
  module: string;
  imports?: string[];
}
interface RouteManifeste extends EntreeManifeste {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}
export interface Manifeste {
  entry: EntreeManifeste;
  routes: Record<string, RouteManifeste>;
}

export interface MesureRoute {
  /** Route id ('routes/ssc.garanties'). */
  id: string;
  /** Path pattern of the page ('/ssc/garanties/:idProjet?'). */
  chemin: string;
  /** Gzip size of the JavaScript loaded for that page, in bytes. */
  octets: number;
}

/** Reads the manifest React Router writes as `window.__reactRouterManifest={...};`. */
export function lireManifeste(texte: string): Manifeste {
  const debut = texte.indexOf('{');
  const fin = texte.lastIndexOf('}');
  if (debut < 0 || fin < debut) throw new Error('Manifeste React Router illisible');
  return JSON.parse(texte.slice(debut, fin + 1)) as Manifeste;
}

/** The route and its parents, root first. */
function branche(manifeste: Manifeste, id: string): RouteManifeste[] {
  const routes: RouteManifeste[] = [];
  for (let r: RouteManifeste | undefined = manifeste.routes[id]; r; r = r.parentId ? manifeste.routes[r.parentId] : undefined) routes.unshift(r);
  return routes;
}

function chemin(routes: RouteManifeste[]): string {
  const parts = routes.map((r) => r.path ?? '').filter((p) => p !== '');
  return `/${parts.join('/')}`;
}

/** JavaScript files (asset paths as the manifest writes them) loaded to show a route. */
export function fichiersDeLaRoute(manifeste: Manifeste, id: string): string[] {
  const fichiers = new Set<string>([manifeste.entry.module, ...(manifeste.entry.imports ?? [])]);
  for (const r of branche(manifeste, id)) {
    fichiers.add(r.module);
    for (const i of r.imports ?? []) fichiers.add(i);
  }
  return [...fichiers];
}

/**
 * The size of every page (routes with a component that are not only layouts), largest first.
 * `taille` gives a file's gzip size from its manifest path.
 */
export function mesurerRoutes(manifeste: Manifeste, taille: (fichier: string) => number): MesureRoute[] {
  const parents = new Set(Object.values(manifeste.routes).map((r) => r.parentId).filter(Boolean));
  return Object.values(manifeste.routes)
    .filter((r) => !parents.has(r.id))
    .map((r) => ({
      id: r.id,
      chemin: chemin(branche(manifeste, r.id)),
      octets: fichiersDeLaRoute(manifeste, r.id).reduce((total, f) => total + taille(f), 0),
    }))
    .sort((a, b) => b.octets - a.octets);
}

/** Measures a client build directory (build/client). */
export function mesurerBuild(dossierClient: string): MesureRoute[] {
  const assets = join(dossierClient, 'assets');
  const nom = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!nom) throw new Error(`Aucun manifeste dans ${assets} : lancer npm run build:client`);
  const tailles = new Map<string, number>();
  const taille = (fichier: string) => {
    let t = tailles.get(fichier);
    if (t === undefined) {
      t = gzipSync(readFileSync(join(dossierClient, fichier.replace(/^\//, ''))), { level: 9 }).length;
      tailles.set(fichier, t);
    }
    return t;
  };
  return mesurerRoutes(lireManifeste(readFileSync(join(assets, nom), 'utf8')), taille);
}

export const ko = (octets: number) => Math.round(octets / 102.4) / 10;

function main(): void {
  const args = process.argv.slice(2);
  const dossier = args.find((a) => !a.startsWith('--')) ?? join(process.cwd(), 'build', 'client');
  const budget = Number(args.find((a) => a.startsWith('--budget='))?.slice('--budget='.length) ?? BUDGET_KO);
  const mesures = mesurerBuild(dossier);
  const largeur = Math.max(...mesures.map((m) => m.chemin.length));
  for (const m of mesures) {
    console.log(`${m.chemin.padEnd(largeur)}  ${String(ko(m.octets)).padStart(6)} KB${ko(m.octets) > budget ? '  > budget' : ''}`);
  }
  const depassements = mesures.filter((m) => ko(m.octets) > budget);
  if (depassements.length) {
    console.error(`Budget client dépassé (${budget} KB gzip par page) : ${depassements.map((m) => m.chemin).join(', ')}`);
    process.exit(1);
  }
  console.log(`Budget client respecté : ${budget} KB gzip au plus par page.`);
}

if (require.main === module) main();
