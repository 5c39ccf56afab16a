import { Module } from '@nestjs/common';
import { ReferentielsModule } from '../referentiels/referentiels.module';
import { RegistreModule } from '../registre/registre.module';
import { EligibiliteController } from './eligibilite.controller';
import { EligibiliteService } from './eligibilite.service';

/** Company eligibility (company register), eligible offers, tarification access codes. */
@Module({
  imports: [RegistreModule, ReferentielsModule],
  controllers: [EligibiliteController],
  providers: [EligibiliteService],
  exports: [EligibiliteService],
})
export class EligibiliteModule {}
