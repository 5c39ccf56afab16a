import { createHash } from 'node:crypto';
import { PROFONDEUR_JSON_MAX } from '../common/entrees';
import { RappelInvalide, type EvenementSignature } from './fournisseur';

/**
 * A verified callback's body under the API's input rules (ADR 0020), adapted to a caller that
 * retries: the API refuses a NUL or a body nested too deep with a 400, but a provider would send the
 * same signed bytes again and again and be refused each time. So a verified body is kept and made
 * safe instead: NUL characters are removed from its strings and keys (PostgreSQL text cannot hold
 * one: the event used to fail with a 500, retried forever), and what lies deeper than
 * PROFONDEUR_JSON_MAX levels is dropped (no provider field the adapters read is deeper than 3).
 * Called only after the signature check: an unverified body is never parsed by us.
 */
export function lireCorpsRappel(corps: Buffer): unknown {
  let valeur: unknown;
  try {
    valeur = JSON.parse(corps.toString('utf8'));
  } catch {
    throw new RappelInvalide('corps illisible');
  }
  return nettoyer(valeur, 0);
}

const sansNul = (s: string) => (s.includes('\u0000') ? s.replaceAll('\u0000', '') : s);

/** In place (the parsed value is ours): nothing is copied on the common path, a clean body. */
function nettoyer(v: unknown, profondeur: number): unknown {
  if (typeof v === 'string') return sansNul(v);
  if (typeof v !== 'object' || v === null) return v;
  if (profondeur >= PROFONDEUR_JSON_MAX) return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = nettoyer(v[i], profondeur + 1);
    return v;
  }
  const objet = v as Record<string, unknown>;
  for (const cle of Object.keys(objet)) {
    const valeur = nettoyer(objet[cle], profondeur + 1);
    const propre = sansNul(cle);
    if (propre === cle) {
      // An own property (even one named "__proto__", as JSON.parse makes it): a plain assignment.
      if (valeur !== objet[cle]) objet[cle] = valeur;
      continue;
    }
    delete objet[cle];
    // defineProperty: a renamed key "__proto__" stays a plain property, as JSON.parse would make it.
    Object.defineProperty(objet, propre, { value: valeur, enumerable: true, writable: true, configurable: true });
  }
  return objet;
}

/** The inbox's event id column (varchar 128) and the transaction's motif (kept short). */
export const EVENT_ID_MAX = 128;
const MOTIF_MAX = 500;

/**
 * An event within what the tables hold, whatever the provider sent: a longer event id becomes its
 * SHA-256 (still constant across retries, so still the inbox key), the reason is cut at 500
 * characters, an event time JavaScript cannot represent becomes the reception time.
 */
export function bornerEvenement(e: EvenementSignature, maintenant: Date): EvenementSignature {
  const eventId = e.eventId.length > EVENT_ID_MAX ? `sha256:${createHash('sha256').update(e.eventId).digest('hex')}` : e.eventId;
  const survenuLe = Number.isNaN(e.survenuLe.getTime()) ? maintenant : e.survenuLe;
  const motif = e.motif === undefined ? undefined : e.motif.slice(0, MOTIF_MAX);
  return { ...e, eventId, survenuLe, motif };
}
