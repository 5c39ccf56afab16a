import { MigrationExecutor, type DataSource } from 'typeorm';

/** Arbitrary constant shared by every process of the application (pg_advisory_lock key). */
const MIGRATIONS_LOCK_KEY = 7_953_000_001;

/**
 * Runs pending migrations (one transaction), one process at a time: the API and `npm run worker`
 * may start together on an empty PostgreSQL and would otherwise both create the same tables.
 * Lock and migrations share one connection, so this also works on PGlite's single connection.
 */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'all';
      await executor.executePendingMigrations();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
