import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { DatabaseRuntime } from './database-runtime';
import { runMigrations } from './migrations-runner';
import { PoolConnexions } from './pool-connexions';
import { StatistiquesEmbarquees } from './statistiques-embarquees';
import { Transactions } from './transactions';

@Global()
@Module({
  providers: [{ provide: DatabaseRuntime, inject: [AppConfig], useFactory: (config: AppConfig) => DatabaseRuntime.start(config) }],
  exports: [DatabaseRuntime],
})
class DatabaseRuntimeModule {}

/**
 * TypeORM on PostgreSQL (DATABASE_URL) or on the embedded PGlite; migrations run at start,
 * entities registered with TypeOrmModule.forFeature are loaded automatically.
 */
@Global()
@Module({
  imports: [
    DatabaseRuntimeModule,
    TypeOrmModule.forRootAsync({
      imports: [DatabaseRuntimeModule],
      inject: [DatabaseRuntime],
      useFactory: (runtime: DatabaseRuntime) => ({
        ...buildDataSourceOptions(runtime.connection),
        autoLoadEntities: true,
        // Run below, under a lock, instead of TypeORM's migrationsRun.
        migrationsRun: false,
        // The embedded server is up by now; a real server may still be starting.
        retryAttempts: runtime.driver === 'pglite' ? 0 : 5,
        retryDelay: 2000,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        if (!options) throw new Error('TypeORM options missing');
        const dataSource = await new DataSource(options).initialize();
        try {
          await runMigrations(dataSource);
        } catch (err) {
          await dataSource.destroy();
          throw err;
        }
        return dataSource;
      },
    }),
  ],
  providers: [Transactions, PoolConnexions, StatistiquesEmbarquees],
  exports: [DatabaseRuntimeModule, Transactions, PoolConnexions],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly runtime: DatabaseRuntime,
  ) {}

  /** Pool first, then PGlite: whichever order Nest calls the shutdown hooks in. */
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.runtime.stop();
  }
}
