import { Module } from '@nestjs/common';
import { FilesModule } from '../../files/files.module';
import { ReferentielsModule } from '../../referentiels/referentiels.module';
import { SouscriptionParticipantsModule } from '../participants/participants.module';
import { PiecesController } from './pieces.controller';
import { PiecesService } from './pieces.service';
import { EtapesSouscription } from './etapes-souscription';

/** Subscription step 3 'Justificatifs'. */
@Module({
  imports: [FilesModule, ReferentielsModule, SouscriptionParticipantsModule],
  controllers: [PiecesController],
  providers: [PiecesService, EtapesSouscription],
  exports: [PiecesService, EtapesSouscription],
})
export class SouscriptionPiecesModule {}
