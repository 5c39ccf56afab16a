import { Module } from '@nestjs/common';
import { ProjetsModule } from '../projets/projets.module';
import { DueController } from './due.controller';
import { DueRepository } from './due.repository';
import { DueService } from './due.service';

/** The DUE tunnel of health projets (spec 03): state per projet; the kit's documents come next. */
@Module({
  imports: [ProjetsModule],
  controllers: [DueController],
  providers: [DueRepository, DueService],
  exports: [DueService],
})
export class DueModule {}
