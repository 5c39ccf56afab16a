import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../documents/documents.module';
import { FilesModule } from '../../files/files.module';
import { ReferentielsModule } from '../../referentiels/referentiels.module';
import { SouscriptionModule } from '../souscription.module';
import { DemandeAdhesionHandler, DemandesAdhesion } from './demande-adhesion.job';

/** The subscription's generated documents (brief §2): the membership request, signed through src/signature. */
@Module({
  imports: [SouscriptionModule, ReferentielsModule, FilesModule, DocumentsModule],
  providers: [DemandeAdhesionHandler, DemandesAdhesion],
  exports: [DemandesAdhesion],
})
export class SouscriptionDocumentsModule {}
