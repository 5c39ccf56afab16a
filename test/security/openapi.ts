/**
 * What the security suites generate their requests from (ADR 0023): the application's OpenAPI
 * document, read at run time (a new route is covered without a test to write), a seeded random
 * source (the same seed gives the same requests), values generated from the document's schemas,
 * and the check of an answer against the document (ajv).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type Schema = Record<string, unknown>;
export type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
export interface Parametre {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  [extension: `x-${string}`]: unknown;
}
export interface Operation {
  parameters?: Parametre[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface OperationDoc {
  methode: 'get' | 'post' | 'put' | 'delete' | 'patch';
  chemin: string;
  operation: Operation;
}

/** The extension of src/common/identifiant.ts: an id of a record of the signed-in user's distributor. */
export const EXTENSION_DISTRIBUTEUR = 'x-perimetre-distributeur';
export const ID_MAX = 2_147_483_647;

/** A number from the environment (seed, bounds), else the default. */
export function reglage(nom: string, defaut: number): number {
  const v = process.env[nom];
  return v !== undefined && /^\d+$/.test(v) ? Number(v) : defaut;
}

/** mulberry32: small and seeded; one instance per suite, drawn from in a fixed order. */
export class Hasard {
  private etat: number;

  constructor(graine: number) {
    this.etat = graine >>> 0;
  }

  reel(): number {
    let t = (this.etat = (this.etat + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  entier(min: number, max: number): number {
    return min + Math.floor(this.reel() * (max - min + 1));
  }

  choisir<T>(liste: readonly T[]): T {
    return liste[Math.floor(this.reel() * liste.length)];
  }

  probable(p: number): boolean {
    return this.reel() < p;
  }
}

export async function lireDocument(base: string): Promise<Document> {
  const res = await fetch(`${base}/api/docs/openapi.json`);
  if (!res.ok) throw new Error(`Document OpenAPI indisponible (${res.status})`);
  return (await res.json()) as Document;
}

const METHODES = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation, in a fixed order: reads first, deletions last (they empty the pools of ids). */
export function operationsDe(doc: Document): OperationDoc[] {
  const ops: OperationDoc[] = [];
  for (const [chemin, item] of Object.entries(doc.paths)) {
    for (const methode of METHODES) if (item[methode]) ops.push({ methode, chemin, operation: item[methode] });
  }
  const rang = (o: OperationDoc) => (o.methode === 'delete' ? 1 : 0);
  return ops.sort((a, b) => rang(a) - rang(b) || a.chemin.localeCompare(b.chemin) || a.methode.localeCompare(b.methode));
}

export function resoudre(doc: Document, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    s = doc.components?.schemas?.[(s.$ref as string).split('/').pop() as string] ?? {};
  }
  return s;
}

export function schemaCorps(op: Operation): Schema | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

/** Ids of the records the generation may name, by kind ('projet', 'client', 'fichier', 'courriel'). */
export type Pools = Record<string, readonly (number | string)[]>;

export interface Generation {
  doc: Document;
  hasard: Hasard;
  pools: Pools;
  /** The date of date fields: one that business rules accept (the 1st of next month, Paris), not an example that ages. */
  jour: string;
}

const LETTRES = 'abcdefghijklmnopqrstuvwxyzéèàç ';
const uuid = (h: Hasard) => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => h.entier(0, 15).toString(16));

/** A value that looks valid for `schema`: its example most of the time, else built from its type and bounds. */
export function genererValide(g: Generation, schemaBrut: Schema | undefined, profondeur = 0): unknown {
  const { hasard: h } = g;
  const schema = resoudre(g.doc, schemaBrut);
  const ressource = schema[EXTENSION_DISTRIBUTEUR] ?? schemaBrut?.[EXTENSION_DISTRIBUTEUR];
  if (typeof ressource === 'string' && g.pools[ressource]?.length) {
    const id = () => h.choisir(g.pools[ressource]);
    if (schema.type === 'array') return Array.from({ length: h.entier(1, 2) }, id);
    if (schema.type === 'string' && schema.format !== 'uuid') return String(id());
    return id();
  }
  if (schema.format === 'date' && h.probable(0.9)) return g.jour;
  // Examples first: they come in coherent sets (a college with its commission type).
  if (schema.example !== undefined && h.probable(0.7)) return structuredClone(schema.example);
  const variantes = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variantes?.length) return genererValide(g, h.choisir(variantes), profondeur);
  if (Array.isArray(schema.allOf)) {
    const fusion: Schema = { type: 'object', properties: {}, required: [] };
    for (const partie of schema.allOf as Schema[]) {
      const r = resoudre(g.doc, partie);
      Object.assign(fusion.properties as Schema, r.properties ?? {});
      (fusion.required as string[]).push(...((r.required as string[]) ?? []));
      if (!r.properties) return genererValide(g, r, profondeur);
    }
    return genererValide(g, fusion, profondeur);
  }
  if (schema.nullable === true && h.probable(0.05)) return null;
  if (Array.isArray(schema.enum)) return h.choisir(schema.enum);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      return h.probable(0.8) ? h.entier(min, Math.min(max, min + 100)) : h.entier(min, Math.min(max, Number.MAX_SAFE_INTEGER));
    }
    case 'number':
      return Math.round(h.reel() * 10_000) / 100;
    case 'boolean':
      return h.probable(0.5);
    case 'string': {
      if (schema.format === 'date') return g.jour;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uuid') return uuid(h);
      if (schema.format === 'email') return `fuzz${h.entier(1, 999)}@exemple.fr`;
      const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 12) : 12;
      return Array.from({ length: h.entier(1, Math.max(1, max)) }, () => h.choisir([...LETTRES])).join('');
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 3) : 3;
      return Array.from({ length: h.entier(Math.min(min, max), Math.max(min, max)) }, () => genererValide(g, schema.items as Schema, profondeur + 1));
    }
    case 'object': {
      if (profondeur > 8) return {};
      const requis = new Set((schema.required as string[]) ?? []);
      const objet: Record<string, unknown> = {};
      for (const [nom, sous] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
        if (requis.has(nom) || h.probable(0.5)) objet[nom] = genererValide(g, sous, profondeur + 1);
      }
      return objet;
    }
    default:
      return h.choisir(['texte', 1, true]);
  }
}

/** A request as the suites build it, then send it. */
export interface Requete {
  methode: string;
  chemin: string;
  requete: Record<string, string>;
  /** JSON value, raw text (malformed JSON on purpose), or a multipart form (uploads). */
  corps?: { json: unknown } | { brut: string } | { multipart: { champs?: Record<string, string>; fichiers: { nom: string; type: string; octets: Buffer }[] } };
  /** Extra headers (a provider's signed callback). */
  entetes?: Record<string, string>;
}

export function adresse(op: OperationDoc, params: Record<string, unknown>): string {
  return op.chemin.replace(/\{([^}]+)\}/g, (_m, nom: string) => encodeURIComponent(String(params[nom] ?? '')));
}

export function versTexte(v: unknown): string {
  if (Array.isArray(v)) return v.map(String).join(',');
  return typeof v === 'string' ? v : JSON.stringify(v) ?? '';
}

export interface Reponse {
  status: number;
  type: string;
  texte: string;
  json?: unknown;
  octets: Buffer;
}

export async function envoyer(base: string, jeton: string, r: Requete): Promise<Reponse> {
  const url = new URL(base + r.chemin);
  for (const [k, v] of Object.entries(r.requete)) url.searchParams.append(k, v);
  const headers: Record<string, string> = { Authorization: `Bearer ${jeton}`, ...r.entetes };
  let body: string | FormData | undefined;
  if (r.corps && 'multipart' in r.corps) {
    // fetch writes the multipart content type with its boundary.
    const form = new FormData();
    for (const [k, v] of Object.entries(r.corps.multipart.champs ?? {})) form.append(k, v);
    for (const f of r.corps.multipart.fichiers) form.append('file', new Blob([new Uint8Array(f.octets)], { type: f.type }), f.nom);
    body = form;
  } else if (r.corps) {
    headers['content-type'] = 'application/json';
    body = 'brut' in r.corps ? r.corps.brut : JSON.stringify(r.corps.json);
  }
  const res = await fetch(url, { method: r.methode.toUpperCase(), headers, body, redirect: 'manual' });
  const type = res.headers.get('content-type') ?? '';
  // A stream of events (GET /api/evenements) never ends: its status and type are the answer.
  if (type.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, type, texte: '', json: undefined, octets: Buffer.alloc(0) };
  }
  const octets = Buffer.from(await res.arrayBuffer());
  const texte = /json|text/.test(type) ? octets.toString('utf8') : `<${octets.length} octets>`;
  let json: unknown;
  if (/json/.test(type) && texte.length) {
    try {
      json = JSON.parse(texte);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, type, texte, json, octets };
}

/**
 * OpenAPI 3.0 schemas as JSON Schema for ajv: `nullable: true` becomes "or null"; documentation
 * keywords stay (ajv is not strict).
 */
function versJsonSchema(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(versJsonSchema);
  if (typeof s !== 'object' || s === null) return s;
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) o[k] = k === 'example' || k === 'enum' || k === 'default' ? v : versJsonSchema(v);
  if (o.nullable === true) {
    delete o.nullable;
    return { anyOf: [o, { type: 'null' }] };
  }
  return o;
}

/** Checks answers against the document's response schemas (compiled once per operation and status). */
export class Conformite {
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();
  private readonly composants: unknown;

  constructor(private readonly doc: Document) {
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    this.composants = versJsonSchema(doc.components ?? {});
  }

  /** null when the answer is what the document says, else why not. */
  verifier(op: OperationDoc, r: Reponse): string | null {
    const documentee = op.operation.responses[String(r.status)];
    if (!documentee) return `statut ${r.status} non documenté (documentés : ${Object.keys(op.operation.responses).join(', ')})`;
    const contenu = documentee.content ?? {};
    if (r.status === 204 || r.status === 304) return null;
    if (/json/.test(r.type)) {
      const schema = contenu['application/json']?.schema;
      if (!schema) return `réponse JSON sans schéma documenté (${Object.keys(contenu).join(', ') || 'aucun contenu'})`;
      const cle = `${op.methode} ${op.chemin} ${r.status}`;
      let valider = this.cache.get(cle);
      if (!valider) {
        valider = this.ajv.compile({ ...(versJsonSchema(schema) as object), components: this.composants });
        this.cache.set(cle, valider);
      }
      if (r.json === undefined && r.texte !== 'null') return 'corps JSON illisible';
      if (!valider(r.json === undefined ? null : r.json)) return `corps non conforme : ${this.ajv.errorsText(valider.errors, { separator: ' ; ' })}`;
      return null;
    }
    const media = r.type.split(';')[0].trim();
    const binaire = Object.entries(contenu).some(([m, c]) => m === media || (resoudre(this.doc, c.schema).format === 'binary' && media !== ''));
    return binaire ? null : `type ${media || 'absent'} non documenté (${Object.keys(contenu).join(', ') || 'aucun contenu'})`;
  }
}
