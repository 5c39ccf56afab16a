import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Horloge } from '../common/horloge';
import { AppConfig } from '../config/app-config';
import { libelleActeur, type NouvelEvenement } from '../domain/historique/evenement';
import { libelleEvenement, minimiserDetails } from '../domain/historique/regles';
import { formatDateHeureFr } from '../domain/format';
import { HistoriqueRepository, type LigneEvenement } from './historique.repository';
import type { PageHistoriqueDto } from './dto/historique.dto';

/**
 * A projet's history (issue 28 item 1, ADR 0073). The services that change a file call
 * `enregistrer(manager, evenement)` inside their transaction: the entry is committed with the change
 * or rolled back with it. Details go through the minimisation rule first.
 */
@Injectable()
export class HistoriqueService {
  private readonly actif: boolean;

  constructor(
    private readonly repository: HistoriqueRepository,
    private readonly horloge: Horloge,
    config: AppConfig,
  ) {
    this.actif = config.historiqueEcrit;
  }

  async enregistrer(manager: EntityManager, e: NouvelEvenement): Promise<void> {
    if (!this.actif) return;
    await this.repository.ajouter(manager, this.ligne(e));
  }

  /**
   * For a change of one SQL statement: the same statement with the entry written by it (a
   * data-modifying WITH), one round trip and atomic as the change alone was. Unchanged when the
   * history is not written (benchmark).
   */
  avecInstruction(e: NouvelEvenement, instruction: string, params: readonly unknown[]): { sql: string; params: unknown[] } {
    return this.actif ? this.repository.avecInstruction(this.ligne(e), instruction, params) : { sql: instruction, params: [...params] };
  }

  /**
   * For a change of one UPDATE … RETURNING: the same statement with the entry written by it only if
   * it changed a row; the statement answers a row per row changed (with or without the history).
   */
  apresChangement(e: NouvelEvenement, changement: string, params: readonly unknown[]): { sql: string; params: unknown[] } {
    return this.actif
      ? this.repository.apresChangement(this.ligne(e), changement, params)
      : { sql: `WITH changement AS (${changement}) SELECT 1 FROM changement`, params: [...params] };
  }

  private ligne(e: NouvelEvenement): LigneEvenement {
    return {
      projetId: e.projetId,
      codeDistributeur: e.codeDistributeur,
      survenuLe: this.horloge.maintenant(),
      acteurType: e.acteur.type,
      acteurLibelle: e.acteur.type === 'COURTIER' || e.acteur.type === 'ADMIN' ? e.acteur.libelle : null,
      type: e.type,
      details: minimiserDetails(e.details),
    };
  }

  /**
   * For an action that changes nothing else (a download of documents already made): the entry in its
   * own short transaction, once the action succeeded.
   */
  async enregistrerSeul(e: NouvelEvenement): Promise<void> {
    if (!this.actif) return;
    await this.repository.transaction((m) => this.enregistrer(m, e));
  }

  /** Records the entry made from `resultat`, then returns it: the one line closing a service's transaction. */
  async avec<T>(manager: EntityManager, resultat: T, evenement: (r: T) => NouvelEvenement): Promise<T> {
    await this.enregistrer(manager, evenement(resultat));
    return resultat;
  }

  /**
   * A page of the projet's history, newest first, as the panel shows it. The caller has checked that
   * the projet is the distributor's (src/projets answers 404 otherwise); the query is scoped again.
   */
  async page(codeDistributeur: string, projetId: number, page: number, taille: number): Promise<PageHistoriqueDto> {
    const { elements, total } = await this.repository.page(projetId, codeDistributeur, page, taille);
    return {
      page,
      taille,
      total,
      evenements: elements.map((e) => ({
        id: Number(e.id),
        type: e.type,
        survenu_le: e.survenuLe.toISOString(),
        survenu_le_affiche: formatDateHeureFr(e.survenuLe),
        acteur: { type: e.acteurType, libelle: libelleActeur({ type: e.acteurType, libelle: e.acteurLibelle }) },
        libelle: libelleEvenement(e.type, e.details),
        details: e.details,
      })),
    };
  }
}
