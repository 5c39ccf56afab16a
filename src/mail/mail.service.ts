import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailOutboxEntity } from './mail-outbox.entity';
import type { MailMessage, MailSent } from './mail.types';

/**
 * Sends e-mail through SMTP (SMTP_URL, nodemailer) or, with no SMTP configured, keeps it in the
 * `mail_outbox` table that the development outbox page shows. Callers do not know which.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private transporter?: Transporter;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
  ) {}

  get usesOutbox(): boolean {
    return !this.config.SMTP_URL;
  }

  async send(message: MailMessage): Promise<MailSent> {
    if (this.config.SMTP_URL) {
      this.transporter ??= createTransport(this.config.SMTP_URL);
      const info = await this.transporter.sendMail({
        from: this.config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      this.logger.log({ to: message.to, messageId: info.messageId }, 'E-mail envoyé par SMTP');
      return { transport: 'smtp', messageId: String(info.messageId) };
    }
    const saved = await this.outbox.save(
      this.outbox.create({
        codeDistributeur: message.codeDistributeur ?? null,
        fromAddress: this.config.MAIL_FROM,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          contentBase64: a.content.toString('base64'),
        })),
      }),
    );
    this.logger.log({ to: message.to, id: saved.id }, "E-mail déposé dans la boîte d'envoi de développement");
    return { transport: 'outbox', messageId: `outbox:${saved.id}` };
  }

  /** Outbox messages of a distributor, newest first, without attachment bytes. */
  async listOutbox(codeDistributeur: string, limit = 100) {
    const rows = await this.outbox.find({ where: { codeDistributeur }, order: { id: 'DESC' }, take: limit });
    return rows.map((r) => ({
      id: r.id,
      from: r.fromAddress,
      to: r.toAddress,
      subject: r.subject,
      text: r.text,
      html: r.html,
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

  async outboxAttachment(codeDistributeur: string, id: number, index: number) {
    const row = await this.outbox.findOne({ where: { id, codeDistributeur } });
    const a = row?.attachments[index];
    return a ? { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') } : null;
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
