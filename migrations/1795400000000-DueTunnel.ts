import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The DUE tunnel's state (spec 03 §3), kept per projet so the broker can come back to it: the ten
 * steps' answers as one jsonb (written whole by each save, reset when the tunnel starts), scoped by
 * the distributor code like every projet table.
 */
export class DueTunnel1795400000000 implements MigrationInterface {
  name = 'DueTunnel1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE due_tunnel (
        projet_id integer PRIMARY KEY REFERENCES projet(id) ON DELETE CASCADE,
        code_distributeur varchar(64) NOT NULL,
        etat jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE due_tunnel');
  }
}
