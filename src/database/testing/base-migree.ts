import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { buildDataSourceOptions } from '../data-source-options';
import { runMigrations } from '../migrations-runner';
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from './embedded-postgres-process';

/** A database for "medium" tests: the embedded PGlite the app uses without DATABASE_URL, with every migration run. */
export interface BaseMigree {
  db: DataSource;
  arreter(): Promise<void>;
}

/**
 * Starts an embedded PostgreSQL (PGlite, its own process), runs all the migrations of `migrations/`
 * as the app does at start, and opens a DataSource with the entities a test needs. Call `arreter()`
 * in afterAll. Model: src/projets/projets.repository.spec.ts (with the factories of ./fabriques.ts).
 */
export async function demarrerBaseMigree(entities: MixedList<string | EntitySchema | (new () => unknown)>): Promise<BaseMigree> {
  const pg: EmbeddedPostgresProcess = await startEmbeddedPostgresProcess();
  const db = new DataSource({ ...buildDataSourceOptions({ driver: 'pglite', url: pg.url }), entities });
  try {
    await db.initialize();
    await runMigrations(db);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    await pg.stop();
    throw err;
  }
  return {
    db,
    arreter: async () => {
      await db.destroy();
      await pg.stop();
    },
  };
}
