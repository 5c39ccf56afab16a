import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MailContent } from './mail-content.entity';

export type CanalCapture = 'EMAIL' | 'SMS';

export interface CaptureAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** base64 of the bytes: the capture is a development stand-in for SMTP, kept small. */
  contentBase64: string;
}

/**
 * The mail capture ("boîte de démonstration"): with no SMTP_URL, messages are kept here instead of
 * being sent, and the /dev/outbox page shows them. Not to be confused with the transactional outbox
 * (mail_message), which every message goes through before it is sent or captured (ADR 0025).
 */
@Entity('mail_capture')
export class MailCaptureEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Who caused the message: the page only shows a distributor its own mail. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  codeDistributeur!: string | null;

  /** The outbox row it was captured from (unique: a message is captured once). */
  @Column({ type: 'integer', nullable: true, unique: true })
  mailMessageId!: number | null;

  /** The Message-ID the message would have carried. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  messageId!: string | null;

  /** What it stands for: an e-mail, or the signature simulator's SMS (to a masked number). */
  @Column({ type: 'varchar', length: 8, default: 'EMAIL' })
  canal!: CanalCapture;

  @Column(() => MailContent, { prefix: false })
  content!: MailContent;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments!: CaptureAttachment[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
