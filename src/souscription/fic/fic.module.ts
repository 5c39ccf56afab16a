import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../../files/files.module';
import { SouscriptionParticipantsModule } from '../participants/participants.module';
import { FicController } from './fic.controller';
import { SouscriptionFicEntity } from './fic.entity';
import { FicRepository } from './fic.repository';
import { FicService } from './fic.service';

/** The subscription's FIC and the provider's FIC model. */
@Module({
  imports: [TypeOrmModule.forFeature([SouscriptionFicEntity]), FilesModule, SouscriptionParticipantsModule],
  controllers: [FicController],
  providers: [FicRepository, FicService],
  exports: [FicService],
})
export class SouscriptionFicModule {}
