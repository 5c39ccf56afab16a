import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Utilisateur } from '../auth/utilisateur';
import { ClientsService } from '../clients/clients.service';
import { RefusMetier } from '../common/refus-metier';
import { PROJETS, SOUSCRIPTION } from '../domain/messages';
import { segmentProduit, statutApresSouscription, verifierSouscription } from '../domain/projets';
import { signataireParDefaut } from '../domain/signature/signataire';
import { normaliserSiret } from '../domain/siret';
import {
  champsFiges,
  compteurInformations,
  compteurParticipants,
  compteurPieces,
  dossierComplet,
  estSouscriptionLectureSeule,
  etudeMedicaleParDefaut,
  modesCotisationDisponibles,
  nettoyerEtudeMedicale,
  verifierInformationsComplementaires,
  type ContexteSouscription,
  type InformationsComplementaires,
  type Progression,
  type VueSouscription,
} from '../domain/souscription';
import { fichierSource, reprendreInformations } from '../domain/reprise/reprise';
import type { SouscriptionParticipantsEntity } from './participants/participants.entity';
import { ParticipantsRepository } from './participants/participants.repository';
import type { ProjetEntity } from '../projets/entities/projet.entity';
import { figerProjet } from '../projets/figer';
import { estViolationUnicite, ProjetsRepository } from '../projets/projets.repository';
import { ProjetsService } from '../projets/projets.service';
import { ReferentielsService } from '../referentiels/referentiels.service';
import type { SouscriptionEntity } from './entities/souscription.entity';
import { SouscriptionRepository } from './souscription.repository';
import { EtapesSouscription, type LecturesEtapes } from './pieces/etapes-souscription';
import { HistoriqueService } from '../historique/historique.service';
import { acteurCourtier } from '../domain/historique/evenement';
import { dateDeRevision, pourcentage, type AvancementDossier } from '../domain/souscription/progression';

export interface SouscriptionDemarree {
  id_souscription: number;
  url: string;
  /** True when this call created it (201), false when it already existed (200). */
  creee: boolean;
}

/** The subscription and its projet, both read within the user's distributor. */
export interface DossierSouscription {
  projet: ProjetEntity;
  souscription: SouscriptionEntity;
  contexte: ContexteSouscription;
  lectureSeule: boolean;
  /** The participants' list when it was read with the record (pages: `avecParticipants`); null when none saved. */
  liste?: SouscriptionParticipantsEntity | null;
}

/** A file as the service works on it: its record, its context and whether it is read-only; the list when read. */
function dossierDe(projet: ProjetEntity, souscription: SouscriptionEntity, liste?: DossierSouscription['liste']): DossierSouscription {
  return {
    projet,
    souscription,
    contexte: contexte(projet),
    lectureSeule: estSouscriptionLectureSeule({ statut: projet.statut, etat: projet.etat ?? null }),
    ...(liste !== undefined ? { liste } : {}),
  };
}

/**
 * The subscription file (spec 02): the hand-over from the projet, loading, step 1 and progress.
 * Steps 2 and 3 build on `dossier()` (scoped load, 404 for another distributor) and
 * `verifierModifiable()` (a read-only file refuses every change).
 */
@Injectable()
export class SouscriptionService implements OnApplicationBootstrap {
  constructor(
    private readonly repository: SouscriptionRepository,
    private readonly projets: ProjetsService,
    private readonly projetsRepository: ProjetsRepository,
    private readonly referentiels: ReferentielsService,
    /** Steps 2 and 3 (participants, pieces): what the progress counts. */
    private readonly etapes: EtapesSouscription,
    private readonly historique: HistoriqueService,
    /** The client company's prefill, asked of its owner (src/clients). */
    private readonly clients: ClientsService,
    /** Step 2's list, read from its owner (the participants module) for the pages that show it. */
    private readonly listes: ParticipantsRepository,
  ) {}

  /** The referentials step 1 reads, loaded before any writer's transaction needs them (ReferentielsService.chargerEtape1). */
  async onApplicationBootstrap(): Promise<void> {
    await this.referentiels.chargerEtape1();
  }

  /**
   * Hand-over to the subscription (POST /projets/{id}/souscription): creates the souscription
   * (once), locks the price (TARIFS_FIGES with the frozen data) and moves the statut to EN_SOUSCRIPTION.
   */
  async souscrire(user: Utilisateur, id: number, today: string, maintenant: Date): Promise<SouscriptionDemarree> {
    const projet = await this.projets.charger(user, id);
    const url = `/souscription/${segmentProduit(projet.codeProduit)}/${projet.id}`;
    const existante = await this.repository.duProjet(projet.id, user.codeDistributeur);
    if (existante) return { id_souscription: existante.id, url, creee: false };

    const refus = verifierSouscription(
      { statut: projet.statut, etat: projet.etat ?? null, dateEffet: projet.dateEffet, effectifCollege: projet.collegeEffectif },
      today,
    );
    if (refus) throw new RefusMetier('nonTraitable', refus.message, { code: refus.code });

    try {
      const souscription = await this.repository.transaction(async (manager) => {
        const courant = await this.projetsRepository.findOne(id, user.codeDistributeur, manager);
        if (!courant) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(id));
        const creee = await this.repository.creer({ projetId: courant.id, codeDistributeur: user.codeDistributeur, utilisateurId: user.id }, manager);
        figerProjet(courant, maintenant);
        courant.statut = statutApresSouscription(courant.statut);
        await this.projetsRepository.save(courant, manager);
        await this.historique.enregistrer(manager, { projetId: courant.id, codeDistributeur: user.codeDistributeur, type: 'SOUSCRIPTION_DEMARREE', acteur: acteurCourtier(user) });
        await this.recalculerAvancement(manager, courant.id, user.codeDistributeur, today);
        return creee;
      });
      return { id_souscription: souscription.id, url, creee: true };
    } catch (err) {
      // Two hand-overs at once: the other one won, answer with its record.
      if (estViolationUnicite(err)) {
        const gagnante = await this.repository.duProjet(projet.id, user.codeDistributeur);
        if (gagnante) return { id_souscription: gagnante.id, url, creee: false };
      }
      throw err;
    }
  }

  /** The projet and its subscription; 404 when the projet is not the user's or was never handed over. */
  async dossier(user: Utilisateur, idProjet: number): Promise<DossierSouscription> {
    return this.dossierDuProjet(user, await this.projets.charger(user, idProjet));
  }

  /** The same, for a projet already read as the user's (the page loaders read it once per request). */
  async dossierDuProjet(user: Utilisateur, projet: ProjetEntity, options: { avecParticipants?: boolean } = {}): Promise<DossierSouscription> {
    const idProjet = projet.id;
    // The pages' list is asked of its owner at the same time as the record (two statements under way together).
    const [souscription, liste] = await Promise.all([
      this.repository.duProjet(projet.id, user.codeDistributeur),
      options.avecParticipants ? this.listes.duProjet(projet.id, user.codeDistributeur) : undefined,
    ]);
    if (!souscription) throw new RefusMetier('introuvable', SOUSCRIPTION.souscriptionIntrouvable(idProjet), { code: 'SOUSCRIPTION_ABSENTE' });
    return dossierDe(projet, souscription, liste);
  }

  /** A read-only file refuses saves, uploads and participant changes (02 §4, §6): 409. */
  verifierModifiable(d: DossierSouscription): void {
    if (d.lectureSeule) throw new RefusMetier('conflit', SOUSCRIPTION.souscriptionLectureSeule, { code: 'SOUSCRIPTION_LECTURE_SEULE' });
  }

  /** GET /projets/{id}/souscription. */
  async charger(user: Utilisateur, idProjet: number, today: string): Promise<VueSouscription> {
    return this.vue(await this.dossier(user, idProjet), today);
  }

  /**
   * POST /projets/{id}/souscription/informations-complementaires: checked as a whole (400 with every
   * field in error, nothing written), frozen fields kept from the projet, then written in one statement.
   */
  async enregistrerInformations(user: Utilisateur, idProjet: number, saisie: InformationsComplementaires, today: string): Promise<VueSouscription> {
    const d = await this.dossier(user, idProjet);
    this.verifierModifiable(d);
    const info = this.normaliser(d, saisie);
    const { erreurs, compteur } = verifierInformationsComplementaires(info, d.contexte, await this.referentielsEtape1(info), today);
    if (erreurs.length) throw RefusMetier.champs(erreurs);
    // The save and its entry in one statement (one round trip, as the save alone was).
    const entree = { projetId: idProjet, codeDistributeur: user.codeDistributeur, type: 'ETAPE_ENREGISTREE' as const, acteur: acteurCourtier(user), details: { etape: SOUSCRIPTION.onglets.informationsComplementaires, progression: pourcentage(compteur) } };
    // The stored progress in the save's transaction (docs/adr/0084).
    await this.repository.transaction(async (manager) => {
      await this.repository.enregistrerInformations(d.souscription.id, user.codeDistributeur, info, (sql, params) => this.historique.avecInstruction(entree, sql, params), manager);
      await this.recalculerAvancement(manager, idProjet, user.codeDistributeur, today);
    });
    d.souscription.informationsComplementaires = info;
    return this.vue(d, today);
  }

  /** Frozen fields come from the projet whatever was sent; fields the product does not ask are dropped. */
  private normaliser(d: DossierSouscription, s: InformationsComplementaires): InformationsComplementaires {
    const figees = valeursFigees(d.projet);
    const fige = champsFiges(d.projet.etat ?? null, figees);
    const e = { ...s.entreprise_adherente, siret: normaliserSiret(s.entreprise_adherente.siret) };
    for (const chemin of fige) {
      const cle = chemin.split('.')[1] as 'raison_sociale' | 'siret' | 'idcc' | 'naf';
      (e as Record<string, unknown>)[cle] = figees[cle];
    }
    // A regime or a payer the screen would hide is kept here, so the check refuses it with its field (never saved as null silently).
    const sante = d.contexte.code_produit === 'SSC';
    const cotisation = sante ? { mode_cotisation: s.cotisation?.mode_cotisation ?? null, payeur: s.cotisation?.payeur ?? null } : null;
    const etude = !sante && s.etude_medicale ? nettoyerEtudeMedicale(s.etude_medicale, d.contexte.type_masse_salariale) : null;
    return {
      entreprise_adherente: e,
      adresse_siege_social: { ...s.adresse_siege_social, indice_repetition: s.adresse_siege_social.indice_repetition || null },
      interlocuteur: { ...s.interlocuteur },
      cotisation,
      etude_medicale: sante ? null : (etude ?? etudeMedicaleParDefaut(d.contexte.effectif_college)),
    };
  }

  private async referentielsEtape1(info: InformationsComplementaires) {
    const cp = info.adresse_siege_social.code_postal;
    const villes = /^\d{5}$/.test(cp) ? (await this.referentiels.communes(cp)).map((c) => c.nom) : [];
    return { formes: await this.referentiels.formesJuridiques(), villes };
  }

  /**
   * Where a file stands for Mes clients (docs/adr/0081): its three counters, as its tabs show them,
   * and the required pieces missing; the projet already read as the user's.
   */
  async avancement(user: Utilisateur, projet: ProjetEntity, today: string): Promise<{ progression: Progression; piecesManquantes: string[] }> {
    const d = await this.dossierDuProjet(user, projet);
    const { progression, etapes } = await this.calculer(d, today);
    return { progression, piecesManquantes: etapes.piecesManquantes };
  }

  /**
   * Stores a file's progress on its subscription row (docs/adr/0084), computed as its tabs compute
   * it (calculer) from what `manager`'s transaction now holds: every change that moves a counter or
   * the missing pieces calls it before its commit (steps 1 to 3, the hand-over, the signer). A file
   * whose record may be the prefill of the client's files never saved at step 1 refreshes them too.
   */
  async recalculerAvancement(manager: EntityManager, projetId: number, codeDistributeur: string, today: string, prefills = true): Promise<void> {
    const projet = await this.projetsRepository.findOne(projetId, codeDistributeur, manager);
    const souscription = projet && (await this.repository.duProjet(projet.id, codeDistributeur, manager));
    if (!projet || !souscription) return;
    const { info, progression, etapes } = await this.calculer(dossierDe(projet, souscription), today, undefined, manager);
    const avancement: AvancementDossier = {
      progression,
      piecesManquantes: etapes.piecesManquantes,
      revoirLe: dateDeRevision([info.entreprise_adherente.date_creation_administrative, ...etapes.participants.map((p) => p.date_naissance)], today),
    };
    await this.repository.enregistrerAvancement(souscription.id, codeDistributeur, avancement, manager);
    if (prefills && souscription.informationsComplementaires !== null) {
      for (const id of await this.repository.prerempliesParmi(await this.projets.autresProjetsDuClient(projet, manager), codeDistributeur, manager)) await this.recalculerAvancement(manager, id, codeDistributeur, today, false);
    }
  }

  /** The whole view of a file: record, prefill, read-only, frozen fields and the three counters. */
  async vue(d: DossierSouscription, today: string, lus?: LecturesEtapes): Promise<VueSouscription> {
    const { info, progression } = await this.calculer(d, today, lus);
    return {
      id: d.souscription.id,
      id_projet: d.projet.id,
      code_produit: d.contexte.code_produit,
      statut: d.projet.statut,
      etat: d.projet.etat ?? null,
      raison_sociale: d.projet.raisonSociale,
      lecture_seule: d.lectureSeule,
      champs_figes: champsFiges(d.projet.etat ?? null, valeursFigees(d.projet)),
      contexte: d.contexte,
      modes_cotisation: d.contexte.code_produit === 'SSC' ? modesCotisationDisponibles(d.contexte.structures_tarifees, d.contexte.effectif_college) : [],
      informations_complementaires: info,
      informations_enregistrees: d.souscription.informationsComplementaires !== null,
      affiliation: { methode_affiliation: d.souscription.methodeAffiliation, mode_affiliation: d.souscription.modeAffiliation },
      progression,
      dossier_complet: dossierComplet(progression),
      signataire: d.souscription.signataire ?? signataireParDefaut(info.interlocuteur),
      signataire_enregistre: d.souscription.signataire !== null,
    };
  }

  /** The step-1 data (saved or prefilled) and the three counters: the one computation of a file's progress. */
  private async calculer(d: DossierSouscription, today: string, lus?: LecturesEtapes, manager?: EntityManager) {
    const info = d.souscription.informationsComplementaires ?? (await this.preremplir(d, manager));
    const refs = await this.referentielsEtape1(info);
    const etape1 = verifierInformationsComplementaires(info, d.contexte, refs, today);
    const etapes = await this.etapes.pour(d.projet, d.souscription, lus, manager);
    const progression: Progression = {
      informationsComplementaires: compteurInformations(etape1.compteur, d.souscription.informationsComplementaires !== null),
      participants: compteurParticipants(
        {
          code_produit: d.contexte.code_produit,
          effectif_college: d.contexte.effectif_college,
          methode_affiliation: d.souscription.methodeAffiliation,
          mode_affiliation: d.souscription.modeAffiliation,
          participants: etapes.participants,
          etude_medicale: info.etude_medicale,
        },
        today,
      ),
      piecesJustificatives: compteurPieces(etapes.attendues, etapes.chargees),
    };
    return { info, progression, etapes };
  }

  /**
   * First opening: what the client and the projet already say (02 §2 'Prefilled'), then what the
   * client's latest other file of this distributor holds (issue 27: company, address, contact,
   * contribution mode), each value still the broker's to change.
   */
  private async preremplir(d: DossierSouscription, manager?: EntityManager): Promise<InformationsComplementaires> {
    const { projet } = d;
    const client = await this.clients.duDistributeur(projet.codeDistributeur, projet.clientId, manager);
    // A client not found within the distributor has no other files to take from either.
    const fichiers = client ? await this.repository.fichiersDesProjets(await this.projets.autresProjetsDuClient(projet, manager), projet.codeDistributeur, 5, manager) : [];
    const cp = projet.codePostal?.trim() ?? '';
    const villes = /^\d{5}$/.test(cp) ? await this.referentiels.communes(cp) : [];
    const sante = projet.codeProduit === 'SSC';
    const modes = sante ? modesCotisationDisponibles(d.contexte.structures_tarifees, d.contexte.effectif_college) : [];
    const base: InformationsComplementaires = {
      entreprise_adherente: {
        nature_contrat: 'NOUVEAU',
        nature_regime: null,
        raison_sociale: projet.raisonSociale,
        siret: projet.siret?.trim() || client?.siret?.trim() || '',
        forme_juridique: null,
        activite: null,
        idcc: projet.ccn?.idcc ?? null,
        naf: projet.naf?.code ?? client?.naf ?? null,
        date_creation_administrative: null,
      },
      adresse_siege_social: { numero: null, voie: '', indice_repetition: null, code_postal: cp, ville: villes.length === 1 ? villes[0].nom : '' },
      interlocuteur: { civilite: null, nom: '', prenom: '', fonction: null, telephone: '', email: '', documentation_contractuelle_email: true },
      cotisation: sante ? { mode_cotisation: modes.length === 1 ? modes[0].code : null, payeur: null } : null,
      etude_medicale: sante ? null : etudeMedicaleParDefaut(d.contexte.effectif_college),
    };
    const source = fichierSource(fichiers, projet.id);
    return reprendreInformations(base, source?.informations ?? null, modes.map((m) => m.code));
  }
}

/** What the rules need to know of the projet. */
function contexte(p: ProjetEntity): ContexteSouscription {
  const tarifs = (p.tarifs as { tarifs?: Array<{ structure: string; tarif?: { taux?: number } }> } | null)?.tarifs ?? [];
  return {
    code_produit: p.codeProduit,
    statut: p.statut,
    etat: p.etat ?? null,
    effectif_global: p.effectif ?? p.collegeEffectif,
    effectif_college: p.collegeEffectif,
    type_masse_salariale: p.codeProduit === 'SPC' ? (p.typeMasseSalariale ?? null) : null,
    structures_tarifees: p.codeProduit === 'SSC' ? tarifs.map((t) => ({ structure: t.structure, taux: Number(t.tarif?.taux ?? 0) })) : [],
  };
}

/** The step-1 values the frozen projet holds (the frozen data's copy of the projet first). */
function valeursFigees(p: ProjetEntity): { raison_sociale: string | null; siret: string | null; idcc: string | null; naf: string | null } {
  const fige = (p.donneesFigees as { projet?: { raison_sociale?: string; siret?: string | null; ccn?: { idcc?: string } | null; naf?: { code?: string } | null } } | null)?.projet;
  return {
    raison_sociale: fige?.raison_sociale ?? p.raisonSociale,
    siret: (fige?.siret ?? p.siret)?.trim() || null,
    idcc: fige?.ccn?.idcc ?? p.ccn?.idcc ?? null,
    naf: fige?.naf?.code ?? p.naf?.code ?? null,
  };
}
