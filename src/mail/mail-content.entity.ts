import { Column } from 'typeorm';

/**
 * What an e-mail says, the same columns in the outbox (mail_message) and the mail capture
 * (mail_capture); embedded without prefix: from_address, to_address, subject, text, html.
 */
export class MailContent {
  @Column({ type: 'varchar', length: 320 })
  fromAddress!: string;

  /** mail_message: one address (320); mail_capture: a list (1000). */
  @Column({ type: 'varchar', length: 1000 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;
}
