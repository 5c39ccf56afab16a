import { RefusMetier } from './refus-metier';
import { createHash } from 'node:crypto';
import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { EN_TETE_IDEMPOTENCE, estCleIdempotenceValide, FORMAT_CLE_IDEMPOTENCE } from '../domain/idempotence';
import { COMMON } from '../domain/messages';

/**
 * Idempotency keys of the calls that produce a document or an e-mail (ADR 0024). The pages send
 * `Idempotency-Key` (one key per user action, reused by a retry of that action); without it the key
 * is derived from the inputs. A key is always scoped by distributor and operation: a key sent by
 * another distributor's user never meets this one's result.
 */
/** The request's Idempotency-Key, checked (400 otherwise); undefined when the header is absent. */
export const CleIdempotence = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  const valeur = ctx.switchToHttp().getRequest<Request>().headers[EN_TETE_IDEMPOTENCE.toLowerCase()];
  if (valeur === undefined) return undefined;
  if (!estCleIdempotenceValide(valeur)) {
    throw new RefusMetier('invalide', COMMON.cleIdempotenceInvalide, { champ: EN_TETE_IDEMPOTENCE });
  }
  return valeur;
});

/** OpenAPI: the optional header, and the 422 of a key reused for another request. */
export function ApiCleIdempotence(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiHeader({
      name: EN_TETE_IDEMPOTENCE,
      required: false,
      description:
        "Clé d'idempotence (1 à 128 caractères parmi A-Z a-z 0-9 . _ ~ -), une par action de l'utilisateur : " +
        'la même requête répétée avec la même clé reçoit la première réponse (même document, un seul e-mail). ' +
        'Sans elle, la clé est déduite des entrées de la requête.',
      schema: { type: 'string', pattern: FORMAT_CLE_IDEMPOTENCE.source, maxLength: 128 },
    }),
    ApiUnprocessableEntityResponse({ description: COMMON.cleIdempotenceReutilisee }),
  );
}

/** OpenAPI: the Content-Location header of a generated document's download. */
export const EN_TETE_FICHIER_ENREGISTRE = {
  'Content-Location': { description: 'Le fichier enregistré (GET /api/fichiers/{id}), le même pour chaque requête d’une clé d’idempotence.', schema: { type: 'string' } },
};

/** JSON with sorted keys: equal inputs give equal text whatever the order they were built in. */
export function jsonCanonique(valeur: unknown): string {
  return JSON.stringify(valeur, (_cle, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const sha256 = (texte: string) => createHash('sha256').update(texte).digest('hex');

export interface CleDeDemande {
  /** Scoped key: `{distributeur}/{operation}/c.{clé du client}` or `…/d.{empreinte des entrées et du contexte}`. */
  cle: string;
  /** SHA-256 of the operation and the request's inputs: a client key reused for other inputs is refused. */
  empreinte: string;
}

/**
 * The key of one request. `demande` is what the caller asked (ids, address…): it makes the
 * fingerprint. `contexte` is what else decides the result when no key is sent (the projets'
 * content, the user, the business day…): it only enters the derived key.
 */
export function cleDeDemande(args: { codeDistributeur: string; operation: string; cleClient?: string; demande: unknown; contexte?: unknown }): CleDeDemande {
  const empreinte = sha256(jsonCanonique({ operation: args.operation, demande: args.demande }));
  const suffixe = args.cleClient !== undefined ? `c.${args.cleClient}` : `d.${sha256(jsonCanonique({ empreinte, contexte: args.contexte ?? null }))}`;
  return { cle: `${args.codeDistributeur}/${args.operation}/${suffixe}`, empreinte };
}

/** A result remembered under a key answers only the request it was made for (same fingerprint). */
export function verifierEmpreinte(attendue: string, trouvee: string | undefined): void {
  if (trouvee !== undefined && trouvee !== attendue) throw new RefusMetier('nonTraitable', COMMON.cleIdempotenceReutilisee);
}
