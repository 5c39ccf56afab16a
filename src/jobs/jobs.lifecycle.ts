import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { JobQueueDriver } from './drivers/job-queue-driver';
import { JobProcessor, type JobHandler } from './job';
import { JobRegistry } from './job-registry';

export const JOB_QUEUE_DRIVER = Symbol('JOB_QUEUE_DRIVER');

/** Finds @JobProcessor providers, starts consuming once the app is up, drains on shutdown. */
@Injectable()
export class JobsLifecycle implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE_DRIVER) private readonly driver: JobQueueDriver,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: JobProcessor.KEY })) {
      const definition = this.discovery.getMetadataByDecorator(JobProcessor, wrapper);
      if (!definition) continue;
      if (!wrapper.isDependencyTreeStatic() || !wrapper.instance) {
        throw new Error(`Job handler ${wrapper.name} must be a singleton provider`);
      }
      this.registry.register(definition, wrapper.instance as JobHandler<unknown, unknown>);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.driver.start();
    this.logger.log(`File de jobs ${this.driver.name} : ${this.registry.names().join(', ') || 'aucun traitement'}`);
  }

  /** Before the database closes (onApplicationShutdown), so running jobs can finish their writes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.driver.close();
  }
}
