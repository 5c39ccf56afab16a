import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The signer on the subscription and the mobile registry (migration 1795500000000-Signataire):
 * telephone_e164 → identity key, across distributors (a mobile belongs to one person).
 */
@Injectable()
export class SignataireRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The identity key that holds this mobile, or null when none does. */
  async cleDuTelephone(e164: string, manager?: EntityManager): Promise<string | null> {
    const rows: Array<{ cle_identite: string }> = await (manager ?? this.dataSource).query(
      'SELECT cle_identite FROM telephone_signataire WHERE telephone_e164 = $1',
      [e164],
    );
    return rows[0]?.cle_identite ?? null;
  }

  /**
   * Claims the mobile for this identity unless someone already holds it; answers the key that
   * holds it afterwards (ours, or the first holder's). Under READ COMMITTED a concurrent claim
   * waits on the primary key, then reads the winner's row.
   */
  async reserverTelephone(e164: string, cle: string, codeDistributeur: string, manager: EntityManager): Promise<string | null> {
    await manager.query(
      `INSERT INTO telephone_signataire (telephone_e164, cle_identite, code_distributeur) VALUES ($1, $2, $3)
       ON CONFLICT (telephone_e164) DO NOTHING`,
      [e164, cle, codeDistributeur],
    );
    return this.cleDuTelephone(e164, manager);
  }
}
