import { Module, NotFoundException } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PROJETS } from '../domain/messages';
import { CODE_POSTAL_DU_PROJET, type CodePostalDuProjet } from '../referentiels/code-postal-du-projet';
import { ReferentielsModule } from '../referentiels/referentiels.module';
import { ProjetEntity } from './entities/projet.entity';
import { SouscriptionEntity } from '../souscription/entities/souscription.entity';
import { ProjetsController } from './projets.controller';
import { ProjetsRepository } from './projets.repository';
import { ProjetsService } from './projets.service';

/** Projets (health and provident quotes): save, lists, duplicate, delete, archive, hand-over. */
@Module({
  imports: [TypeOrmModule.forFeature([ProjetEntity, SouscriptionEntity]), ReferentielsModule],
  controllers: [ProjetsController],
  providers: [
    ProjetsRepository,
    ProjetsService,
    {
      // GET /code-postal/valider?projet_id= checks a postcode against the projet's department.
      provide: CODE_POSTAL_DU_PROJET,
      inject: [ProjetsService],
      useFactory:
        (projets: ProjetsService): CodePostalDuProjet =>
        async (projetId, utilisateur) => {
          if (!utilisateur) throw new NotFoundException(PROJETS.projetIntrouvable(projetId));
          return (await projets.charger(utilisateur, projetId)).codePostal?.trim() || null;
        },
    },
  ],
  exports: [ProjetsRepository, ProjetsService],
})
export class ProjetsModule {}
