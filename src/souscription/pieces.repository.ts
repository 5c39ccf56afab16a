import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SouscriptionPieceEntity } from './entities/piece.entity';

/**
 * The supporting-document rows of a subscription (table souscription_piece; bytes in stored_file):
 * its one writer, called by step 3 and by step 2's import (which keeps the workbook as a piece).
 * Every read takes the distributor code: another distributor's piece is simply not found.
 */
@Injectable()
export class PiecesRepository {
  constructor(@InjectRepository(SouscriptionPieceEntity) private readonly pieces: Repository<SouscriptionPieceEntity>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.pieces.manager.transaction(work);
  }

  private repo(manager?: EntityManager): Repository<SouscriptionPieceEntity> {
    return manager ? manager.getRepository(SouscriptionPieceEntity) : this.pieces;
  }

  /** The projet's pieces in upload order; `code` keeps only that piece's files. */
  duProjet(projetId: number, codeDistributeur: string, manager?: EntityManager, code?: string): Promise<SouscriptionPieceEntity[]> {
    return this.repo(manager).find({ where: { projetId, codeDistributeur, ...(code === undefined ? {} : { code }) }, order: { id: 'ASC' } });
  }

  /** One piece within the distributor; null when none (or not his). */
  parId(id: number, codeDistributeur: string, manager?: EntityManager): Promise<SouscriptionPieceEntity | null> {
    return this.repo(manager).findOne({ where: { id, codeDistributeur } });
  }

  enregistrer(
    values: Pick<SouscriptionPieceEntity, 'projetId' | 'codeDistributeur' | 'code' | 'fichierId' | 'nomFichier' | 'typeMime' | 'taille'>,
    manager: EntityManager,
  ): Promise<SouscriptionPieceEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.create(values));
  }

  /** Removes a piece's row within its distributor; the stored file is the caller's to delete in the same transaction. */
  async supprimer(piece: Pick<SouscriptionPieceEntity, 'id' | 'codeDistributeur'>, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ id: piece.id, codeDistributeur: piece.codeDistributeur });
  }
}
