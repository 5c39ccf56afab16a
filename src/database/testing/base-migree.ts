import { Client } from 'pg';
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
 * as the app does at start, and opens a DataSource with the entities a test needs. With
 * TEST_DATABASE_URL (CI's real mode) the same on a fresh database of that server, dropped at the end.
 * Call `arreter()` in afterAll. Model: src/projets/projets.repository.spec.ts (with the factories of
 * ./fabriques.ts).
 */
export async function demarrerBaseMigree(entities: MixedList<string | EntitySchema | (new () => unknown)>): Promise<BaseMigree> {
  const reelle = process.env.TEST_DATABASE_URL;
  const serveur = reelle ? await baseReelle(reelle) : await baseEmbarquee();
  const db = new DataSource({ ...buildDataSourceOptions(serveur.connexion), entities });
  try {
    await db.initialize();
    await runMigrations(db);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    await serveur.arreter();
    throw err;
  }
  return {
    db,
    arreter: async () => {
      await db.destroy();
      await serveur.arreter();
    },
  };
}

async function baseEmbarquee(): Promise<{ connexion: { driver: 'pglite'; url: string }; arreter(): Promise<void> }> {
  const pg: EmbeddedPostgresProcess = await startEmbeddedPostgresProcess();
  return { connexion: { driver: 'pglite', url: pg.url }, arreter: () => pg.stop() };
}

/** A new, empty database next to `adminUrl`, dropped (with its connections) by `arreter`. */
async function baseReelle(adminUrl: string): Promise<{ connexion: { driver: 'postgres'; url: string }; arreter(): Promise<void> }> {
  const nom = `collectif_repo_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const enAdmin = async (sql: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await enAdmin(`CREATE DATABASE ${nom}`);
  const url = new URL(adminUrl);
  url.pathname = `/${nom}`;
  return { connexion: { driver: 'postgres', url: url.toString() }, arreter: () => enAdmin(`DROP DATABASE IF EXISTS ${nom} WITH (FORCE)`) };
}
