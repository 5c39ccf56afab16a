import { RefusMetier } from './refus-metier';
import { hash } from 'node:crypto';
import type { Response } from 'express';
import { Lru } from './lru';

/** What a pricing computation may call once it knows whose request it is. */
export type VerifierDistributeur = (codeDistributeurDuCorps: string) => void;

type Reponse =
  | { readonly corps: Buffer; readonly distributeur: string | undefined }
  | { readonly refus: RefusMetier; readonly distributeur: string | undefined };

/**
 * Memo of a pricing endpoint's answers by the request's exact bytes and the business day (spec 01
 * §7: results memoised by serialised parameters). A slider or stepper move sends the same few
 * bodies again and again: a known body gets its ready JSON bytes, or its 400 refusal, without
 * being parsed, validated or priced again.
 *
 * The distributor rule is never skipped: an answer remembers the distributor whose request
 * produced it and is only served to that distributor's users; anyone else goes through the
 * computation and gets its 403. A refusal found before the distributor was known (the body is
 * invalid) is the same for everyone. The day is part of the key because the effective-date window
 * moves with it.
 */
export class ReponsesMemorisees {
  private readonly lru: Lru<string, Reponse>;

  constructor(
    capacite: number,
    private readonly messageAutreDistributeur: string,
  ) {
    this.lru = new Lru(capacite);
  }

  async repondre(
    jour: string,
    brut: Buffer | undefined,
    codeDistributeur: string,
    calculer: (verifierDistributeur: VerifierDistributeur) => Buffer | Promise<Buffer>,
  ): Promise<Buffer> {
    // A digest of the bytes: a short key, and no copy of the body kept per entry.
    const cle = brut ? `${jour}|${hash('sha256', brut, 'base64url')}` : undefined;
    const connue = cle === undefined ? undefined : this.lru.get(cle);
    if (connue && (connue.distributeur === undefined || connue.distributeur === codeDistributeur)) {
      if ('refus' in connue) throw connue.refus;
      return connue.corps;
    }
    let distributeur: string | undefined;
    const verifier: VerifierDistributeur = (code) => {
      if (code !== codeDistributeur) throw new RefusMetier('interdit', this.messageAutreDistributeur);
      distributeur = code;
    };
    try {
      const corps = await calculer(verifier);
      if (cle !== undefined) this.lru.set(cle, { corps, distributeur });
      return corps;
    } catch (err) {
      if (cle !== undefined && err instanceof RefusMetier && err.genre === 'invalide') this.lru.set(cle, { refus: err, distributeur });
      throw err;
    }
  }

  get taille(): number {
    return this.lru.taille;
  }
}

/**
 * Sends JSON already serialised to bytes, uncacheable: no re-encoding, no charset rewriting, no
 * ETag (used by the pricing endpoints, called on every slider move).
 */
export function envoyerJson(res: Response, corps: Buffer): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': corps.length, 'Cache-Control': 'no-store' });
  res.end(corps);
}
