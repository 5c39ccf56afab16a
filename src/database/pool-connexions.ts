import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The pg pool behind TypeORM's postgres driver (the embedded PGlite is reached through it too). */
interface PoolPg {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The connection pool's state as the metrics show it: the database module's, so no service holds the DataSource. */
@Injectable()
export class PoolConnexions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Connections in the pool, idle, and queries waiting for one; null before the pool exists. */
  etat(): { total: number; libres: number; enAttente: number } | null {
    const p = (this.dataSource.driver as unknown as { master?: PoolPg }).master;
    return p ? { total: p.totalCount, libres: p.idleCount, enAttente: p.waitingCount } : null;
  }
}
