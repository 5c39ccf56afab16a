import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A projet's history (issue 28, ADR 0073): append-only, one row per thing that happened to the file,
 * written in the same transaction as the change it records. No foreign key to projet: a deleted
 * projet's history goes with it through the distributor-scoped delete, and a row never blocks a
 * projet's deletion. Read newest first per projet (the index), scoped by the distributor.
 */
export class ProjetEvenement1795700000000 implements MigrationInterface {
  name = 'ProjetEvenement1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE projet_evenement (
      id bigserial PRIMARY KEY,
      projet_id integer NOT NULL,
      code_distributeur varchar(64) NOT NULL,
      survenu_le timestamptz NOT NULL DEFAULT now(),
      acteur_type varchar(16) NOT NULL CHECK (acteur_type IN ('COURTIER', 'SIGNATAIRE', 'PRESTATAIRE', 'ADMIN')),
      acteur_libelle varchar(120),
      type varchar(40) NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (pg_column_size(details) <= 2048)
    )`);
    await q.query(`CREATE INDEX projet_evenement_projet ON projet_evenement (projet_id, code_distributeur, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE projet_evenement');
  }
}
