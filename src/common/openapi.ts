import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { COMMON } from '../domain/messages';
import { CODES_REFUS } from '../domain/refus';
import { ApiCleIdempotence, EN_TETE_FICHIER_ENREGISTRE } from './idempotence';
import { EXTENSION_DISTRIBUTEUR } from './identifiant';

/**
 * What every operation of the OpenAPI document shares, written once after Nest has described the
 * routes (ADR 0022): its security — the bearer token or the page session cookie, none for a
 * @Public() route (marked `x-public` by that decorator) — and the error answers every route can
 * give, all in the shape of `ErreurApi`.
 */
export const EXTENSION_PUBLIC = 'x-public';

const ERREUR_API = {
  type: 'object',
  description: 'Toute erreur de l’API : un message en français, et pour une saisie refusée la liste des champs en erreur.',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: { type: 'string', example: 'Le champ « siret » est invalide.' },
    // The machine code a page branches on (src/domain/refus.ts): typed in the pages' generated schema.
    code: { type: 'string', enum: [...CODES_REFUS] },
    erreurs: {
      type: 'array',
      items: { type: 'object', required: ['champ', 'message'], properties: { champ: { type: 'string' }, message: { type: 'string' } } },
    },
    data: { type: 'object', additionalProperties: true, description: 'Données que la spécification joint au refus (ex. `cause`).' },
  },
};

/** Either the bearer token or the page session cookie (the security schemes of app.setup.ts). */
/** A download: the file's bytes, of one of `types`. */
export function ApiFichier(description: string, ...types: string[]): MethodDecorator {
  return applyDecorators(ApiProduces(...types), ApiOkResponse({ description, schema: { type: 'string', format: 'binary' } }));
}

/** A generated document: the file's bytes, its stored address, the same for every request of one idempotency key. */
export function ApiDocumentGenere(description: string, type: string): MethodDecorator {
  return applyDecorators(
    ApiProduces(type),
    ApiOkResponse({ description, headers: EN_TETE_FICHIER_ENREGISTRE, schema: { type: 'string', format: 'binary' } }),
    ApiCleIdempotence(),
  );
}

const SECURITE: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const METHODES = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Reponse = { description: string; content?: Record<string, { schema: unknown }> };

type Schema = Record<string, unknown>;

/** Every object of the document (schemas and everything else), depth first. */
function* objets(noeud: unknown): Generator<Schema> {
  if (Array.isArray(noeud)) for (const n of noeud) yield* objets(n);
  else if (noeud && typeof noeud === 'object') {
    yield noeud as Schema;
    for (const v of Object.values(noeud)) yield* objets(v);
  }
}

/**
 * `nullable` as OpenAPI 3.0.3 reads it (ADR 0022): it only adds null to the values a `type` allows,
 * and an `enum` is checked on its own, so the decorators' `nullable: true` is completed here, once
 * for every DTO: a nullable enum lists null; a nullable composition without a type takes the type
 * of what it composes (`allOf: [$ref]` → the referenced schema's type), or, for alternatives of
 * different types, each alternative becomes nullable instead (`oneOf` → `anyOf`: null matches several).
 * test/e2e/openapi.e2e-spec.ts walks the document and fails on any nullable left without a type.
 */
export function completerNullables(doc: OpenAPIObject): void {
  const composants = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const typeDe = (s: Schema): string | undefined => {
    if (typeof s.type === 'string') return s.type;
    const ref = typeof s.$ref === 'string' ? composants[s.$ref.replace('#/components/schemas/', '')] : undefined;
    return ref && typeof ref.type === 'string' ? ref.type : undefined;
  };
  for (const s of [...objets(doc)]) {
    if (s.nullable !== true) continue;
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...(s.enum as unknown[]), null];
    if (typeof s.type === 'string') continue;
    const parties = (s.allOf ?? s.oneOf ?? s.anyOf) as Schema[] | undefined;
    if (!parties?.length) continue;
    const types = [...new Set(parties.map(typeDe))];
    if (types.length === 1 && types[0]) {
      s.type = types[0];
    } else if (!s.allOf && types.every(Boolean)) {
      delete s.nullable;
      s.anyOf = parties.map((p) => (typeof p.type === 'string' ? { ...p, nullable: true } : { allOf: [p], type: typeDe(p), nullable: true }));
      delete s.oneOf;
    }
  }
}

export function completerDocument(doc: OpenAPIObject): OpenAPIObject {
  completerNullables(doc);
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ErreurApi: ERREUR_API } };
  doc.security = SECURITE;
  for (const [chemin, item] of Object.entries(doc.paths)) {
    for (const methode of METHODES) {
      const operation = item[methode] as (Record<string, unknown> & { responses: Record<string, Reponse>; parameters?: { in: string }[] }) | undefined;
      if (!operation) continue;
      const publique = operation[EXTENSION_PUBLIC] === true;
      delete operation[EXTENSION_PUBLIC];
      operation.security = publique ? [] : SECURITE;
      const reponses = operation.responses;
      const ajouter = (statut: string, description: string) => (reponses[statut] ??= { description });
      // Any address may be refused (a NUL character, an unknown or malformed parameter).
      ajouter('400', 'Requête invalide : message en français, et `erreurs` [{champ, message}] pour les champs refusés.');
      if (!publique) ajouter('401', COMMON.nonAuthentifie);
      // A record named in the address: not found, or another distributor's.
      if (chemin.includes('{') || (operation.parameters ?? []).some((p) => (p as Record<string, unknown>)[EXTENSION_DISTRIBUTEUR])) {
        ajouter('404', 'Introuvable (ou d’un autre distributeur).');
      }
      if (operation.requestBody) ajouter('413', COMMON.corpsTropVolumineux);
      for (const [statut, reponse] of Object.entries(reponses)) {
        if (Number(statut) >= 400 && !reponse.content) reponse.content = { 'application/json': { schema: { $ref: '#/components/schemas/ErreurApi' } } };
      }
    }
  }
  return doc;
}

/**
 * The API's whole document: served at /api/docs/openapi.json (app.setup.ts) and turned into the
 * pages' call types by scripts/openapi-types.ts (ADR 0057), so both read the same one.
 */
export function documentOpenApi(app: INestApplication, nomCookieSession: string): OpenAPIObject {
  const entete = new DocumentBuilder()
    .setTitle('Collectif Courtage — API')
    .setDescription('API du parcours courtier : entreprise, éligibilité, tarification santé et prévoyance, projets, souscription, DUE.')
    .setVersion('1')
    .addBearerAuth()
    .addCookieAuth(nomCookieSession)
    .build();
  return completerDocument(SwaggerModule.createDocument(app, entete));
}
