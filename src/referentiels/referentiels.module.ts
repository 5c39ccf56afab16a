import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CcnEntity } from './entities/ccn.entity';
import { CodePostalCommuneEntity } from './entities/code-postal-commune.entity';
import { FonctionEntity } from './entities/fonction.entity';
import { FormeJuridiqueEntity } from './entities/forme-juridique.entity';
import { NafEntity } from './entities/naf.entity';
import { PmssEntity } from './entities/pmss.entity';
import { ReferentielsController } from './referentiels.controller';
import { ReferentielsRepository } from './referentiels.repository';
import { ReferentielsService } from './referentiels.service';

/** Agreements, NAF, postcodes and towns, PMSS, legal forms, job titles (tables of the Referentiels migration). */
@Module({
  imports: [TypeOrmModule.forFeature([CcnEntity, NafEntity, CodePostalCommuneEntity, PmssEntity, FormeJuridiqueEntity, FonctionEntity])],
  controllers: [ReferentielsController],
  providers: [ReferentielsRepository, ReferentielsService],
  exports: [ReferentielsService],
})
export class ReferentielsModule {}
