import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { verifierEmpreinte } from '../common/idempotence';
import { RefusMetier } from '../common/refus-metier';
import {
  erreurFiltreLot,
  erreurLisible,
  erreurTailleLot,
  masquerDestinataire,
  progressionLot,
  projetDuPayload,
  TAILLE_MAX_LOT,
  type FiltreLot,
} from '../domain/admin';
import { ADMIN } from '../domain/messages';
import { JobQueue } from '../jobs/job-queue';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { MailStatus } from '../mail/mail.types';
import { AdminRepository, type LotLu } from './admin.repository';
import type {
  CourrielsAdmin,
  DocumentsProjetAdmin,
  LotCreeAdmin,
  LotsAdmin,
  ProgressionLotAdmin,
  RegenerationDto,
  ResultatActionTravauxAdmin,
  VueTravauxAdmin,
} from './dto/admin.dto';
import { CHEMIN_BULL_BOARD } from './bull-board';
import { cleRegeneration, RegenerationJob } from './regeneration.job';
import { ProjetsRepository } from '../projets/projets.repository';
import { FilesRepository, type StoredFileContent } from '../files/files.repository';

/** What the mail outbox shows an admin by default: what may need a hand. */
const COURRIELS_PAR_DEFAUT: readonly MailStatus[] = ['PENDING', 'SENDING', 'CAPTURED', 'UNCERTAIN', 'FAILED'];

/** Jobs at a glance, regenerations and the mail outbox for admins (ADR 0062, 0063). Every distributor's. */
@Injectable()
export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    /** The projets a batch takes, and one projet to regenerate: asked of their owner (every distributor's, admins only). */
    private readonly projets: ProjetsRepository,
    private readonly jobs: JobQueue,
    private readonly outbox: MailOutbox,
    /** The stored documents an admin reads, every distributor's: asked of their owner. */
    private readonly files: FilesRepository,
    private readonly horloge: Horloge,
  ) {}

  // ---- Jobs ----

  async travaux(): Promise<VueTravauxAdmin> {
    const [types, echecs] = await Promise.all([this.jobs.overview(), this.jobs.failedJobs({ limit: 200 })]);
    return {
      pilote: this.jobs.driverName,
      bull_board: this.jobs.driverName === 'bullmq' ? `${CHEMIN_BULL_BOARD}/` : null,
      types: types.map((t) => ({ nom: t.name, file: t.queue, comptes: t.counts, attente_max_ms: t.oldestWaitingMs, termines_derniere_heure: t.completedLastHour })),
      echecs: echecs.map((e) => ({
        id: e.id,
        nom: e.name,
        erreur: erreurLisible(e.error),
        tentatives: e.attempts,
        cree_le: e.createdAt,
        echoue_le: e.failedAt,
        projet_id: projetDuPayload(e.payload),
      })),
    };
  }

  async relancerTravail(id: string): Promise<void> {
    if (!(await this.jobs.retry(id))) throw new RefusMetier('introuvable', ADMIN.travailIntrouvable);
  }

  async abandonnerTravail(id: string): Promise<void> {
    if (!(await this.jobs.discard(id))) throw new RefusMetier('introuvable', ADMIN.travailIntrouvable);
  }

  /** Every failed job of a kind, retried or discarded; answers how many. */
  async surTousLesEchecs(nom: string, action: 'relancer' | 'abandonner'): Promise<ResultatActionTravauxAdmin> {
    if (!this.jobs.definition(nom)) throw new RefusMetier('invalide', ADMIN.typeTravailInconnu(nom), { champ: 'nom' });
    let traites = 0;
    for (const echec of await this.jobs.failedJobs({ name: nom, limit: 10_000 })) {
      if (await (action === 'relancer' ? this.jobs.retry(echec.id) : this.jobs.discard(echec.id))) traites++;
    }
    return { traites };
  }

  // ---- Regenerations ----

  /**
   * Starts a batch (one projet's document, or every projet the filter matches, frozen now) and
   * queues its documents; the same admin's Idempotency-Key again answers the same batch.
   */
  async lancer(admin: Utilisateur, dto: RegenerationDto, cleClient: string | undefined): Promise<LotCreeAdmin> {
    const filtre: FiltreLot = dto.projet_id
      ? {}
      : {
          codeProduit: dto.filtre?.code_produit,
          codeDistributeur: dto.filtre?.code_distributeur,
          baremeVersion: dto.filtre?.bareme_version,
          statut: dto.filtre?.statut,
          depuis: dto.filtre?.depuis,
          jusqua: dto.filtre?.jusqua,
        };
    const erreur = erreurFiltreLot(filtre);
    if (erreur) throw new RefusMetier('invalide', erreur, { champ: 'filtre' });
    const empreinte = createHash('sha256').update(JSON.stringify({ type: dto.type_document, projet: dto.projet_id ?? null, filtre })).digest('hex');
    const cle = cleClient ?? `sans-cle-${randomUUID()}`;
    const deja = await this.repo.lotParCle(admin.id, cle);
    if (deja) {
      verifierEmpreinte(empreinte, deja.empreinte.trim());
      return { id: deja.id, total: deja.total };
    }
    let projets: Array<{ id: number; codeDistributeur: string }>;
    if (dto.projet_id) {
      const projet = await this.projets.aRegenerer(dto.projet_id);
      if (!projet) throw new RefusMetier('introuvable', ADMIN.projetIntrouvable(dto.projet_id));
      projets = [projet];
    } else {
      projets = await this.projets.pourRegeneration(filtre, TAILLE_MAX_LOT + 1);
      const taille = erreurTailleLot(projets.length);
      if (taille) throw new RefusMetier('nonTraitable', taille, { champ: 'filtre' });
    }
    const id = await this.repo.transaction((manager) =>
      this.repo.creerLot(manager, { cleIdempotence: cle, empreinte, adminId: admin.id, typeDocument: dto.type_document, filtre }, projets),
    );
    if (!id) {
      // A concurrent request with the same key won: answer its batch.
      const gagnant = (await this.repo.lotParCle(admin.id, cle))!;
      verifierEmpreinte(empreinte, gagnant.empreinte.trim());
      return { id: gagnant.id, total: gagnant.total };
    }
    await this.planifier(id, projets.map((p) => ({ projetId: p.id, tentative: 1 })));
    return { id, total: projets.length };
  }

  async progression(id: string): Promise<ProgressionLotAdmin> {
    const lot = await this.repo.lot(id);
    if (!lot) throw new RefusMetier('introuvable', ADMIN.lotIntrouvable);
    return this.vueLot(lot);
  }

  async lots(): Promise<LotsAdmin> {
    return { lots: await Promise.all((await this.repo.lotsRecents()).map((l) => this.vueLot(l))) };
  }

  async annuler(id: string): Promise<ProgressionLotAdmin> {
    const lot = await this.repo.lot(id);
    if (!lot) throw new RefusMetier('introuvable', ADMIN.lotIntrouvable);
    if (!(await this.repo.annuler(id))) throw new RefusMetier('conflit', ADMIN.lotTermine);
    return this.progression(id);
  }

  /** The batch's failed documents again (a new attempt each), and any left to do queued again. */
  async reprendre(id: string): Promise<ProgressionLotAdmin> {
    const lot = await this.repo.lot(id);
    if (!lot) throw new RefusMetier('introuvable', ADMIN.lotIntrouvable);
    if (lot.statut === 'ANNULE') throw new RefusMetier('conflit', ADMIN.lotAnnule);
    await this.repo.reprendreEchecs(id);
    await this.planifier(id, await this.repo.elementsAFaire(id));
    return this.progression(id);
  }

  async documentsProjet(projetId: number): Promise<DocumentsProjetAdmin> {
    if (!(await this.projets.aRegenerer(projetId))) throw new RefusMetier('introuvable', ADMIN.projetIntrouvable(projetId));
    const versions = await this.files.toutesVersions({ type: 'projet', id: String(projetId) });
    return { projet_id: projetId, versions: versions.map((v) => ({ id: v.id, type: v.kind, nom: v.name, taille: v.size, cree_le: v.createdAt.toISOString() })) };
  }

  /** A stored file of any distributor (admins only), or the refusal 'introuvable'. */
  async fichier(id: string): Promise<StoredFileContent> {
    const distributeur = await this.files.distributeurDe(id);
    const fichier = distributeur ? await this.files.findContent(id, distributeur) : null;
    if (!fichier) throw new RefusMetier('introuvable', ADMIN.fichierIntrouvable);
    return fichier;
  }

  private async planifier(lotId: string, elements: Array<{ projetId: number; tentative: number }>): Promise<void> {
    const demandeLe = this.horloge.maintenant().toISOString();
    for (const e of elements) {
      const payload = { lotId, projetId: e.projetId, tentative: e.tentative, demandeLe };
      await this.jobs.enqueue(RegenerationJob, payload, { jobId: cleRegeneration(payload) });
    }
  }

  private async vueLot(lot: LotLu): Promise<ProgressionLotAdmin> {
    const [comptes, raisons] = await Promise.all([this.repo.comptesElements(lot.id), this.repo.echecs(lot.id)]);
    const p = progressionLot(lot.statut, comptes);
    return {
      id: lot.id,
      type_document: lot.typeDocument,
      statut: p.statut,
      total: p.total,
      faits: p.faits,
      echecs: p.echecs,
      annules: p.annules,
      restants: p.restants,
      pourcentage: p.pourcentage,
      raisons: raisons.map((r) => ({ projet_id: r.projetId, erreur: r.erreur, tentative: r.tentative })),
      cree_le: new Date(lot.creeLe).toISOString(),
      modifie_le: new Date(lot.modifieLe).toISOString(),
    };
  }

  // ---- Mail outbox ----

  async courriels(statut: MailStatus | undefined): Promise<CourrielsAdmin> {
    const lignes = await this.outbox.liste(statut ? [statut] : COURRIELS_PAR_DEFAUT, 200);
    return {
      courriels: lignes.map((c) => ({
        id: c.id,
        code_distributeur: c.codeDistributeur,
        destinataire: masquerDestinataire(c.destinataire),
        statut: c.statut,
        tentatives: c.tentatives,
        erreur: c.derniereErreur,
        cree_le: new Date(c.creeLe).toISOString(),
        renvoye_le: c.renvoyeLe ? new Date(c.renvoyeLe).toISOString() : null,
        renvoyable: c.statut === 'FAILED' && !c.renvoyeLe,
      })),
    };
  }

  async renvoyer(id: number): Promise<void> {
    const issue = await this.outbox.resendFailed(id);
    if (issue === 'not-found') throw new RefusMetier('introuvable', ADMIN.courrielIntrouvable);
    if (issue === 'refused') throw new RefusMetier('conflit', ADMIN.courrielNonEchoue);
  }
}
