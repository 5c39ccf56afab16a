import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The boîte de démonstration also keeps the signature simulator's SMS (ADR 0044, addendum): a row
 * says which channel it stands for, so the page shows an SMS as an SMS (to a masked number, no
 * sender address, the text in full) and never as an e-mail.
 */
export class BoiteDemonstrationSms1795500270000 implements MigrationInterface {
  name = 'BoiteDemonstrationSms1795500270000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_capture ADD COLUMN canal varchar(8) NOT NULL DEFAULT 'EMAIL' CHECK (canal IN ('EMAIL', 'SMS'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE mail_capture DROP COLUMN canal');
  }
}
