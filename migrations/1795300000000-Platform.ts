import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Platform tables: stored files (PDFs, uploads) and results of idempotent jobs. */
export class Platform1795300000000 implements MigrationInterface {
  name = 'Platform1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stored_file (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_distributeur varchar(64) NOT NULL,
        kind varchar(64) NOT NULL,
        owner_type varchar(64),
        owner_id varchar(128),
        name varchar(255) NOT NULL,
        content_type varchar(255) NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        sha256 char(64) NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stored_file_distributeur_idx ON stored_file (code_distributeur, created_at DESC)`);
    await q.query(`CREATE INDEX stored_file_owner_idx ON stored_file (owner_type, owner_id) WHERE owner_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE job_result (
        job_id varchar(512) PRIMARY KEY,
        name varchar(128) NOT NULL,
        version integer NOT NULL,
        result jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_result`);
    await q.query(`DROP TABLE stored_file`);
  }
}
