import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Horloge } from '../../common/horloge';
import { Transactions } from '../../database/transactions';
import { cleDeDemande, verifierEmpreinte, type CleDeDemande } from '../../common/idempotence';
import { DOCUMENTS } from '../../domain/messages';
import type { StoredFileContent, StoredFileMeta } from '../../files/files.repository';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { IssueEnvoi } from '../../mail/mail.types';
import { DocumentsGeneres } from '../document-job';
import { selectionnerKit, type Kit, type SelectionKit } from './kit';
import { zipEnFlux, type ArchiveZip } from './kit-zip';

export interface DemandeKit {
  codeDistributeur: string;
  /** The request's Idempotency-Key, when the page sent one. */
  cleClient?: string;
}

/**
 * What a kit does with a selection (src/documents/kit/kit.ts says how a feature declares one): one
 * document, a zip of several, an e-mail. Each document is made by its document job under a key of
 * its own (one file per key, ADR 0024); the e-mail goes through the outbox, its documents made by
 * their jobs when it is sent (ADR 0025).
 */
@Injectable()
export class KitService {
  private readonly logger = new Logger(KitService.name);

  constructor(
    private readonly documents: DocumentsGeneres,
    private readonly outbox: MailOutbox,
    private readonly transactions: Transactions,
    private readonly horloge: Horloge,
  ) {}

  private cle<C>(kit: Kit<C>, demande: DemandeKit, s: SelectionKit<C>): CleDeDemande {
    return cleDeDemande({
      codeDistributeur: demande.codeDistributeur,
      operation: `${kit.nom}.${s.document.id}`,
      cleClient: demande.cleClient,
      demande: s.production.demande,
      contexte: s.production.contexte,
    });
  }

  private async fabriquer<C>(kit: Kit<C>, demande: DemandeKit, s: SelectionKit<C>, echec: string): Promise<StoredFileContent> {
    const payload = { ...s.production.payload, codeDistributeur: demande.codeDistributeur };
    return this.documents.produire(s.production.job, payload, this.cle(kit, demande, s), { echec, contexte: { kit: kit.nom, document: s.document.id } });
  }

  /** One document of the kit (refusals: see selectionnerKit). */
  async document<C>(kit: Kit<C>, ctx: C, id: string, demande: DemandeKit): Promise<StoredFileContent> {
    const [s] = selectionnerKit(kit, ctx, [id]);
    return this.fabriquer(kit, demande, s, DOCUMENTS.kit.erreurDocument);
  }

  /**
   * A zip of the selected documents (of one category when `codeCategorie` is given), in the kit's
   * order. Every document is made (or found under its key) first, so a failure is the clear French
   * refusal before the first byte; the zip then streams them, reading one stored file at a time.
   */
  async archive<C>(kit: Kit<C>, ctx: C, ids: readonly string[], demande: DemandeKit & { codeCategorie?: string }): Promise<ArchiveZip> {
    const selection = selectionnerKit(kit, ctx, ids, { codeCategorie: demande.codeCategorie });
    const fichiers: StoredFileMeta[] = [];
    // One after the other: the documents queue is shared with every other request.
    for (const s of selection) {
      const payload = { ...s.production.payload, codeDistributeur: demande.codeDistributeur };
      fichiers.push(await this.documents.produireFichier(s.production.job, payload, this.cle(kit, demande, s), { echec: DOCUMENTS.kit.erreurDocuments, contexte: { kit: kit.nom, document: s.document.id } }));
    }
    return zipEnFlux(
      fichiers.map((f) => ({ nom: f.name, taille: f.size, lire: () => this.lire(kit, f, demande.codeDistributeur) })),
      this.horloge.maintenant(),
    );
  }

  /** A document of a zip being sent: removed since it was made, the zip is cut short (logged). */
  private async lire<C>(kit: Kit<C>, fichier: StoredFileMeta, codeDistributeur: string): Promise<Buffer> {
    const bytes = await this.documents.lire(fichier.id, codeDistributeur);
    if (bytes) return bytes;
    this.logger.error({ kit: kit.nom, fichier: fichier.id }, "Document introuvable pendant l'envoi de l'archive : archive interrompue");
    throw new Error(`Document ${fichier.id} introuvable`);
  }

  /**
   * E-mails the selected documents: the message goes into the outbox (in one transaction with
   * `dansLaTransaction`, the feature's own change, run only for a new message), then the request
   * waits a while for the sending. Answer with `reponseEnvoi(statut, message d'échec)` (src/mail/reponse-envoi.ts).
   */
  async envoyer<C>(
    kit: Kit<C>,
    ctx: C,
    ids: readonly string[],
    demande: DemandeKit & { email: string; objet: string; texte: string; projetId?: number; dansLaTransaction?: (manager: EntityManager) => Promise<void> },
  ): Promise<IssueEnvoi> {
    const selection = selectionnerKit(kit, ctx, ids, { email: true });
    const destinataire = demande.email.trim();
    const cle = cleDeDemande({
      codeDistributeur: demande.codeDistributeur,
      operation: `${kit.nom}.email`,
      cleClient: demande.cleClient,
      demande: { documents: selection.map((s) => s.document.id), email: destinataire.toLowerCase() },
      contexte: selection.map((s) => ({ demande: s.production.demande, contexte: s.production.contexte ?? null })),
    });
    const { id } = await this.transactions.executer(async (manager) => {
      const depot = await this.outbox.deposit(manager, {
        codeDistributeur: demande.codeDistributeur,
        idempotencyKey: cle.cle,
        fingerprint: cle.empreinte,
        to: destinataire,
        // The file it belongs to: an address that bounces is told to the broker (ADR 0082).
        projetId: demande.projetId,
        subject: demande.objet,
        text: demande.texte,
        attachments: selection.map((s) => ({
          document: {
            job: s.production.job.name,
            key: `${cle.cle}/${s.document.id}`,
            payload: { ...s.production.payload, codeDistributeur: demande.codeDistributeur, empreinte: cle.empreinte },
          },
        })),
      });
      if (!depot.created) verifierEmpreinte(cle.empreinte, depot.fingerprint);
      else if (demande.dansLaTransaction) await demande.dansLaTransaction(manager);
      return depot;
    });
    const statut = await this.outbox.sendAndWait(id);
    if (statut === 'FAILED') this.logger.error({ kit: kit.nom, documents: ids }, "Échec de l'envoi des documents du kit");
    return statut;
  }
}
