import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** base64 of the bytes: the outbox is a development stand-in for SMTP, kept small. */
  contentBase64: string;
}

/** Messages kept instead of sent when no SMTP_URL is configured (ARCHITECTURE: embedded default). */
@Entity('mail_outbox')
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Who caused the message: the outbox page only shows a distributor its own mail. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  codeDistributeur!: string | null;

  @Column({ type: 'varchar', length: 320 })
  fromAddress!: string;

  @Column({ type: 'varchar', length: 1000 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments!: OutboxAttachment[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
