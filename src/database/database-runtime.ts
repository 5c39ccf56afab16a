import { Logger } from '@nestjs/common';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { DatabaseConnection, DatabaseDriverName } from './data-source-options';
import { EmbeddedPostgres, EmbeddedPostgresThread, type ServeurEmbarque } from './embedded-postgres';

/**
 * Which database this process talks to: PostgreSQL from DATABASE_URL, or an embedded PGlite
 * started here (files in `${DATA_DIR}/pglite`, so data survives restarts).
 */
export class DatabaseRuntime {
  private static readonly logger = new Logger('Database');

  private constructor(
    readonly connection: DatabaseConnection,
    private readonly embedded?: ServeurEmbarque,
  ) {}

  get driver(): DatabaseDriverName {
    return this.connection.driver;
  }

  static async start(config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_PREPARED_STATEMENTS' | 'DATABASE_EMBEDDED_THREAD'>): Promise<DatabaseRuntime> {
    if (config.DATABASE_URL) {
      DatabaseRuntime.logger.log('PostgreSQL (DATABASE_URL)');
      return new DatabaseRuntime({ driver: 'postgres', url: config.DATABASE_URL, instructionsPreparees: config.DATABASE_PREPARED_STATEMENTS });
    }
    const dataDir = resolve(join(config.DATA_DIR, 'pglite'));
    // A thread needs the compiled script: from the TypeScript sources (ts-jest) it runs in process.
    const enFil = config.DATABASE_EMBEDDED_THREAD && EmbeddedPostgresThread.disponible();
    const embedded = enFil ? await EmbeddedPostgresThread.start({ dataDir }) : await EmbeddedPostgres.start({ dataDir });
    DatabaseRuntime.logger.log(`PGlite embarqué (${dataDir}) servi sur ${embedded.host}:${embedded.port}${enFil ? ', dans son propre fil' : ''}`);
    return new DatabaseRuntime({ driver: 'pglite', url: embedded.url, instructionsPreparees: config.DATABASE_PREPARED_STATEMENTS }, embedded);
  }

  /** Stops the embedded server; call after the DataSource is destroyed. */
  async stop(): Promise<void> {
    await this.embedded?.stop();
  }
}
