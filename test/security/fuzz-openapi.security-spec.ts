/**
 * A fuzz of every operation of the OpenAPI document (ADR 0023), as alice, generated from the
 * document's schemas: per operation SECURITE_EXEMPLES requests (default 30), each a valid-looking
 * request or one mutation of it (boundary integers, NUL strings, deep JSON, wrong types, missing or
 * unknown fields, huge strings under the size limit, malformed JSON, bad percent-encoding).
 * Expected: no answer ≥ 500; every answer with a documented status, a 2xx conforming to its
 * documented schema (ajv), an error to ErreurApi.
 *
 * Seeded: SECURITE_GRAINE (printed).
 */
import { demarrerApp, type AppDeTest } from '../support/app';
import { GARANTIES_PREVOYANCE, premierDuMoisProchain, prevoyancePayload, santePayload, tarifSantePayload } from '../support/projets';
import { preparerDonneesAlice, type DonneesAlice } from './donnees';
import {
  adresse,
  Conformite,
  EXTENSION_DISTRIBUTEUR,
  envoyer,
  genererValide,
  Hasard,
  ID_MAX,
  lireDocument,
  operationsDe,
  reglage,
  schemaCorps,
  versTexte,
  type Document,
  type Generation,
  type OperationDoc,
  type Requete,
} from './openapi';

const GRAINE = reglage('SECURITE_GRAINE', 20261123);
const EXEMPLES = reglage('SECURITE_EXEMPLES', 30);

jest.setTimeout(900_000);

let app: AppDeTest;
let alice: DonneesAlice;
let doc: Document;
/** Operations the generated requests never got a 2xx from (filled by the fuzz, read by the test after it). */
let sansSucces: string[] = [];

beforeAll(async () => {
  // Mail to the outbox (whatever the harness of another project set up): its routes are part of the document.
  app = await demarrerApp({ env: { SMTP_URL: '' } });
  alice = await preparerDonneesAlice(app);
  doc = await lireDocument(app.url);
});

afterAll(async () => {
  await app?.arreter();
});

/** A request being built: path parameters and body as values, the query as values too. */
interface Brouillon {
  params: Record<string, unknown>;
  requete: Record<string, unknown>;
  corps?: unknown;
  corpsBrut?: string;
  adresseBrute?: string;
  /** Levels of nesting written where the body holds PROFOND (JSON.stringify would overflow the stack). */
  profondeur?: number;
}

const PROFOND = '\u0001profond\u0001';

type Chemin = (string | number)[];
/** Where a value sits: a path or query parameter, or a place in the body. */
type Emplacement = { ou: 'params' | 'requete'; cle: string } | { ou: 'corps'; chemin: Chemin };

function feuilles(v: unknown, chemin: Chemin = []): Chemin[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => feuilles(x, [...chemin, i]));
  if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => feuilles(x, [...chemin, k]));
  return [chemin];
}

function objets(v: unknown, chemin: Chemin = []): Chemin[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => objets(x, [...chemin, i]));
  if (typeof v === 'object' && v !== null) return [chemin, ...Object.entries(v).flatMap(([k, x]) => objets(x, [...chemin, k]))];
  return [];
}

function lire(racine: unknown, chemin: Chemin): unknown {
  return chemin.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], racine);
}

function ecrire(b: Brouillon, e: Emplacement, valeur: unknown): void {
  if (e.ou !== 'corps') {
    b[e.ou][e.cle] = valeur;
    return;
  }
  if (e.chemin.length === 0) {
    b.corps = valeur;
    return;
  }
  const parent = lire(b.corps, e.chemin.slice(0, -1)) as Record<string | number, unknown>;
  parent[e.chemin[e.chemin.length - 1]] = valeur;
}

function emplacements(b: Brouillon): Emplacement[] {
  return [
    ...Object.keys(b.params).map((cle) => ({ ou: 'params' as const, cle })),
    ...Object.keys(b.requete).map((cle) => ({ ou: 'requete' as const, cle })),
    ...(b.corps === undefined ? [] : feuilles(b.corps).map((chemin) => ({ ou: 'corps' as const, chemin }))),
  ];
}

const valeurDe = (b: Brouillon, e: Emplacement) => (e.ou === 'corps' ? lire(b.corps, e.chemin) : b[e.ou][e.cle]);

type Mutation = (b: Brouillon, h: Hasard, op: OperationDoc) => string;

const MUTATIONS: Record<string, Mutation> = {
  valide: () => 'valide',
  'entier-limite': (b, h) => {
    const toutes = emplacements(b);
    const nombres = toutes.filter((e) => typeof valeurDe(b, e) === 'number' || (e.ou !== 'corps' && /^\d+$/.test(String(valeurDe(b, e)))));
    const e = h.choisir(nombres.length ? nombres : toutes);
    if (!e) return 'valide';
    const v = h.choisir([0, -1, ID_MAX, ID_MAX + 1, 1e308, -1e308, 1.5, Number.MAX_SAFE_INTEGER + 2]);
    ecrire(b, e, e.ou === 'corps' ? v : String(v));
    return `entier-limite ${v}`;
  },
  nul: (b, h) => {
    const toutes = emplacements(b);
    const textes = toutes.filter((e) => typeof valeurDe(b, e) === 'string');
    const e = h.choisir(textes.length ? textes : toutes);
    if (!e) {
      b.requete.recherche = 'a\u0000b';
      return 'nul requete';
    }
    ecrire(b, e, `${String(valeurDe(b, e) ?? '')}\u0000`);
    return `nul ${e.ou}`;
  },
  profond: (b, h, op) => {
    const n = h.choisir([33, 200, 20_000]);
    if (!schemaCorps(op.operation)) {
      b.requete.profond = '['.repeat(Math.min(n, 2000));
      return `profond requete ${Math.min(n, 2000)}`;
    }
    b.profondeur = n;
    const conteneurs = typeof b.corps === 'object' && b.corps !== null ? objets(b.corps).filter((c) => !Array.isArray(lire(b.corps, c))) : [];
    if (!conteneurs.length) b.corps = PROFOND;
    else ecrire(b, { ou: 'corps', chemin: [...h.choisir(conteneurs), 'imbrique'] }, PROFOND);
    return `profond corps ${n}`;
  },
  'mauvais-type': (b, h) => {
    const e = h.choisir(emplacements(b));
    if (!e) {
      b.corps = h.choisir([[], 'texte', 42, null]);
      return 'mauvais-type corps';
    }
    const v = e.ou === 'corps' ? h.choisir<unknown>([{}, [], 'texte', 123, true, null, [1, 2]]) : h.choisir(['abc', '-', ' ', '[]', '{}', 'true', '1,2', 'null']);
    ecrire(b, e, v);
    return `mauvais-type ${e.ou}`;
  },
  manquant: (b, h) => {
    const cles = Object.keys(b.requete);
    const conteneurs = typeof b.corps === 'object' && b.corps !== null && !Array.isArray(b.corps) ? objets(b.corps).filter((c) => Object.keys((lire(b.corps, c) as object) ?? {}).length) : [];
    if (conteneurs.length && (h.probable(0.7) || !cles.length)) {
      const c = h.choisir(conteneurs);
      const objet = lire(b.corps, c) as Record<string, unknown>;
      if (!Array.isArray(objet)) delete objet[h.choisir(Object.keys(objet))];
      return 'manquant corps';
    }
    if (cles.length) delete b.requete[h.choisir(cles)];
    else b.corps = undefined;
    return 'manquant requete';
  },
  inconnu: (b, h) => {
    const conteneurs = typeof b.corps === 'object' && b.corps !== null && !Array.isArray(b.corps) ? objets(b.corps).filter((c) => !Array.isArray(lire(b.corps, c))) : [];
    if (conteneurs.length && h.probable(0.7)) ecrire(b, { ou: 'corps', chemin: [...h.choisir(conteneurs), 'champ_inconnu'] }, h.choisir<unknown>([1, 'x', { a: 1 }]));
    else b.requete.champ_inconnu = 'x';
    return 'inconnu';
  },
  enorme: (b, h) => {
    const toutes = emplacements(b);
    const e = h.choisir(toutes.filter((x) => x.ou === 'corps').length ? toutes.filter((x) => x.ou === 'corps') : toutes);
    if (!e) {
      b.requete.enorme = 'x'.repeat(4000);
      return 'enorme requete';
    }
    ecrire(b, e, 'x'.repeat(e.ou === 'corps' ? 90_000 : 4000));
    return `enorme ${e.ou}`;
  },
  casse: (b, h, op) => {
    if (schemaCorps(op.operation)) {
      b.corpsBrut = h.choisir(['{"a":', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\ud800"}', 'null', '[]', '"texte"']);
      return 'casse corps';
    }
    b.adresseBrute = h.choisir(['%E9', '%', '%FF%FE', '%C0%AF']);
    return 'casse adresse';
  },
};
/** The order examples take: valid-looking requests three times as often as each mutation. */
const NOMS = ['valide', 'valide', ...Object.keys(MUTATIONS)];

function brouillonValide(g: Generation, op: OperationDoc): Brouillon {
  const b: Brouillon = { params: {}, requete: {} };
  for (const p of op.operation.parameters ?? []) {
    const schema = { ...p.schema, [EXTENSION_DISTRIBUTEUR]: p[EXTENSION_DISTRIBUTEUR] };
    if (p.in === 'path') b.params[p.name] = genererValide(g, schema);
    else if (p.in === 'query' && (p.required || g.hasard.probable(0.6))) b.requete[p.name] = genererValide(g, schema);
  }
  const corps = schemaCorps(op.operation);
  if (corps) b.corps = genererValide(g, corps);
  return b;
}

function versRequete(op: OperationDoc, b: Brouillon): Requete {
  let chemin = adresse(op, b.params);
  if (b.adresseBrute) chemin = op.chemin.includes('{') ? op.chemin.replace(/\{[^}]+\}/, b.adresseBrute).replace(/\{([^}]+)\}/g, (_m, n: string) => encodeURIComponent(String(b.params[n]))) : `${chemin}?q=${b.adresseBrute}`;
  const requete = Object.fromEntries(Object.entries(b.requete).map(([k, v]) => [k, versTexte(v)]));
  if (b.profondeur !== undefined) b.corpsBrut = JSON.stringify(b.corps).replace(JSON.stringify(PROFOND), `${'['.repeat(b.profondeur)}${']'.repeat(b.profondeur)}`);
  const corps = b.corpsBrut !== undefined ? { brut: b.corpsBrut } : b.corps !== undefined ? { json: b.corps } : undefined;
  return { methode: op.methode, chemin, requete, corps: op.methode === 'get' || op.methode === 'delete' ? undefined : corps };
}

it(`answers every generated request of every operation below 500, as documented`, async () => {
  const hasard = new Hasard(GRAINE);
  const g: Generation = { doc, hasard, pools: alice.pools, jour: premierDuMoisProchain };
  const conformite = new Conformite(doc);
  const operations = operationsDe(doc);
  const statuts = new Map<number, number>();
  const succesParOperation = new Map<string, number>();
  const cinqCents: string[] = [];
  const ecarts: string[] = [];
  for (const op of operations) {
    const nom = `${op.methode.toUpperCase()} ${op.chemin}`;
    succesParOperation.set(nom, 0);
    for (let i = 0; i < EXEMPLES; i++) {
      const b = brouillonValide(g, op);
      const mutation = MUTATIONS[NOMS[i % NOMS.length]](b, hasard, op);
      const requete = versRequete(op, b);
      const r = await envoyer(app.url, await app.jeton('alice'), requete);
      statuts.set(r.status, (statuts.get(r.status) ?? 0) + 1);
      const trace = () =>
        `${nom} [${mutation}] ${requete.chemin}?${new URLSearchParams(requete.requete).toString().slice(0, 200)} ${requete.corps ? ('brut' in requete.corps ? requete.corps.brut : JSON.stringify(requete.corps.json)).slice(0, 200) : ''} → ${r.status} ${r.texte.slice(0, 300)}`;
      if (r.status >= 500) {
        cinqCents.push(trace());
        continue;
      }
      if (r.status >= 200 && r.status < 300) succesParOperation.set(nom, (succesParOperation.get(nom) ?? 0) + 1);
      const ecart = conformite.verifier(op, r);
      if (ecart) ecarts.push(`${ecart} — ${trace()}`);
    }
  }
  sansSucces = [...succesParOperation].filter(([, n]) => n === 0).map(([op]) => op);
  // eslint-disable-next-line no-console
  console.log(
    [
      `Fuzz OpenAPI : graine ${GRAINE} (SECURITE_GRAINE), ${operations.length} opérations × ${EXEMPLES} exemples (SECURITE_EXEMPLES) = ${operations.length * EXEMPLES} requêtes, ${app.mode}`,
      `  mutations : ${Object.keys(MUTATIONS).join(', ')} (valide 3 fois sur ${NOMS.length})`,
      `  statuts : ${[...statuts].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s} × ${n}`).join(', ')}`,
      `  5xx : ${cinqCents.length} ; écarts au document : ${ecarts.length}`,
      `  opérations sans aucune réponse 2xx (schéma de succès non exercé) : ${sansSucces.length ? sansSucces.join(' ; ') : 'aucune'}`,
      ...cinqCents.slice(0, 20).map((l) => `  5xx ${l}`),
      ...ecarts.slice(0, Number(process.env.SECURITE_ECARTS_AFFICHES ?? 30)).map((l) => `  écart ${l}`),
    ].join('\n'),
  );
  expect(cinqCents).toEqual([]);
  expect(ecarts).toEqual([]);
});

/**
 * Valid requests, written out, for the operations whose success the generated requests may miss
 * (bodies with rules across fields). An operation the fuzz got no 2xx from must have one here.
 */
const REQUETES_VALIDES: Record<string, () => Promise<Requete>> = {
  'POST /api/projets': async () => ({ methode: 'post', chemin: '/api/projets', requete: {}, corps: { json: santePayload(alice.pools.client[0] as number) } }),
  'PUT /api/projets/{id}': async () => {
    const id = await app.creerProjet('alice', prevoyancePayload(alice.pools.client[0] as number));
    return { methode: 'put', chemin: `/api/projets/${id}`, requete: {}, corps: { json: prevoyancePayload(alice.pools.client[0] as number, { id, commissionnement: { type: 'CLIN', taux: 7 } }) } };
  },
  'DELETE /api/projets/{id}': async () => ({ methode: 'delete', chemin: `/api/projets/${await app.creerProjet('alice', santePayload(alice.pools.client[0] as number))}`, requete: {} }),
  'PUT /api/client/{id}': async () => {
    const { nouveauClient } = app;
    const c = await nouveauClient('alice');
    return {
      methode: 'put',
      chemin: `/api/client/${c.id}`,
      requete: {},
      corps: { json: { id: c.id, raison_sociale: `${c.raisonSociale} modifiée`, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: 28 } } },
    };
  },
  'POST /api/sante/tarifer': async () => ({
    methode: 'post',
    chemin: '/api/sante/tarifer',
    requete: {},
    corps: { json: tarifSantePayload({}, { client: { id: alice.pools.client[0] } }) },
  }),
  'POST /api/prevoyance/tarifer': async () => ({
    methode: 'post',
    chemin: '/api/prevoyance/tarifer',
    requete: {},
    corps: {
      json: {
        donnees_tarifantes: {
          date_effet: premierDuMoisProchain,
          college: { type: 'CADRE', age_moyen: 40, effectif: 10 },
          societe: { naf: '62.01Z', idcc: 9999 },
          proposition: { taux_commissionnement: 5, masse_salariale_atarifer: 'T1', masse_salariale_t1: 450000, masse_salariale_t2: null, portabilite_supra_legale: 'NON', garanties: GARANTIES_PREVOYANCE },
        },
        client: { id: alice.pools.client[0] },
        utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
      },
    },
  }),
};

it('the success of every operation the generated requests did not reach conforms too (written-out valid requests)', async () => {
  const conformite = new Conformite(doc);
  const operations = new Map(operationsDe(doc).map((op) => [`${op.methode.toUpperCase()} ${op.chemin}`, op]));
  const resultats: string[] = [];
  for (const nom of sansSucces) {
    const fabriquer = REQUETES_VALIDES[nom];
    if (!fabriquer) {
      resultats.push(`${nom} : aucune requête valide écrite (REQUETES_VALIDES)`);
      continue;
    }
    const r = await envoyer(app.url, await app.jeton('alice'), await fabriquer());
    if (r.status < 200 || r.status >= 300) resultats.push(`${nom} : ${r.status} ${r.texte.slice(0, 200)}`);
    else {
      const ecart = conformite.verifier(operations.get(nom)!, r);
      if (ecart) resultats.push(`${nom} : ${ecart}`);
    }
  }
  expect(resultats).toEqual([]);
});
