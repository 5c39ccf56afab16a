import { Global, Logger, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { BullMqJobDriver } from './drivers/bullmq.driver';
import { InlineJobDriver } from './drivers/inline.driver';
import type { JobQueueDriver } from './drivers/job-queue-driver';
import { JobResultEntity } from './entities/job-result.entity';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { JobResultStore, TypeOrmJobResultStore } from './job-result.repository';
import { JOB_QUEUE_DRIVER, JobsLifecycle } from './jobs.lifecycle';
import { queuePrefix } from './queue-prefix';

function createDriver(config: AppConfig, registry: JobRegistry, store: JobResultStore): JobQueueDriver {
  const logger = new Logger('Jobs');
  if (config.REDIS_URL) {
    return new BullMqJobDriver(
      { url: config.REDIS_URL, prefix: queuePrefix(config), consume: config.RUN_WORKER, lockDurationMs: config.JOBS_LOCK_MS },
      registry,
      store,
      logger,
    );
  }
  if (!config.RUN_WORKER) logger.warn('RUN_WORKER=false ignoré : sans REDIS_URL les jobs tournent dans ce processus.');
  return new InlineJobDriver(registry, store, logger);
}

/**
 * Background jobs: BullMQ when REDIS_URL is set, in process otherwise. Global: inject JobQueue
 * anywhere; declare handlers as providers decorated with @JobProcessor(definition).
 */
@Global()
@Module({
  imports: [DiscoveryModule, TypeOrmModule.forFeature([JobResultEntity])],
  providers: [
    JobRegistry,
    { provide: JobResultStore, useClass: TypeOrmJobResultStore },
    { provide: JOB_QUEUE_DRIVER, inject: [AppConfig, JobRegistry, JobResultStore], useFactory: createDriver },
    {
      provide: JobQueue,
      inject: [JOB_QUEUE_DRIVER, JobRegistry, AppConfig],
      useFactory: (driver: JobQueueDriver, registry: JobRegistry, config: AppConfig) => new JobQueue(driver, registry, config.NODE_ENV !== 'production'),
    },
    JobsLifecycle,
  ],
  exports: [JobQueue],
})
export class JobsModule {}
