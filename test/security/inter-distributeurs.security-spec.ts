/**
 * Generated cross-distributor attempts (ADR 0023): carole (DIST-B) sends random (route × id × verb)
 * requests at alice's (DIST-A) records. The routes are every path of the OpenAPI document with an
 * input marked `x-perimetre-distributeur` (path, query or body), the ids alice's records of that
 * kind, the verbs GET, POST, PUT and DELETE whatever the path documents; the rest of each request is
 * generated from the document's schemas. Expected: no 2xx at all, and alice's records unchanged.
 *
 * Seeded and bounded: SECURITE_GRAINE (printed), SECURITE_TENTATIVES (default 2,400).
 */
import { demarrerApp, type AppDeTest } from '../support/app';
import { premierDuMoisProchain, prevoyancePayload, santePayload } from '../support/projets';
import { instantaneAlice, preparerDonneesAlice, type DonneesAlice } from './donnees';
import {
  adresse,
  EXTENSION_DISTRIBUTEUR,
  envoyer,
  genererValide,
  Hasard,
  lireDocument,
  operationsDe,
  reglage,
  resoudre,
  schemaCorps,
  versTexte,
  type Document,
  type Generation,
  type Operation,
  type Schema,
} from './openapi';

const GRAINE = reglage('SECURITE_GRAINE', 20261123);
const TENTATIVES = reglage('SECURITE_TENTATIVES', 2400);
const VERBES = ['get', 'post', 'put', 'delete'] as const;

jest.setTimeout(600_000);

let app: AppDeTest;
let alice: DonneesAlice;
let doc: Document;

beforeAll(async () => {
  // Mail to the outbox (whatever the harness of another project set up): its routes are part of the document.
  app = await demarrerApp({ env: { SMTP_URL: '' } });
  alice = await preparerDonneesAlice(app);
  // carole has her own company and projets: her scope is not empty.
  const sienne = await app.nouveauClient('carole');
  await app.creerProjet('carole', santePayload(sienne.id));
  await app.creerProjet('carole', prevoyancePayload(sienne.id));
  doc = await lireDocument(app.url);
});

afterAll(async () => {
  await app?.arreter();
});

/** Whether a schema (through refs, variants, arrays and objects) holds an input naming distributor records. */
function marque(d: Document, s: Schema | undefined, vus = new Set<Schema>()): boolean {
  const r = resoudre(d, s);
  if (vus.has(r)) return false;
  vus.add(r);
  if (s?.[EXTENSION_DISTRIBUTEUR] || r[EXTENSION_DISTRIBUTEUR]) return true;
  const enfants = [...((r.oneOf ?? r.anyOf ?? r.allOf ?? []) as Schema[]), ...Object.values((r.properties ?? {}) as Record<string, Schema>), ...(r.items ? [r.items as Schema] : [])];
  return enfants.some((e) => marque(d, e, vus));
}

const aDesIds = (d: Document, op: Operation) => (op.parameters ?? []).some((p) => p[EXTENSION_DISTRIBUTEUR]) || marque(d, schemaCorps(op));

it(`carole (DIST-B) gets no 2xx from ${TENTATIVES} generated attempts at alice’s (DIST-A) ids, and nothing of alice’s changes`, async () => {
  const avant = await instantaneAlice(app, alice);
  const hasard = new Hasard(GRAINE);
  const g: Generation = { doc, hasard, pools: alice.pools, jour: premierDuMoisProchain };
  // (verb, path) pairs: every verb on every path with ids, but for an operation the path documents
  // without ids (GET /api/projets lists carole's own) which is not an attempt at anyone's id.
  const chemins = [...new Set(operationsDe(doc).filter((o) => aDesIds(doc, o.operation)).map((o) => o.chemin))];
  const couples = chemins.flatMap((chemin) => VERBES.filter((v) => !doc.paths[chemin][v] || aDesIds(doc, doc.paths[chemin][v])).map((methode) => ({ methode, chemin })));
  expect(chemins.length).toBeGreaterThanOrEqual(10);

  const statuts = new Map<number, number>();
  const parRoute = new Map<string, number>();
  const succes: string[] = [];
  for (let i = 0; i < TENTATIVES; i++) {
    const { methode, chemin } = hasard.choisir(couples);
    const item = doc.paths[chemin];
    // The documented operation of this verb, else one of the path's (for its parameters).
    const op = item[methode] ?? Object.values(item).find((o) => aDesIds(doc, o)) ?? Object.values(item)[0];
    const params: Record<string, unknown> = {};
    const requete: Record<string, string> = {};
    for (const p of op.parameters ?? []) {
      if (p.in === 'path') params[p.name] = genererValide(g, { ...p.schema, [EXTENSION_DISTRIBUTEUR]: p[EXTENSION_DISTRIBUTEUR] });
      else if (p.in === 'query' && (p.required || p[EXTENSION_DISTRIBUTEUR] || hasard.probable(0.5))) {
        requete[p.name] = versTexte(genererValide(g, { ...p.schema, [EXTENSION_DISTRIBUTEUR]: p[EXTENSION_DISTRIBUTEUR] }));
      }
    }
    const schema = schemaCorps(op);
    const corps = methode === 'post' || methode === 'put' ? { json: schema ? genererValide(g, schema) : {} } : undefined;
    const reponse = await envoyer(app.url, await app.jeton('carole'), { methode, chemin: adresse({ methode, chemin, operation: op }, params), requete, corps });
    statuts.set(reponse.status, (statuts.get(reponse.status) ?? 0) + 1);
    const route = `${methode.toUpperCase()} ${chemin}`;
    parRoute.set(route, (parRoute.get(route) ?? 0) + 1);
    if (reponse.status >= 200 && reponse.status < 300) {
      succes.push(`${route} ${adresse({ methode, chemin, operation: op }, params)}?${new URLSearchParams(requete)} ${JSON.stringify(corps?.json ?? null).slice(0, 300)} → ${reponse.status} ${reponse.texte.slice(0, 200)}`);
    }
  }
  const apres = await instantaneAlice(app, alice);

  // eslint-disable-next-line no-console
  console.log(
    [
      `Tentatives inter-distributeurs : graine ${GRAINE} (SECURITE_GRAINE), ${TENTATIVES} tentatives (SECURITE_TENTATIVES), ${app.mode}`,
      `  ${chemins.length} chemins avec des identifiants, ${couples.length} couples (verbe, chemin) dont ${parRoute.size} essayés`,
      `  identifiants d'alice visés : ${Object.entries(alice.pools).map(([k, v]) => `${k} ${v.length}`).join(', ')}`,
      `  statuts : ${[...statuts].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s} × ${n}`).join(', ')}`,
      `  succès (2xx) : ${succes.length} ; données d'alice ${JSON.stringify(apres) === JSON.stringify(avant) ? 'inchangées' : 'MODIFIÉES'}`,
    ].join('\n'),
  );
  expect(succes).toEqual([]);
  expect(apres).toEqual(avant);
  expect([...statuts.keys()].filter((s) => s >= 500)).toEqual([]);
});
