import { Inject, Injectable } from '@nestjs/common';
import { CONNEXION_SQL, type SqlRunner } from './connexion-sql';

/** A page session's row as the store reads it. */
interface LigneSession {
  sess: unknown;
  expiresAt: Date;
  derniereActivite: Date;
}

/**
 * The `session` table (page sessions, cookie `sid`): every statement the session store runs, and
 * nothing else. The store (session-store.ts) decides when to read and write; its spec runs these on
 * a real migrated database.
 */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(CONNEXION_SQL) private readonly db: SqlRunner) {}

  /** The session if it has not expired at `maintenant`. */
  async lire(sid: string, maintenant: Date): Promise<LigneSession | undefined> {
    const rows = await this.db.query<Array<{ sess: unknown; expires_at: Date | string; derniere_activite: Date | string }>>(
      'SELECT "sess", "expires_at", "derniere_activite" FROM "session" WHERE "sid" = $1 AND "expires_at" > $2',
      [sid, maintenant],
    );
    const row = rows[0];
    return row && { sess: row.sess, expiresAt: new Date(row.expires_at), derniereActivite: new Date(row.derniere_activite) };
  }

  /** The last use the table holds, whatever the expiry; undefined when the row is gone. */
  async derniereActivite(sid: string): Promise<Date | undefined> {
    const rows = await this.db.query<Array<{ derniere_activite: Date | string }>>('SELECT "derniere_activite" FROM "session" WHERE "sid" = $1', [sid]);
    return rows[0] && new Date(rows[0].derniere_activite);
  }

  /** Records a use, never moving the last use backwards (several processes write it). */
  async marquerActivite(sid: string, a: Date): Promise<void> {
    await this.db.query('UPDATE "session" SET "derniere_activite" = $2 WHERE "sid" = $1 AND "derniere_activite" < $2', [sid, a]);
  }

  /**
   * Creates or replaces the session's data and expiry; a new row's last use is `maintenant`, an
   * existing row keeps its own. Answers the row's last use.
   */
  async enregistrer(sid: string, json: string, expiresAt: Date, maintenant: Date): Promise<Date | undefined> {
    const rows = await this.db.query<Array<{ derniere_activite: Date | string }>>(
      `INSERT INTO "session" ("sid", "sess", "expires_at", "derniere_activite") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expires_at" = EXCLUDED."expires_at"
       RETURNING "derniere_activite"`,
      [sid, json, expiresAt, maintenant],
    );
    return rows[0] && new Date(rows[0].derniere_activite);
  }

  async supprimer(sid: string): Promise<void> {
    await this.db.query('DELETE FROM "session" WHERE "sid" = $1', [sid]);
  }

  async prolonger(sid: string, expiresAt: Date): Promise<void> {
    await this.db.query('UPDATE "session" SET "expires_at" = $2 WHERE "sid" = $1', [sid, expiresAt]);
  }

  /** Deletes the sessions expired at `maintenant`. */
  async purger(maintenant: Date): Promise<void> {
    await this.db.query('DELETE FROM "session" WHERE "expires_at" <= $1', [maintenant]);
  }
}
