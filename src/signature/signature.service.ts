import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { cleDeDemande } from '../common/idempotence';
import { RefusMetier } from '../common/refus-metier';
import { AppConfig } from '../config/app-config';
import { SIGNATURE_TRANSACTION as M } from '../domain/messages';
import { causeContradiction, clotureContrat, codeEtatRetour, estCloturee } from '../domain/signature/transaction';
import { STATUTS_RETOUR, type ClotureContrat, type ModeSignature, type TypeEvenement } from '../domain/signature/types';
import { defineJob, JobProcessor, type JobHandler } from '../jobs/job';
import { JobQueue } from '../jobs/job-queue';
import { FilesRepository } from '../files/files.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { IssueEnvoi } from '../mail/mail.types';
import { DemandesAdhesion } from '../souscription/documents/demande-adhesion.job';
import { SouscriptionService, type DossierSouscription } from '../souscription/souscription.service';
import { FOURNISSEUR_SIGNATURE, RappelInvalide, type FournisseurSignature } from './fournisseur';
import { SignatureRepository, type TransactionSignature } from './signature.repository';

/** Stores the signed request and the provider's proof of a signed transaction, once. */
export const DocumentsSignesJob = defineJob<{ transactionId: string }, { fichiers: number }>({ name: 'signature.documents-signes', version: 1, attempts: 5, backoffMs: 2000 });

/**
 * Electronic signature of the membership request (spec 02 step 4; brief §4): transactions with the
 * configured provider, face to face (the broker's browser goes to the signing page) or at a distance
 * (the client receives an e-mail with a link to the application, which asks the provider for a fresh
 * address each time). The state comes from the provider's verified callbacks (or a pull when none
 * came yet); the browser's return is only checked against it.
 */
@Injectable()
export class SignatureService {
  private readonly logger = new Logger(SignatureService.name);

  constructor(
    private readonly repository: SignatureRepository,
    private readonly souscriptions: SouscriptionService,
    private readonly demandes: DemandesAdhesion,
    @Inject(FOURNISSEUR_SIGNATURE) private readonly fournisseur: FournisseurSignature,
    private readonly outbox: MailOutbox,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
  ) {}

  private redirections(tid: string, mode: ModeSignature) {
    const base = `${this.config.publicUrl}/signature/retour?tid=${tid}&userType=${mode === 'FACE_A_FACE' ? 'COURTIER' : 'CLIENT'}&status=`;
    return { succes: `${base}OK`, refus: `${base}CANCEL`, interruption: `${base}SUSPEND`, erreur: `${base}ERROR` };
  }

  /** The open transaction of the projet, or a new one with the membership request to sign; with the file it was read from. */
  private async transactionOuverte(user: Utilisateur, idProjet: number, mode: ModeSignature): Promise<{ transaction: TransactionSignature; dossier: DossierSouscription }> {
    const d = await this.souscriptions.dossier(user, idProjet);
    const ouverte = await this.repository.ouverte(idProjet, user.codeDistributeur);
    if (ouverte) return { transaction: ouverte, dossier: d };
    if (d.projet.statut === 'ACCEPTE') throw new RefusMetier('conflit', M.dejaSignee);
    const contexte = await this.demandes.contexte(user, d);
    if (!contexte.souscription.dossier_complet) throw new RefusMetier('conflit', M.dossierIncomplet, { code: 'SOUSCRIPTION_INCOMPLETE' });
    if (d.lectureSeule) throw new RefusMetier('conflit', M.dejaSignee, { code: 'SOUSCRIPTION_LECTURE_SEULE' });
    const signataire = d.souscription.signataire;
    if (!signataire) throw new RefusMetier('conflit', M.signataireRequis);
    const demande = await this.demandes.produire(user, contexte);
    const tid = randomBytes(16).toString('hex');
    let cree: { fournisseurTxId: string; signataireId: string };
    try {
      cree = await this.fournisseur.creerTransaction({
        referenceExterne: tid,
        mode,
        documents: [{ nom: demande.meta.name, pdf: demande.bytes }],
        signataire,
        redirections: this.redirections(tid, mode),
      });
    } catch (err) {
      this.logger.error({ err, idProjet }, 'Création de la transaction de signature refusée par le prestataire');
      throw new RefusMetier('indisponible', M.signatureIndisponible);
    }
    const transaction = { id: tid, projetId: idProjet, codeDistributeur: user.codeDistributeur, fournisseur: this.fournisseur.code, ...cree, mode, statutProjetAvant: d.projet.statut };
    try {
      await this.repository.transaction((m) => this.repository.creer(m, transaction));
    } catch (err) {
      // Two clicks at once: the other one opened the transaction (unique open transaction per projet).
      const gagnante = await this.repository.ouverte(idProjet, user.codeDistributeur);
      if (gagnante) return { transaction: gagnante, dossier: d };
      throw err;
    }
    return { transaction: { ...transaction, etat: 'CREEE', clotureLe: null, fichierSigneId: null, fichierPreuveId: null }, dossier: d };
  }

  private async url(t: TransactionSignature, idProjet: number): Promise<string> {
    let url: string | undefined;
    try {
      url = await this.fournisseur.urlDeSignature(t.fournisseurTxId, t.signataireId);
    } catch (err) {
      this.logger.error({ err, transaction: t.id }, 'Adresse de signature non obtenue');
    }
    if (!url) throw new RefusMetier('indisponible', M.aucuneUrl(idProjet));
    return url;
  }

  /** POST /projets/{id}/signature/face-a-face: the signing address for the broker's browser. */
  async faceAFace(user: Utilisateur, idProjet: number): Promise<{ data: { url: string; tid: string } }> {
    const { transaction: t } = await this.transactionOuverte(user, idProjet, 'FACE_A_FACE');
    return { data: { url: await this.url(t, idProjet), tid: t.id } };
  }

  /** POST /projets/{id}/signature/a-distance: the client receives the access e-mail (once per transaction and address). */
  async aDistance(user: Utilisateur, idProjet: number, cleClient?: string): Promise<IssueEnvoi> {
    const { transaction: t, dossier: d } = await this.transactionOuverte(user, idProjet, 'A_DISTANCE');
    // An open transaction was made with the saved signer.
    const signataire = d.souscription.signataire!;
    const lien = `${this.config.publicUrl}/signature/acces?tid=${t.id}`;
    const cle = cleDeDemande({ codeDistributeur: user.codeDistributeur, operation: 'signature-mail-acces', cleClient, demande: { transaction: t.id, email: signataire.email.toLowerCase() } });
    const { id } = await this.repository.transaction((m) =>
      this.outbox.deposit(m, {
        codeDistributeur: user.codeDistributeur,
        idempotencyKey: cle.cle,
        fingerprint: cle.empreinte,
        to: signataire.email,
        subject: M.mailAccesObjet(d.projet.raisonSociale),
        text: M.mailAccesTexte(signataire.prenom, signataire.nom, d.projet.raisonSociale, lien, user.nom),
        attachments: [],
      }),
    );
    return this.outbox.sendAndWait(id);
  }

  /** GET /signature/transaction/{tid} and the e-mail's link: a fresh address while the transaction is open. */
  async urlDeTransaction(tid: string): Promise<string> {
    const t = await this.repository.parId(tid);
    if (!t) throw new RefusMetier('introuvable', M.transactionIntrouvable);
    if (estCloturee(t.etat)) throw new RefusMetier('conflit', M.transactionCloturee);
    return this.url(t, t.projetId);
  }

  /** POST /signature/retour: the browser's status checked against the provider's (409 with data.cause when they disagree). */
  async retour(tid: string, statut: string): Promise<{ data: { etat: string } }> {
    const t = await this.repository.parId(tid);
    if (!t) throw new RefusMetier('conflit', M.causes.TRANSACTION_INCONNUE, { data: { cause: 'TRANSACTION_INCONNUE' } });
    let courante = t;
    if (!estCloturee(t.etat) && (STATUTS_RETOUR as readonly string[]).includes(statut)) {
      // No callback yet: ask the provider (its answer is authoritative, applied once like an event).
      const type = await this.fournisseur.etat(t.fournisseurTxId).catch(() => null);
      if (type) courante = (await this.appliquer({ eventId: `pull:${t.id}:${type}`, survenuLe: this.horloge.maintenant(), fournisseurTxId: t.fournisseurTxId, type })) ?? t;
    }
    const cause = causeContradiction(courante.etat, statut);
    if (cause) throw new RefusMetier('conflit', M.causes[cause], { code: 'SIGNATURE_CONTRADICTOIRE', data: { cause } });
    return { data: { etat: courante.etat } };
  }

  /** POST /signature/webhooks/{fournisseur}: verified over the raw body, kept once, applied forward. */
  async rappel(fournisseur: string, entetes: Record<string, string | string[] | undefined>, corps: unknown): Promise<{ issue: string }> {
    // Only the configured provider's route listens.
    if (fournisseur !== this.fournisseur.code) throw new RefusMetier('introuvable', M.fournisseurNonConfigure);
    if (!Buffer.isBuffer(corps)) throw new RefusMetier('nonAuthentifie', M.rappelInvalide);
    let evenement;
    try {
      evenement = this.fournisseur.verifierRappel(entetes, corps);
    } catch (err) {
      if (err instanceof RappelInvalide) throw new RefusMetier('nonAuthentifie', M.rappelInvalide);
      throw err;
    }
    const r = await this.repository.recevoir(this.fournisseur.code, evenement);
    if (!r) throw new RefusMetier('nonAuthentifie', M.rappelInvalide);
    if (r.issue === 'applique' && r.transaction.etat === 'SIGNEE') await this.jobs.enqueue(DocumentsSignesJob, { transactionId: r.transaction.id }, { jobId: `signes-${r.transaction.id}` });
    return { issue: r.issue };
  }

  private async appliquer(e: { eventId: string; survenuLe: Date; fournisseurTxId: string; type: TypeEvenement }): Promise<TransactionSignature | null> {
    const r = await this.repository.recevoir(this.fournisseur.code, e);
    if (r?.issue === 'applique' && r.transaction.etat === 'SIGNEE') await this.jobs.enqueue(DocumentsSignesJob, { transactionId: r.transaction.id }, { jobId: `signes-${r.transaction.id}` });
    return r?.transaction ?? null;
  }

  /** GET /projets/{id}/signature/derniere-transaction-cloturee. */
  async derniereCloturee(user: Utilisateur, idProjet: number): Promise<{ code_etat_retour: 'OK' | 'CANCEL'; date_cloture: string }> {
    await this.souscriptions.dossier(user, idProjet);
    const t = await this.repository.derniereCloturee(idProjet, user.codeDistributeur);
    const code = t ? codeEtatRetour(t.etat) : null;
    if (!t || !code || !t.clotureLe) throw new RefusMetier('introuvable', M.aucuneTransactionCloturee(idProjet));
    return { code_etat_retour: code, date_cloture: t.clotureLe.toISOString() };
  }

  /** Step 4's contract closing (02 §2): the last closed transaction's outcome. */
  async cloture(projetId: number, codeDistributeur: string): Promise<ClotureContrat | null> {
    const t = await this.repository.derniereCloturee(projetId, codeDistributeur);
    return t ? clotureContrat(t.etat, t.clotureLe?.toISOString() ?? null) : null;
  }
}

@Injectable()
@JobProcessor(DocumentsSignesJob)
export class DocumentsSignesHandler implements JobHandler<{ transactionId: string }, { fichiers: number }> {
  constructor(
    private readonly repository: SignatureRepository,
    @Inject(FOURNISSEUR_SIGNATURE) private readonly fournisseur: FournisseurSignature,
    private readonly files: FilesRepository,
  ) {}

  async handle({ transactionId }: { transactionId: string }): Promise<{ fichiers: number }> {
    const t = await this.repository.parId(transactionId);
    if (!t || t.etat !== 'SIGNEE' || t.fichierSigneId) return { fichiers: 0 };
    const { pdf, preuve } = await this.fournisseur.documentsSignes(t.fournisseurTxId);
    const raison = await this.repository.raisonSociale(t.projetId);
    const owner = { type: 'projet', id: String(t.projetId) };
    // Keys per transaction: a retried job finds the files it stored before a crash.
    const signe = await this.files.createOnce({ codeDistributeur: t.codeDistributeur, idempotencyKey: `signature:${t.id}:signe`, kind: 'demande-adhesion-signee', name: M.nomDocumentSigne(raison), contentType: 'application/pdf', bytes: pdf, owner });
    const p = await this.files.createOnce({ codeDistributeur: t.codeDistributeur, idempotencyKey: `signature:${t.id}:preuve`, kind: 'preuve-signature', name: M.nomPreuve(raison), contentType: 'application/json', bytes: preuve, owner });
    await this.repository.enregistrerFichiers(t.id, signe.id, p.id);
    return { fichiers: 2 };
  }
}
