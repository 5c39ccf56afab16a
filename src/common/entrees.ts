import { RefusMetier } from './refus-metier';
import type { NextFunction, Request, Response } from 'express';
import { COMMON } from '../domain/messages';

/**
 * Checks every request input gets before validation (ADR 0020): no NUL character in any string of
 * the address or the JSON body (PostgreSQL text cannot hold one: the query failed, a 500), and a
 * JSON body at most PROFONDEUR_JSON_MAX levels deep (validating deeper nesting overflowed the
 * stack, a 500). No legitimate body comes near: the deepest, a provident projet, has 4 levels.
 */
export const PROFONDEUR_JSON_MAX = 32;

const refus = (message: string, champ?: string) => new RefusMetier('invalide', message, { champ });

/** A key as a message may name it. */
const nomSur = (cle: string) => cle.replace(/[\u0000-\u001f\u007f]/g, '\ufffd').slice(0, 64);

/**
 * Throws the 400 for a parsed JSON value nested too deep or holding a NUL in a string or a key.
 * Recursive but bounded: it stops at the first level past the limit.
 */
export function verifierValeurJson(valeur: unknown): void {
  const visiter = (v: unknown, chemin: string, profondeur: number): void => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw refus(COMMON.caractereNul(chemin || 'corps'), chemin || 'corps');
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    if (profondeur >= PROFONDEUR_JSON_MAX) throw refus(COMMON.corpsTropImbrique(PROFONDEUR_JSON_MAX));
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) visiter(v[i], chemin ? `${chemin}.${i}` : String(i), profondeur + 1);
      return;
    }
    for (const [cle, enfant] of Object.entries(v)) {
      const sous = chemin ? `${chemin}.${nomSur(cle)}` : nomSur(cle);
      if (cle.includes('\u0000')) throw refus(COMMON.caractereNul(sous), sous);
      visiter(enfant, sous, profondeur + 1);
    }
  };
  visiter(valeur, '', 0);
}

/** Express middleware, first of all: a NUL (%00) anywhere in the address is refused, naming the query parameter when it is one. */
export function refuserNulDansAdresse(req: Request, _res: Response, next: NextFunction): void {
  if (!/%00/i.test(req.url)) return next();
  const requete = req.url.indexOf('?');
  const chemin = requete < 0 ? req.url : req.url.slice(0, requete);
  if (requete >= 0 && !/%00/i.test(chemin)) {
    let nom: string | undefined;
    try {
      for (const [cle, valeur] of new URLSearchParams(req.url.slice(requete + 1))) {
        if (cle.includes('\u0000') || valeur.includes('\u0000')) {
          nom = nomSur(cle);
          break;
        }
      }
    } catch {
      // Not a query string URLSearchParams reads: the generic refusal below.
    }
    if (nom !== undefined) return next(refus(COMMON.caractereNul(nom), nom));
  }
  next(refus(COMMON.adresseCaractereNul));
}

/** Express middleware, after the JSON parser: the parsed body goes through verifierValeurJson (raw bodies are checked when parsed). */
export function verifierCorpsJson(req: Request, _res: Response, next: NextFunction): void {
  if (typeof req.body !== 'object' || req.body === null || Buffer.isBuffer(req.body)) return next();
  try {
    verifierValeurJson(req.body);
    next();
  } catch (err) {
    next(err);
  }
}
