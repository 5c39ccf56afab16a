import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DocumentRegenerable, FiltreLot, StatutElement, StatutLot } from '../domain/admin';

export interface LotLu {
  id: string;
  cleIdempotence: string;
  empreinte: string;
  adminId: string;
  typeDocument: DocumentRegenerable;
  filtre: FiltreLot;
  statut: StatutLot;
  total: number;
  creeLe: Date;
  modifieLe: Date;
}

export interface ElementLu {
  projetId: number;
  codeDistributeur: string;
  statut: StatutElement;
  tentative: number;
  erreur: string | null;
  fichierId: string | null;
}

/** Rows the PostgreSQL driver answers from UPDATE … RETURNING: [rows, count] (pg) or rows (PGlite). */
function lignes<T>(raw: unknown): T[] {
  return (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) ? raw[0] : raw) as T[];
}

const LOT = `id, cle_idempotence AS "cleIdempotence", empreinte, admin_id AS "adminId", type_document AS "typeDocument", filtre, statut, total,
  cree_le AS "creeLe", modifie_le AS "modifieLe"`;

/** The admin's queries (ADR 0063): every distributor's rows, on purpose — only /api/admin reaches them. */
@Injectable()
export class AdminRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(travail: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(travail);
  }

  async lotParCle(adminId: string, cle: string, manager?: EntityManager): Promise<LotLu | null> {
    const [row]: LotLu[] = await (manager ?? this.db).query(`SELECT ${LOT} FROM admin_regeneration_lot WHERE admin_id = $1 AND cle_idempotence = $2`, [adminId, cle]);
    return row ?? null;
  }

  async lot(id: string): Promise<LotLu | null> {
    const [row]: LotLu[] = await this.db.query(`SELECT ${LOT} FROM admin_regeneration_lot WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** Creates the batch and its rows; null when the admin's key already names one (the caller reads it). */
  async creerLot(
    manager: EntityManager,
    lot: { cleIdempotence: string; empreinte: string; adminId: string; typeDocument: DocumentRegenerable; filtre: FiltreLot },
    projets: Array<{ id: number; codeDistributeur: string }>,
  ): Promise<string | null> {
    const id = randomUUID();
    const cree = lignes<{ id: string }>(
      await manager.query(
        `INSERT INTO admin_regeneration_lot (id, cle_idempotence, empreinte, admin_id, type_document, filtre, total)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT (admin_id, cle_idempotence) DO NOTHING RETURNING id`,
        [id, lot.cleIdempotence, lot.empreinte, lot.adminId, lot.typeDocument, JSON.stringify(lot.filtre), projets.length],
      ),
    );
    if (cree.length === 0) return null;
    for (let i = 0; i < projets.length; i += 500) {
      const tranche = projets.slice(i, i + 500);
      await manager.query(
        `INSERT INTO admin_regeneration_element (lot_id, projet_id, code_distributeur)
         SELECT $1, p.id, p.code FROM unnest($2::int[], $3::text[]) AS p(id, code)`,
        [id, tranche.map((p) => p.id), tranche.map((p) => p.codeDistributeur)],
      );
    }
    return id;
  }

  async comptesElements(lotId: string): Promise<Partial<Record<StatutElement, number>>> {
    const rows: Array<{ statut: StatutElement; n: string | number }> = await this.db.query(
      `SELECT statut, count(*) AS n FROM admin_regeneration_element WHERE lot_id = $1 GROUP BY statut`,
      [lotId],
    );
    return Object.fromEntries(rows.map((r) => [r.statut, Number(r.n)]));
  }

  async echecs(lotId: string, limite = 200): Promise<Array<{ projetId: number; erreur: string | null; tentative: number }>> {
    const rows: Array<{ projet_id: number; erreur: string | null; tentative: number }> = await this.db.query(
      `SELECT projet_id, erreur, tentative FROM admin_regeneration_element WHERE lot_id = $1 AND statut = 'ECHEC' ORDER BY projet_id LIMIT ${Math.trunc(limite)}`,
      [lotId],
    );
    return rows.map((r) => ({ projetId: Number(r.projet_id), erreur: r.erreur, tentative: Number(r.tentative) }));
  }

  async elementsAFaire(lotId: string): Promise<Array<{ projetId: number; tentative: number }>> {
    const rows: Array<{ projet_id: number; tentative: number }> = await this.db.query(
      `SELECT projet_id, tentative FROM admin_regeneration_element WHERE lot_id = $1 AND statut = 'A_FAIRE' ORDER BY projet_id`,
      [lotId],
    );
    return rows.map((r) => ({ projetId: Number(r.projet_id), tentative: Number(r.tentative) }));
  }

  async element(lotId: string, projetId: number): Promise<(ElementLu & { statutLot: StatutLot; typeDocument: DocumentRegenerable }) | null> {
    const [row] = await this.db.query(
      `SELECT e.projet_id AS "projetId", e.code_distributeur AS "codeDistributeur", e.statut, e.tentative, e.erreur, e.fichier_id AS "fichierId",
              l.statut AS "statutLot", l.type_document AS "typeDocument"
         FROM admin_regeneration_element e JOIN admin_regeneration_lot l ON l.id = e.lot_id
        WHERE e.lot_id = $1 AND e.projet_id = $2`,
      [lotId, projetId],
    );
    return row ? { ...row, projetId: Number(row.projetId), tentative: Number(row.tentative) } : null;
  }

  /** Settles one row of this attempt, once: false when it was settled (or retried, or cancelled) meanwhile. */
  async reglerElement(lotId: string, projetId: number, tentative: number, issue: { statut: 'FAIT'; fichierId: string } | { statut: 'ECHEC'; erreur: string } | { statut: 'ANNULE' }): Promise<boolean> {
    const rows = lignes<{ projet_id: number }>(
      await this.db.query(
        `UPDATE admin_regeneration_element SET statut = $4, fichier_id = $5, erreur = $6, modifie_le = now()
          WHERE lot_id = $1 AND projet_id = $2 AND tentative = $3 AND statut = 'A_FAIRE' RETURNING projet_id`,
        [lotId, projetId, tentative, issue.statut, 'fichierId' in issue ? issue.fichierId : null, 'erreur' in issue ? issue.erreur.slice(0, 300) : null],
      ),
    );
    await this.db.query(
      `UPDATE admin_regeneration_lot SET modifie_le = now(),
              statut = CASE WHEN statut = 'EN_COURS' AND NOT EXISTS (SELECT 1 FROM admin_regeneration_element WHERE lot_id = $1 AND statut = 'A_FAIRE') THEN 'TERMINE' ELSE statut END
        WHERE id = $1`,
      [lotId],
    );
    return rows.length > 0;
  }

  /** Cancels a running batch: its rows still to do are cancelled. False when it was not running. */
  async annuler(lotId: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const rows = lignes<{ id: string }>(
        await manager.query(`UPDATE admin_regeneration_lot SET statut = 'ANNULE', modifie_le = now() WHERE id = $1 AND statut = 'EN_COURS' RETURNING id`, [lotId]),
      );
      if (rows.length === 0) return false;
      await manager.query(`UPDATE admin_regeneration_element SET statut = 'ANNULE', modifie_le = now() WHERE lot_id = $1 AND statut = 'A_FAIRE'`, [lotId]);
      return true;
    });
  }

  /** Failed rows back to do, as a new attempt; the batch runs again. Answers them. */
  async reprendreEchecs(lotId: string): Promise<Array<{ projetId: number; tentative: number }>> {
    return this.db.transaction(async (manager) => {
      const rows = lignes<{ projet_id: number; tentative: number }>(
        await manager.query(
          `UPDATE admin_regeneration_element SET statut = 'A_FAIRE', tentative = tentative + 1, erreur = NULL, modifie_le = now()
            WHERE lot_id = $1 AND statut = 'ECHEC' RETURNING projet_id, tentative`,
          [lotId],
        ),
      );
      if (rows.length > 0) await manager.query(`UPDATE admin_regeneration_lot SET statut = 'EN_COURS', modifie_le = now() WHERE id = $1 AND statut <> 'ANNULE'`, [lotId]);
      return rows.map((r) => ({ projetId: Number(r.projet_id), tentative: Number(r.tentative) }));
    });
  }

  async lotsRecents(limite = 20): Promise<LotLu[]> {
    return this.db.query(`SELECT ${LOT} FROM admin_regeneration_lot ORDER BY cree_le DESC LIMIT ${Math.trunc(limite)}`);
  }
}
