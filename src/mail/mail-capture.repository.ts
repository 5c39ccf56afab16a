import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { MailCaptureEntity, type CaptureAttachment } from './mail-capture.entity';
import type { MailMessageEntity } from './mail-message.entity';

/** The boîte de démonstration's rows (table mail_capture): its one writer. Reads take the distributor code. */
@Injectable()
export class MailCaptureRepository {
  constructor(@InjectRepository(MailCaptureEntity) private readonly captures: Repository<MailCaptureEntity>) {}

  /** Keeps one outbox message, once (unique mail_message_id), in the caller's transaction. */
  async enregistrerMessage(manager: EntityManager, message: MailMessageEntity, pieces: CaptureAttachment[]): Promise<void> {
    await manager.query(
      `INSERT INTO mail_capture (code_distributeur, mail_message_id, message_id, from_address, to_address, subject, text, html, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
       ON CONFLICT (mail_message_id) DO NOTHING`,
      [message.codeDistributeur, message.id, message.messageId, message.content.fromAddress, message.content.toAddress, message.content.subject, message.content.text, message.content.html, JSON.stringify(pieces)],
    );
  }

  /** Keeps an SMS (channel 'SMS', no attachment) in the caller's transaction. */
  async enregistrerSms(manager: EntityManager, sms: { codeDistributeur: string; expediteur: string; numeroMasque: string; objet: string; texte: string }): Promise<void> {
    await manager.query(
      `INSERT INTO mail_capture (code_distributeur, canal, from_address, to_address, subject, text) VALUES ($1, 'SMS', $2, $3, $4, $5)`,
      [sms.codeDistributeur, sms.expediteur, sms.numeroMasque, sms.objet, sms.texte],
    );
  }

  /** A distributor's captured messages, newest first. */
  duDistributeur(codeDistributeur: string, limit: number): Promise<MailCaptureEntity[]> {
    return this.captures.find({ where: { codeDistributeur }, order: { id: 'DESC' }, take: limit });
  }

  /** One captured message within the distributor; null when none (or not his). */
  parId(id: number, codeDistributeur: string): Promise<MailCaptureEntity | null> {
    return this.captures.findOne({ where: { id, codeDistributeur } });
  }
}
