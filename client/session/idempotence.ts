/**
 * Idempotency keys of the page's calls that produce a document or an e-mail (ADR 0024): one key per
 * user action, sent as Idempotency-Key; a retry of that action (no answer came, or the server failed
 * before deciding) sends the same key and gets the first result; after any other answer the next
 * try is a new action with a new key.
 */
import { cleReutilisable, EN_TETE_IDEMPOTENCE, nouvelleCleIdempotence } from '../../src/domain/idempotence';
import { ApiError } from '../api/erreur';

const aleatoire = (octets: Uint8Array) => globalThis.crypto.getRandomValues(octets);

/** The key of one user action. */
export class CleAction {
  private valeur: string | null = null;

  /** The key to send (made on first use). */
  cle(): string {
    return (this.valeur ??= nouvelleCleIdempotence(aleatoire));
  }

  /** After a try: its HTTP status, or null when no answer came. */
  apres(statut: number | null): void {
    if (!cleReutilisable(statut)) this.valeur = null;
  }

  /** Runs one try of the action with its key, and keeps or renews the key by its outcome. */
  async essayer<T>(appel: (cle: string) => Promise<T>): Promise<T> {
    try {
      const r = await appel(this.cle());
      this.apres(200);
      return r;
    } catch (err) {
      this.apres(err instanceof ApiError ? err.status : null);
      throw err;
    }
  }
}

/** Actions of one dialog opening, one per distinct input (another address is another action). */
export class ClesParEntrees {
  private readonly actions = new Map<string, CleAction>();

  pour(entrees: string): CleAction {
    let action = this.actions.get(entrees);
    if (!action) this.actions.set(entrees, (action = new CleAction()));
    return action;
  }
}

export const enTeteIdempotence = (cle: string): Record<string, string> => ({ [EN_TETE_IDEMPOTENCE]: cle });
