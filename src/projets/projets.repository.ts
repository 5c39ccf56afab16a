import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { mouvementsDeStatut, statutApresEtude, type CodeProduit, type StatutProjet, type TypeCollege } from '../domain/projets';
import type { FiltreLot } from '../domain/admin';
import { LIBELLES_COLLEGE } from '../domain/offres/catalogue';
import type { ProjetARegenerer } from '../documents/regeneration';
import { ProjetEntity } from './entities/projet.entity';

/** The client company as a projet needs it (scoped read of client, ccn and naf). */
export interface ClientDuProjet {
  id: number;
  siret: string | null;
  raisonSociale: string;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string } | null;
  naf: { code: string; description: string } | null;
  effectifGlobal: number;
  effectifCadre: number | null;
  effectifNonCadre: number | null;
}

export interface FiltreProjets {
  codeDistributeur: string;
  codeProduit?: CodeProduit;
  siret?: string;
  /** cleRechercheRaisonSociale(...) of the name searched. */
  cleRaisonSociale?: string;
  college?: TypeCollege;
}

const UNIQUE_VIOLATION = '23505';

export function estViolationUnicite(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === UNIQUE_VIOLATION;
}

/**
 * Every query of the projets module. Each one takes the distributor code: a projet of another
 * distributor is simply not found.
 */
@Injectable()
export class ProjetsRepository {
  constructor(
    @InjectRepository(ProjetEntity) private readonly projets: Repository<ProjetEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async client(id: number, codeDistributeur: string): Promise<ClientDuProjet | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT c.id, c.siret, c.raison_sociale, c.effectif_global, c.effectif_cadre, c.effectif_non_cadre,
              c.naf, n.description AS naf_description,
              ccn.id AS ccn_id, ccn.idcc, ccn.libelle AS ccn_libelle, ccn.libelle_court AS ccn_libelle_court
         FROM client c
         LEFT JOIN ccn ON ccn.id = c.ccn_id
         LEFT JOIN naf n ON n.code = c.naf
        WHERE c.id = $1 AND c.code_distributeur = $2`,
      [id, codeDistributeur],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: Number(r.id),
      siret: (r.siret as string | null)?.trim() || null,
      raisonSociale: String(r.raison_sociale),
      ccn:
        r.ccn_id === null
          ? null
          : { id: Number(r.ccn_id), idcc: String(r.idcc), libelle: String(r.ccn_libelle), libelle_court: String(r.ccn_libelle_court) },
      naf: r.naf ? { code: String(r.naf), description: String(r.naf_description ?? '') } : null,
      effectifGlobal: Number(r.effectif_global),
      effectifCadre: r.effectif_cadre === null ? null : Number(r.effectif_cadre),
      effectifNonCadre: r.effectif_non_cadre === null ? null : Number(r.effectif_non_cadre),
    };
  }

  async nafDescription(code: string): Promise<string | null> {
    const rows: Array<{ description: string }> = await this.dataSource.query(`SELECT description FROM naf WHERE code = $1`, [code]);
    return rows[0]?.description ?? null;
  }

  findOne(id: number, codeDistributeur: string, manager?: EntityManager): Promise<ProjetEntity | null> {
    return (manager?.getRepository(ProjetEntity) ?? this.projets).findOne({ where: { id, codeDistributeur } });
  }

  /** Whether the projet is the distributor's (archived ones included). */
  existe(id: number, codeDistributeur: string): Promise<boolean> {
    return this.projets.existsBy({ id, codeDistributeur });
  }

  /** The projets of `ids` that belong to the distributor (missing ones are simply absent). */
  findMany(ids: readonly number[], codeDistributeur: string, manager?: EntityManager): Promise<ProjetEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return (manager?.getRepository(ProjetEntity) ?? this.projets).find({ where: { id: In([...ids]), codeDistributeur } });
  }

  /** The ids of a client's other projets within the distributor, archived ones included (`sauf` left out). */
  async autresDuClient(clientId: number, codeDistributeur: string, sauf: number, manager?: EntityManager): Promise<number[]> {
    // In a writer's transaction, its manager: the embedded database has one connection (ADR 0084).
    const rows = await (manager?.getRepository(ProjetEntity) ?? this.projets).find({ where: { clientId, codeDistributeur, id: Not(sauf) }, select: ['id'], order: { id: 'ASC' } });
    return rows.map((r) => r.id);
  }

  save(projet: ProjetEntity, manager?: EntityManager): Promise<ProjetEntity> {
    return (manager?.getRepository(ProjetEntity) ?? this.projets).save(projet);
  }

  /**
   * A saved projet's new values in one UPDATE, within the distributor: no read before it (save() reads
   * the row to diff it) and only the columns given, so a statut moved meanwhile is left as it is.
   * `avec` makes the statement from the UPDATE … RETURNING: by default it answers the rows changed;
   * HistoriqueService.apresChangement adds the history's entry. False when no row was changed (another
   * distributor's projet, or one deleted meanwhile).
   */
  async mettreAJour(
    id: number,
    codeDistributeur: string,
    valeurs: Partial<ProjetEntity>,
    avec: (changement: string, params: readonly unknown[]) => { sql: string; params: unknown[] } = (changement, params) => ({
      sql: `WITH changement AS (${changement}) SELECT 1 FROM changement`,
      params: [...params],
    }),
  ): Promise<boolean> {
    // undefined means 'not changed', as with save().
    const definies = Object.fromEntries(Object.entries(valeurs).filter(([, v]) => v !== undefined)) as Partial<ProjetEntity>;
    const [sql, params] = this.dataSource
      .createQueryBuilder()
      .update(ProjetEntity)
      .set(definies)
      .where('id = :id AND code_distributeur = :codeDistributeur', { id, codeDistributeur })
      .returning('id')
      .getQueryAndParameters();
    const q = avec(sql, params);
    const lignes: unknown[] = await this.dataSource.query(q.sql, q.params);
    return lignes.length > 0;
  }

  create(values: Partial<ProjetEntity>): ProjetEntity {
    return this.projets.create(values);
  }

  /** WHERE of the list queries (client c joined to projet p); pushes its parameters. */
  private conditions(f: FiltreProjets, params: unknown[]): string {
    const where = [`c.code_distributeur = $${params.push(f.codeDistributeur)}`, 'p.archived_at IS NULL'];
    if (f.siret) where.push(`c.siret = $${params.push(f.siret)}`);
    if (f.cleRaisonSociale) where.push(`c.raison_sociale_recherche = $${params.push(f.cleRaisonSociale)}`);
    if (f.codeProduit) where.push(`p.code_produit = $${params.push(f.codeProduit)}`);
    if (f.college) where.push(`p.college_type = $${params.push(f.college)}`);
    return where.join(' AND ');
  }

  /**
   * The list as its JSON answer (GET /projets rows), built by PostgreSQL in one query: only the
   * columns a row shows, archived projets left out, newest first. The company filters follow the
   * client as it is now (a SIRET added later still finds the projets).
   */
  async listeJson(f: FiltreProjets): Promise<string> {
    const params: unknown[] = [];
    const where = this.conditions(f, params);
    const [cadre, nonCadre, tous] = [LIBELLES_COLLEGE.CADRE, LIBELLES_COLLEGE.NON_CADRE, LIBELLES_COLLEGE.TOUS].map((l) => `$${params.push(l)}::text`);
    // json (not jsonb) all along: building jsonb for a thousand rows costs several times more.
    const commun = `'id', p.id,
      'date_creation', to_char(p.date_creation AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'date_effet', to_char(p.date_effet, 'YYYY-MM-DD'),
      'statut', p.statut,
      'etat', p.etat,
      'client', json_build_object('id', c.id, 'siret', nullif(trim(c.siret), ''), 'raison_sociale', c.raison_sociale),
      'produit', json_build_object('id', p.produit_id, 'code', p.code_produit),
      'college', json_build_object(
        'type', p.college_type,
        'libelle', CASE p.college_type WHEN 'CADRE' THEN ${cadre} WHEN 'NON_CADRE' THEN ${nonCadre} ELSE ${tous} END,
        'effectif', p.college_effectif),
      'type_masse_salariale', p.type_masse_salariale,
      'lignes_tarif', CASE p.code_produit
        WHEN 'SSC' THEN jsonb_path_query_array(p.tarifs -> 'tarifs', '$[*] ? (@.structure == "UNIQUE")')
        ELSE p.tarifs -> 'tarifs' END`;
    const rows: Array<{ liste: string | null }> = await this.dataSource.query(
      `SELECT json_agg(
                CASE WHEN p.code_produit = 'SSC'
                  THEN json_build_object(${commun}, 'niveaux', p.resume_liste)
                  ELSE json_build_object(${commun}, 'garanties', p.resume_liste)
                END
                ORDER BY p.id DESC)::text AS liste
         FROM client c
         JOIN projet p ON p.client_id = c.id AND p.code_distributeur = c.code_distributeur
        WHERE ${where}`,
      params,
    );
    return rows[0]?.liste ?? '[]';
  }

  /** Writes of the distributor's projets (and of the client fields a row shows) so far. */
  async version(codeDistributeur: string): Promise<number> {
    const rows: Array<{ version: string }> = await this.dataSource.query(`SELECT version FROM projet_version WHERE code_distributeur = $1`, [codeDistributeur]);
    return rows[0] ? Number(rows[0].version) : 0;
  }

  /** Id of the most recent (not archived) projet matching the filter, or null. */
  async dernierId(f: FiltreProjets): Promise<number | null> {
    const params: unknown[] = [];
    const where = this.conditions(f, params);
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `SELECT p.id FROM client c JOIN projet p ON p.client_id = c.id AND p.code_distributeur = c.code_distributeur
        WHERE ${where} ORDER BY p.id DESC LIMIT 1`,
      params,
    );
    return rows[0]?.id ?? null;
  }

  async archive(ids: readonly number[], codeDistributeur: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(ProjetEntity).update({ id: In([...ids]), codeDistributeur, archivedAt: IsNull() }, { archivedAt: () => 'now()' });
  }

  async delete(ids: readonly number[], codeDistributeur: string, manager: EntityManager): Promise<number> {
    const r = await manager.getRepository(ProjetEntity).delete({ id: In([...ids]), codeDistributeur });
    return r.affected ?? 0;
  }

  /**
   * A study was handed over: each projet's statut becomes `statutApresEtude(statut)` (NOUVEAU →
   * ETUDE_PERSONNALISEE_EDITEE), in one UPDATE whose CASE is made from the rule's moves.
   */
  async marquerEtudeEditee(ids: readonly number[], codeDistributeur: string, manager?: EntityManager): Promise<void> {
    const mouvements = mouvementsDeStatut(statutApresEtude);
    if (ids.length === 0 || mouvements.length === 0) return;
    const parametres: Record<string, string> = {};
    const cas = mouvements
      .map(([de, vers], i) => {
        parametres[`de${i}`] = de;
        parametres[`vers${i}`] = vers;
        return `WHEN :de${i} THEN :vers${i}`;
      })
      .join(' ');
    await (manager?.getRepository(ProjetEntity) ?? this.projets)
      .createQueryBuilder()
      .update(ProjetEntity)
      .set({ statut: () => `CASE statut ${cas} END` })
      .where({ id: In([...ids]), codeDistributeur, statut: In(mouvements.map(([de]) => de)) })
      .setParameters(parametres)
      .execute();
  }

  /**
   * The statut a signature moves the projet to (waiting, signed, refused, back), in the signature's
   * transaction: the projets module alone writes projet. A plain UPDATE of the statut: the projet's
   * content and its date_modification are not the signature's.
   */
  async changerStatutEnSignature(manager: EntityManager, projetId: number, codeDistributeur: string, statut: StatutProjet): Promise<void> {
    await manager.query('UPDATE projet SET statut = $3 WHERE id = $1 AND code_distributeur = $2', [projetId, codeDistributeur, statut]);
  }

  /** The company's name and the product of a projet, for a signature's file names and the broker's e-mail. */
  async nomEtProduit(projetId: number, codeDistributeur: string, manager?: EntityManager): Promise<{ raisonSociale: string; codeProduit: CodeProduit } | null> {
    const rows: { raison_sociale: string; code_produit: CodeProduit }[] = await (manager ?? this.dataSource).query(
      'SELECT raison_sociale, code_produit FROM projet WHERE id = $1 AND code_distributeur = $2',
      [projetId, codeDistributeur],
    );
    return rows[0] ? { raisonSociale: rows[0].raison_sociale, codeProduit: rows[0].code_produit } : null;
  }

  /**
   * Projets an admin's regeneration batch takes (ADR 0063), by id, at most `limite`: every
   * distributor's on purpose (only /api/admin asks), archived ones left out.
   */
  async pourRegeneration(filtre: FiltreLot, limite: number): Promise<Array<{ id: number; codeDistributeur: string }>> {
    const params: unknown[] = [];
    const where = ['archived_at IS NULL'];
    if (filtre.codeProduit) where.push(`code_produit = $${params.push(filtre.codeProduit)}`);
    if (filtre.codeDistributeur) where.push(`code_distributeur = $${params.push(filtre.codeDistributeur)}`);
    if (filtre.baremeVersion) where.push(`bareme_version = $${params.push(filtre.baremeVersion)}`);
    if (filtre.statut) where.push(`statut = $${params.push(filtre.statut)}`);
    if (filtre.depuis) where.push(`date_modification >= $${params.push(filtre.depuis)}::date`);
    if (filtre.jusqua) where.push(`date_modification < $${params.push(filtre.jusqua)}::date + 1`);
    const rows: Array<{ id: number; code_distributeur: string }> = await this.dataSource.query(
      `SELECT id, code_distributeur FROM projet WHERE ${where.join(' AND ')} ORDER BY id LIMIT ${Math.trunc(limite)}`,
      params,
    );
    return rows.map((r) => ({ id: Number(r.id), codeDistributeur: r.code_distributeur }));
  }

  /** A projet of any distributor with its product, what a regeneration's adapter is given (admins only), or null. */
  async aRegenerer(id: number): Promise<ProjetARegenerer | null> {
    const [row]: Array<{ code_distributeur: string; code_produit: string; produit_id: number }> = await this.dataSource.query(
      `SELECT code_distributeur, code_produit, produit_id FROM projet WHERE id = $1`,
      [id],
    );
    return row ? { id, codeDistributeur: row.code_distributeur, codeProduit: row.code_produit, produitId: Number(row.produit_id) } : null;
  }
}
