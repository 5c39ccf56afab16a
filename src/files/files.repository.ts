import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { StoredFileEntity } from './entities/stored-file.entity';

export interface NewStoredFile {
  codeDistributeur: string;
  kind: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  owner?: { type: string; id: string };
  /** Stores the file at most once per key and distributor (see createOnce). */
  idempotencyKey?: string;
}

/** A stored file without its bytes. */
export type StoredFileMeta = Omit<StoredFileEntity, 'bytes'>;

export interface StoredFileContent {
  meta: StoredFileMeta;
  bytes: Buffer;
}

const META_COLUMNS: Array<keyof StoredFileMeta> = ['id', 'codeDistributeur', 'kind', 'ownerType', 'ownerId', 'name', 'contentType', 'size', 'sha256', 'idempotencyKey', 'createdAt'];

/**
 * Files kept in the database. Every read takes the distributor code: a file of another
 * distributor is simply not found. Pass `manager` to take part in a caller's transaction.
 */
@Injectable()
export class FilesRepository {
  constructor(@InjectRepository(StoredFileEntity) private readonly files: Repository<StoredFileEntity>) {}

  private repo(manager?: EntityManager): Repository<StoredFileEntity> {
    return manager ? manager.getRepository(StoredFileEntity) : this.files;
  }

  async create(file: NewStoredFile, manager?: EntityManager): Promise<StoredFileMeta> {
    const saved = await this.repo(manager).save(this.row(file, manager));
    const { bytes: _bytes, ...meta } = saved;
    return meta;
  }

  /**
   * Stores a generated document once per `file.idempotencyKey` (ADR 0024): when a file with this
   * key already exists for the distributor (a crashed run stored it, or a concurrent run won), that
   * file is answered and the new bytes are dropped. Never two files for one key.
   */
  async createOnce(file: NewStoredFile & { idempotencyKey: string }, manager?: EntityManager): Promise<StoredFileMeta> {
    await this.repo(manager)
      .createQueryBuilder()
      .insert()
      .values(this.row(file, manager))
      .orIgnore()
      .execute();
    const stored = await this.findByIdempotencyKey(file.idempotencyKey, file.codeDistributeur, manager);
    if (!stored) throw new Error('Fichier introuvable après enregistrement');
    return stored;
  }

  async findByIdempotencyKey(idempotencyKey: string, codeDistributeur: string, manager?: EntityManager): Promise<StoredFileMeta | null> {
    return this.repo(manager).findOne({ where: { idempotencyKey, codeDistributeur } });
  }

  private row(file: NewStoredFile, manager?: EntityManager): StoredFileEntity {
    return this.repo(manager).create({
      codeDistributeur: file.codeDistributeur,
      kind: file.kind,
      ownerType: file.owner?.type ?? null,
      ownerId: file.owner?.id ?? null,
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
      idempotencyKey: file.idempotencyKey ?? null,
    });
  }

  async findMeta(id: string, codeDistributeur: string, manager?: EntityManager): Promise<StoredFileMeta | null> {
    return this.repo(manager).findOne({ where: { id, codeDistributeur } });
  }

  async findContent(id: string, codeDistributeur: string, manager?: EntityManager): Promise<StoredFileContent | null> {
    const row = await this.repo(manager).findOne({
      where: { id, codeDistributeur },
      select: [...META_COLUMNS, 'bytes'],
    });
    if (!row) return null;
    const { bytes, ...meta } = row;
    return { meta, bytes };
  }

  /** Files attached to one record (e.g. the studies of a projet), newest first. */
  async listByOwner(codeDistributeur: string, owner: { type: string; id: string }, manager?: EntityManager): Promise<StoredFileMeta[]> {
    return this.repo(manager).find({
      where: { codeDistributeur, ownerType: owner.type, ownerId: owner.id },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Every version stored for one record, whatever its distributor, newest first (at most `limite`):
   * the admin's reading of a projet's documents (older versions stay).
   */
  toutesVersions(owner: { type: string; id: string }, limite = 200): Promise<StoredFileMeta[]> {
    return this.files.find({
      select: META_COLUMNS,
      where: { ownerType: owner.type, ownerId: owner.id },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limite,
    });
  }

  /** The distributor a stored file belongs to (an admin reads any), or null. */
  async distributeurDe(id: string): Promise<string | null> {
    const row = await this.files.findOne({ select: ['codeDistributeur'], where: { id } });
    return row?.codeDistributeur ?? null;
  }

  async delete(id: string, codeDistributeur: string, manager?: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).delete({ id, codeDistributeur });
    return (result.affected ?? 0) > 0;
  }
}
