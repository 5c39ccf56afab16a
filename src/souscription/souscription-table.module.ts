import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProjetsEnSouscription } from '../projets/projets-en-souscription.port';
import { SouscriptionEntity } from './entities/souscription.entity';
import { SouscriptionRepository } from './souscription.repository';

/**
 * The owner of the `souscription` table (docs/adr/0064): SouscriptionRepository alone writes it; the
 * subscription's sub-modules (participants, signer) call it, and src/projets asks through its port
 * ProjetsEnSouscription. Global, so that ProjetsModule (below the subscription) receives the adapter
 * without importing the subscription.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SouscriptionEntity])],
  providers: [SouscriptionRepository, { provide: ProjetsEnSouscription, useExisting: SouscriptionRepository }],
  exports: [SouscriptionRepository, ProjetsEnSouscription],
})
export class SouscriptionTableModule {}
