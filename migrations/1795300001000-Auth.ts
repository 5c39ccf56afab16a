import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in tables: page sessions (express-session, cookie `sid`), and the state of the built-in
 * development identity provider (grants, refresh tokens, its own sessions) so that signing in
 * survives a restart. The second table stays empty when a real provider is configured.
 */
export class Auth1795300001000 implements MigrationInterface {
  name = 'Auth1795300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "session" (
        sid varchar(128) PRIMARY KEY,
        sess jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX session_expires_at_idx ON "session" (expires_at)`);
    await q.query(`
      CREATE TABLE dev_oidc_payload (
        kind varchar(64) NOT NULL,
        id varchar(255) NOT NULL,
        payload jsonb NOT NULL,
        grant_id varchar(255),
        uid varchar(255),
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (kind, id)
      )`);
    await q.query(`CREATE INDEX dev_oidc_payload_grant_idx ON dev_oidc_payload (grant_id) WHERE grant_id IS NOT NULL`);
    await q.query(`CREATE INDEX dev_oidc_payload_uid_idx ON dev_oidc_payload (kind, uid) WHERE uid IS NOT NULL`);
    await q.query(`CREATE INDEX dev_oidc_payload_expires_idx ON dev_oidc_payload (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dev_oidc_payload`);
    await q.query(`DROP TABLE "session"`);
  }
}
