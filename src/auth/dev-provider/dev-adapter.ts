import type { SqlRunner } from '../session-store';

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; consumed?: unknown };

/**
 * oidc-provider storage in the `dev_oidc_payload` table: the development provider's sessions,
 * grants, codes and refresh tokens outlive a restart, like the page sessions that hold them.
 * (JWT access tokens are not stored.)
 */
export function createDbAdapter(db: SqlRunner) {
  return class DbAdapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO dev_oidc_payload (kind, id, payload, grant_id, uid, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.kind, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, expiresAt],
      );
    }

    find(id: string): Promise<Payload | undefined> {
      return this.findWhere('id = $2', id);
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return this.findWhere('uid = $2', uid);
    }

    /** Device flow is off: there are no user codes. */
    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE dev_oidc_payload SET consumed_at = now() WHERE kind = $1 AND id = $2', [this.kind, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM dev_oidc_payload WHERE kind = $1 AND id = $2', [this.kind, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM dev_oidc_payload WHERE grant_id = $1', [grantId]);
    }

    private async findWhere(condition: string, value: string): Promise<Payload | undefined> {
      const rows = await db.query<Array<{ payload: Payload | string; consumed_at: Date | null }>>(
        `SELECT payload, consumed_at FROM dev_oidc_payload
         WHERE kind = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
        [this.kind, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
    }
  };
}

/** Deletes what has expired; run now and then with the session prune. */
export async function pruneDevProviderPayloads(db: SqlRunner): Promise<void> {
  await db.query('DELETE FROM dev_oidc_payload WHERE expires_at <= now()');
}
