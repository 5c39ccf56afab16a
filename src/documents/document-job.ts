import { RefusMetier } from '../common/refus-metier';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { verifierEmpreinte, type CleDeDemande } from '../common/idempotence';
import { contentDisposition } from '../files/content-disposition';
import { stockerDocument, type DocumentFabrique } from '../files/document-unique';
import { FilesRepository, type StoredFileContent, type StoredFileMeta } from '../files/files.repository';
import { defineJob, QueueUnavailableError, type JobContext, type JobDefinition, type JobHandler, type JobOptions } from '../jobs/job';
import { JobQueue } from '../jobs/job-queue';
import { optional, text, type PayloadSchema } from '../jobs/payload-schema';
import { DOCUMENTS } from '../domain/messages';

/**
 * "Render, store, answer" — the three halves of every generated document (ADR 0024, 0036):
 *
 * 1. the job: `defineDocumentJob<Payload>({name, version, payload})` and a handler that extends
 *    `DocumentJobHandler` and only renders (`rendre(payload)` → bytes, name, kind); the handler
 *    stores the file once per job key and answers `{id, nom, empreinte}`;
 * 2. the request: `DocumentsGeneres.produire(job, payload, cle, …)` runs the job under the request's
 *    idempotency key, refuses a key reused for another request (422) and reads the stored file;
 * 3. the answer: `envoyerFichier(res, fichier)` writes it with its name and `Content-Location`.
 *
 *   export const MonDocumentJob = defineDocumentJob<MonPayload>({ name: 'zone.mon-document', version: 1, payload: { idProjet: integer, demandeLe: instant } });
 *   @Injectable() @JobProcessor(MonDocumentJob)
 *   export class MonDocumentHandler extends DocumentJobHandler<MonPayload> {
 *     constructor(files: FilesRepository) { super(files); }
 *     protected async rendre(p: MonPayload) { return { kind: 'mon-document', name: 'x.pdf', contentType: 'application/pdf', bytes: await rendrePdf(vue, theme, date) }; }
 *   }
 */

/** What every document job's payload carries. */
export interface PayloadDocument {
  /** The distributor the file belongs to (files are read back scoped by it). */
  codeDistributeur: string;
  /** Fingerprint of the request that asked for it, given back in the result (ADR 0024). */
  empreinte?: string;
}

/** What every document job answers: the stored file. */
export interface ResultatDocument {
  /** stored_file id, downloadable at GET /api/fichiers/{id}. */
  id: string;
  nom: string;
  empreinte?: string;
}

const SCHEMA_DOCUMENT: PayloadSchema<PayloadDocument> = { codeDistributeur: text, empreinte: optional(text) };

/**
 * A document job: on the 'documents' queue unless told otherwise, answering the stored file. `payload`
 * checks the job's own fields; those of every document (PayloadDocument) are checked here.
 */
export function defineDocumentJob<P extends PayloadDocument>(
  spec: { name: string; version: number; payload: PayloadSchema<Omit<P, keyof PayloadDocument>> } & JobOptions,
): JobDefinition<P, ResultatDocument> {
  return defineJob<P, ResultatDocument>({ queue: 'documents', ...spec, payload: { ...SCHEMA_DOCUMENT, ...spec.payload } as PayloadSchema<P> });
}

/** The handler of a document job: renders, then stores once per job key (a crashed run's file is reused). */
export abstract class DocumentJobHandler<P extends PayloadDocument> implements JobHandler<P, ResultatDocument> {
  protected constructor(protected readonly files: FilesRepository) {}

  /** The document's bytes and name; throw PermanentJobError when retrying cannot help. */
  protected abstract rendre(payload: P, context: JobContext): Promise<DocumentFabrique>;

  async handle(payload: P, context: JobContext): Promise<ResultatDocument> {
    const file = await stockerDocument(this.files, context, payload.codeDistributeur, () => this.rendre(payload, context));
    return { id: file.id, nom: file.name, empreinte: payload.empreinte };
  }
}

/** The request side: runs a document job under the request's key and reads its stored file. */
@Injectable()
export class DocumentsGeneres {
  private readonly logger = new Logger(DocumentsGeneres.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly files: FilesRepository,
  ) {}

  /**
   * The document of this key — made now, or the one its first request made. `echec` is the French
   * message of a 500 when it cannot be made (logged with `contexte`); a refusal (4xx, e.g. the key
   * reused for another request) passes through. A job the queue did not take (Redis down) is a 503
   * 'indisponible': nothing was queued, the caller may undo what it did for it.
   */
  async produire<P extends PayloadDocument>(
    job: JobDefinition<P, ResultatDocument>,
    payload: P,
    cle: CleDeDemande,
    options: { echec: string; contexte?: Record<string, unknown> },
  ): Promise<StoredFileContent> {
    return this.executer(job, payload, cle, options, (id) => this.files.findContent(id, payload.codeDistributeur));
  }

  /** As produire, without reading the bytes: the stored file's id, name and size (an archive reads them one at a time). */
  async produireFichier<P extends PayloadDocument>(
    job: JobDefinition<P, ResultatDocument>,
    payload: P,
    cle: CleDeDemande,
    options: { echec: string; contexte?: Record<string, unknown> },
  ): Promise<StoredFileMeta> {
    return this.executer(job, payload, cle, options, (id) => this.files.findMeta(id, payload.codeDistributeur));
  }

  private async executer<P extends PayloadDocument, T>(
    job: JobDefinition<P, ResultatDocument>,
    payload: P,
    cle: CleDeDemande,
    options: { echec: string; contexte?: Record<string, unknown> },
    lireFichier: (id: string) => Promise<T | null>,
  ): Promise<T> {
    try {
      const charge = { ...payload, empreinte: cle.empreinte };
      let r = await this.jobs.runAndWait(job, charge, { jobId: cle.cle });
      // The key's first request decides: another request under the same key is refused, not answered.
      verifierEmpreinte(cle.empreinte, r.empreinte);
      let fichier = await lireFichier(r.id);
      if (!fichier) {
        // The key's file was removed since: make a new one, once, under a key of its own.
        r = await this.jobs.runAndWait(job, charge, { jobId: `${cle.cle}/apres-${r.id}` });
        fichier = await lireFichier(r.id);
      }
      if (!fichier) throw new Error(`Document ${r.id} introuvable après génération`);
      return fichier;
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() < 500) throw err;
      if (err instanceof QueueUnavailableError) {
        this.logger.warn({ job: job.name, reason: err.reason, ...options.contexte }, 'File des documents indisponible');
        throw new RefusMetier('indisponible', DOCUMENTS.kit.serviceIndisponible);
      }
      this.logger.error({ err, job: job.name, ...options.contexte }, 'Échec de la génération du document');
      throw new RefusMetier('interne', options.echec);
    }
  }

  /** The bytes of a stored document produireFichier answered (null when removed since). */
  async lire(id: string, codeDistributeur: string): Promise<Buffer | null> {
    return (await this.files.findContent(id, codeDistributeur))?.bytes ?? null;
  }
}

/** Answers a stored file as a download: the same file (Content-Location) for every request of one key. */
export function envoyerFichier(res: Response, fichier: StoredFileContent): void {
  res.setHeader('Content-Type', fichier.meta.contentType);
  res.setHeader('Content-Length', String(fichier.bytes.length));
  res.setHeader('Content-Disposition', contentDisposition(fichier.meta.name));
  res.setHeader('Content-Location', `/api/fichiers/${fichier.meta.id}`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(fichier.bytes);
}
