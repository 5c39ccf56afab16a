import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';
import type { Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { cleDeDemande } from '../common/idempotence';
import { RefusMetier } from '../common/refus-metier';
import { AppConfig } from '../config/app-config';
import { SIGNATURE_TRANSACTION as M } from '../domain/messages';
import { mailRefus, mailSignee, nomSignataire, refusAffiche, type RefusSignature } from '../domain/signature/refus';
import { causeContradiction, clotureContrat, codeEtatRetour, estCloturee, etatApresEvenement } from '../domain/signature/transaction';
import { STATUTS_RETOUR, type ClotureContrat, type ModeSignature } from '../domain/signature/types';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { IssueEnvoi } from '../mail/mail.types';
import { DemandesAdhesion } from '../souscription/documents/demande-adhesion.job';
import { SouscriptionService, type DossierSouscription } from '../souscription/souscription.service';
import { auditer } from '../securite/audit';
import { LimitesSurRefus } from '../securite/limites/limite-refus';
import { bornerEvenement } from './corps-rappel';
import { DocumentsSignesHandler } from './documents-signes';
import { FOURNISSEUR_SIGNATURE, RappelInvalide, type EvenementSignature, type FournisseurSignature } from './fournisseur';
import { SignatureRepository, type ResultatEvenement, type TransactionSignature } from './signature.repository';
import { HistoriqueService } from '../historique/historique.service';
import { parCourtier } from '../domain/historique/evenement';
import { SignalDossiers } from '../evenements/signal-dossiers';
import { ProjetsRepository } from '../projets/projets.repository';

/** What a callback did; 'non-confirme': verified, but the provider's state does not say the same (ignored, audited). */
export type IssueRappel = ResultatEvenement['issue'] | 'non-confirme';
type ResultatTraitement = ResultatEvenement | { issue: 'non-confirme'; transaction: TransactionSignature };

/** A call to the provider that failed (unreachable, an error, documents not obtainable): not our database's failure. */
class PrestataireInjoignable extends Error {
  override name = 'PrestataireInjoignable';
}
const auPrestataire = async <T>(appel: () => Promise<T>): Promise<T> => {
  try {
    return await appel();
  } catch (err) {
    throw new PrestataireInjoignable('Prestataire de signature injoignable', { cause: err });
  }
};

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
    private readonly documents: DocumentsSignesHandler,
    private readonly limites: LimitesSurRefus,
    private readonly config: AppConfig,
    private readonly horloge: Horloge,
    private readonly historique: HistoriqueService,
    private readonly signal: SignalDossiers,
    private readonly projets: ProjetsRepository,
  ) {}

  private redirections(tid: string, mode: ModeSignature) {
    const base = `${this.config.publicUrl}/signature/retour?tid=${tid}&userType=${mode === 'FACE_A_FACE' ? 'COURTIER' : 'CLIENT'}&status=`;
    return { succes: `${base}OK`, refus: `${base}CANCEL`, interruption: `${base}SUSPEND`, erreur: `${base}ERROR` };
  }

  /** The open transaction of the projet, or a new one with the membership request to sign; with the file it was read from. */
  private async transactionOuverte(user: Utilisateur, idProjet: number, mode: ModeSignature): Promise<{ transaction: TransactionSignature; dossier: DossierSouscription; nouvelle?: boolean }> {
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
    const transaction = {
      id: tid,
      projetId: idProjet,
      codeDistributeur: user.codeDistributeur,
      fournisseur: this.fournisseur.code,
      ...cree,
      mode,
      statutProjetAvant: d.projet.statut,
      // Who is asked, and who asks (told by e-mail of a refusal): kept with this transaction, a relaunch may change the signer.
      signataireNom: nomSignataire(signataire),
      courtierNom: user.nom,
      courtierEmail: user.email ?? null,
    };
    try {
      await this.repository.transaction(async (m) => {
        await this.repository.creer(m, transaction);
        await this.historique.enregistrer(m, parCourtier(user, idProjet, 'SIGNATURE_OUVERTE', { mode }));
      });
    } catch (err) {
      // Two clicks at once: the other one opened the transaction (unique open transaction per projet).
      const gagnante = await this.repository.ouverte(idProjet, user.codeDistributeur);
      if (gagnante) return { transaction: gagnante, dossier: d };
      throw err;
    }
    return { transaction: { ...transaction, etat: 'CREEE', clotureLe: null, fichierSigneId: null, fichierPreuveId: null, motif: null }, dossier: d, nouvelle: true };
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
    const { transaction: t, dossier: d, nouvelle } = await this.transactionOuverte(user, idProjet, 'A_DISTANCE');
    // An open transaction was made with the saved signer.
    const signataire = d.souscription.signataire!;
    const lien = `${this.config.publicUrl}/signature/acces?tid=${t.id}`;
    const cle = cleDeDemande({ codeDistributeur: user.codeDistributeur, operation: 'signature-mail-acces', cleClient, demande: { transaction: t.id, email: signataire.email.toLowerCase() } });
    const { id } = await this.repository.transaction(async (m) => {
      const depot = await this.outbox.deposit(m, {
        codeDistributeur: user.codeDistributeur,
        idempotencyKey: cle.cle,
        fingerprint: cle.empreinte,
        to: signataire.email,
        // The file it belongs to: an address that bounces is told to the broker (ADR 0082).
        projetId: idProjet,
        subject: M.mailAccesObjet(d.projet.raisonSociale),
        text: M.mailAccesTexte(signataire.prenom, signataire.nom, d.projet.raisonSociale, lien, user.nom),
        attachments: [],
      });
      // The same signer's access sent again (a new request on the open transaction): a reminder.
      if (depot.created && !nouvelle) await this.historique.enregistrer(m, parCourtier(user, idProjet, 'RELANCE', { destinataire: signataire.email }));
      return depot;
    });
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
      if (type) {
        try {
          // A refusal pulled before its callback: the reason the signer typed, from the provider too.
          const motif = type === 'REFUSE' ? ((await this.fournisseur.motifRefus(t.fournisseurTxId).catch(() => null)) ?? undefined) : undefined;
          const evenement = bornerEvenement({ eventId: `pull:${t.id}:${type}`, survenuLe: this.horloge.maintenant(), fournisseurTxId: t.fournisseurTxId, type, motif }, this.horloge.maintenant());
          courante = (await this.traiter(evenement, 'etat'))?.transaction ?? t;
        } catch (err) {
          // The documents could not be fetched yet: the state stays as it is; a callback or the next return applies it.
          this.logger.warn({ err, transaction: t.id }, 'État du prestataire non appliqué au retour');
        }
      }
    }
    const cause = causeContradiction(courante.etat, statut);
    if (cause) throw new RefusMetier('conflit', M.causes[cause], { code: 'SIGNATURE_CONTRADICTOIRE', data: { cause } });
    return { data: { etat: courante.etat } };
  }

  /**
   * POST /signature/webhooks/{fournisseur}: verified over the raw body, read under the API's input
   * rules, kept once, applied forward when the provider confirms it. A refused signature counts
   * towards RATE_LIMIT_CALLBACK for the client address (429 once over); a verified callback never
   * counts. `client` is the request (its address, for the limit and the audit).
   */
  async rappel(fournisseur: string, entetes: Record<string, string | string[] | undefined>, corps: unknown, client: Pick<Request, 'ip' | 'user'>): Promise<{ issue: IssueRappel }> {
    // Only the configured provider's route listens.
    if (fournisseur !== this.fournisseur.code) throw new RefusMetier('introuvable', M.fournisseurNonConfigure);
    let evenement: EvenementSignature;
    try {
      if (!Buffer.isBuffer(corps)) throw new RappelInvalide('corps absent');
      evenement = bornerEvenement(this.fournisseur.verifierRappel(entetes, corps), this.horloge.maintenant());
    } catch (err) {
      if (!(err instanceof RappelInvalide)) throw err;
      await this.limites.compterRefus('rappel-invalide', client);
      throw new RefusMetier('nonAuthentifie', M.rappelInvalide);
    }
    let r: ResultatTraitement | null;
    try {
      r = await this.traiter(evenement, 'rappel', client.ip);
    } catch (err) {
      if (!(err instanceof PrestataireInjoignable)) throw err;
      // The provider could not be asked (or its documents fetched): nothing kept, so its retry is processed in full.
      this.logger.warn({ err: err.cause, fournisseur, evenement: evenement.eventId }, 'Rappel de signature non confirmé : prestataire injoignable');
      throw new RefusMetier('indisponible', M.rappelNonVerifiable);
    }
    if (!r) throw new RefusMetier('nonAuthentifie', M.rappelInvalide);
    return { issue: r.issue };
  }

  /**
   * An event (a verified callback, or the provider's state pulled on the browser's return), applied
   * once and forward only. A verified callback is a trigger, not the truth: an event that would close
   * the transaction is applied only when the provider's own state says the same (asked once, outside
   * any lock); a signature only with the signed documents and the proof, fetched from the provider
   * first and stored with the new state in one database transaction. Never ACCEPTE without them.
   * Redeliveries (the common case under retries) are answered from one indexed read, asking nothing.
   */
  private async traiter(e: EvenementSignature, origine: 'rappel' | 'etat', ip?: string): Promise<ResultatTraitement | null> {
    const r = await this.appliquer(e, origine, ip);
    // Committed: the broker's pages are told (step 4, Mes clients; ADR 0082). A duplicate or an event without effect tells nothing.
    if (r?.issue === 'applique') await this.signal.signature(r.transaction.codeDistributeur, r.transaction.projetId, r.transaction.etat);
    return r;
  }

  private async appliquer(e: EvenementSignature, origine: 'rappel' | 'etat', ip?: string): Promise<ResultatTraitement | null> {
    const code = this.fournisseur.code;
    const connu = await this.repository.dejaRecu(code, e);
    if (connu) return { issue: 'doublon', transaction: connu };
    const t = await this.repository.parFournisseur(code, e.fournisseurTxId);
    if (!t) return null;
    const suivant = etatApresEvenement(t.etat, e.type);
    // Progress events (link opened, interrupted) close nothing: applied as they come.
    if (!suivant || !estCloturee(suivant)) return this.repository.recevoir(code, e);
    if (origine === 'rappel') {
      const constate = await auPrestataire(() => this.fournisseur.etat(t.fournisseurTxId));
      if (constate !== e.type) {
        // Not kept in the inbox: the provider's resend (or its next event) is checked again.
        auditer('rappel-non-confirme', { methode: 'POST', route: '/api/signature/webhooks/:fournisseur', statut: 200, ip, fournisseur: code, evenementFournisseur: e.eventId, transactionFournisseur: e.fournisseurTxId, annonce: e.type, constate });
        return { issue: 'non-confirme', transaction: t };
      }
    }
    if (suivant === 'REFUSEE') return this.clotureRecue(code, e);
    if (suivant !== 'SIGNEE') return this.repository.recevoir(code, e);
    const documents = await auPrestataire(() => this.documents.obtenir(t));
    return this.clotureRecue(code, e, (m, verrouillee) => this.documents.stocker(verrouillee, documents, m));
  }

  /**
   * A signature or a refusal applied: the broker's e-mail (the signer's page says 'votre conseiller
   * en est informé') deposited in the outbox with the state change, keyed by the transaction (once,
   * whatever the redeliveries), then queued once committed; the sweeper sends it if the queue is down.
   */
  private async clotureRecue(
    code: string,
    e: EvenementSignature,
    stockerSignes?: (m: EntityManager, t: TransactionSignature) => Promise<{ signe: string; preuve: string }>,
  ): Promise<ResultatEvenement | null> {
    let mailId: number | null = null;
    const r = await this.repository.recevoir(code, e, stockerSignes, async (m, t) => {
      mailId = await this.deposerMailCloture(m, t);
    });
    if (mailId !== null) await this.outbox.schedule(mailId).catch((err: unknown) => this.logger.warn({ err, mailMessageId: mailId }, 'E-mail au courtier conservé pour le balayage'));
    return r;
  }

  private async deposerMailCloture(m: EntityManager, t: TransactionSignature): Promise<number | null> {
    const refus = refusAffiche({ etat: t.etat, clotureLe: t.clotureLe?.toISOString() ?? null, signataire: t.signataireNom, motif: t.motif });
    const signee = t.etat === 'SIGNEE' && t.clotureLe;
    if (!refus && !signee) return null;
    // Face to face the broker is beside the signer and sees the outcome: the e-mail is for a distance signature.
    if (t.mode === 'FACE_A_FACE') return null;
    if (!t.courtierEmail) {
      this.logger.warn({ transaction: t.id }, 'Signature close sans adresse e-mail du courtier : personne à informer');
      return null;
    }
    const projet = (await this.projets.nomEtProduit(t.projetId, t.codeDistributeur, m)) ?? { raisonSociale: '', codeProduit: 'SSC' as const };
    const lien = `${this.config.publicUrl}/souscription/${projet.codeProduit.toLowerCase()}/${t.projetId}/signature-et-documents`;
    const contenu = refus
      ? mailRefus({ raisonSociale: projet.raisonSociale, courtier: t.courtierNom, refus, lien })
      : mailSignee({ raisonSociale: projet.raisonSociale, courtier: t.courtierNom, signataire: t.signataireNom, date: t.clotureLe!.toISOString(), lien });
    const cle = cleDeDemande({ codeDistributeur: t.codeDistributeur, operation: refus ? 'signature-refus-courtier' : 'signature-signee-courtier', demande: { transaction: t.id } });
    const { id } = await this.outbox.deposit(m, { codeDistributeur: t.codeDistributeur, idempotencyKey: cle.cle, fingerprint: cle.empreinte, to: t.courtierEmail, ...contenu, attachments: [] });
    return id;
  }

  /** Step 4's refusal (who, when, why) while the projet's latest transaction is a refusal; null otherwise. */
  async refus(projetId: number, codeDistributeur: string): Promise<RefusSignature | null> {
    const t = await this.repository.derniere(projetId, codeDistributeur);
    return t ? refusAffiche({ etat: t.etat, clotureLe: t.clotureLe?.toISOString() ?? null, signataire: t.signataireNom, motif: t.motif }) : null;
  }

  /** GET /projets/{id}/signature/derniere-transaction-cloturee. */
  async derniereCloturee(user: Utilisateur, idProjet: number): Promise<{ code_etat_retour: 'OK' | 'CANCEL'; date_cloture: string }> {
    await this.souscriptions.dossier(user, idProjet);
    const t = await this.repository.derniereCloturee(idProjet, user.codeDistributeur);
    const code = t ? codeEtatRetour(t.etat) : null;
    if (!t || !code || !t.clotureLe) throw new RefusMetier('introuvable', M.aucuneTransactionCloturee(idProjet));
    return { code_etat_retour: code, date_cloture: t.clotureLe.toISOString() };
  }

  /**
   * Step 4's contract closing (02 §2): the outcome of the projet's latest transaction when it closed
   * signed or refused; null while a relaunch is open (step 4 then shows the signature waiting).
   */
  async cloture(projetId: number, codeDistributeur: string): Promise<ClotureContrat | null> {
    const t = await this.repository.derniere(projetId, codeDistributeur);
    return t ? clotureContrat(t.etat, t.clotureLe?.toISOString() ?? null) : null;
  }
}
