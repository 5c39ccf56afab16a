import { Module } from '@nestjs/common';
import { EspaceController } from './espace.controller';
import { EspaceRepository } from './espace.repository';
import { EspaceService } from './espace.service';

/** The broker's workspace (page /espace, GET /api/espace/clients): read-only, over client and projet. */
@Module({
  controllers: [EspaceController],
  providers: [EspaceRepository, EspaceService],
  exports: [EspaceService],
})
export class EspaceModule {}
