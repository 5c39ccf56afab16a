import { Injectable } from "@nestjs/common";
import { InjectDataSource, InjectRepository } from "@nestjs/typeorm";
import { DataSource, In, type EntityManager, type Repository } from "typeorm";
import type { Signataire } from "../domain/signature/types";
import type { FichierAnterieur } from "../domain/reprise/reprise";
import type { AvancementDossier } from "../domain/souscription/progression";
import type { InformationsComplementaires } from "../domain/souscription/types";
import type { ProjetsEnSouscription } from "../projets/projets-en-souscription.port";
import { SouscriptionEntity } from "./entities/souscription.entity";

interface LigneFichier {
  projet_id: number;
  informations: InformationsComplementaires;
  mis_a_jour: Date | string;
}

/**
 * The saved step 1 of some projets ($1 their ids, $2 distributor), latest first. The projets are the
 * client's other ones as their owner (ProjetsService.autresProjetsDuClient) answers: the projet table is not read here.
 */
const SQL_FICHIERS = `SELECT s.projet_id, s.informations_complementaires AS informations, s.updated_at AS mis_a_jour
    FROM souscription s
   WHERE s.projet_id = ANY($1::int[]) AND s.code_distributeur = $2 AND s.informations_complementaires IS NOT NULL
   ORDER BY s.updated_at DESC, s.projet_id DESC`;

const versFichier = (r: LigneFichier): FichierAnterieur => ({
  idProjet: r.projet_id,
  misAJour: new Date(r.mis_a_jour).toISOString(),
  informations: r.informations,
  due: null,
});

/**
 * Queries of the subscription record, the one writer of the `souscription` table (docs/adr/0064).
 * Every read takes the distributor code: another distributor's subscription is simply not found.
 */
@Injectable()
export class SouscriptionRepository implements ProjetsEnSouscription {
  constructor(
    @InjectRepository(SouscriptionEntity)
    private readonly souscriptions: Repository<SouscriptionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private repo(manager?: EntityManager): Repository<SouscriptionEntity> {
    return manager?.getRepository(SouscriptionEntity) ?? this.souscriptions;
  }

  /** The subscription of a projet, within the distributor; null when none (or not his). */
  duProjet(
    projetId: number,
    codeDistributeur: string,
    manager?: EntityManager,
  ): Promise<SouscriptionEntity | null> {
    return this.repo(manager).findOne({
      where: { projetId, codeDistributeur },
    });
  }

  creer(
    values: Pick<
      SouscriptionEntity,
      "projetId" | "codeDistributeur" | "utilisateurId"
    >,
    manager: EntityManager,
  ): Promise<SouscriptionEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.create(values));
  }

  /**
   * Writes step 1 in one statement (a failed save leaves the previous version in place), which
   * `avec` may extend: the history's entry written by the same statement (HistoriqueService.avecInstruction).
   */
  async enregistrerInformations(
    id: number,
    codeDistributeur: string,
    informations: InformationsComplementaires,
    avec: (sql: string, params: readonly unknown[]) => { sql: string; params: unknown[] } = (sql, params) => ({ sql, params: [...params] }),
    manager?: EntityManager,
  ): Promise<void> {
    const { sql, params } = avec('UPDATE souscription SET informations_complementaires = $3, updated_at = now() WHERE id = $1 AND code_distributeur = $2', [id, codeDistributeur, JSON.stringify(informations)]);
    await (manager ?? this.dataSource.manager).query(sql, params);
  }

  /**
   * The file's progress as just computed (docs/adr/0084), in the writer's transaction. Leaves
   * updated_at alone: it orders the client's files for the prefill (fichiersDesProjets), which a
   * bookkeeping write must not reorder.
   */
  async enregistrerAvancement(id: number, codeDistributeur: string, avancement: AvancementDossier, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE souscription SET avancement = $3 WHERE id = $1 AND code_distributeur = $2', [id, codeDistributeur, JSON.stringify(avancement)]);
  }

  /** The stored progress of a subscription (null when never computed); tests and the fallback read it. */
  async avancement(projetId: number, codeDistributeur: string, manager?: EntityManager): Promise<AvancementDossier | null> {
    const [r]: Array<{ avancement: AvancementDossier | null }> = await (manager ?? this.dataSource.manager).query(
      'SELECT avancement FROM souscription WHERE projet_id = $1 AND code_distributeur = $2',
      [projetId, codeDistributeur],
    );
    return r?.avancement ?? null;
  }

  /**
   * The client's other files whose step 1 was never saved: their prefill, hence their step-1
   * counter, comes from the client's latest saved file (fichiersDesProjets), so a change of that
   * file's record refreshes them too. `projetIds`: the client's other projets, as their owner answers.
   */
  async prerempliesParmi(projetIds: readonly number[], codeDistributeur: string, manager: EntityManager): Promise<number[]> {
    if (!projetIds.length) return [];
    const rows: Array<{ projet_id: number }> = await manager.query(
      `SELECT projet_id FROM souscription WHERE projet_id = ANY($1::int[]) AND code_distributeur = $2 AND informations_complementaires IS NULL ORDER BY projet_id`,
      [projetIds, codeDistributeur],
    );
    return rows.map((r) => Number(r.projet_id));
  }

  /** Projets of `ids` that were handed over to the subscription (the port of src/projets). */
  async parmi(
    ids: readonly number[],
    manager?: EntityManager,
  ): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.repo(manager).find({
      where: { projetId: In([...ids]) },
      select: ["projetId"],
    });
    return rows.map((r) => r.projetId);
  }

  /** The signer, saved on the record (step 4). */
  async enregistrerSignataire(
    id: number,
    codeDistributeur: string,
    signataire: Signataire,
    manager: EntityManager,
  ): Promise<void> {
    await this.repo(manager).update({ id, codeDistributeur }, { signataire });
  }

  /** Writes the step-2 choices. */
  async enregistrerAffiliation(
    id: number,
    codeDistributeur: string,
    choix: Pick<SouscriptionEntity, "methodeAffiliation" | "modeAffiliation">,
    manager?: EntityManager,
  ): Promise<void> {
    await this.repo(manager).update({ id, codeDistributeur }, choix);
  }

  /**
   * The saved step 1 of the client's other files (`projetIds`, from the projets' owner), latest first
   * (issue 27: what is known is not asked twice). Within the distributor: another distributor's files are never read.
   */
  async fichiersDesProjets(projetIds: readonly number[], codeDistributeur: string, limite = 5, manager?: EntityManager): Promise<FichierAnterieur[]> {
    if (!projetIds.length) return [];
    const rows: LigneFichier[] = await (manager ?? this.dataSource.manager).query(`${SQL_FICHIERS} LIMIT $3`, [projetIds, codeDistributeur, limite]);
    return rows.map(versFichier);
  }
}
