import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/**
 * Redis key prefix of the queues. Processes share queues only when they share a database
 * (a job writes its result there), so the prefix is named after the database: the API and its
 * workers agree, while a test run and a dev server on the same Redis stay apart.
 */
export function queuePrefix(config: { DATABASE_URL?: string; DATA_DIR: string }): string {
  if (config.DATABASE_URL) {
    let database = 'postgres';
    try {
      database = decodeURIComponent(new URL(config.DATABASE_URL).pathname.replace(/^\//, '')) || 'postgres';
    } catch {
      // Not a URL (keyword/value form): keep the default name.
    }
    return `collectif-${database.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }
  const dataDir = resolve(join(config.DATA_DIR, 'pglite'));
  return `collectif-pglite-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
}
