import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each file's progress stored on its subscription row (docs/adr/0084): the three counters and the
 * missing required pieces' labels, written by the subscription's writers in the transaction of their
 * change, read by Mes clients in its one statement. Existing rows stay NULL ('not computed yet'):
 * Mes clients asks the subscription's own computation for those, until their next save writes it.
 */
export class AvancementSouscription1795900840000 implements MigrationInterface {
  name = 'AvancementSouscription1795900840000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE souscription ADD COLUMN avancement jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE souscription DROP COLUMN avancement');
  }
}
