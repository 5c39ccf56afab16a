import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Utilisateur } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { PROJETS, SOUSCRIPTION_PIECES } from '../../domain/messages';
import { estSouscriptionLectureSeule, etudeMedicaleParDefaut } from '../../domain/souscription';
import { methodeAffiliationParDefaut, MODE_AFFILIATION_DEFAUT, type MethodeAffiliation, type ModeAffiliation } from '../../domain/souscription/participants';
import type { EtudeMedicale, NatureRegime } from '../../domain/souscription/types';
import type { ProjetEntity } from '../../projets/entities/projet.entity';
import { ProjetsRepository } from '../../projets/projets.repository';
import type { SouscriptionEntity } from '../entities/souscription.entity';
import { SouscriptionRepository } from '../souscription.repository';
import type { SouscriptionParticipantsEntity } from './participants.entity';
import { ParticipantsRepository } from './participants.repository';

/** What steps 2–3 need of step 1 (the 'Entreprise adhérente' and 'Étude médicale' sections). */
export interface DonneesEtape1 {
  codeFormeJuridique: string | null;
  codeActivite: string | null;
  natureRegime: NatureRegime | null;
  /** Provident: the saved answers, or their defaults (02 §4) until step 1 is saved. */
  etudeMedicale: EtudeMedicale | null;
}

export interface ContexteSouscription {
  projet: ProjetEntity;
  souscription: SouscriptionEntity;
  lectureSeule: boolean;
  /** The saved method and mode, or their defaults (02 §3, §4). */
  methodeAffiliation: MethodeAffiliation;
  modeAffiliation: ModeAffiliation;
  liste: SouscriptionParticipantsEntity;
  etape1: DonneesEtape1;
}

/**
 * Loads what every call of steps 2–3 and the FIC starts from: the user's projet and its started
 * subscription (another distributor's, or none, answers 404 like a missing one), the saved step 2
 * list and the step 1 answers the pieces depend on. Reads the subscription record (src/souscription)
 * directly so that SouscriptionModule can import these modules for its progress without a cycle.
 */
@Injectable()
export class ContexteSouscriptionService {
  constructor(
    private readonly projets: ProjetsRepository,
    private readonly souscriptions: SouscriptionRepository,
    private readonly listes: ParticipantsRepository,
  ) {}

  async charger(user: Utilisateur, idProjet: number, manager?: EntityManager): Promise<ContexteSouscription> {
    const projet = await this.projets.findOne(idProjet, user.codeDistributeur, manager);
    if (!projet) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(idProjet));
    const souscription = await this.souscriptions.duProjet(projet.id, user.codeDistributeur, manager);
    if (!souscription) throw new RefusMetier('introuvable', SOUSCRIPTION_PIECES.souscriptionIntrouvable(idProjet), { code: 'SOUSCRIPTION_ABSENTE' });
    return this.pour(projet, souscription, manager);
  }

  /**
   * The context of a projet and subscription already loaded (SouscriptionService's progress).
   * `listeLue`: the participants' list read with the record (a page's one read), null when none saved.
   */
  async pour(projet: ProjetEntity, souscription: SouscriptionEntity, manager?: EntityManager, listeLue?: SouscriptionParticipantsEntity | null): Promise<ContexteSouscription> {
    const liste =
      (listeLue !== undefined ? listeLue : await this.listes.duProjet(projet.id, souscription.codeDistributeur, manager)) ??
      this.listes.nouvelle(projet.id, souscription.codeDistributeur);
    const info = souscription.informationsComplementaires;
    const prevoyance = projet.codeProduit === 'SPC';
    return {
      projet,
      souscription,
      lectureSeule: estSouscriptionLectureSeule({ statut: projet.statut, etat: projet.etat ?? null }),
      methodeAffiliation: souscription.methodeAffiliation ?? methodeAffiliationParDefaut(projet.codeProduit, projet.collegeEffectif),
      modeAffiliation: souscription.modeAffiliation ?? MODE_AFFILIATION_DEFAUT,
      liste,
      etape1: {
        codeFormeJuridique: info?.entreprise_adherente.forme_juridique ?? null,
        codeActivite: info?.entreprise_adherente.activite ?? null,
        natureRegime: info?.entreprise_adherente.nature_regime ?? null,
        etudeMedicale: prevoyance ? (info?.etude_medicale ?? etudeMedicaleParDefaut(projet.collegeEffectif)) : null,
      },
    };
  }

  /** A change (save, upload, delete) on a read-only subscription: 409, nothing written. */
  verifierModifiable(ctx: ContexteSouscription, message: string): void {
    if (ctx.lectureSeule) throw new RefusMetier('conflit', message, { code: 'SOUSCRIPTION_LECTURE_SEULE' });
  }
}
