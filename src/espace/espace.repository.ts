import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CritereRecherche } from '../domain/espace/espace';
import type { CodeProduit, EtatProjet, StatutProjet, TypeCollege } from '../domain/projets/projet.types';

/** LIKE pattern of a user's text: %, _ and \ match themselves. */
const litteral = (texte: string) => texte.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ProjetDuClient {
  id: number;
  codeProduit: CodeProduit;
  statut: StatutProjet;
  etat: EtatProjet;
  dateEffet: string | null;
  dateCreation: string;
  collegeType: TypeCollege;
  collegeEffectif: number;
  typeMasseSalariale: 'T1' | 'T12' | null;
  /** projet.tarifs.tarifs: the engine's lines (structures or tranches). */
  tarifs: unknown;
}

export interface ClientDeLEspace {
  id: number;
  siret: string | null;
  raisonSociale: string;
  ccn: { id: number; idcc: string; libelle: string; libelle_court: string; dares_valide: boolean; lien_fiche: string | null } | null;
  naf: string | null;
  effectifGlobal: number;
  effectifCadre: number | null;
  effectifNonCadre: number | null;
  /** Its projets that are not archived. */
  nombreProjets: number;
  /** The most recent of them, newest first. */
  projets: ProjetDuClient[];
}

export interface PageClients {
  total: number;
  clients: ClientDeLEspace[];
}

const entierOuNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The workspace's one query pair: how many of the distributor's clients match, then one page of
 * them with their latest projets. Scoped by the distributor code in every WHERE (the projets too:
 * a projet is joined on the client and on the same distributor).
 */
@Injectable()
export class EspaceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** WHERE on client c; pushes its parameters. */
  private conditions(codeDistributeur: string, critere: CritereRecherche | null, params: unknown[]): string {
    const where = [`c.code_distributeur = $${params.push(codeDistributeur)}`];
    if (critere) {
      // raison_sociale_recherche is lower case without accents, like the key: ILIKE also keeps a
      // search by an upper-case key right. The SIRET matches by its start (the SIREN first).
      const nom = `c.raison_sociale_recherche ILIKE $${params.push(`%${litteral(critere.cle)}%`)} ESCAPE '\\'`;
      where.push(critere.debutSiret ? `(${nom} OR c.siret LIKE $${params.push(`${critere.debutSiret}%`)})` : nom);
    }
    return where.join(' AND ');
  }

  async page(codeDistributeur: string, critere: CritereRecherche | null, decalage: number, taille: number, projetsParClient: number): Promise<PageClients> {
    const paramsCompte: unknown[] = [];
    const compte: Array<{ total: string }> = await this.dataSource.query(
      `SELECT count(*) AS total FROM client c WHERE ${this.conditions(codeDistributeur, critere, paramsCompte)}`,
      paramsCompte,
    );
    const total = Number(compte[0]?.total ?? 0);
    if (total === 0 || decalage >= total) return { total, clients: [] };

    const params: unknown[] = [];
    const where = this.conditions(codeDistributeur, critere, params);
    const limite = `$${params.push(taille)}`;
    const saut = `$${params.push(decalage)}`;
    const parClient = `$${params.push(projetsParClient)}`;
    // Stable order: the name as searched, then the id (two clients may share a name).
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT c.id, c.siret, c.raison_sociale, c.naf, c.effectif_global, c.effectif_cadre, c.effectif_non_cadre,
              ccn.id AS ccn_id, ccn.idcc, ccn.libelle AS ccn_libelle, ccn.libelle_court AS ccn_libelle_court,
              ccn.dares_valide AS ccn_dares_valide, ccn.lien_fiche AS ccn_lien_fiche,
              (SELECT count(*) FROM projet p
                WHERE p.client_id = c.id AND p.code_distributeur = c.code_distributeur AND p.archived_at IS NULL) AS nombre_projets,
              (SELECT coalesce(json_agg(x ORDER BY x.id DESC), '[]'::json) FROM (
                 SELECT p.id, p.code_produit, p.statut, p.etat,
                        to_char(p.date_effet, 'YYYY-MM-DD') AS date_effet,
                        to_char(p.date_creation AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date_creation,
                        p.college_type, p.college_effectif, p.type_masse_salariale, p.tarifs -> 'tarifs' AS tarifs
                   FROM projet p
                  WHERE p.client_id = c.id AND p.code_distributeur = c.code_distributeur AND p.archived_at IS NULL
                  ORDER BY p.id DESC
                  LIMIT ${parClient}) x) AS projets
         FROM client c
         LEFT JOIN ccn ON ccn.id = c.ccn_id
        WHERE ${where}
        ORDER BY c.raison_sociale_recherche ASC, c.id ASC
        LIMIT ${limite} OFFSET ${saut}`,
      params,
    );
    return { total, clients: rows.map(versClient) };
  }
}

function versClient(r: Record<string, unknown>): ClientDeLEspace {
  const projets = (typeof r.projets === 'string' ? JSON.parse(r.projets) : r.projets) as Array<Record<string, unknown>>;
  return {
    id: Number(r.id),
    siret: (r.siret as string | null)?.trim() || null,
    raisonSociale: String(r.raison_sociale),
    ccn:
      r.ccn_id === null
        ? null
        : {
            id: Number(r.ccn_id),
            idcc: String(r.idcc),
            libelle: String(r.ccn_libelle),
            libelle_court: String(r.ccn_libelle_court),
            dares_valide: r.ccn_dares_valide === true,
            lien_fiche: (r.ccn_lien_fiche as string | null) ?? null,
          },
    naf: (r.naf as string | null) ?? null,
    effectifGlobal: Number(r.effectif_global),
    effectifCadre: entierOuNull(r.effectif_cadre),
    effectifNonCadre: entierOuNull(r.effectif_non_cadre),
    nombreProjets: Number(r.nombre_projets),
    projets: (projets ?? []).map((p) => ({
      id: Number(p.id),
      codeProduit: p.code_produit as CodeProduit,
      statut: p.statut as StatutProjet,
      etat: (p.etat as EtatProjet) ?? null,
      dateEffet: (p.date_effet as string | null) ?? null,
      dateCreation: String(p.date_creation),
      collegeType: p.college_type as TypeCollege,
      collegeEffectif: Number(p.college_effectif),
      typeMasseSalariale: (p.type_masse_salariale as 'T1' | 'T12' | null) ?? null,
      tarifs: p.tarifs ?? null,
    })),
  };
}
