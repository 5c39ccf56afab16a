import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProjetsEnSouscription } from '../projets/projets-en-souscription.port';
import { SouscriptionPieceEntity } from './entities/piece.entity';
import { SouscriptionEntity } from './entities/souscription.entity';
import { PiecesRepository } from './pieces.repository';
import { SouscriptionRepository } from './souscription.repository';

/**
 * The owner of the `souscription` table (docs/adr/0064): SouscriptionRepository alone writes it; the
 * subscription's sub-modules (participants, signer) call it, and src/projets asks through its port
 * ProjetsEnSouscription. Global, so that ProjetsModule (below the subscription) receives the adapter
 * without importing the subscription. Also the owner of `souscription_piece`, which step 3 (pieces)
 * and step 2's import (participants, below pieces) both write: PiecesRepository alone writes it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SouscriptionEntity, SouscriptionPieceEntity])],
  providers: [SouscriptionRepository, PiecesRepository, { provide: ProjetsEnSouscription, useExisting: SouscriptionRepository }],
  exports: [SouscriptionRepository, PiecesRepository, ProjetsEnSouscription],
})
export class SouscriptionTableModule {}
