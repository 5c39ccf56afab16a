import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProjetEvenementEntity } from './entities/projet-evenement.entity';
import { HistoriqueRepository } from './historique.repository';
import { HistoriqueService } from './historique.service';

/**
 * A projet's history (issue 28, ADR 0073): the owner of `projet_evenement`. Global, so that every
 * service that changes a file (projets, studies, subscription and its parts, signature, DUE) writes
 * its entry in its own transaction without importing this module; the route is src/projets' (the
 * projet's scope answers the 404).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ProjetEvenementEntity])],
  providers: [HistoriqueRepository, HistoriqueService],
  exports: [HistoriqueService],
})
export class HistoriqueModule {}
