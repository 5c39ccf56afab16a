import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DatabaseRuntime } from './database-runtime';

/** How often the embedded database's planner statistics are refreshed. */
export const INTERVALLE_ANALYSE_MS = 60_000;

/**
 * The embedded PGlite has no autovacuum, so nothing ever runs ANALYZE: without statistics the
 * planner chose nested loops over the distributor's clients for each file, and 'Mes clients' took
 * 680 ms for a page that takes 13 ms once analysed (ADR 0081). This stands in for autovacuum's
 * analyse: once at start, then every minute (a few milliseconds on a demo-sized database). A real
 * PostgreSQL runs its own autovacuum; nothing is done there.
 */
@Injectable()
export class StatistiquesEmbarquees implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private minuterie: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: DatabaseRuntime,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.runtime.driver !== 'pglite') return;
    await this.analyser();
    this.minuterie = setInterval(() => void this.analyser(), INTERVALLE_ANALYSE_MS);
    this.minuterie.unref();
  }

  onApplicationShutdown(): void {
    if (this.minuterie) clearInterval(this.minuterie);
  }

  async analyser(): Promise<void> {
    try {
      if (this.dataSource.isInitialized) await this.dataSource.query('ANALYZE');
    } catch (err) {
      this.logger.warn({ err }, 'ANALYZE de la base embarquée impossible');
    }
  }
}
