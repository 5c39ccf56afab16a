import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SouscriptionParticipantsEntity } from './participants.entity';

/** Step 2's list of a subscription (table souscription_participants, one row per projet): its one writer. Reads take the distributor code. */
@Injectable()
export class ParticipantsRepository {
  constructor(@InjectRepository(SouscriptionParticipantsEntity) private readonly listes: Repository<SouscriptionParticipantsEntity>) {}

  private repo(manager?: EntityManager): Repository<SouscriptionParticipantsEntity> {
    return manager ? manager.getRepository(SouscriptionParticipantsEntity) : this.listes;
  }

  /** The saved list of a projet within the distributor; null when none was ever saved (or not his). */
  duProjet(projetId: number, codeDistributeur: string, manager?: EntityManager): Promise<SouscriptionParticipantsEntity | null> {
    return this.repo(manager).findOne({ where: { projetId, codeDistributeur } });
  }

  /** The saved participants alone (the subscription kit's DIA); an empty list when none (or not his). */
  async participantsEnregistres(projetId: number, codeDistributeur: string): Promise<SouscriptionParticipantsEntity['participants']> {
    const liste = await this.listes.findOne({ where: { projetId, codeDistributeur }, select: ['participants'] });
    return liste?.participants ?? [];
  }

  /** An empty list not yet saved (nothing is written until `enregistrer`). */
  nouvelle(projetId: number, codeDistributeur: string): SouscriptionParticipantsEntity {
    return this.listes.create({ projetId, codeDistributeur, participants: [] });
  }

  /** Inserts or replaces the projet's list (its primary key is the projet); answers the saved row. */
  enregistrer(liste: SouscriptionParticipantsEntity, manager: EntityManager): Promise<SouscriptionParticipantsEntity> {
    return this.repo(manager).save(liste);
  }
}
