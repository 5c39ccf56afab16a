import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exactly-once documents (ADR 0024): a generated document is stored at most once per idempotency
 * key and distributor (the key of the job that made it); a rerun after a crash finds the stored
 * file instead of storing a second one.
 */
export class StoredFileIdempotency1795300030000 implements MigrationInterface {
  name = 'StoredFileIdempotency1795300030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stored_file ADD COLUMN idempotency_key varchar(600)`);
    await q.query(`CREATE UNIQUE INDEX stored_file_idempotency_key_uq ON stored_file (code_distributeur, idempotency_key) WHERE idempotency_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX stored_file_idempotency_key_uq`);
    await q.query(`ALTER TABLE stored_file DROP COLUMN idempotency_key`);
  }
}
