import type { EntityManager } from 'typeorm';
import { ProjetsEnSouscription } from './projets-en-souscription.port';
import { RefusMetier } from '../common/refus-metier';
import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { prixProjet } from '../domain/espace/espace';
import { PROJETS } from '../domain/messages';
import {
  dupliquerProjet,
  estLectureSeule,
  type CodeProduit,
  type TypeCollege,
} from '../domain/projets';
import { preparerProjetPrevoyance, preparerProjetSante, type ErreurChamp } from '../domain/projets/enregistrement';
import { cleRechercheRaisonSociale } from '../domain/eligibilite/saisie-entreprise';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { parCourtier } from '../domain/historique/evenement';
import { HistoriqueService } from '../historique/historique.service';
import type { PageHistoriqueDto } from '../historique/dto/historique.dto';
import type { ProjetPrevoyanceDto, ProjetSanteDto } from './dto/projet.dto';
import type { ProjetEntity } from './entities/projet.entity';
import { CacheListes, reponseListe, type ReponseListe } from './cache-listes';
import { versDetail, type LigneProjet, type ProjetDetail } from './projet.mapper';
import { ProjetsRepository, type ClientDuProjet, type FiltreProjets } from './projets.repository';

export interface ProjetEnregistre {
  id: number;
  client: { id: number };
  etat: 'FIGE' | 'TARIFS_FIGES' | null;
  statut: string;
}

export interface FiltreListe {
  code_distributeur?: string;
  code_produit?: CodeProduit;
  siret?: string;
  raison_sociale?: string;
  college?: TypeCollege;
}

/** '6201Z' → '62.01Z' (the referential's form); other shapes are left for the rules to refuse. */
const normaliserNaf = (code: string) => {
  const c = code.trim().toUpperCase();
  return /^\d{4}[A-Z]$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2)}` : c;
};

const refus = (erreurs: ErreurChamp[]) => RefusMetier.champs(erreurs);

/**
 * Projets: save (re-validated and re-priced on the server), read, list, duplicate, delete,
 * archive, frozen data (the hand-over to the subscription is src/souscription). Everything is scoped by the signed-in
 * user's distributor code: another distributor's projet is 'not found'.
 */
@Injectable()
export class ProjetsService {
  private readonly listes = new CacheListes();

  constructor(
    private readonly repository: ProjetsRepository,
    private readonly referentiels: ReferentielsService,
    private readonly enSouscription: ProjetsEnSouscription,
    private readonly historique: HistoriqueService,
  ) {}

  /**
   * The ids of the other projets of a projet's client within its distributor (archived ones
   * included): the subscription and the DUE read the client's earlier files by them (issue 27).
   */
  autresProjetsDuClient(projet: Pick<ProjetEntity, 'id' | 'clientId' | 'codeDistributeur'>, manager?: EntityManager): Promise<number[]> {
    return this.repository.autresDuClient(projet.clientId, projet.codeDistributeur, projet.id, manager);
  }

  /** A query's code_distributeur, when given, must be the user's own. */
  verifierCodeDistributeur(user: Utilisateur, code: string | undefined | null): void {
    if (code !== undefined && code !== null && code !== '' && code !== user.codeDistributeur) {
      throw new RefusMetier('interdit', PROJETS.codeDistributeurInterdit);
    }
  }

  async charger(user: Utilisateur, id: number): Promise<ProjetEntity> {
    const projet = await this.repository.findOne(id, user.codeDistributeur);
    if (!projet) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(id));
    return projet;
  }

  async detail(user: Utilisateur, id: number): Promise<ProjetDetail> {
    return versDetail(await this.charger(user, id));
  }

  /**
   * GET /projets as its JSON text: one query builds it; while the distributor's projets are
   * unchanged (version read first, one tiny query) the same answer is served again.
   */
  async listerReponse(user: Utilisateur, f: FiltreListe): Promise<ReponseListe> {
    this.verifierCodeDistributeur(user, f.code_distributeur);
    const filtre = this.filtre(user, f);
    const cle = JSON.stringify(filtre);
    const version = await this.repository.version(user.codeDistributeur);
    const enCache = this.listes.lire(cle, version);
    if (enCache !== undefined) return enCache;
    const reponse = reponseListe(avecPrix(await this.repository.listeJson(filtre)));
    this.listes.ecrire(cle, version, reponse);
    return reponse;
  }

  /** The same list as objects (pages call this in process). */
  async lister(user: Utilisateur, f: FiltreListe): Promise<LigneProjet[]> {
    return JSON.parse((await this.listerReponse(user, f)).json) as LigneProjet[];
  }

  /** The last projet of a company, product and college, to prefill a new one; null when none. */
  async dernier(user: Utilisateur, f: FiltreListe): Promise<ProjetDetail | null> {
    this.verifierCodeDistributeur(user, f.code_distributeur);
    const id = await this.repository.dernierId(this.filtre(user, f));
    if (id === null) return null;
    const projet = await this.repository.findOne(id, user.codeDistributeur);
    return projet ? versDetail(projet) : null;
  }

  private filtre(user: Utilisateur, f: FiltreListe): FiltreProjets {
    const raison = f.raison_sociale?.trim();
    return {
      codeDistributeur: user.codeDistributeur,
      codeProduit: f.code_produit,
      siret: f.siret?.replace(/\s/g, '') || undefined,
      cleRaisonSociale: raison ? cleRechercheRaisonSociale(raison) : undefined,
      college: f.college,
    };
  }

  /** POST /projets (id absent) and PUT /projets/{id}. */
  async enregistrer(user: Utilisateur, dto: ProjetSanteDto | ProjetPrevoyanceDto, today: string, idAdresse?: number): Promise<ProjetEnregistre> {
    if (dto.utilisateur) this.verifierCodeDistributeur(user, dto.utilisateur.code_distributeur);
    let existant: ProjetEntity | null = null;
    if (idAdresse !== undefined) {
      if (dto.id !== undefined && dto.id !== null && dto.id !== idAdresse) throw refus([{ champ: 'id', message: PROJETS.idIncoherent }]);
      existant = await this.charger(user, idAdresse);
      // Read-only: nothing is changed, the saved projet stays as it is.
      if (estLectureSeule(existant.etat)) throw new RefusMetier('conflit', `${PROJETS.projetVerrouille} ${PROJETS.dupliquerPourModifier}`);
      if (existant.codeProduit !== dto.produit.code) throw refus([{ champ: 'produit.code', message: PROJETS.produitIncoherent }]);
    }
    const clientId = Number(dto.client.id);
    const client = Number.isInteger(clientId) ? await this.repository.client(clientId, user.codeDistributeur) : null;
    if (!client) throw refus([{ champ: 'client.id', message: PROJETS.clientIntrouvable(String(dto.client.id)) }]);

    const valeurs =
      dto.produit.code === 'SSC' ? await this.valeursSante(dto as ProjetSanteDto, client, today) : await this.valeursPrevoyance(dto as ProjetPrevoyanceDto, client, today);
    const changements = { ...this.valeursCommunes(user, dto, client), ...valeurs };
    const prix = prixProjet(dto.produit.code, changements.tarifs?.tarifs, changements.typeMasseSalariale ?? null);
    const details = { bareme_version: changements.baremeVersion ?? null, budget: prix?.budget ?? null, periode: prix?.periode ?? null };
    if (existant) {
      // One statement, the entry written by it (the history costs no round trip of its own), only if
      // the row was still there: a projet deleted meanwhile is not found, and has no entry.
      const entree = parCourtier(user, existant.id, 'PROJET_ENREGISTRE', details);
      const ecrit = await this.repository.mettreAJour(existant.id, user.codeDistributeur, changements, (sql, params) => this.historique.apresChangement(entree, sql, params));
      if (!ecrit) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(existant.id));
      return { id: existant.id, client: { id: client.id }, etat: existant.etat ?? null, statut: existant.statut };
    }
    const saved = await this.repository.transaction(async (m) => {
      const p = await this.repository.save(this.repository.create({ statut: 'NOUVEAU', etat: null, archivedAt: null, ...changements }), m);
      await this.historique.enregistrer(m, parCourtier(user, p.id, 'PROJET_CREE', details));
      return p;
    });
    return { id: saved.id, client: { id: saved.clientId }, etat: saved.etat ?? null, statut: saved.statut };
  }

  private valeursCommunes(user: Utilisateur, dto: ProjetSanteDto | ProjetPrevoyanceDto, client: ClientDuProjet): Partial<ProjetEntity> {
    return {
      codeDistributeur: user.codeDistributeur,
      utilisateurId: user.id,
      clientId: client.id,
      codeProduit: dto.produit.code,
      produitId: dto.produit.id,
      dateEffet: dto.date_effet,
      collegeType: dto.college.type,
      collegeEffectif: dto.college.effectif,
      collegeAgeMoyen: dto.college.age_moyen,
      effectif: client.effectifGlobal,
      effectifCadre: client.effectifCadre,
      effectifNonCadre: client.effectifNonCadre,
      ccn: client.ccn,
      siret: client.siret,
      raisonSociale: client.raisonSociale,
      commissionnementType: dto.commissionnement.type,
      commissionnementTaux: dto.commissionnement.taux,
    };
  }

  private async valeursSante(dto: ProjetSanteDto, client: ClientDuProjet, today: string): Promise<Partial<ProjetEntity>> {
    const communes = /^\d{5}$/.test(dto.code_postal) ? await this.referentiels.communes(dto.code_postal) : [];
    const r = preparerProjetSante(dto, { idCcn: client.ccn?.id ?? null, nafCode: client.naf?.code ?? null }, communes, today);
    if (!r.ok) throw refus(r.erreurs);
    return {
      codePostal: dto.code_postal,
      departement: r.valeurs.departement,
      regimeSocial: dto.regime_obligatoire,
      resiliationInfraAnnuelle: dto.resiliation_infra_annuelle,
      surComplementaire: r.valeurs.surComplementaire,
      niveauxPostes: r.valeurs.niveauxPostes,
      resumeListe: r.valeurs.niveauxPostes.map((n) => ({ code_poste: n.code, niveau: n.numValue })),
      garanties: null,
      tarifs: r.valeurs.tarif,
      baremeVersion: r.valeurs.tarif.bareme_version,
    };
  }

  private async valeursPrevoyance(dto: ProjetPrevoyanceDto, client: ClientDuProjet, today: string): Promise<Partial<ProjetEntity>> {
    const naf = dto.naf ? { code: normaliserNaf(dto.naf.code) } : null;
    const r = preparerProjetPrevoyance({ ...dto, naf }, { idCcn: client.ccn?.id ?? null, nafCode: client.naf?.code ?? null }, today);
    if (!r.ok) throw refus(r.erreurs);
    const v = r.valeurs;
    const description = client.naf?.code === v.naf ? client.naf.description : ((await this.repository.nafDescription(v.naf)) ?? '');
    return {
      naf: { code: v.naf, description },
      nombreFemmes: v.nombreFemmes,
      nombreConjoints: v.nombreConjoints,
      nombreEnfants: v.nombreEnfants,
      typeMasseSalariale: dto.masse_salariale.type_masse_salariale,
      masseSalarialeT1: dto.masse_salariale.masse_salariale_t1,
      masseSalarialeT2: v.masseSalarialeT2,
      portabiliteSupraLegale: v.portabiliteSupraLegale,
      garanties: v.garanties,
      resumeListe: v.resume,
      niveauxPostes: null,
      tarifs: v.tarif,
      baremeVersion: v.tarif.bareme_version,
    };
  }

  /**
   * Duplicate (spec 01 §4): the copy the page edits — id, etat and statut cleared, the effective
   * date kept only if still in the future. Nothing is saved until the page saves it.
   */
  async dupliquer(user: Utilisateur, id: number, today: string): Promise<ProjetDetail> {
    const detail = versDetail(await this.charger(user, id));
    const copie = dupliquerProjet({ ...detail, dateEffet: detail.date_effet }, today);
    const { dateEffet, ...reste } = copie;
    return { ...reste, date_effet: dateEffet ?? null, date_creation: null, archive: false };
  }

  /** Deletes all or nothing: a foreign id is 'not found', a projet under subscription is kept (409). */
  async supprimer(user: Utilisateur, ids: readonly number[]): Promise<void> {
    const uniques = [...new Set(ids)];
    await this.repository.transaction(async (manager) => {
      const trouves = await this.repository.findMany(uniques, user.codeDistributeur, manager);
      const absent = uniques.find((id) => !trouves.some((p) => p.id === id));
      if (absent !== undefined) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(absent));
      const enSouscription = await this.enSouscription.parmi(uniques, manager);
      if (enSouscription.length) throw new RefusMetier('conflit', PROJETS.projetEnSouscriptionNonSupprimable(enSouscription.map((i) => `n°${i}`).join(', ')));
      await this.repository.delete(uniques, user.codeDistributeur, manager);
    });
  }

  /** POST /archiver-projets: the projets leave the lists (still readable by id). */
  async archiver(user: Utilisateur, ids: readonly number[]): Promise<{ projets_ids: number[] }> {
    const uniques = [...new Set(ids)];
    await this.repository.transaction(async (manager) => {
      const trouves = await this.repository.findMany(uniques, user.codeDistributeur, manager);
      const absent = uniques.find((id) => !trouves.some((p) => p.id === id));
      if (absent !== undefined) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(absent));
      await this.repository.archive(uniques, user.codeDistributeur, manager);
    });
    return { projets_ids: uniques };
  }

  /** GET /projets/{id}/historique: the projet's history, newest first; another distributor's projet is 404. */
  async historiqueDe(user: Utilisateur, id: number, page: number, taille: number): Promise<PageHistoriqueDto> {
    if (!(await this.repository.existe(id, user.codeDistributeur))) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(id));
    return this.historique.page(user.codeDistributeur, id, page, taille);
  }

  async donneesFigees(user: Utilisateur, id: number): Promise<Record<string, unknown>> {
    const projet = await this.charger(user, id);
    if (projet.etat !== 'TARIFS_FIGES' || !projet.donneesFigees) throw new RefusMetier('conflit', PROJETS.pasDeDonneesFigees);
    return projet.donneesFigees;
  }
}

/**
 * Each row's price as the workspace shows it (prixProjet: health 'Unique' per month, provident
 * tranches per year), from the compact tariff lines the query reads; computed once per cached
 * version of the list.
 */
function avecPrix(json: string): string {
  const lignes = JSON.parse(json) as (Record<string, unknown> & { produit: { code: CodeProduit }; lignes_tarif?: unknown; type_masse_salariale?: unknown })[] | null;
  if (!lignes) return json;
  for (const l of lignes) {
    const type = l.type_masse_salariale === 'T1' || l.type_masse_salariale === 'T12' ? l.type_masse_salariale : null;
    l.prix = prixProjet(l.produit.code, l.lignes_tarif, type);
    delete l.lignes_tarif;
    delete l.type_masse_salariale;
  }
  return JSON.stringify(lignes);
}
