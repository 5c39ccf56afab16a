import { RefusMetier } from '../../common/refus-metier';
import { DOCUMENTS } from '../../domain/messages';
import type { JobDefinition } from '../../jobs/job';
import type { PayloadDocument, ResultatDocument } from '../document-job';

/**
 * A kit: documents a broker downloads, zips or e-mails together (subscription documents, DUE kit),
 * grouped by category and group name (spec 02 'Documents kit', PRODUCT-SOUSCRIPTION-DUE §1.8, §2.6).
 *
 * How a feature declares its kit (ADR 0036) — the kit is data, typed by the feature's context `C`
 * (what the feature loaded for this request: the projet, the subscription, the DUE answers…):
 *
 *   export const KIT_DUE = definirKit<ContexteDue>({
 *     nom: 'kit-due',                                   // operation name in idempotency keys
 *     raisons: { date_effet_invalide: DUE.dateEffetInvalide },   // French text of each reason (catalogue)
 *     groupes: [{ nom: 'Décision unilatérale', code_categorie: 'due', documents: [{
 *       id: 'due-college-cadres',
 *       nom: 'Décision unilatérale — Cadres',
 *       url: (c) => `/api/projets/due/ssc/${c.idProjet}/documents/due-college-cadres`,
 *       present: (c) => c.colleges.includes('cadres'),              // listed only when true (default: always)
 *       indisponible: (c) => (c.dateEffetValide ? undefined : 'date_effet_invalide'),
 *       produire: (c) => ({ job: DueJob, payload: {...}, demande: { projet: c.idProjet, college: 'cadres' }, contexte: c.version }),
 *     }] }],
 *   });
 *
 * A document repeated per item of the context (one pre-filled DIA per participant) is a series:
 * `{ serie: 'bulletin-affiliation', documents: (c) => c.participants.map((p) => ({ nom, url, produire })) }`,
 * listed and selected as `bulletin-affiliation-1`, `-2`… (ADR 0045).
 *
 * Then the controller answers `listerKit(KIT_DUE, ctx)` and hands selections to `KitService`
 * (one document, a zip of several, an e-mail through the outbox). Each document is produced by a
 * document job (src/documents/document-job.ts) under an idempotency key: made once per key.
 */

/** How a kit's document is made: a document job and its payload. */
export interface ProductionDocument<P extends PayloadDocument = PayloadDocument> {
  job: JobDefinition<P, ResultatDocument>;
  payload: P;
  /** What identifies this document (enters the request's fingerprint and its key). */
  demande: unknown;
  /** What else decides its content when the page sends no key (a version, the day…): enters only the derived key. */
  contexte?: unknown;
}

export type TexteKit<C> = string | ((ctx: C) => string);

const texte = <C>(t: TexteKit<C>, ctx: C): string => (typeof t === 'function' ? t(ctx) : t);

export interface DeclarationDocument<C> {
  /** Stable code, unique in the kit (the page selects documents by it). */
  id: string;
  /** Its name and detail line: fixed, or read from the context (the college, the company size…). */
  nom: TexteKit<C>;
  detail?: TexteKit<C>;
  /** True for a document that takes no payload (the same for every client: a notice, conditions). */
  statique?: boolean;
  /** False when it may not be sent by e-mail (default true). */
  email?: boolean;
  /** The document's own download address for the page. */
  url: (ctx: C) => string;
  /** Listed only when this says so (default: always). */
  present?: (ctx: C) => boolean;
  /** Why it cannot be made now: a code among the kit's `raisons`; undefined when available. */
  indisponible?: (ctx: C) => string | undefined;
  /** True when making it freezes the projet ('fige' confirmation, 03 §4): the page asks first. */
  confirmationFige?: (ctx: C) => boolean;
  produire: (ctx: C) => ProductionDocument;
}

/**
 * Documents repeated per item of the context (one pre-filled DIA per participant): the n-th (from 1)
 * gets the id `${serie}-${n}`, a code the page and the routes accept like any other.
 */
export interface SerieDocuments<C> {
  serie: string;
  documents: (ctx: C) => readonly Omit<DeclarationDocument<C>, 'id'>[];
}

export interface GroupeDeclare<C> {
  nom: string;
  code_categorie: string;
  documents: readonly (DeclarationDocument<C> | SerieDocuments<C>)[];
}

const estSerie = <C>(d: DeclarationDocument<C> | SerieDocuments<C>): d is SerieDocuments<C> => 'serie' in d;

/** The group's documents for this context, series expanded, in the declared order. */
function declarations<C>(g: GroupeDeclare<C>, ctx: C): DeclarationDocument<C>[] {
  return g.documents.flatMap((d) => (estSerie(d) ? d.documents(ctx).map((x, i) => ({ ...x, id: `${d.serie}-${i + 1}` })) : [d]));
}

export interface Kit<C> {
  nom: string;
  /** French text (catalogue) of each unavailability code. */
  raisons: Readonly<Record<string, string>>;
  groupes: readonly GroupeDeclare<C>[];
}

/** One document of a kit as the API answers it. */
export interface DocumentKitVue {
  id: string;
  nom: string;
  detail: string | null;
  url: string;
  statique: boolean;
  email: boolean;
  disponible: boolean;
  /** Making it freezes the projet: the page asks 'Attention !' first (03 §4). */
  confirmation_fige: boolean;
  /** The unavailability code (e.g. 'incomplet_pour_edition_da') and its French text. */
  raison_indisponibilite: string | null;
  message_indisponibilite: string | null;
}

export interface GroupeKitVue {
  nom: string;
  code_categorie: string;
  documents: DocumentKitVue[];
}

const ID_DOCUMENT = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Checks a kit declaration once, at load: ids well formed and unique. */
export function definirKit<C>(kit: { nom: string; raisons?: Record<string, string>; groupes: readonly GroupeDeclare<C>[] }): Kit<C> {
  const vus = new Set<string>();
  const series = new Set<string>();
  for (const g of kit.groupes) {
    for (const d of g.documents) {
      const id = estSerie(d) ? d.serie : d.id;
      if (!ID_DOCUMENT.test(id)) throw new Error(`Kit ${kit.nom}: identifiant de document invalide « ${id} »`);
      if (estSerie(d) ? series.has(id) : vus.has(id)) throw new Error(`Kit ${kit.nom}: document « ${id} » déclaré deux fois`);
      (estSerie(d) ? series : vus).add(id);
    }
  }
  // A series' ids (`serie-n`) must not be those of a single document.
  for (const id of vus) {
    const serie = /^(.+)-\d+$/.exec(id)?.[1];
    if (serie !== undefined && series.has(serie)) throw new Error(`Kit ${kit.nom}: document « ${id} » déclaré deux fois`);
  }
  return Object.freeze({ nom: kit.nom, raisons: Object.freeze({ ...(kit.raisons ?? {}) }), groupes: kit.groupes });
}

function documentsPresents<C>(kit: Kit<C>, ctx: C): Array<{ groupe: GroupeDeclare<C>; document: DeclarationDocument<C> }> {
  return kit.groupes.flatMap((groupe) => declarations(groupe, ctx).filter((d) => d.present?.(ctx) ?? true).map((document) => ({ groupe, document })));
}

/** The kit for this context: groups (empty ones left out) and their documents with availability. */
export function listerKit<C>(kit: Kit<C>, ctx: C): GroupeKitVue[] {
  return kit.groupes
    .map((g) => ({
      nom: g.nom,
      code_categorie: g.code_categorie,
      documents: declarations(g, ctx)
        .filter((d) => d.present?.(ctx) ?? true)
        .map((d): DocumentKitVue => {
          const raison = d.indisponible?.(ctx) ?? null;
          return {
            id: d.id,
            nom: texte(d.nom, ctx),
            detail: d.detail === undefined ? null : texte(d.detail, ctx),
            url: d.url(ctx),
            statique: d.statique ?? false,
            email: d.email ?? true,
            disponible: raison === null,
            confirmation_fige: d.confirmationFige?.(ctx) ?? false,
            raison_indisponibilite: raison,
            message_indisponibilite: raison === null ? null : (kit.raisons[raison] ?? DOCUMENTS.kit.indisponible),
          };
        }),
    }))
    .filter((g) => g.documents.length > 0);
}

export interface SelectionKit<C> {
  document: DeclarationDocument<C>;
  production: ProductionDocument;
}

/**
 * The documents asked for, in the kit's order, each with how to make it. Refused: an empty selection
 * (400), a code not in this kit for this context (404), an unavailable document (409, code
 * DOCUMENT_INDISPONIBLE, data.raison), one of another category than `codeCategorie` when given (400),
 * and for an e-mail a document that may not be sent (400).
 */
export function selectionnerKit<C>(kit: Kit<C>, ctx: C, ids: readonly string[], options: { codeCategorie?: string; email?: boolean } = {}): SelectionKit<C>[] {
  if (ids.length === 0) throw new RefusMetier('invalide', DOCUMENTS.kit.selectionVide, { champ: 'documents_code' });
  const presents = documentsPresents(kit, ctx);
  for (const id of ids) {
    const trouve = presents.find((p) => p.document.id === id);
    if (!trouve) throw new RefusMetier('introuvable', DOCUMENTS.kit.documentInconnu(id), { code: 'DOCUMENT_INCONNU' });
    if (options.codeCategorie !== undefined && trouve.groupe.code_categorie !== options.codeCategorie) {
      throw new RefusMetier('invalide', DOCUMENTS.kit.autreCategorie(texte(trouve.document.nom, ctx)), { champ: 'documents_code' });
    }
    if (options.email && trouve.document.email === false) throw new RefusMetier('invalide', DOCUMENTS.kit.pasParEmail(texte(trouve.document.nom, ctx)), { champ: 'documents_code' });
    const raison = trouve.document.indisponible?.(ctx);
    if (raison !== undefined) {
      throw new RefusMetier('conflit', kit.raisons[raison] ?? DOCUMENTS.kit.indisponible, { code: 'DOCUMENT_INDISPONIBLE', data: { document: id, raison } });
    }
  }
  const demandes = new Set(ids);
  return presents.filter((p) => demandes.has(p.document.id)).map(({ document }) => ({ document, production: document.produire(ctx) }));
}

/**
 * How one document of the kit is made for this context, as its download makes it (the same
 * refusals), with the payload's distributor set: an admin's regeneration runs it under its own key (ADR 0079).
 */
export function productionDocumentKit<C>(kit: Kit<C>, ctx: C, id: string, codeDistributeur: string): ProductionDocument {
  const [s] = selectionnerKit(kit, ctx, [id]);
  return { ...s.production, payload: { ...s.production.payload, codeDistributeur } };
}
