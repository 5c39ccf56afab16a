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

export function completerDocument(doc: OpenAPIObject): OpenAPIObject {
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
