import { Inject, Injectable } from '@nestjs/common';
import { CONNEXION_SQL, type SqlRunner } from '../connexion-sql';

/** What oidc-provider stores: a payload, possibly tied to a grant and an interaction uid. */
export type PayloadOidc = Record<string, unknown> & { grantId?: string; uid?: string; consumed?: unknown };

/**
 * The `dev_oidc_payload` table: the development provider's sessions, grants, codes and refresh
 * tokens (by kind), which outlive a restart like the page sessions that hold them. Every statement
 * of the provider's storage (dev-adapter.ts), tested on a real migrated database.
 */
@Injectable()
export class DevProviderRepository {
  constructor(@Inject(CONNEXION_SQL) private readonly db: SqlRunner) {}

  async enregistrer(kind: string, id: string, payload: PayloadOidc, expiresAt: Date | null): Promise<void> {
    await this.db.query(
      `INSERT INTO dev_oidc_payload (kind, id, payload, grant_id, uid, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [kind, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, expiresAt],
    );
  }

  /** The unexpired payload of `kind` by its id or by its interaction uid; `consumed` (epoch s) once consumed. */
  async trouver(kind: string, par: 'id' | 'uid', valeur: string): Promise<PayloadOidc | undefined> {
    const condition = par === 'id' ? 'id = $2' : 'uid = $2';
    const rows = await this.db.query<Array<{ payload: PayloadOidc | string; consumed_at: Date | string | null }>>(
      `SELECT payload, consumed_at FROM dev_oidc_payload
       WHERE kind = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
      [kind, valeur],
    );
    const row = rows[0];
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as PayloadOidc) : row.payload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
  }

  async consommer(kind: string, id: string): Promise<void> {
    await this.db.query('UPDATE dev_oidc_payload SET consumed_at = now() WHERE kind = $1 AND id = $2', [kind, id]);
  }

  async supprimer(kind: string, id: string): Promise<void> {
    await this.db.query('DELETE FROM dev_oidc_payload WHERE kind = $1 AND id = $2', [kind, id]);
  }

  /** Everything a grant gave (codes, tokens, sessions' grants), of every kind. */
  async revoquerGrant(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM dev_oidc_payload WHERE grant_id = $1', [grantId]);
  }

  /** Deletes what has expired; run now and then with the session prune. */
  async purger(): Promise<void> {
    await this.db.query('DELETE FROM dev_oidc_payload WHERE expires_at <= now()');
  }
}
