import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { cleDeDemande } from '../../common/idempotence';
import { RefusMetier } from '../../common/refus-metier';
import { AppConfig } from '../../config/app-config';
import { DocumentsGeneres } from '../../documents/document-job';
import { JobQueue } from '../../jobs/job-queue';
import { listerKit, productionDocumentKit, selectionnerKit, type GroupeKitVue, type ProductionDocument } from '../../documents/kit/kit';
import { KitService } from '../../documents/kit/kit.service';
import type { ArchiveZip } from '../../documents/kit/kit-zip';
import { lireEtatTunnel } from '../../domain/due/etat';
import { tunnelComplet } from '../../domain/due/regles';
import { ADMIN, DUE, DUE_KIT, SOUSCRIPTION_KIT } from '../../domain/messages';
import { estDateEffetExpiree } from '../../domain/projets/date-effet';
import { estLectureSeule } from '../../domain/projets/statut';
import type { StoredFileContent } from '../../files/files.repository';
import { reponseEnvoi, type ReponseEnvoi } from '../../mail/reponse-envoi';
import type { ProjetEntity } from '../../projets/entities/projet.entity';
import { annulerGel, figerProjetAnnulable, type GelAnnulable } from '../../projets/figer';
import { versDetail } from '../../projets/projet.mapper';
import { ProjetsRepository } from '../../projets/projets.repository';
import { DueService } from '../due.service';
import { DocumentDueJob, NOM_ARCHIVE_DUE } from './due-document.job';
import { KIT_DUE, type ContexteKitDue } from './kit-due';
import { HistoriqueService } from '../../historique/historique.service';
import { parCourtier } from '../../domain/historique/evenement';

export interface DemandeDocumentsDue {
  idProjet: number;
  /** The tunnel's answers sent by the page; the saved ones when absent. */
  payload?: unknown;
  confirmationFige?: boolean;
  cleClient?: string;
}

/**
 * The DUE kit (03 §2 kit-due, §7; brief §1.8): the list of documents for the projet and its
 * answers, one document, the whole kit as a zip, the static notice. A document that prints the rates
 * freezes the projet (TARIFS_FIGES) once the broker confirmed it; nothing is made for an unfinished
 * tunnel or an expired study.
 */
@Injectable()
export class KitDueService {
  constructor(
    private readonly due: DueService,
    private readonly projets: ProjetsRepository,
    private readonly kit: KitService,
    private readonly documents: DocumentsGeneres,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
    private readonly jobs: JobQueue,
    private readonly historique: HistoriqueService,
  ) {}

  private async contexte(user: Utilisateur, idProjet: number, payload: unknown): Promise<{ ctx: ContexteKitDue; entite: ProjetEntity }> {
    // The tunnel's own read: another distributor's projet is unknown, a provident one refused (404).
    const { tunnel, entite } = await this.due.chargerAvecEntite(user, idProjet);
    let etat = tunnel.etat;
    if (payload !== undefined) {
      const lu = lireEtatTunnel(payload, tunnel.projet);
      if (lu.erreurs.length) throw new RefusMetier('invalide', lu.erreurs.length === 1 ? lu.erreurs[0].message : DUE.etatInvalide, { champ: `payload.${lu.erreurs[0].champ}`, erreurs: lu.erreurs });
      etat = lu.etat;
    }
    const maintenant = this.horloge.maintenant();
    const projet = tunnel.projet;
    return {
      entite,
      ctx: {
        projet,
        etat,
        complet: tunnelComplet(etat, projet),
        etudeExpiree: entite.statut === 'NOUVEAU' && estDateEffetExpiree(entite.dateEffet, entite.collegeEffectif, this.horloge.aujourdhui()),
        fige: estLectureSeule(entite.etat ?? null),
        theme: this.config.THEME,
        demandeLe: maintenant.toISOString(),
        // Without a key from the page, one document per day, answers and price (not per statut).
        contenu: { jour: this.horloge.aujourdhui(), theme: this.config.THEME, projet: { ...versDetail(entite), statut: undefined, etat: undefined } },
      },
    };
  }

  /** POST /projets/due/ssc/documents: the groups and their documents, with availability. */
  async lister(user: Utilisateur, idProjet: number, payload?: unknown): Promise<GroupeKitVue[]> {
    const { ctx } = await this.contexte(user, idProjet, payload);
    return listerKit(KIT_DUE, ctx);
  }

  /** The kit page's data (03 §2 kit-due): the projet, the saved answers, the documents, and whether the projet is frozen. */
  async page(user: Utilisateur, idProjet: number): Promise<{ projet: ContexteKitDue['projet']; etat: ContexteKitDue['etat']; groupes: GroupeKitVue[]; fige: boolean }> {
    const { ctx } = await this.contexte(user, idProjet, undefined);
    return { projet: ctx.projet, etat: ctx.etat, groupes: listerKit(KIT_DUE, ctx), fige: ctx.fige };
  }

  /**
   * Makes `codes`' documents with `produire`, freezing the projet first when one of them asks it
   * (refused, 409, until the broker confirmed). Both or neither (issue 25): the freeze commits before
   * the jobs are queued, so they read the frozen projet; when the documents queue does not take a
   * job (Redis down) the freeze is undone and the answer is a 503 saying the projet was not frozen.
   * The queue is asked first, so an outage seen before the freeze never freezes at all; a job the
   * queue takes later under the same keys makes its document once (ADR 0024), reused by the retry.
   */
  private async avecGel<T>(user: Utilisateur, ctx: ContexteKitDue, codes: readonly string[], confirmation: boolean | undefined, produire: (ctx: ContexteKitDue) => Promise<T>): Promise<T> {
    const vues = listerKit(KIT_DUE, ctx).flatMap((g) => g.documents);
    if (!vues.some((d) => codes.includes(d.id) && d.disponible && d.confirmation_fige)) return produire(ctx);
    if (!confirmation) throw new RefusMetier('conflit', DUE_KIT.confirmationFigeRequise, { code: 'CONFIRMATION_FIGE_REQUISE' });
    if (!(await this.jobs.isHealthy())) throw new RefusMetier('indisponible', DUE_KIT.serviceIndisponibleNonFige);
    const gel = await this.projets.transaction(async (manager) => {
      const courant = await this.projets.findOne(ctx.projet.idProjet, user.codeDistributeur, manager);
      if (!courant) return null;
      const fait = figerProjetAnnulable(courant, this.horloge.maintenant());
      if (fait) await this.projets.save(courant, manager);
      return fait;
    });
    try {
      return await produire({ ...ctx, fige: true });
    } catch (err) {
      if (!(err instanceof RefusMetier && err.genre === 'indisponible')) throw err;
      if (gel) await this.degeler(user, ctx.projet.idProjet, gel);
      throw new RefusMetier('indisponible', DUE_KIT.serviceIndisponibleNonFige);
    }
  }

  /** Undoes this request's freeze (not a later one). */
  private async degeler(user: Utilisateur, idProjet: number, gel: GelAnnulable): Promise<void> {
    await this.projets.transaction(async (manager) => {
      const courant = await this.projets.findOne(idProjet, user.codeDistributeur, manager);
      if (courant && annulerGel(courant, gel)) await this.projets.save(courant, manager);
    });
  }

  /**
   * One document's job and payload as its download makes them, from the saved answers (the same
   * refusals): an admin's regeneration (ADR 0079). Never freezes: a document that would freeze the
   * projet's rates is refused until the broker made it once, with the confirmation.
   */
  async productionRegeneration(user: Utilisateur, idProjet: number, code: string, demandeLe: string): Promise<ProductionDocument> {
    const { ctx: lu } = await this.contexte(user, idProjet, undefined);
    const ctx = { ...lu, demandeLe };
    const vue = listerKit(KIT_DUE, ctx).flatMap((g) => g.documents).find((d) => d.id === code);
    if (vue?.disponible && vue.confirmation_fige) throw new RefusMetier('conflit', ADMIN.documentFigerait);
    return productionDocumentKit(KIT_DUE, ctx, code, user.codeDistributeur);
  }

  /** One document of the kit (POST on its own url). */
  async document(user: Utilisateur, code: string, demande: DemandeDocumentsDue): Promise<StoredFileContent> {
    const { ctx } = await this.contexte(user, demande.idProjet, demande.payload);
    const fichier = await this.avecGel(user, ctx, [code], demande.confirmationFige, (c) => this.kit.document(KIT_DUE, c, code, { codeDistributeur: user.codeDistributeur, cleClient: demande.cleClient }));
    return this.produits(user, ctx, [code], fichier);
  }

  /** 'Tout télécharger': every available document (of the given groups, or the selection), zipped in the kit's order. */
  async archive(user: Utilisateur, demande: DemandeDocumentsDue & { codeCategories?: readonly string[]; codes?: readonly string[] }): Promise<{ nom: string; zip: ArchiveZip }> {
    const { ctx, entite } = await this.contexte(user, demande.idProjet, demande.payload);
    // A selection names known documents only (404 otherwise), each available.
    if (demande.codes) selectionnerKit(KIT_DUE, ctx, demande.codes);
    const groupes = listerKit(KIT_DUE, ctx).filter((g) => !demande.codeCategories?.length || demande.codeCategories.includes(g.code_categorie));
    const documents = groupes.flatMap((g) => g.documents).filter((d) => !demande.codes || demande.codes.includes(d.id));
    const indisponible = documents.find((d) => !d.disponible);
    if (indisponible) throw new RefusMetier('conflit', indisponible.message_indisponibilite ?? DUE.erreurDocuments, { code: 'DOCUMENT_INDISPONIBLE', data: { document: indisponible.id, raison: indisponible.raison_indisponibilite } });
    const codes = documents.map((d) => d.id);
    const zip = await this.avecGel(user, ctx, codes, demande.confirmationFige, (c) => this.kit.archive(KIT_DUE, c, codes, { codeDistributeur: user.codeDistributeur, cleClient: demande.cleClient }));
    return this.produits(user, ctx, codes, { nom: NOM_ARCHIVE_DUE(entite.raisonSociale), zip });
  }

  /** The DUE's documents in the projet's history ('Documents de la DUE produits', which), once made. */
  private async produits<T>(user: Utilisateur, ctx: ContexteKitDue, codes: readonly string[], resultat: T): Promise<T> {
    const noms = listerKit(KIT_DUE, ctx).flatMap((g) => g.documents).filter((d) => codes.includes(d.id)).map((d) => d.nom);
    await this.historique.enregistrerSeul(parCourtier(user, ctx.projet.idProjet, 'DUE_DOCUMENTS_PRODUITS', { documents: noms.join(', ') }));
    return resultat;
  }

  /**
   * 'Envoyer par e-mail' (issue 27 item 8): the selected documents as attachments, through the
   * outbox, once per Idempotency-Key (or per selection, recipient and answers without one); a
   * document that freezes the projet asks the same confirmation as its download.
   */
  async envoyer(user: Utilisateur, demande: DemandeDocumentsDue & { codes: readonly string[]; email: string }): Promise<{ envoye: true; message: string } | Exclude<ReponseEnvoi, true>> {
    const { ctx, entite } = await this.contexte(user, demande.idProjet, demande.payload);
    // Known, e-mailable and available, checked before any freeze.
    selectionnerKit(KIT_DUE, ctx, demande.codes, { email: true });
    const noms = listerKit(KIT_DUE, ctx)
      .flatMap((g) => g.documents)
      .filter((d) => demande.codes.includes(d.id))
      .map((d) => d.nom);
    const statut = await this.avecGel(user, ctx, demande.codes, demande.confirmationFige, (c) =>
      this.kit.envoyer(KIT_DUE, c, demande.codes, {
        codeDistributeur: user.codeDistributeur,
        cleClient: demande.cleClient,
        email: demande.email,
        projetId: demande.idProjet,
        objet: DUE_KIT.email.objet(entite.raisonSociale),
        texte: DUE_KIT.email.texte(entite.raisonSociale, noms),
      }),
    );
    const reponse = reponseEnvoi(statut, SOUSCRIPTION_KIT.emailEchec);
    return reponse === true ? { envoye: true, message: SOUSCRIPTION_KIT.emailEnvoye } : reponse;
  }

  /** GET …/statiques/notice: the insurer's notice, the same for every client. */
  notice(user: Utilisateur, cleClient?: string): Promise<StoredFileContent> {
    const jour = this.horloge.aujourdhui();
    const cle = cleDeDemande({ codeDistributeur: user.codeDistributeur, operation: 'kit-due.notice', cleClient, demande: { document: 'notice' }, contexte: { theme: this.config.THEME, jour } });
    const payload = { codeDistributeur: user.codeDistributeur, document: 'notice' as const, idProjet: null, etat: null, theme: this.config.THEME, demandeLe: this.horloge.maintenant().toISOString() };
    return this.documents.produire(DocumentDueJob, payload, cle, { echec: DUE.erreurDocument, contexte: { document: 'notice' } });
  }
}
