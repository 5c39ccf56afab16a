import { Module } from '@nestjs/common';
import { EspaceController } from './espace.controller';
import { EspaceRepository } from './espace.repository';
import { EspaceService } from './espace.service';

/** The broker's workspace (page /espace, GET /api/espace/clients): the pipeline, a read model over the files (docs/adr/0081). */
@Module({
  controllers: [EspaceController],
  providers: [EspaceRepository, EspaceService],
  exports: [EspaceService],
})
export class EspaceModule {}
