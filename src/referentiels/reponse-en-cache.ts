import { createHash } from 'node:crypto';
import type { Response } from 'express';

/**
 * Referentials never change while the app runs: their JSON is serialised once, with a strong
 * ETag, and sent as is. Express answers 304 itself when If-None-Match matches the ETag.
 */
export interface ReponseEnCache {
  corps: Buffer;
  etag: string;
}

/** Browsers may keep a referential an hour and revalidate it cheaply with the ETag afterwards. */
export const CACHE_CONTROL_REFERENTIEL = 'private, max-age=3600';

export function mettreEnCache(valeur: unknown): ReponseEnCache {
  const corps = Buffer.from(JSON.stringify(valeur), 'utf8');
  return { corps, etag: `"${createHash('sha256').update(corps).digest('base64url').slice(0, 32)}"` };
}

export function envoyerEnCache(res: Response, reponse: ReponseEnCache): void {
  res.setHeader('Cache-Control', CACHE_CONTROL_REFERENTIEL);
  res.setHeader('ETag', reponse.etag);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(reponse.corps);
}

/** Loads once and keeps the result; a failed load is retried by the next caller. */
export function memoiser<T>(charger: () => Promise<T>): () => Promise<T> {
  let enCours: Promise<T> | undefined;
  return () => {
    enCours ??= charger().catch((err: unknown) => {
      enCours = undefined;
      throw err;
    });
    return enCours;
  };
}
