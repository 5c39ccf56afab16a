import { Global, Injectable, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { JobResultEntity } from './entities/job-result.entity';
import { defineJob, JobProcessor, type JobContext, type JobHandler } from './job';
import { text } from './payload-schema';
import { JobQueue } from './job-queue';
import { JobResultStore, MemoryJobResultStore } from './job-result.repository';
import { JobsModule } from './jobs.module';

const EchoJob = defineJob<{ texte: string }, { echo: string; attempt: number }>({ name: 'test.echo', version: 1, payload: { texte: text } });

@Injectable()
@JobProcessor(EchoJob)
class EchoHandler implements JobHandler<{ texte: string }, { echo: string; attempt: number }> {
  async handle(payload: { texte: string }, context: JobContext) {
    return { echo: payload.texte, attempt: context.attempt };
  }
}

/** A feature module that only declares its handler as a provider. */
@Module({ providers: [EchoHandler] })
class FeatureModule {}

@Global()
@Module({ providers: [{ provide: AppConfig, useValue: new AppConfig() }], exports: [AppConfig] })
class TestConfigModule {}

describe('JobsModule', () => {
  let moduleRef: TestingModule;
  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({ imports: [TestConfigModule, JobsModule, FeatureModule] })
      .overrideProvider(getRepositoryToken(JobResultEntity))
      .useValue({})
      .overrideProvider(JobResultStore)
      .useValue(new MemoryJobResultStore())
      .compile();
    await moduleRef.init();
  });
  afterAll(() => moduleRef.close());

  it('picks the inline driver without REDIS_URL and runs the @JobProcessor provider of another module', async () => {
    const jobs = moduleRef.get(JobQueue);
    expect(jobs.driverName).toBe('inline');
    await expect(jobs.runAndWait(EchoJob, { texte: 'déjà vu' })).resolves.toEqual({ echo: 'déjà vu', attempt: 1 });
  });
});
