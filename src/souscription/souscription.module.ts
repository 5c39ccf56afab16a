import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ProjetsModule } from '../projets/projets.module';
import { ReferentielsModule } from '../referentiels/referentiels.module';
import { SouscriptionController } from './souscription.controller';
import { SouscriptionTableModule } from './souscription-table.module';
import { SouscriptionService } from './souscription.service';
import { SouscriptionParticipantsModule } from './participants/participants.module';
import { SouscriptionPiecesModule } from './pieces/pieces.module';
import { SouscriptionFicModule } from './fic/fic.module';
import { SignataireController } from './signataire/signataire.controller';
import { SignataireRepository } from './signataire/signataire.repository';
import { SignataireService } from './signataire/signataire.service';

/** The subscription file (spec 02): hand-over from the projet, steps 1 to 3, the signer, progress. */
@Module({
  imports: [SouscriptionTableModule, ClientsModule, ProjetsModule, ReferentielsModule, SouscriptionParticipantsModule, SouscriptionPiecesModule, SouscriptionFicModule],
  controllers: [SouscriptionController, SignataireController],
  providers: [SouscriptionService, SignataireRepository, SignataireService],
  exports: [SouscriptionTableModule, SouscriptionService],
})
export class SouscriptionModule {}
