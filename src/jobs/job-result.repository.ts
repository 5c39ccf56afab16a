import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QueryDeepPartialEntity, Repository } from 'typeorm';
import { JobResultEntity } from './entities/job-result.entity';

export interface StoredJobResult {
  jobId: string;
  name: string;
  version: number;
  value: unknown;
}

/** Durable results of jobs run with an idempotency key (outlives the queue's own retention). */
export abstract class JobResultStore {
  abstract get(jobId: string): Promise<{ value: unknown } | undefined>;
  /** Keeps the first result if two runs race. */
  abstract save(result: StoredJobResult): Promise<void>;
}

/** @internal Test support: the product keeps results in PostgreSQL (its own JobResultStore). */
export class MemoryJobResultStore extends JobResultStore {
  private readonly results = new Map<string, unknown>();

  async get(jobId: string): Promise<{ value: unknown } | undefined> {
    return this.results.has(jobId) ? { value: this.results.get(jobId) } : undefined;
  }

  async save(result: StoredJobResult): Promise<void> {
    if (!this.results.has(result.jobId)) this.results.set(result.jobId, result.value);
  }
}

@Injectable()
export class TypeOrmJobResultStore extends JobResultStore {
  constructor(@InjectRepository(JobResultEntity) private readonly results: Repository<JobResultEntity>) {
    super();
  }

  async get(jobId: string): Promise<{ value: unknown } | undefined> {
    const row = await this.results.findOne({ where: { jobId }, select: { jobId: true, result: true } });
    return row ? { value: row.result.value } : undefined;
  }

  async save(result: StoredJobResult): Promise<void> {
    await this.results
      .createQueryBuilder()
      .insert()
      .values({ jobId: result.jobId, name: result.name, version: result.version, result: { value: result.value } } as QueryDeepPartialEntity<JobResultEntity>)
      .orIgnore()
      .execute();
  }
}
