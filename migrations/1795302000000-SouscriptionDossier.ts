import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The subscription file (spec 02 steps 1-2): step 1 as one JSON document (the wire shape, checked by
 * the service before it is written), the affiliation choices of step 2, and the last change.
 */
export class SouscriptionDossier1795302000000 implements MigrationInterface {
  name = 'SouscriptionDossier1795302000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE souscription
        ADD COLUMN informations_complementaires jsonb,
        ADD COLUMN methode_affiliation varchar(16) CHECK (methode_affiliation IN ('IMPORTER', 'AUTRES_MODES')),
        ADD COLUMN mode_affiliation varchar(32) CHECK (mode_affiliation IN ('espace_entreprise', 'dsn', 'dia_papier')),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE souscription
        DROP COLUMN updated_at,
        DROP COLUMN mode_affiliation,
        DROP COLUMN methode_affiliation,
        DROP COLUMN informations_complementaires`);
  }
}
