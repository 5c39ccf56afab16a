import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refusal is not a dead end (issue 27 item 4): a transaction keeps who was asked to sign (the
 * signer's civility and name at that time: a relaunch may change the signer) and the broker who
 * started it (name and e-mail address), so step 4 says who refused and the broker is told by e-mail.
 * Older transactions keep NULL there.
 */
export class SignatureRefusCourtier1795700270000 implements MigrationInterface {
  name = 'SignatureRefusCourtier1795700270000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE signature_transaction ADD COLUMN signataire_nom varchar(200) NULL');
    await q.query('ALTER TABLE signature_transaction ADD COLUMN courtier_nom varchar(200) NULL');
    await q.query('ALTER TABLE signature_transaction ADD COLUMN courtier_email varchar(320) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE signature_transaction DROP COLUMN courtier_email');
    await q.query('ALTER TABLE signature_transaction DROP COLUMN courtier_nom');
    await q.query('ALTER TABLE signature_transaction DROP COLUMN signataire_nom');
  }
}
