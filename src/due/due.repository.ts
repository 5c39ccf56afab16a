import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EtatTunnelDue } from '../domain/due/types';
import type { FichierAnterieur } from '../domain/reprise/reprise';

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

  /** Etape 1 of the DUEs of some projets (the client's other ones, from the projets' owner), latest first, within the distributor (issue 27). */
  async etapes1DesProjets(projetIds: readonly number[], codeDistributeur: string, limite = 5): Promise<FichierAnterieur[]> {
    if (!projetIds.length) return [];
    const rows: Array<{ projet_id: number; etat: EtatTunnelDue; mis_a_jour: Date }> = await this.dataSource.query(
      `SELECT d.projet_id, d.etat, d.updated_at AS mis_a_jour
         FROM due_tunnel d
        WHERE d.projet_id = ANY($1::int[]) AND d.code_distributeur = $2
        ORDER BY d.updated_at DESC, d.projet_id DESC LIMIT $3`,
      [projetIds, codeDistributeur, limite],
    );
    return rows.map((r) => ({ idProjet: r.projet_id, misAJour: new Date(r.mis_a_jour).toISOString(), informations: null, due: r.etat?.etape1 ?? null }));
  }
}
