import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins' regeneration batches (ADR 0063): a batch (one kind of document for the projets a filter
 * matched, frozen when it starts) and one row per projet with its outcome. The Idempotency-Key of
 * the request that started a batch is unique per admin: the same request again gets the same batch.
 * An outbox e-mail remembers whether an admin resent it (once).
 */
export class AdminRegenerations1795600000000 implements MigrationInterface {
  name = 'AdminRegenerations1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE admin_regeneration_lot (
      id uuid PRIMARY KEY,
      cle_idempotence varchar(200) NOT NULL,
      empreinte char(64) NOT NULL,
      admin_id varchar(128) NOT NULL,
      type_document varchar(64) NOT NULL,
      filtre jsonb NOT NULL,
      statut varchar(16) NOT NULL DEFAULT 'EN_COURS' CHECK (statut IN ('EN_COURS', 'TERMINE', 'ANNULE')),
      total integer NOT NULL,
      cree_le timestamptz NOT NULL DEFAULT now(),
      modifie_le timestamptz NOT NULL DEFAULT now(),
      UNIQUE (admin_id, cle_idempotence)
    )`);
    await q.query(`CREATE TABLE admin_regeneration_element (
      lot_id uuid NOT NULL REFERENCES admin_regeneration_lot (id) ON DELETE CASCADE,
      projet_id integer NOT NULL,
      code_distributeur varchar(64) NOT NULL,
      statut varchar(16) NOT NULL DEFAULT 'A_FAIRE' CHECK (statut IN ('A_FAIRE', 'FAIT', 'ECHEC', 'ANNULE')),
      tentative integer NOT NULL DEFAULT 1,
      erreur varchar(300),
      fichier_id uuid,
      modifie_le timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (lot_id, projet_id)
    )`);
    await q.query(`CREATE INDEX admin_regeneration_element_statut ON admin_regeneration_element (lot_id, statut)`);
    await q.query(`ALTER TABLE mail_message ADD COLUMN renvoye_le timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE mail_message DROP COLUMN renvoye_le');
    await q.query('DROP TABLE admin_regeneration_element');
    await q.query('DROP TABLE admin_regeneration_lot');
  }
}
