import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The subscription's signer (spec 02 §3, §5) and the mobiles already used to sign: one identity
 * (sha256 of NOM|PRENOM|date of birth) per mobile, across distributors, so a mobile given by
 * another client is refused without saying whose it is. The distributor that registered it is
 * kept for support, never shown.
 */
export class Signataire1795500000000 implements MigrationInterface {
  name = 'Signataire1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE souscription ADD COLUMN signataire jsonb NULL`);
    await q.query(`
      CREATE TABLE telephone_signataire (
        telephone_e164 varchar(20) PRIMARY KEY,
        cle_identite char(64) NOT NULL,
        code_distributeur varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE telephone_signataire');
    await q.query('ALTER TABLE souscription DROP COLUMN signataire');
  }
}
