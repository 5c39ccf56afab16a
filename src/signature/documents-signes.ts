import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SIGNATURE_TRANSACTION as M } from '../domain/messages';
import { FilesRepository } from '../files/files.repository';
import { ProjetsRepository } from '../projets/projets.repository';
import { defineJob, JobProcessor, type JobHandler } from '../jobs/job';
import { text } from '../jobs/payload-schema';
import { FOURNISSEUR_SIGNATURE, type FournisseurSignature } from './fournisseur';
import { SignatureRepository, type TransactionSignature } from './signature.repository';

/** Stores the signed request and the provider's proof of a signed transaction, once (kept for jobs queued before they were stored with the signature). */
export const DocumentsSignesJob = defineJob<{ transactionId: string }, { fichiers: number }>({
  name: 'signature.documents-signes',
  version: 1,
  payload: { transactionId: text },
  attempts: 5,
  backoffMs: 2000,
});

/** The signed documents as the provider gives them, before they are stored. */
export interface DocumentsObtenus {
  pdf: Buffer;
  preuve: Buffer;
}

/**
 * The signed request and the provider's proof of a signed transaction: fetched from the provider
 * before the signature is applied (SignatureService.traiter), stored with it; also the job's work
 * for transactions signed before that (jobs already queued by an earlier version).
 */
@Injectable()
@JobProcessor(DocumentsSignesJob)
export class DocumentsSignesHandler implements JobHandler<{ transactionId: string }, { fichiers: number }> {
  constructor(
    private readonly repository: SignatureRepository,
    @Inject(FOURNISSEUR_SIGNATURE) private readonly fournisseur: FournisseurSignature,
    private readonly files: FilesRepository,
    private readonly projets: ProjetsRepository,
  ) {}

  /** From the provider; a signed document that is not a PDF is not obtained (nothing is applied). */
  async obtenir(t: TransactionSignature): Promise<DocumentsObtenus> {
    const { pdf, preuve } = await this.fournisseur.documentsSignes(t.fournisseurTxId);
    if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')) || preuve.length === 0) throw new Error(`Documents signés de ${t.id} illisibles`);
    return { pdf, preuve };
  }

  /** Stored once (keys per transaction: a retry finds the files stored before), in the caller's database transaction when given. */
  async stocker(t: TransactionSignature, { pdf, preuve }: DocumentsObtenus, manager?: EntityManager): Promise<{ signe: string; preuve: string }> {
    const raison = (await this.projets.nomEtProduit(t.projetId, t.codeDistributeur, manager))?.raisonSociale ?? '';
    const owner = { type: 'projet', id: String(t.projetId) };
    const estPdf = preuve.subarray(0, 5).equals(Buffer.from('%PDF-'));
    const signe = await this.files.createOnce({ codeDistributeur: t.codeDistributeur, idempotencyKey: `signature:${t.id}:signe`, kind: 'demande-adhesion-signee', name: M.nomDocumentSigne(raison), contentType: 'application/pdf', bytes: pdf, owner }, manager);
    // The simulator's proof is JSON; Yousign's audit trail a PDF.
    const p = await this.files.createOnce(
      { codeDistributeur: t.codeDistributeur, idempotencyKey: `signature:${t.id}:preuve`, kind: 'preuve-signature', name: M.nomPreuve(raison, estPdf ? 'pdf' : 'json'), contentType: estPdf ? 'application/pdf' : 'application/json', bytes: preuve, owner },
      manager,
    );
    return { signe: signe.id, preuve: p.id };
  }

  async handle({ transactionId }: { transactionId: string }): Promise<{ fichiers: number }> {
    const t = await this.repository.parId(transactionId);
    if (!t || t.etat !== 'SIGNEE' || t.fichierSigneId) return { fichiers: 0 };
    const ids = await this.stocker(t, await this.obtenir(t));
    await this.repository.enregistrerFichiers(t.id, ids.signe, ids.preuve);
    return { fichiers: 2 };
  }
}
