import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailCaptureRepository } from './mail-capture.repository';
import type { MailMessageEntity } from './mail-message.entity';

export interface CapturedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The mail capture, "boîte de démonstration": with no SMTP_URL, messages of the outbox are kept
 * here (table mail_capture) instead of being sent, and the /dev/outbox page shows them. Nothing
 * leaves the machine; the API says so (ADR 0025: never "sent" for a captured e-mail).
 */
@Injectable()
export class MailCaptureService {
  private readonly logger = new Logger(MailCaptureService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly captures: MailCaptureRepository,
  ) {}

  /** True when no SMTP server is configured: messages are captured, not sent. */
  get active(): boolean {
    return !this.config.SMTP_URL;
  }

  /** Keeps one outbox message, once (unique mail_message_id), in the caller's transaction. */
  async capture(manager: EntityManager, message: MailMessageEntity, attachments: CapturedAttachment[]): Promise<void> {
    const pieces = attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length, contentBase64: a.content.toString('base64') }));
    await this.captures.enregistrerMessage(manager, message, pieces);
    this.logger.log({ mailMessageId: message.id }, 'E-mail déposé dans la boîte de démonstration (aucun envoi réel)');
  }

  /** The /dev/outbox page and its API are served: capture active, and outside production unless DEV_PAGES=true. */
  get consultable(): boolean {
    return this.active && this.config.pagesDeveloppement;
  }

  /**
   * Keeps an SMS of the signature simulator in a distributor's boîte, in the caller's transaction.
   * Not through the outbox: it never leaves the machine, whatever SMTP_URL says (a simulator has no
   * SMS gateway), and it is there as soon as the code is. Only the masked number is kept.
   */
  async captureSms(manager: EntityManager, sms: { codeDistributeur: string; expediteur: string; numeroMasque: string; objet: string; texte: string }): Promise<void> {
    await this.captures.enregistrerSms(manager, sms);
    this.logger.log({ codeDistributeur: sms.codeDistributeur }, 'SMS déposé dans la boîte de démonstration (aucun envoi réel)');
  }

  /** Captured messages of a distributor, newest first, without attachment bytes. */
  async list(codeDistributeur: string, limit = 100) {
    const rows = await this.captures.duDistributeur(codeDistributeur, limit);
    return rows.map((r) => ({
      id: r.id,
      canal: r.canal,
      message_id: r.messageId,
      from: r.content.fromAddress,
      to: r.content.toAddress,
      subject: r.content.subject,
      text: r.content.text,
      html: r.content.html,
      created_at: r.createdAt.toISOString(),
      attachments: r.attachments.map((a, index) => ({
        index,
        filename: a.filename,
        content_type: a.contentType,
        size: a.size,
        url: `/api/dev/outbox/${r.id}/attachments/${index}`,
      })),
    }));
  }

  async attachment(codeDistributeur: string, id: number, index: number) {
    const row = await this.captures.parId(id, codeDistributeur);
    const a = row?.attachments[index];
    return a ? { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') } : null;
  }
}
