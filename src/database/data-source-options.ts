import { join } from 'node:path';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres';
import { ClientInstructionsPreparees } from './instructions-preparees';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export type DatabaseDriverName = 'postgres' | 'pglite';

export interface DatabaseConnection {
  driver: DatabaseDriverName;
  url: string;
  /** Named prepared statements (ClientInstructionsPreparees, ADR 0089); true unless said otherwise. */
  instructionsPreparees?: boolean;
}

/** migrations/*.ts from the sources (tests), dist/migrations/*.js once built. */
export const MIGRATIONS_GLOB = join(__dirname, '..', '..', 'migrations', '*.{js,ts}');

/** Entities for the typeorm CLI (the app itself loads them with autoLoadEntities). */
export const ENTITIES_GLOB = join(__dirname, '..', '**', '*.entity.{js,ts}');

/** Options shared by the Nest DataSource and the CLI data source; same SQL on both drivers. */
export function buildDataSourceOptions(connection: DatabaseConnection): PostgresConnectionOptions {
  const embedded = connection.driver === 'pglite';
  return {
    type: 'postgres',
    url: connection.url,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    // Ids come from gen_random_uuid(), built into PostgreSQL 13+ and PGlite: no extension to install.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    applicationName: 'collectif-courtage',
    // Query errors are thrown to the caller; logging them here would copy parameters (file bytes) to logs.
    logging: ['warn', 'migration'],
    extra: {
      ...(embedded
        ? { max: EMBEDDED_MAX_CONNECTIONS, idleTimeoutMillis: 0, connectionTimeoutMillis: 30_000 }
        : { max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 }),
      // pg's pool builds its connections with this class: each parses a statement once (ADR 0089).
      ...(connection.instructionsPreparees === false ? {} : { Client: ClientInstructionsPreparees }),
    },
  };
}
