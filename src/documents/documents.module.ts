import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ApercuThemeHandler } from './apercu-theme.job';
import { DocumentsController } from './documents.controller';

/** Generated documents: pdfkit templates (templates/), their jobs, and the endpoints that request them. */
@Module({
  imports: [FilesModule],
  controllers: [DocumentsController],
  providers: [ApercuThemeHandler],
})
export class DocumentsModule {}
