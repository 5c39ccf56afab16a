import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../../files/files.module';
import { ProjetsModule } from '../../projets/projets.module';
import { SouscriptionTableModule } from '../souscription-table.module';
import { ContexteSouscriptionService } from './contexte-souscription.service';
import { ParticipantsController } from './participants.controller';
import { SouscriptionParticipantsEntity } from './participants.entity';
import { ParticipantsRepository } from './participants.repository';
import { ParticipantsService } from './participants.service';

/** Subscription step 2; also gives steps 3 and the FIC their common context. Owner of `souscription_participants`: others read it through ParticipantsRepository. */
@Module({
  imports: [TypeOrmModule.forFeature([SouscriptionParticipantsEntity]), SouscriptionTableModule, FilesModule, ProjetsModule],
  controllers: [ParticipantsController],
  providers: [ParticipantsRepository, ContexteSouscriptionService, ParticipantsService],
  exports: [ContexteSouscriptionService, ParticipantsService, ParticipantsRepository],
})
export class SouscriptionParticipantsModule {}
