import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { DocumentsGeneres } from './document-job';
import { KitService } from './kit/kit.service';

/**
 * The documents layer, below the features (ADR 0036): the PDF layout and the one block renderer
 * (pdf/), the "render, store, answer" job helper (document-job.ts), and kits (kit/: groups of
 * documents, zip, e-mail). Templates and view-models live in their feature; nothing here imports a
 * feature.
 */
@Module({
  imports: [FilesModule, MailModule],
  providers: [DocumentsGeneres, KitService],
  exports: [DocumentsGeneres, KitService],
})
export class DocumentsModule {}
