import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReferentielsModule } from '../referentiels/referentiels.module';
import { ProjetEntity } from './entities/projet.entity';
import { CodePostalController } from './code-postal.controller';
import { ProjetsController } from './projets.controller';
import { ProjetsRepository } from './projets.repository';
import { ProjetsService } from './projets.service';

/** Projets (health and provident quotes): save, lists, duplicate, delete, archive, hand-over. */
@Module({
  imports: [TypeOrmModule.forFeature([ProjetEntity]), ReferentielsModule],
  controllers: [ProjetsController, CodePostalController],
  providers: [ProjetsRepository, ProjetsService],
  exports: [ProjetsRepository, ProjetsService],
})
export class ProjetsModule {}
