import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { FilesModule } from '../files/files.module';
import { ProjetsModule } from '../projets/projets.module';
import { DueController } from './due.controller';
import { DueRepository } from './due.repository';
import { DueService } from './due.service';
import { DocumentDueHandler } from './kit/due-document.job';
import { KitDueController } from './kit/kit-due.controller';
import { RegenerateurKitDue } from './kit/regenerateur-kit-due';
import { KitDueService } from './kit/kit-due.service';

/** The DUE of health projets (spec 03): the tunnel's state per projet, and its kit of documents. */
@Module({
  imports: [ProjetsModule, FilesModule, DocumentsModule],
  controllers: [DueController, KitDueController],
  providers: [DueRepository, DueService, KitDueService, DocumentDueHandler, RegenerateurKitDue],
  exports: [DueService, KitDueService],
})
export class DueModule {}
