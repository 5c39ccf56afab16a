import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EtatTunnelDue } from '../domain/due/types';

/** The DUE tunnel's state per projet (table due_tunnel), always filtered by the distributor too. */
@Injectable()
export class DueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lire(projetId: number, codeDistributeur: string): Promise<EtatTunnelDue | null> {
    const rows: { etat: EtatTunnelDue }[] = await this.dataSource.query('SELECT etat FROM due_tunnel WHERE projet_id = $1 AND code_distributeur = $2', [projetId, codeDistributeur]);
    return rows[0]?.etat ?? null;
  }

  transaction<T>(travail: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(travail);
  }

  async ecrire(projetId: number, codeDistributeur: string, etat: EtatTunnelDue, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource).query(
      `INSERT INTO due_tunnel (projet_id, code_distributeur, etat, updated_at) VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT (projet_id) DO UPDATE SET etat = EXCLUDED.etat, updated_at = now() WHERE due_tunnel.code_distributeur = EXCLUDED.code_distributeur`,
      [projetId, codeDistributeur, JSON.stringify(etat)],
    );
  }
}
