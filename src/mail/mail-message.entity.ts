import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MailContent } from './mail-content.entity';
import type { AttachmentRef, MailStatus } from './mail.types';

/**
 * The transactional outbox (ADR 0025): one row per e-mail, written in the transaction of the business
 * change it belongs to, then sent (or captured) by the 'mail.envoi' job, marked once.
 */
@Entity('mail_message')
export class MailMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'varchar', length: 600 })
  idempotencyKey!: string;

  @Column({ type: 'char', length: 64 })
  fingerprint!: string;

  /** Message-ID header, fixed when the row is written: every (re)send of this row carries it. */
  @Column({ type: 'varchar', length: 255, unique: true })
  messageId!: string;

  @Column(() => MailContent, { prefix: false })
  content!: MailContent;

  /** The projet the message belongs to (a failed delivery is told to its broker, ADR 0082). */
  @Column({ type: 'integer', nullable: true })
  projetId!: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments!: AttachmentRef[];

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  status!: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** JobContext.holder of the run that claimed the row, until leaseUntil. */
  @Column({ type: 'varchar', length: 600, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  /** When the row became SENDING (just before the end of the SMTP DATA). */
  @Column({ type: 'timestamptz', nullable: true })
  engagedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** SMTP reply code or error code of the last failure (never addresses or content). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
