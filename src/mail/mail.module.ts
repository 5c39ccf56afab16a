import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { EnvoiMailHandler } from './envoi-mail.job';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailService } from './mail.service';
import { OutboxController } from './outbox.controller';

/**
 * E-mail: SMTP when SMTP_URL is set, else the development outbox (table mail_outbox, GET
 * /api/dev/outbox). Send with the 'mail.envoi' job (EnvoiMailJob) or MailService directly.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity]), FilesModule],
  controllers: [OutboxController],
  providers: [MailService, EnvoiMailHandler],
  exports: [MailService],
})
export class MailModule {}
