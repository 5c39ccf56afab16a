import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { FilesModule } from '../files/files.module';
import { ReferentielsModule } from '../referentiels/referentiels.module';
import { DescriptifController } from './descriptif/descriptif.controller';
import { DescriptifPrestationsHandler } from './descriptif/descriptif-prestations.job';
import { RegenerateurDescriptif } from './descriptif/regenerateur-descriptif';
import { DescriptifService } from './descriptif/descriptif.service';
import { SanteController } from './sante.controller';
import { SanteService } from './sante.service';

/** Health offer (SSC): catalogue, agreement minima, pricing, benefits descriptions (PDF jobs). Barèmes are committed JSON. */
@Module({
  imports: [ReferentielsModule, FilesModule, DocumentsModule],
  controllers: [SanteController, DescriptifController],
  providers: [SanteService, DescriptifPrestationsHandler, DescriptifService, RegenerateurDescriptif],
  exports: [SanteService],
})
export class SanteModule {}
