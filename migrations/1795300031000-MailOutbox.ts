import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exactly-once e-mails (ADR 0025):
 * - mail_message: the transactional outbox. A row is written in the transaction of the business
 *   change it belongs to, then sent by the 'mail.envoi' job; its status moves PENDING → SENDING
 *   (committed just before the end of the SMTP DATA) → SENT, or CAPTURED (no SMTP), UNCERTAIN
 *   (crash between SENDING and SENT: never resent automatically) or FAILED;
 * - the development outbox (mail_outbox, no SMTP_URL) becomes mail_capture, so the two are not
 *   confused; a captured message points to its mail_message row (unique: captured once).
 */
export class MailOutbox1795300031000 implements MigrationInterface {
  name = 'MailOutbox1795300031000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_message (
        id serial PRIMARY KEY,
        code_distributeur varchar(64) NOT NULL,
        idempotency_key varchar(600) NOT NULL,
        fingerprint char(64) NOT NULL,
        message_id varchar(255) NOT NULL UNIQUE,
        from_address varchar(320) NOT NULL,
        to_address varchar(320) NOT NULL,
        subject varchar(500) NOT NULL,
        text text NOT NULL,
        html text,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        status varchar(16) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'CAPTURED', 'UNCERTAIN', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_owner varchar(600),
        lease_until timestamptz,
        engaged_at timestamptz,
        sent_at timestamptz,
        last_error varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (code_distributeur, idempotency_key)
      )`);
    await q.query(`CREATE INDEX mail_message_to_send_idx ON mail_message (next_attempt_at) WHERE status IN ('PENDING', 'SENDING')`);

    await q.query(`ALTER TABLE mail_outbox RENAME TO mail_capture`);
    await q.query(`ALTER INDEX mail_outbox_distributeur_idx RENAME TO mail_capture_distributeur_idx`);
    await q.query(`ALTER TABLE mail_capture RENAME CONSTRAINT mail_outbox_pkey TO mail_capture_pkey`);
    await q.query(`ALTER SEQUENCE mail_outbox_id_seq RENAME TO mail_capture_id_seq`);
    await q.query(`ALTER TABLE mail_capture ADD COLUMN mail_message_id integer UNIQUE REFERENCES mail_message (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE mail_capture ADD COLUMN message_id varchar(255)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_capture DROP COLUMN message_id`);
    await q.query(`ALTER TABLE mail_capture DROP COLUMN mail_message_id`);
    await q.query(`ALTER SEQUENCE mail_capture_id_seq RENAME TO mail_outbox_id_seq`);
    await q.query(`ALTER TABLE mail_capture RENAME CONSTRAINT mail_capture_pkey TO mail_outbox_pkey`);
    await q.query(`ALTER INDEX mail_capture_distributeur_idx RENAME TO mail_outbox_distributeur_idx`);
    await q.query(`ALTER TABLE mail_capture RENAME TO mail_outbox`);
    await q.query(`DROP TABLE mail_message`);
  }
}
