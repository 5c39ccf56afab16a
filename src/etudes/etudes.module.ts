import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { ProjetsModule } from '../projets/projets.module';
import { EtudePersonnaliseeHandler } from './etude-personnalisee.job';
import { EtudesController } from './etudes.controller';
import { RegenerateurEtude } from './regenerateur-etude';
import { EtudesService } from './etudes.service';

/** Personalised study: PDF job, download and e-mail. */
@Module({
  imports: [ProjetsModule, FilesModule, MailModule, DocumentsModule],
  controllers: [EtudesController],
  providers: [EtudePersonnaliseeHandler, EtudesService, RegenerateurEtude],
})
export class EtudesModule {}
