import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { DetailsEvenement, TypeActeur, TypeEvenement } from '../domain/historique/evenement';
import { ProjetEvenementEntity } from './entities/projet-evenement.entity';

export interface LigneEvenement {
  projetId: number;
  codeDistributeur: string;
  survenuLe: Date;
  acteurType: TypeActeur;
  acteurLibelle: string | null;
  type: TypeEvenement;
  details: DetailsEvenement;
}

export interface PageEvenements {
  elements: ProjetEvenementEntity[];
  total: number;
}

/** An entry's columns, their types and its values, in that order (every statement that writes one). */
const COLONNES = 'projet_id, code_distributeur, survenu_le, acteur_type, acteur_libelle, type, details';
const TYPES = ['integer', 'varchar', 'timestamptz', 'varchar', 'varchar', 'varchar', 'jsonb'];
const valeursDe = (e: LigneEvenement): unknown[] => [e.projetId, e.codeDistributeur, e.survenuLe, e.acteurType, e.acteurLibelle, e.type, JSON.stringify(e.details)];
/** The entry's placeholders after the change's `n` parameters. */
const valeursApres = (n: number): string[] => TYPES.map((_, i) => `$${n + i + 1}`);

/**
 * The history's table (projet_evenement) and its only writer: an entry is inserted with the
 * manager of the transaction of the change it records, never on its own connection.
 */
@Injectable()
export class HistoriqueRepository {
  constructor(@InjectRepository(ProjetEvenementEntity) private readonly evenements: Repository<ProjetEvenementEntity>) {}

  transaction<T>(travail: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.evenements.manager.transaction(travail);
  }

  /** Appends one entry inside the caller's transaction (a plain INSERT: nothing read back). */
  async ajouter(manager: EntityManager, e: LigneEvenement): Promise<void> {
    await manager.query(`INSERT INTO projet_evenement (${COLONNES}) VALUES (${valeursApres(0).join(', ')})`, valeursDe(e));
  }

  /**
   * `WITH historique AS (INSERT …) <instruction>`: an entry and a change of one statement in one
   * statement (atomic without BEGIN and COMMIT: one round trip, as the change alone). The entry's
   * parameters follow the instruction's.
   */
  avecInstruction(e: LigneEvenement, instruction: string, params: readonly unknown[]): { sql: string; params: unknown[] } {
    const v = valeursApres(params.length);
    return {
      sql: `WITH historique AS (INSERT INTO projet_evenement (${COLONNES}) VALUES (${v.join(', ')})) ${instruction}`,
      params: [...params, ...valeursDe(e)],
    };
  }

  /**
   * `WITH changement AS (<changement>) INSERT … SELECT … FROM changement`: the entry written by the
   * change's statement, once per row it changed and none when it changed none (a projet deleted
   * meanwhile). `changement` is an UPDATE … RETURNING; the statement answers one row per entry.
   */
  apresChangement(e: LigneEvenement, changement: string, params: readonly unknown[]): { sql: string; params: unknown[] } {
    // Typed: in INSERT … SELECT, PostgreSQL does not take the parameters' types from the columns.
    const v = valeursApres(params.length).map((p, i) => `${p}::${TYPES[i]}`);
    return {
      sql: `WITH changement AS (${changement}) INSERT INTO projet_evenement (${COLONNES}) SELECT ${v.join(', ')} FROM changement RETURNING id`,
      params: [...params, ...valeursDe(e)],
    };
  }

  /** A page of a projet's entries, newest first (in the order they were appended), within the distributor; with the count. */
  async page(projetId: number, codeDistributeur: string, page: number, taille: number): Promise<PageEvenements> {
    const [elements, total] = await this.evenements.findAndCount({
      where: { projetId, codeDistributeur },
      order: { id: 'DESC' },
      skip: (page - 1) * taille,
      take: taille,
    });
    return { elements, total };
  }
}
