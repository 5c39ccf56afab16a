import { Module } from '@nestjs/common';
import { PrevoyanceController } from './prevoyance.controller';
import { PrevoyanceService } from './prevoyance.service';

/** Provident offer (SPC): catalogue, agreement minima, pricing. No table: barèmes are committed JSON. */
@Module({
  controllers: [PrevoyanceController],
  providers: [PrevoyanceService],
  exports: [PrevoyanceService],
})
export class PrevoyanceModule {}
