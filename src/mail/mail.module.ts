import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { EnvoiMailHandler } from './envoi-mail.job';
import { MailCaptureController } from './mail-capture.controller';
import { MailCaptureEntity } from './mail-capture.entity';
import { MailCaptureRepository } from './mail-capture.repository';
import { MailCaptureService } from './mail-capture.service';
import { MailMessageEntity } from './mail-message.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutbox } from './mail-outbox.service';
import { MailOutboxSweeper } from './mail-outbox.sweeper';

/**
 * E-mail through a transactional outbox (ADR 0025): MailOutbox.deposit() in the business
 * transaction, then the 'mail.envoi' job sends it through SMTP (SMTP_URL) or, without SMTP, keeps it
 * in the mail capture ("boîte de démonstration", GET /api/dev/outbox). The sweeper takes up what a
 * crash left behind.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MailMessageEntity, MailCaptureEntity]), FilesModule],
  controllers: [MailCaptureController],
  providers: [MailOutbox, MailOutboxRepository, MailCaptureRepository, MailCaptureService, EnvoiMailHandler, MailOutboxSweeper],
  exports: [MailOutbox, MailCaptureService],
})
export class MailModule {}
