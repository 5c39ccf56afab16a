import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { SouscriptionFicEntity } from './fic.entity';

/** The FIC row of a projet (table souscription_fic, one per projet): its one writer. Every read takes the distributor code. */
@Injectable()
export class FicRepository {
  constructor(
    @InjectRepository(SouscriptionFicEntity) private readonly fics: Repository<SouscriptionFicEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private repo(manager?: EntityManager): Repository<SouscriptionFicEntity> {
    return manager ? manager.getRepository(SouscriptionFicEntity) : this.fics;
  }

  /** The FIC of a projet within the distributor; null when none (or not his). */
  duProjet(projetId: number, codeDistributeur: string, manager?: EntityManager): Promise<SouscriptionFicEntity | null> {
    return this.repo(manager).findOne({ where: { projetId, codeDistributeur } });
  }

  /** Removes the projet's FIC row (the caller has read it within the distributor); the stored file is the caller's to delete. */
  async supprimer(projetId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ projetId });
  }

  enregistrer(
    values: Pick<SouscriptionFicEntity, 'projetId' | 'codeDistributeur' | 'fichierId' | 'nomFichier' | 'typeMime' | 'modeleFournisseur'>,
    manager: EntityManager,
  ): Promise<SouscriptionFicEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.create(values));
  }
}
