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
import { Webhook } from 'standardwebhooks';
import { SECRET_RAPPELS_DEVELOPPEMENT } from '../../src/config/app-config';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { demanderCodeSms } from '../support/boite-demonstration';
import { dossierCompletSante } from '../support/dossier-souscription';
import { classeur, PNG_1PX, pdfDeTaille, XLSX } from '../support/fichiers';
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
      const r = await envoyer(app.url, await app.jeton(compteDe(op.chemin)), requete);
      statuts.set(r.status, (statuts.get(r.status) ?? 0) + 1);
      const trace = () =>
        `${nom} [${mutation}] ${requete.chemin}?${new URLSearchParams(requete.requete).toString().slice(0, 200)} ${requete.corps ? ('brut' in requete.corps ? requete.corps.brut : 'json' in requete.corps ? JSON.stringify(requete.corps.json) : '<multipart>').slice(0, 200) : ''} → ${r.status} ${r.texte.slice(0, 300)}`;
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
 * (rules across fields, ids the fuzz deleted or locked): an operation the fuzz got no 2xx from must
 * have one here. Each makes the fresh records it needs.
 */
/** A client of alice's made for these requests (the fuzz may have changed hers: agreement, headcount). */
let clientValide: number;
const clientAlice = () => clientValide;
const projetFrais = () => app.creerProjet('alice', santePayload(clientAlice()));
const get = (chemin: string, requete: Record<string, string> = {}): Requete => ({ methode: 'get', chemin, requete });
const avecCorps = (methode: string, chemin: string, json: unknown): Requete => ({ methode, chemin, requete: {}, corps: json === undefined ? undefined : { json } });
const eligibles = { id_ccn: 9999, effectif: 25, code_distributeur: 'DIST-A' };
const multipart = (chemin: string, champs: Record<string, string>, fichier: { nom: string; type: string; octets: Buffer }): Requete => ({
  methode: 'post',
  chemin,
  requete: {},
  corps: { multipart: { champs, fichiers: [fichier] } },
});
const ficDe = (id: number) => `/api/projets/${id}/souscription/fiche-informations-conseils`;
/** A kbis piece of alice's subscribed projet, uploaded now (the fuzz may have deleted the previous one). */
async function pieceFraiche(): Promise<number> {
  const r = await envoyer(app.url, await app.jeton('alice'), multipart(`/api/projets/${alice.projetSouscrit}/souscription/pieces-justificatives`, { code: 'kbis' }, { nom: 'kbis.png', type: 'image/png', octets: PNG_1PX }));
  return (r.json as { pieces: { id: number; code: string }[] }).pieces.find((p) => p.code === 'kbis')!.id;
}
/** The FIC address of alice's subscribed projet, with a FIC uploaded now. */
async function ficFraiche(): Promise<string> {
  await envoyer(app.url, await app.jeton('alice'), multipart(ficDe(alice.projetSouscrit), {}, { nom: 'fic.pdf', type: 'application/pdf', octets: pdfDeTaille(2048) }));
  return ficDe(alice.projetSouscrit);
}

/** A real PDF (the provider's FIC model) for the Kbis of the complete files below. */
let pdfReel: Buffer | undefined;
async function pdf(): Promise<Buffer> {
  if (!pdfReel) {
    const r = await envoyer(app.url, await app.jeton('alice'), get(`${ficDe(alice.projetSouscrit)}/modele`));
    pdfReel = r.octets;
  }
  return pdfReel;
}
const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);
/** A fresh health projet whose subscription file is complete, with its signer. */
async function projetComplet(): Promise<number> {
  const id = await projetFrais();
  await dossierCompletSante(app, 'alice', id, await pdf(), id * 7919 + 13);
  return id;
}
/** An open face-à-face transaction: its projet, public id, the simulator's token and transaction. */
async function transactionOuverte(): Promise<{ id: number; tid: string; jeton: string; txId: string }> {
  const id = await projetComplet();
  const r = await (await app.api('alice')).post(`/api/projets/${id}/signature/face-a-face`);
  const tid = r.body.data.tid as string;
  const [{ fournisseur_tx_id: txId }] = await sql<{ fournisseur_tx_id: string }>('SELECT fournisseur_tx_id FROM signature_transaction WHERE id = $1', [tid]);
  return { id, tid, jeton: /\/simulateur-signature\/([A-Za-z0-9_-]+)$/.exec(r.body.data.url as string)![1], txId };
}
/** A fresh health projet whose DUE tunnel is answered to the end. */
async function dueComplete(): Promise<number> {
  const id = await projetFrais();
  const a = await app.api('alice');
  const depart = (await a.post(`/api/projets/${id}/due/ssc/demarrer`)).body.etat;
  await a.put(`/api/projets/${id}/due/ssc`, {
    etat: {
      ...depart,
      etape1: { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: null, adresse: { voie: '1 rue du Fuzz', codePostal: '35000', ville: 'Rennes' } },
      etape2: { etatRegime: 'NOUVEAU' },
      etape4: { plusieursEtablissements: 'NON' },
      etape6: { affiliationAyantsDroit: 'FACULTATIF' },
      etape9: { dateEntreeVigueur: premierDuMoisProchain },
      etape10: { confirmation: true },
    },
  });
  return id;
}
const webhook = new Webhook(SECRET_RAPPELS_DEVELOPPEMENT);

/** The administration is fuzzed as its admin, diane (a broker gets 403 there: inter-distributeurs and e2e say so). */
const compteDe = (chemin: string) => (chemin.startsWith('/api/admin') ? 'diane' : 'alice');

/** Waits for an admin batch to have nothing left to do; answers its progress. */
async function lotFini(id: string): Promise<{ restants: number }> {
  for (;;) {
    const r = await envoyer(app.url, await app.jeton('diane'), get(`/api/admin/documents/regenerations/${id}`));
    const lot = JSON.parse(r.texte) as { restants: number };
    if (lot.restants === 0) return lot;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A batch of one of alice's projets, started by diane (and finished, unless `enCours`); its id. */
async function lotFrais(options: { casse?: boolean; enCours?: boolean } = {}): Promise<{ lot: string; projet: number }> {
  const projet = await projetFrais();
  if (options.casse) await sql(`UPDATE projet SET tarifs = 'null'::jsonb WHERE id = $1`, [projet]);
  const corps = options.enCours ? { type_document: 'etude-personnalisee', filtre: { code_distributeur: 'DIST-A' } } : { type_document: 'etude-personnalisee', projet_id: projet };
  const r = await envoyer(app.url, await app.jeton('diane'), avecCorps('post', '/api/admin/documents/regenerations', corps));
  const lot = (JSON.parse(r.texte) as { id: string }).id;
  if (!options.enCours) await lotFini(lot);
  return { lot, projet };
}

/** A failed document job (a projet whose study cannot be made), as the admin lists it. */
async function travailEchoue(): Promise<string> {
  const { projet } = await lotFrais({ casse: true });
  const r = await envoyer(app.url, await app.jeton('diane'), get('/api/admin/jobs'));
  return (JSON.parse(r.texte) as { echecs: Array<{ id: string; projet_id: number | null }> }).echecs.find((e) => e.projet_id === projet)!.id;
}

/** A FAILED outbox e-mail never resent (an e-mail of alice's, marked failed). */
async function courrielEchoue(): Promise<number> {
  const r = await envoyer(app.url, await app.jeton('alice'), avecCorps('post', '/api/documents/etudes-personnalisees/email', { email: 'dirigeant@alice-exemple.fr', projets_ids: [await projetFrais()] }));
  if (r.status >= 300) throw new Error(`E-mail : ${r.status}`);
  const [{ id }] = await sql<{ id: number }>(`SELECT id FROM mail_message ORDER BY id DESC LIMIT 1`);
  await sql(`UPDATE mail_message SET status = 'FAILED', renvoye_le = NULL WHERE id = $1`, [id]);
  return Number(id);
}

const REQUETES_VALIDES: Record<string, () => Promise<Requete>> = {
  'POST /api/admin/jobs/{id}/relance': async () => avecCorps('post', `/api/admin/jobs/${encodeURIComponent(await travailEchoue())}/relance`, undefined),
  'DELETE /api/admin/jobs/{id}': async () => ({ methode: 'delete', chemin: `/api/admin/jobs/${encodeURIComponent(await travailEchoue())}`, requete: {} }),
  'POST /api/admin/jobs/relances': async () => avecCorps('post', '/api/admin/jobs/relances', { nom: 'etudes.etude-personnalisee' }),
  'POST /api/admin/jobs/abandons': async () => avecCorps('post', '/api/admin/jobs/abandons', { nom: 'etudes.etude-personnalisee' }),
  'POST /api/admin/documents/regenerations': async () => avecCorps('post', '/api/admin/documents/regenerations', { type_document: 'etude-personnalisee', projet_id: await projetFrais() }),
  'GET /api/admin/documents/regenerations/{id}': async () => get(`/api/admin/documents/regenerations/${(await lotFrais()).lot}`),
  'POST /api/admin/documents/regenerations/{id}/annulation': async () => avecCorps('post', `/api/admin/documents/regenerations/${(await lotFrais({ enCours: true })).lot}/annulation`, undefined),
  'POST /api/admin/documents/regenerations/{id}/reprise': async () => avecCorps('post', `/api/admin/documents/regenerations/${(await lotFrais()).lot}/reprise`, undefined),
  'GET /api/admin/projets/{id}/documents': async () => get(`/api/admin/projets/${(await lotFrais()).projet}/documents`),
  'GET /api/admin/fichiers/{id}': async () => {
    const { projet } = await lotFrais();
    const [{ id }] = await sql<{ id: string }>(`SELECT id FROM stored_file WHERE owner_type = 'projet' AND owner_id = $1 LIMIT 1`, [String(projet)]);
    return get(`/api/admin/fichiers/${id}`);
  },
  'POST /api/admin/courriels/{id}/renvoi': async () => avecCorps('post', `/api/admin/courriels/${await courrielEchoue()}/renvoi`, undefined),
  // Electronic signature (each on a complete file of its own) and the simulator's own endpoints.
  'POST /api/projets/{id}/signature/face-a-face': async () => avecCorps('post', `/api/projets/${await projetComplet()}/signature/face-a-face`, undefined),
  'POST /api/projets/{id}/signature/a-distance': async () => avecCorps('post', `/api/projets/${await projetComplet()}/signature/a-distance`, undefined),
  'GET /api/projets/{id}/signature/derniere-transaction-cloturee': async () => {
    const t = await transactionOuverte();
    await envoyer(app.url, await app.jeton('alice'), avecCorps('post', `/api/simulateur-signature/${t.jeton}/refuser`, { motif: 'Fuzz' }));
    for (let i = 0; i < 200 && !(await sql('SELECT 1 FROM signature_transaction WHERE id = $1 AND cloture_le IS NOT NULL', [t.tid])).length; i++) await new Promise((r) => setTimeout(r, 50));
    return get(`/api/projets/${t.id}/signature/derniere-transaction-cloturee`);
  },
  'GET /api/signature/transaction/{tid}': async () => get(`/api/signature/transaction/${(await transactionOuverte()).tid}`),
  'POST /api/signature/retour': async () => avecCorps('post', '/api/signature/retour', { tid: (await transactionOuverte()).tid, code_statut: 'SUSPEND', code_type_utilisateur: 'COURTIER' }),
  'POST /api/signature/webhooks/{fournisseur}': async () => {
    const t = await transactionOuverte();
    const eventId = `evt_fuzz_${t.tid}`;
    const corps = JSON.stringify({ event_id: eventId, event_name: 'signer.link_opened', event_time: Math.floor(Date.now() / 1000), data: { transaction_id: t.txId } });
    const date = new Date();
    return { methode: 'post', chemin: '/api/signature/webhooks/simulateur', requete: {}, entetes: { 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(date.getTime() / 1000)), 'webhook-signature': webhook.sign(eventId, date, corps) }, corps: { brut: corps } };
  },
  'POST /api/simulateur-signature/{jeton}/code': async () => avecCorps('post', `/api/simulateur-signature/${(await transactionOuverte()).jeton}/code`, {}),
  'GET /api/simulateur-signature/{jeton}/documents/{n}': async () => get(`/api/simulateur-signature/${(await transactionOuverte()).jeton}/documents/0`),
  'POST /api/simulateur-signature/{jeton}/signer': async () => {
    const t = await transactionOuverte();
    // The code from the SMS in alice's boîte de démonstration, as the broker reads it.
    return avecCorps('post', `/api/simulateur-signature/${t.jeton}/signer`, { code: await demanderCodeSms(app, 'alice', t.jeton) });
  },
  'POST /api/simulateur-signature/{jeton}/refuser': async () => avecCorps('post', `/api/simulateur-signature/${(await transactionOuverte()).jeton}/refuser`, { motif: 'Fuzz' }),
  'POST /api/simulateur-signature/{jeton}/interrompre': async () => avecCorps('post', `/api/simulateur-signature/${(await transactionOuverte()).jeton}/interrompre`, {}),
  'POST /api/simulateur-signature/{jeton}/erreur': async () => avecCorps('post', `/api/simulateur-signature/${(await transactionOuverte()).jeton}/erreur`, {}),
  // The DUE kit on a tunnel answered to the end.
  'POST /api/projets/due/ssc/documents/{code}': async () => avecCorps('post', '/api/projets/due/ssc/documents/liste-emargement', { projet_ids: [await dueComplete()] }),
  'POST /api/projets/due/ssc/archives/documents': async () => avecCorps('post', '/api/projets/due/ssc/archives/documents', { projet_ids: [await dueComplete()], confirmation_fige: true }),
  'POST /api/projets/due/ssc/email/documents': async () =>
    avecCorps('post', '/api/projets/due/ssc/email/documents', { projet_ids: [await dueComplete()], documents_code: ['liste-emargement', 'notice'], email: 'rh@exemple.fr', confirmation_fige: true }),

  'POST /api/projets': async () => avecCorps('post', '/api/projets', santePayload(clientAlice())),
  'PUT /api/projets/{id}': async () => {
    const id = await app.creerProjet('alice', prevoyancePayload(clientAlice()));
    return avecCorps('put', `/api/projets/${id}`, prevoyancePayload(clientAlice(), { id, commissionnement: { type: 'CLIN', taux: 7 } }));
  },
  'GET /api/projets/{id}': async () => get(`/api/projets/${await projetFrais()}`),
  'POST /api/projets/{id}/dupliquer': async () => avecCorps('post', `/api/projets/${await projetFrais()}/dupliquer`, undefined),
  'DELETE /api/projets/{id}': async () => ({ methode: 'delete', chemin: `/api/projets/${await projetFrais()}`, requete: {} }),
  'DELETE /api/projets': async () => ({ methode: 'delete', chemin: '/api/projets', requete: { projets_ids: String(await projetFrais()) } }),
  'POST /api/archiver-projets': async () => avecCorps('post', '/api/archiver-projets', { projets_ids: [await projetFrais()] }),
  'GET /api/projets/{id}/donnees-figees': async () => get(`/api/projets/${alice.projetSouscrit}/donnees-figees`),
  'POST /api/projets/{id}/souscription': async () => avecCorps('post', `/api/projets/${alice.projetSouscrit}/souscription`, undefined),
  'GET /api/projets/{id}/souscription': async () => get(`/api/projets/${alice.projetSouscrit}/souscription`),
  'POST /api/projets/{id}/souscription/informations-complementaires': async () =>
    avecCorps('post', `/api/projets/${alice.projetSouscrit}/souscription/informations-complementaires`, {
      entreprise_adherente: {
        nature_contrat: 'NOUVEAU',
        nature_regime: 'CREATION_REGIME',
        raison_sociale: 'Fuzz',
        siret: '73282932000074',
        forme_juridique: 'sarl',
        activite: 'commerciale',
        idcc: null,
        naf: '62.01Z',
        date_creation_administrative: '2012-03-01',
      },
      adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: null, code_postal: '35000', ville: 'Rennes' },
      interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone: '0299001122', email: 'claire@exemple.fr', documentation_contractuelle_email: true },
      cotisation: null,
      etude_medicale: { effectif_college_inferieur_6: false, au_moins_un_salarie_en_arret_de_travail: false, beneficiaires_rente_education_conjoint: false },
    }),
  // Subscription steps 2–3 and the FIC (uploads are multipart, with real files).
  'GET /api/projets/{id}/souscription/affiliation-participants': async () => get(`/api/projets/${alice.projetSouscrit}/souscription/affiliation-participants`),
  'POST /api/projets/{id}/souscription/affiliation-participants': async () =>
    avecCorps('post', `/api/projets/${alice.projetSouscrit}/souscription/affiliation-participants`, {
      methode_affiliation: 'IMPORTER',
      mode_affiliation: 'espace_entreprise',
      participants: [{ nom: 'DUPONT', prenom: 'Marie', date_naissance: '1985-07-14' }],
    }),
  'POST /api/projets/{id}/souscription/import-participants': async () =>
    multipart(`/api/projets/${alice.projetSouscrit}/souscription/import-participants`, {}, { nom: 'p.xlsx', type: XLSX, octets: await classeur([['DUPONT', 'Marie', '14/07/1985']]) }),
  'GET /api/fichiers/infos-participants-a-affilier-template': async () => get('/api/fichiers/infos-participants-a-affilier-template', { code_produit: 'SPC', type_masse_salariale: 'T12' }),
  'GET /api/projets/{id}/souscription/pieces-justificatives': async () => get(`/api/projets/${alice.projetSouscrit}/souscription/pieces-justificatives`),
  'POST /api/projets/{id}/souscription/pieces-justificatives': async () =>
    multipart(`/api/projets/${alice.projetSouscrit}/souscription/pieces-justificatives`, { code: 'kbis' }, { nom: 'kbis.png', type: 'image/png', octets: PNG_1PX }),
  'GET /api/pieces-justificatives/{id}': async () => get(`/api/pieces-justificatives/${await pieceFraiche()}`),
  'DELETE /api/pieces-justificatives/{id}': async () => ({ methode: 'delete', chemin: `/api/pieces-justificatives/${await pieceFraiche()}`, requete: {} }),
  'POST /api/projets/{idProjet}/souscription/fiche-informations-conseils': async () => multipart(ficDe(alice.projetSouscrit), { modele_fournisseur: 'true' }, { nom: 'fic.pdf', type: 'application/pdf', octets: pdfDeTaille(2048) }),
  'GET /api/projets/{idProjet}/souscription/fiche-informations-conseils': async () => get(await ficFraiche()),
  'GET /api/projets/{idProjet}/souscription/fiche-informations-conseils/fichier': async () => get(`${await ficFraiche()}/fichier`),
  'GET /api/projets/{idProjet}/souscription/fiche-informations-conseils/modele': async () => get(`${ficDe(alice.projetSouscrit)}/modele`),
  'DELETE /api/projets/{idProjet}/souscription/fiche-informations-conseils': async () => ({ methode: 'delete', chemin: await ficFraiche(), requete: {} }),
  // The signer: an identity and a mobile of their own, so no generated request has claimed the mobile first.
  'POST /api/signature/telephone/valider': async () =>
    avecCorps('post', '/api/signature/telephone/valider', { nom: 'Fuzz', prenom: 'Signataire', date_naissance: '1970-01-01', telephone_portable: '06 55 44 33 22' }),
  'POST /api/projets/{id}/souscription/signataire': async () =>
    avecCorps('post', `/api/projets/${alice.projetSouscrit}/souscription/signataire`, {
      civilite: 'madame',
      nom: 'Fuzz',
      prenom: 'Signataire',
      date_naissance: '1970-01-01',
      fonction: 'Gérante',
      telephone_portable: '06 55 44 33 22',
      email: 'signataire@exemple.fr',
    }),
  'POST /api/projets/documents-souscription': async () => avecCorps('post', '/api/projets/documents-souscription', { projet_ids: [alice.projetSouscrit] }),
  // The subscription documents kit on a complete file (the membership request needs it).
  'POST /api/projets/{idProjet}/documents/souscription/{code}': async () => avecCorps('post', `/api/projets/${await projetComplet()}/documents/souscription/demande-adhesion`, undefined),
  'POST /api/projet/{idProjet}/documents/souscription/archive': async () =>
    avecCorps('post', `/api/projet/${await projetComplet()}/documents/souscription/archive`, { documents_code: ['demande-adhesion', 'mandat-sepa'] }),
  'POST /api/projet/{idProjet}/documents/souscription/email': async () =>
    avecCorps('post', `/api/projet/${await projetComplet()}/documents/souscription/email`, { documents_code: ['mandat-sepa', 'notice'], email: 'client@exemple.fr' }),
  'GET /api/documents/etudes-personnalisees': async () => get('/api/documents/etudes-personnalisees', { projets_ids: String(await projetFrais()) }),
  'POST /api/documents/etudes-personnalisees/email': async () =>
    avecCorps('post', '/api/documents/etudes-personnalisees/email', { email: 'dirigeant@exemple.fr', projets_ids: [await projetFrais()] }),
  'GET /api/dev/outbox/{id}/attachments/{index}': async () => {
    const a = await app.api('alice');
    await a.post('/api/documents/etudes-personnalisees/email', { email: 'dirigeant@exemple.fr', projets_ids: [await projetFrais()] });
    const [dernier] = (await a.get('/api/dev/outbox')).body as { id: number }[];
    return get(`/api/dev/outbox/${dernier.id}/attachments/0`);
  },
  'GET /api/fichiers/{id}': async () => get(String((await (await app.api('alice')).get('/api/sante/produits/460/documents/descriptif-prestations-socle')).headers['content-location'])),
  'POST /api/client': async () =>
    avecCorps('post', '/api/client', { raison_sociale: `Fuzz ${Date.now()}`, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: 28 } }),
  'PUT /api/client/{id}': async () => {
    const c = await app.nouveauClient('alice');
    return avecCorps('put', `/api/client/${c.id}`, { id: c.id, raison_sociale: `${c.raisonSociale} modifiée`, ccn: { id: 9999 }, naf: '62.01Z', demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: 28 } });
  },
  'GET /api/client/{id}': async () => get(`/api/client/${(await app.nouveauClient('alice')).id}`),
  'GET /api/clients/suggestions': async () => get('/api/clients/suggestions', { raison_sociale: 'E2E' }),
  'POST /api/sante/tarifer': async () => avecCorps('post', '/api/sante/tarifer', tarifSantePayload({}, { client: { id: clientAlice() } })),
  'POST /api/prevoyance/tarifer': async () =>
    avecCorps('post', '/api/prevoyance/tarifer', {
      donnees_tarifantes: {
        date_effet: premierDuMoisProchain,
        college: { type: 'CADRE', age_moyen: 40, effectif: 10 },
        societe: { naf: '62.01Z', idcc: 9999 },
        proposition: { taux_commissionnement: 5, masse_salariale_atarifer: 'T1', masse_salariale_t1: 450000, masse_salariale_t2: null, portabilite_supra_legale: 'NON', garanties: GARANTIES_PREVOYANCE },
      },
      client: { id: clientAlice() },
      utilisateur: { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' },
    }),
  'GET /api/prevoyance/garanties': async () => get('/api/prevoyance/garanties', { idcc: '9999', college: 'CADRE' }),
  'POST /api/eligibilite/determiner-eligibilite-entreprise': async () => avecCorps('post', '/api/eligibilite/determiner-eligibilite-entreprise', { siret: '30177755300019' }),
  'POST /api/eligibilite/determiner-produits-eligibles': async () => avecCorps('post', '/api/eligibilite/determiner-produits-eligibles', eligibles),
  'POST /api/eligibilite/determiner-produits-eligibles/{productId}': async () => avecCorps('post', '/api/eligibilite/determiner-produits-eligibles/460', eligibles),
  'GET /api/eligibilite/offres/{id}': async () => get('/api/eligibilite/offres/460'),
  'GET /api/eligibilite/acces-tarification/{code}': async () => get('/api/eligibilite/acces-tarification/OUI'),
  'GET /api/produits/{idProduit}/niveaux': async () => get('/api/produits/460/niveaux'),
  'GET /api/produits/{idProduit}/postes': async () => get('/api/produits/460/postes'),
  'GET /api/produits/{idProduit}/ccns/{idCcn}/minima': async () => get('/api/produits/460/ccns/1486/minima', { college: 'CADRE' }),
  'GET /api/sante/produits/{idProduit}/documents/descriptif-prestations-socle': async () => get('/api/sante/produits/460/documents/descriptif-prestations-socle'),
  'GET /api/sante/produits/{idProduit}/documents/descriptif-prestations-surcomplementaire': async () => get('/api/sante/produits/460/documents/descriptif-prestations-surcomplementaire'),
  'GET /api/ccns/{id}': async () => get('/api/ccns/1486'),
  'GET /api/pmss/{date}': async () => get(`/api/pmss/${premierDuMoisProchain}`),
  'GET /api/communes': async () => get('/api/communes', { code_postal: '35000' }),
  'GET /api/code-postal/valider': async () => get('/api/code-postal/valider', { code_postal: '35000' }),
};

it('every written-out valid request succeeds as documented, and covers every operation the generated requests got no 2xx from', async () => {
  clientValide = (await app.nouveauClient('alice')).id;
  const conformite = new Conformite(doc);
  const operations = new Map(operationsDe(doc).map((op) => [`${op.methode.toUpperCase()} ${op.chemin}`, op]));
  const resultats: string[] = sansSucces.filter((nom) => !REQUETES_VALIDES[nom]).map((nom) => `${nom} : aucune réponse 2xx et aucune requête valide écrite`);
  for (const [nom, fabriquer] of Object.entries(REQUETES_VALIDES)) {
    const op = operations.get(nom);
    if (!op) {
      resultats.push(`${nom} : absente du document`);
      continue;
    }
    const r = await envoyer(app.url, await app.jeton(compteDe(nom.split(' ')[1])), await fabriquer());
    const ecart = r.status >= 200 && r.status < 300 ? conformite.verifier(op, r) : `${r.status} ${r.texte.slice(0, 200)}`;
    if (ecart) resultats.push(`${nom} : ${ecart}`);
  }
  expect(resultats).toEqual([]);
});
