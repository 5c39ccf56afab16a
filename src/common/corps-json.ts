import { RefusMetier } from './refus-metier';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { COMMON } from '../domain/messages';
import { verifierCorpsJson, verifierValeurJson } from './entrees';

/**
 * Routes whose JSON body is kept as bytes: the pricing services answer a known body from their memo
 * without parsing it, and parse it (`lireCorpsJson`) only when the memo does not know it (ADR 0015);
 * the signature providers' callbacks are verified over their exact bytes (brief §4.1).
 */
export const ROUTES_CORPS_BRUT = ['/api/sante/tarifer', '/api/prevoyance/tarifer', '/api/signature/webhooks'];

/** Same limit as the JSON parser's default. */
const LIMITE = '100kb';

/**
 * JSON bodies for the whole API, except the routes above, whose bytes are read first (the JSON
 * parser then leaves an already read body alone). No form parser: no route takes forms. A parsed
 * body is checked for depth and NUL characters before anything validates it (entrees.ts).
 */
export function configurerCorpsJson(app: NestExpressApplication): void {
  app.use(ROUTES_CORPS_BRUT, express.raw({ type: 'application/json', limit: LIMITE }));
  app.useBodyParser('json', { limit: LIMITE });
  app.use(verifierCorpsJson);
}

/**
 * The body of a raw-body route as a value: bytes are parsed (malformed JSON: 400) and checked like
 * every other body (depth, NUL: 400); anything else passes.
 */
export function lireCorpsJson(corps: unknown): unknown {
  if (!Buffer.isBuffer(corps)) return corps;
  if (corps.length === 0) return undefined;
  let valeur: unknown;
  try {
    valeur = JSON.parse(corps.toString('utf8'));
  } catch {
    throw new RefusMetier('invalide', COMMON.corpsInvalide);
  }
  verifierValeurJson(valeur);
  return valeur;
}
