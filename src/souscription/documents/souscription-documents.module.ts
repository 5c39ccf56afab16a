import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../documents/documents.module';
import { FilesModule } from '../../files/files.module';
import { ReferentielsModule } from '../../referentiels/referentiels.module';
import { SouscriptionParticipantsModule } from '../participants/participants.module';
import { SouscriptionModule } from '../souscription.module';
import { DemandeAdhesionHandler, DemandesAdhesion } from './demande-adhesion.job';
import { KitSouscriptionController } from './kit-souscription.controller';
import { KitSouscriptionService } from './kit-souscription.service';
import { RegenerateurKitSouscription } from './regenerateur-kit-souscription';
import { DocumentSouscriptionHandler } from './souscription-document.job';

/**
 * The subscription's generated documents (brief §2): the membership request, signed through
 * src/signature, and the documents kit of step 4 (kit-souscription.ts).
 */
@Module({
  imports: [SouscriptionModule, SouscriptionParticipantsModule, ReferentielsModule, FilesModule, DocumentsModule],
  controllers: [KitSouscriptionController],
  providers: [DemandeAdhesionHandler, DemandesAdhesion, DocumentSouscriptionHandler, KitSouscriptionService, RegenerateurKitSouscription],
  exports: [DemandesAdhesion],
})
export class SouscriptionDocumentsModule {}
