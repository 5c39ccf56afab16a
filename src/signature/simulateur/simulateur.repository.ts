import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Signataire } from '../../domain/signature/types';
import type { DemandeTransaction } from '../fournisseur';

export type EtatSimule = 'CREEE' | 'EN_COURS' | 'INTERROMPUE' | 'SIGNEE' | 'REFUSEE' | 'ERREUR';

/** One simulated transaction as the simulator keeps it (table simulateur_signature, the provider's side). */
export interface LigneSimulateur {
  id: string;
  jeton: string;
  reference_externe: string;
  mode: string;
  signataire: Signataire;
  documents: { nom: string; pdf: string; sha256: string }[];
  redirections: DemandeTransaction['redirections'];
  etat: EtatSimule;
  code_otp: string | null;
  motif: string | null;
}

/** The simulator's own records (table simulateur_signature): it alone reads and writes them. */
@Injectable()
export class SimulateurRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async creer(l: Pick<LigneSimulateur, 'id' | 'jeton' | 'reference_externe' | 'mode' | 'signataire' | 'documents' | 'redirections'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO simulateur_signature (id, jeton, reference_externe, mode, signataire, documents, redirections) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb)`,
      [l.id, l.jeton, l.reference_externe, l.mode, JSON.stringify(l.signataire), JSON.stringify(l.documents), JSON.stringify(l.redirections)],
    );
  }

  async parId(id: string): Promise<LigneSimulateur | null> {
    return ((await this.dataSource.query('SELECT * FROM simulateur_signature WHERE id = $1', [id])) as LigneSimulateur[])[0] ?? null;
  }

  async parJeton(jeton: string): Promise<LigneSimulateur | null> {
    return ((await this.dataSource.query('SELECT * FROM simulateur_signature WHERE jeton = $1', [jeton])) as LigneSimulateur[])[0] ?? null;
  }

  /** A fresh one-time code; the link counts as opened (EN_COURS). In the caller's transaction: the SMS is filed with it. */
  async enregistrerCode(manager: EntityManager, id: string, code: string): Promise<void> {
    await manager.query(`UPDATE simulateur_signature SET code_otp = $2, etat = 'EN_COURS', updated_at = now() WHERE id = $1`, [id, code]);
  }

  async interrompre(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE simulateur_signature SET etat = 'INTERROMPUE', updated_at = now() WHERE id = $1`, [id]);
  }

  /** Closes a transaction not closed yet (the code is forgotten); false when it already was: a second answer changes nothing. */
  async cloturer(id: string, etat: Extract<EtatSimule, 'SIGNEE' | 'REFUSEE' | 'ERREUR'>, motif: string | null): Promise<boolean> {
    const [, n] = (await this.dataSource.query(
      `UPDATE simulateur_signature SET etat = $2, motif = $3, code_otp = NULL, updated_at = now() WHERE id = $1 AND etat NOT IN ('SIGNEE', 'REFUSEE', 'ERREUR')`,
      [id, etat, motif],
    )) as [unknown, number];
    return n > 0;
  }
}
