/**
 * The lists' JSON answers, kept per distributor and filter with the distributor's projet version
 * (bumped by triggers on every write): an answer is served again only while nothing changed.
 * Bounded (least recently used out first); several processes stay correct since the version is
 * read from the database on every call.
 */
import { createHash } from 'node:crypto';

/** A list answer ready to send: the JSON bytes and their strong ETag. */
export interface ReponseListe {
  json: string;
  corps: Buffer;
  etag: string;
}

export function reponseListe(json: string): ReponseListe {
  const corps = Buffer.from(json, 'utf8');
  return { json, corps, etag: `"${createHash('sha1').update(corps).digest('base64url')}"` };
}

export class CacheListes {
  private readonly entrees = new Map<string, { version: number; reponse: ReponseListe }>();

  constructor(private readonly taille = 500) {}

  lire(cle: string, version: number): ReponseListe | undefined {
    const e = this.entrees.get(cle);
    if (!e || e.version !== version) return undefined;
    this.entrees.delete(cle);
    this.entrees.set(cle, e);
    return e.reponse;
  }

  ecrire(cle: string, version: number, reponse: ReponseListe): void {
    this.entrees.delete(cle);
    this.entrees.set(cle, { version, reponse });
    while (this.entrees.size > this.taille) this.entrees.delete(this.entrees.keys().next().value as string);
  }
}
