import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CritereRecherche } from '../domain/espace/espace';
import { ETAPE_PAR_DEFAUT, ETAPES_DOSSIER, REGLES_ETAPE, type EtapeDossier, type RegleEtape, type TriDossiers } from '../domain/espace/etape';
import type { DetailsEvenement, TypeActeur, TypeEvenement } from '../domain/historique/evenement';
import type { CodeProduit, EtatProjet, StatutProjet, TypeCollege } from '../domain/projets/projet.types';
import type { EtatTransaction } from '../domain/signature/types';
import type { AvancementDossier } from '../domain/souscription/progression';

/** LIKE pattern of a user's text: %, _ and \ match themselves. */
const litteral = (texte: string) => texte.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A constant of the domain's tables as an SQL literal (codes only: upper case and underscores). */
function code(v: string): string {
  if (!/^[A-Z_]+$/.test(v)) throw new Error(`Code inattendu dans une règle : ${v}`);
  return `'${v}'`;
}
const liste = (vs: readonly string[]) => vs.map(code).join(', ');

/** One line of REGLES_ETAPE as a condition on the columns statut, signature_etat, due. */
function conditionRegle(r: RegleEtape): string {
  const et: string[] = [];
  if (r.statuts) et.push(`statut IN (${liste(r.statuts)})`);
  if (r.signatures) et.push(`signature_etat IN (${liste(r.signatures)})`);
  if (r.due !== undefined) et.push(r.due ? 'due' : 'NOT due');
  return et.length ? et.join(' AND ') : 'true';
}

/** The stage rule of src/domain/espace/etape.ts as an SQL CASE, built from its table (one rule, two readers). */
export const ETAPE_SQL = `CASE ${REGLES_ETAPE.map((r) => `WHEN ${conditionRegle(r)} THEN ${code(r.etape)}`).join(' ')} ELSE ${code(ETAPE_PAR_DEFAUT)} END`;

/** Sort orders; each ends on the id (stable pages). */
/** The order of each sort, on the columns of relation `r` (the files, then the page). */
const ORDRES: Record<TriDossiers, (r: string) => string> = {
  activite: (r) => `${r}.derniere_activite DESC, ${r}.id DESC`,
  raison_sociale: (r) => `${r}.raison_sociale_recherche ASC, ${r}.id DESC`,
  etape: (r) => `array_position(ARRAY[${liste(ETAPES_DOSSIER)}]::text[], ${r}.etape::text) ASC, ${r}.derniere_activite DESC, ${r}.id DESC`,
};

export interface FiltresDossiers {
  recherche: CritereRecherche | null;
  etape: EtapeDossier | null;
  produit: CodeProduit | null;
  /** Only the files 'à relancer': refused, or waiting for a signature opened before `limiteRelance`. */
  aRelancer: boolean;
  limiteRelance: Date;
  tri: TriDossiers;
}

export interface LigneDossier {
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
  client: {
    id: number;
    siret: string | null;
    raisonSociale: string;
    ccn: { id: number; idcc: string; libelle: string; libelle_court: string; dares_valide: boolean; lien_fiche: string | null } | null;
    naf: string | null;
    effectifGlobal: number;
    effectifCadre: number | null;
    effectifNonCadre: number | null;
  };
  /** The stage as the query computed it (ETAPE_SQL). */
  etape: EtapeDossier;
  /** The latest signature transaction: its state, when it was opened, closed, and the refusal's reason. */
  signature: { etat: EtatTransaction; ouverteLe: Date; clotureeLe: Date | null; motif: string | null } | null;
  due: boolean;
  evenement: { type: TypeEvenement; details: DetailsEvenement; acteurType: TypeActeur; acteurLibelle: string | null; survenuLe: Date } | null;
  derniereActivite: Date;
  /** A file in subscription: its progress as its subscription stored it (docs/adr/0084); null when never stored. */
  avancement: AvancementDossier | null;
}

export interface PageDossiers {
  total: number;
  dossiers: LigneDossier[];
}

const entierOuNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * The pipeline 'Mes clients' (docs/adr/0081): one statement per page. The default page takes its
 * files in the order of projet_activite (docs/adr/0087); a stage filter or another sort computes
 * every file of the distributor with its stage first. A read model: it reads, never writes, the
 * tables of the signature (latest transaction), the DUE (its tunnel's row), the history (the latest
 * entry projet_activite names) and the subscription (contact and participants' names for the
 * search, the stored progress of the page's files in subscription, docs/adr/0084), each joined on
 * the projet *and* the distributor code.
 */
@Injectable()
export class EspaceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(codeDistributeur: string, f: FiltresDossiers, decalage: number, taille: number): Promise<PageDossiers> {
    const params: unknown[] = [codeDistributeur];
    const dans: string[] = ['p.code_distributeur = $1', 'p.archived_at IS NULL'];
    if (f.produit) dans.push(`p.code_produit = $${params.push(f.produit)}`);
    if (f.recherche) dans.push(this.recherche(f.recherche, params));
    const apres: string[] = [];
    if (f.etape) apres.push(`etape = $${params.push(f.etape)}`);
    if (f.aRelancer) apres.push(`(etape = 'REFUSEE' OR (etape = 'SIGNATURE_EN_ATTENTE' AND signature_ouverte_le < $${params.push(f.limiteRelance)}))`);
    const limite = `$${params.push(taille)}`;
    const saut = `$${params.push(decalage)}`;
    // The default page (latest activity first, no stage condition) takes its files in the order of
    // projet_activite's index, already filtered, and computes the stage of those only; the count is a
    // plain count (ADR 0087). A stage filter or another sort needs every file's stage first: one pass
    // computes the stage and the sort keys of every matching file (light columns, the latest signature
    // read once), keeps one page, and only then reads the page's heavy columns (tarifs, client, event
    // details): carrying tarifs through the sort of 3,000 files cost 1.6 s a page (ADR 0081).
    // The client is joined for the search only, and on the projet's code rather than $1: its index on
    // the distributor, chosen on the estimates of tables not yet analysed, made a page a nested loop
    // of files × clients (1.8 s on PostgreSQL just after 3,000 files were created, ADR 0087).
    const parIndex = f.tri === 'activite' && apres.length === 0;
    const conditions = dans.join(' AND ');
    const client = f.recherche ? 'JOIN client c ON c.id = p.client_id AND c.code_distributeur IS NOT DISTINCT FROM p.code_distributeur' : '';
    const fichiers = parIndex
      ? `(SELECT a.* FROM projet_activite a JOIN projet p ON p.id = a.projet_id ${client}
           WHERE a.code_distributeur = $1 AND ${conditions}
           ORDER BY a.derniere_activite DESC, a.projet_id DESC LIMIT ${limite} OFFSET ${saut})`
      : 'projet_activite';
    const total = parIndex ? `(SELECT count(*) FROM projet p ${client} WHERE ${conditions})` : 'count(*) OVER ()';
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `WITH d AS (
         SELECT p.id, p.statut, c.raison_sociale_recherche,
                t.etat AS signature_etat, t.created_at AS signature_ouverte_le, t.cloture_le AS signature_cloturee_le, t.motif AS signature_motif,
                EXISTS (SELECT 1 FROM due_tunnel u WHERE u.projet_id = p.id AND u.code_distributeur = $1) AS due,
                a.evenement_id, a.derniere_activite
           FROM ${fichiers} a
           JOIN projet p ON p.id = a.projet_id
           JOIN client c ON c.id = p.client_id
           LEFT JOIN LATERAL (SELECT etat, created_at, cloture_le, motif FROM signature_transaction
                               WHERE projet_id = p.id AND code_distributeur = $1
                               ORDER BY created_at DESC, cloture_le DESC NULLS FIRST LIMIT 1) t ON true
          WHERE a.code_distributeur = $1 AND c.code_distributeur IS NOT DISTINCT FROM p.code_distributeur${parIndex ? '' : ` AND ${conditions}`}
       ), x AS (SELECT d.*, ${ETAPE_SQL} AS etape FROM d),
       page AS (
         SELECT x.*, ${total} AS total FROM x
          ${apres.length ? `WHERE ${apres.join(' AND ')}` : ''}
          ORDER BY ${ORDRES[f.tri]('x')}
          ${parIndex ? '' : `LIMIT ${limite} OFFSET ${saut}`}
       )
       SELECT page.id, page.statut, page.etape, page.due, page.total, page.derniere_activite, page.raison_sociale_recherche,
              page.signature_etat, page.signature_ouverte_le, page.signature_cloturee_le, page.signature_motif,
              p.code_produit, p.etat, to_char(p.date_effet, 'YYYY-MM-DD') AS date_effet, p.date_creation,
              p.college_type, p.college_effectif, p.type_masse_salariale, p.tarifs -> 'tarifs' AS tarifs,
              c.id AS client_id, c.siret, c.raison_sociale, c.ccn_id, c.naf,
              c.effectif_global, c.effectif_cadre, c.effectif_non_cadre,
              e.type AS evenement_type, e.details AS evenement_details, e.acteur_type, e.acteur_libelle, e.survenu_le AS evenement_le,
              ccn.idcc, ccn.libelle AS ccn_libelle, ccn.libelle_court AS ccn_libelle_court,
              ccn.dares_valide AS ccn_dares_valide, ccn.lien_fiche AS ccn_lien_fiche,
              CASE WHEN page.etape = 'SOUSCRIPTION' THEN s.avancement END AS avancement
         FROM page
         JOIN projet p ON p.id = page.id
         JOIN client c ON c.id = p.client_id
         LEFT JOIN projet_evenement e ON e.id = page.evenement_id
         LEFT JOIN ccn ON ccn.id = c.ccn_id
         LEFT JOIN souscription s ON s.projet_id = page.id AND s.code_distributeur = $1
        ORDER BY ${ORDRES[f.tri]('page')}`,
      params,
    );
    if (rows.length === 0 && decalage > 0) {
      // Past the last page: the count alone (the page offers the way back).
      return { total: await this.compter(codeDistributeur, f), dossiers: [] };
    }
    return { total: Number(rows[0]?.total ?? 0), dossiers: rows.map(versLigne) };
  }

  private async compter(codeDistributeur: string, f: FiltresDossiers): Promise<number> {
    const { total } = await this.page(codeDistributeur, f, 0, 1);
    return total;
  }

  /**
   * The search, on the projet (p) and its client (c): company name (contained, as its key), SIRET
   * (start), projet number, the subscription's contact or signer, a participant (first and last name
   * either way round, contained): the last two by the search keys the database keeps
   * (migrations/1795700810000-EspaceRecherche.ts).
   */
  private recherche(r: CritereRecherche, params: unknown[]): string {
    const motif = `$${params.push(`%${litteral(r.cle)}%`)}`;
    const ou = [
      `c.raison_sociale_recherche ILIKE ${motif} ESCAPE '\\'`,
      `EXISTS (SELECT 1 FROM souscription s WHERE s.projet_id = p.id AND s.code_distributeur = $1 AND s.contacts_recherche LIKE ${motif} ESCAPE '\\')`,
      `EXISTS (SELECT 1 FROM souscription_participants sp WHERE sp.projet_id = p.id AND sp.code_distributeur = $1 AND sp.noms_recherche LIKE ${motif} ESCAPE '\\')`,
    ];
    if (r.debutSiret) ou.push(`c.siret LIKE $${params.push(`${r.debutSiret}%`)}`);
    if (r.numeroProjet !== null) ou.push(`p.id = $${params.push(r.numeroProjet)}`);
    return `(${ou.join(' OR ')})`;
  }
}

function versLigne(r: Record<string, unknown>): LigneDossier {
  return {
    id: Number(r.id),
    codeProduit: r.code_produit as CodeProduit,
    statut: r.statut as StatutProjet,
    etat: (r.etat as EtatProjet) ?? null,
    dateEffet: (r.date_effet as string | null) ?? null,
    dateCreation: date(r.date_creation).toISOString(),
    collegeType: r.college_type as TypeCollege,
    collegeEffectif: Number(r.college_effectif),
    typeMasseSalariale: (r.type_masse_salariale as 'T1' | 'T12' | null) ?? null,
    tarifs: r.tarifs ?? null,
    client: {
      id: Number(r.client_id),
      siret: (r.siret as string | null)?.trim() || null,
      raisonSociale: String(r.raison_sociale),
      ccn:
        r.ccn_id === null || r.idcc === null
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
    },
    etape: r.etape as EtapeDossier,
    signature: r.signature_etat
      ? {
          etat: r.signature_etat as EtatTransaction,
          ouverteLe: date(r.signature_ouverte_le),
          clotureeLe: r.signature_cloturee_le ? date(r.signature_cloturee_le) : null,
          motif: (r.signature_motif as string | null) ?? null,
        }
      : null,
    due: r.due === true,
    evenement: r.evenement_type
      ? {
          type: r.evenement_type as TypeEvenement,
          details: (typeof r.evenement_details === 'string' ? JSON.parse(r.evenement_details) : r.evenement_details) as DetailsEvenement,
          acteurType: r.acteur_type as TypeActeur,
          acteurLibelle: (r.acteur_libelle as string | null) ?? null,
          survenuLe: date(r.evenement_le),
        }
      : null,
    derniereActivite: date(r.derniere_activite),
    avancement: (r.avancement as AvancementDossier | null) ?? null,
  };
}
