/**
 * Idempotency keys (ADR 0024), shared by the server and the pages: the header the pages send with
 * every call that produces a document or an e-mail, its format, and when a page may reuse a key.
 */
export const EN_TETE_IDEMPOTENCE = 'Idempotency-Key';

/** Unreserved URL characters only: the key travels as is in job ids and database keys. */
export const FORMAT_CLE_IDEMPOTENCE = /^[A-Za-z0-9._~-]{1,128}$/;

export function estCleIdempotenceValide(valeur: unknown): valeur is string {
  return typeof valeur === 'string' && FORMAT_CLE_IDEMPOTENCE.test(valeur);
}

/** A new key: 128 random bits in hex (from any source of random bytes, e.g. crypto.getRandomValues). */
export function nouvelleCleIdempotence(aleatoire: (octets: Uint8Array) => Uint8Array): string {
  return Array.from(aleatoire(new Uint8Array(16)), (o) => o.toString(16).padStart(2, '0')).join('');
}

/**
 * May the next try of a user action reuse the key of the last one? Yes when no answer came (network)
 * or the server failed before deciding (5xx): the retry must get the first result, not a second
 * document or e-mail. No after any other answer — done, refused, or an e-mail failed for good (502):
 * the next click is a new action.
 */
export function cleReutilisable(statut: number | null): boolean {
  return statut === null || (statut >= 500 && statut !== 502);
}
