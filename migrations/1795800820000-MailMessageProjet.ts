import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An outbox message may name the projet it belongs to (issue 28 item 3, ADR 0082): when an e-mail to
 * the client cannot be delivered (refused for good, or too many attempts), the broker who owns the
 * file is told live. No foreign key: the outbox is the mail module's and outlives nothing it names.
 */
export class MailMessageProjet1795800820000 implements MigrationInterface {
  name = 'MailMessageProjet1795800820000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE mail_message ADD COLUMN projet_id integer NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE mail_message DROP COLUMN projet_id');
  }
}
