import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../../files/files.module';
import { ReferentielsModule } from '../../referentiels/referentiels.module';
import { SouscriptionParticipantsModule } from '../participants/participants.module';
import { SouscriptionPieceEntity } from '../entities/piece.entity';
import { PiecesController } from './pieces.controller';
import { PiecesService } from './pieces.service';
import { EtapesSouscription } from './etapes-souscription';

/** Subscription step 3 'Justificatifs'. */
@Module({
  imports: [TypeOrmModule.forFeature([SouscriptionPieceEntity]), FilesModule, ReferentielsModule, SouscriptionParticipantsModule],
  controllers: [PiecesController],
  providers: [PiecesService, EtapesSouscription],
  exports: [PiecesService, EtapesSouscription],
})
export class SouscriptionPiecesModule {}
