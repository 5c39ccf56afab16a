import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Utilisateur } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { PROJETS, SOUSCRIPTION_PIECES } from '../../domain/messages';
import { methodeAffiliationParDefaut, MODE_AFFILIATION_DEFAUT } from '../../domain/souscription/participants';
import { souscriptionEnLectureSeule, type ReponsesEtudeMedicale } from '../../domain/souscription/verrou-souscription';
import type { ProjetEntity } from '../../projets/entities/projet.entity';
import { ProjetsRepository } from '../../projets/projets.repository';
import { SouscriptionParticipantsEntity } from './participants.entity';

/** What steps 2–3 need of step 1 (the 'Entreprise adhérente' and 'Étude médicale' sections). */
export interface DonneesEtape1 {
  codeFormeJuridique: string | null;
  codeActivite: string | null;
  natureRegime: 'CREATION_REGIME' | 'REPRISE_REGIME' | null;
  etudeMedicale: (ReponsesEtudeMedicale & { beneficiairesRenteEducationConjoint?: boolean | null }) | null;
}

export interface ContexteSouscription {
  projet: ProjetEntity;
  lectureSeule: boolean;
  affiliation: SouscriptionParticipantsEntity;
  etape1: DonneesEtape1;
}

/**
 * Loads what every call of steps 2–3 and the FIC starts from: the user's projet (another
 * distributor's answers 404 like a missing one), its started subscription, the saved step 2 (or
 * its defaults) and the step 1 answers the pieces depend on.
 */
@Injectable()
export class ContexteSouscriptionService {
  constructor(
    private readonly projets: ProjetsRepository,
    @InjectRepository(SouscriptionParticipantsEntity) private readonly affiliations: Repository<SouscriptionParticipantsEntity>,
  ) {}

  async charger(user: Utilisateur, idProjet: number, manager?: EntityManager): Promise<ContexteSouscription> {
    const projet = await this.projets.findOne(idProjet, user.codeDistributeur, manager);
    if (!projet) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(idProjet));
    if (!(await this.projets.souscriptionDuProjet(projet.id, manager))) {
      throw new RefusMetier('introuvable', SOUSCRIPTION_PIECES.souscriptionIntrouvable(idProjet), { code: 'SOUSCRIPTION_NON_DEMARREE' });
    }
    const repo = manager ? manager.getRepository(SouscriptionParticipantsEntity) : this.affiliations;
    const affiliation =
      (await repo.findOne({ where: { projetId: projet.id, codeDistributeur: user.codeDistributeur } })) ??
      repo.create({
        projetId: projet.id,
        codeDistributeur: user.codeDistributeur,
        methodeAffiliation: methodeAffiliationParDefaut(projet.codeProduit, projet.collegeEffectif),
        modeAffiliation: MODE_AFFILIATION_DEFAUT,
        participants: [],
      });
    return { projet, lectureSeule: souscriptionEnLectureSeule(projet.statut), affiliation, etape1: await this.etape1(projet, manager) };
  }

  /** A change (save, upload, delete) on a read-only subscription: 409, nothing written. */
  verifierModifiable(ctx: ContexteSouscription, message: string): void {
    if (ctx.lectureSeule) throw new RefusMetier('conflit', message, { code: 'SOUSCRIPTION_LECTURE_SEULE' });
  }

  /** Step 1 answers; until step 1 is saved, nothing is known (kbis by default, no medical study). */
  private async etape1(_projet: ProjetEntity, _manager?: EntityManager): Promise<DonneesEtape1> {
    return { codeFormeJuridique: null, codeActivite: null, natureRegime: null, etudeMedicale: null };
  }
}
