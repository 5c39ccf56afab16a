import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Last use of a page session, for the idle timeout (SESSION_IDLE_MINUTES). Its own column: the
 * store moves it with one small UPDATE at most once a minute per session, off the request path,
 * without rewriting the session document. Existing sessions start their idle time now.
 */
export class SessionActivite1795300010000 implements MigrationInterface {
  name = 'SessionActivite1795300010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" ADD COLUMN derniere_activite timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" DROP COLUMN derniere_activite`);
  }
}
