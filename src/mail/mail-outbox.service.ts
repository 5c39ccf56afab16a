import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { idRequeteCourante } from '../common/contexte-requete';
import { pointDePause } from '../common/point-de-pause';
import { AppConfig } from '../config/app-config';
import { SignalDossiers } from '../evenements/signal-dossiers';
import { FilesRepository } from '../files/files.repository';
import { JobFailedError, PermanentJobError, QueueUnavailableError } from '../jobs/job';
import { JobQueue } from '../jobs/job-queue';
import { EnvoiMailJob, mailJobKey } from './envoi-mail.definition';
import { MailCaptureService, type CapturedAttachment } from './mail-capture.service';
import type { MailMessageEntity } from './mail-message.entity';
import { MailOutboxRepository, type CourrielLu } from './mail-outbox.repository';
import { FINAL_STATUSES, type IssueEnvoi, type MailStatus, type NewMail } from './mail.types';
import { SmtpSendError, SmtpSender } from './smtp-sender';

/** Raised when another run holds the message: the job retries later. */
export class MessageBusyError extends Error {
  override name = 'MessageBusyError';
}

/** The Message-ID of a row, from its distributor and idempotency key: the same on every send. */
export function messageIdFor(codeDistributeur: string, idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'collectif.local';
  return `<${createHash('sha256').update(`${codeDistributeur}/${idempotencyKey}`).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * The transactional outbox (ADR 0025). `deposit` writes the message in the caller's transaction,
 * next to the business change; `sendAndWait` queues the 'mail.envoi' job after the commit and waits
 * a while for a final status; `process` is the job: it sends (or captures) the row once; the
 * sweeper (MailOutboxSweeper) takes up rows a crash or a failure left behind.
 */
@Injectable()
export class MailOutbox implements OnModuleDestroy {
  private readonly logger = new Logger(MailOutbox.name);
  private sender?: SmtpSender;

  constructor(
    private readonly messages: MailOutboxRepository,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly files: FilesRepository,
    private readonly capture: MailCaptureService,
    /** The files' signals (ADR 0082); absent where the outbox is built alone (its medium tests). */
    @Optional() private readonly signal?: SignalDossiers,
  ) {}

  /**
   * In the caller's transaction: the message of this idempotency key — written now (`created`), or
   * the one an earlier request with the same key wrote (compare `fingerprint` before using it).
   */
  async deposit(manager: EntityManager, mail: NewMail): Promise<{ id: number; created: boolean; fingerprint: string }> {
    const from = this.config.MAIL_FROM;
    const id = await this.messages.deposer(manager, {
      codeDistributeur: mail.codeDistributeur,
      idempotencyKey: mail.idempotencyKey,
      fingerprint: mail.fingerprint,
      messageId: messageIdFor(mail.codeDistributeur, mail.idempotencyKey, from),
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments,
      projetId: mail.projetId ?? null,
    });
    if (id !== null) return { id, created: true, fingerprint: mail.fingerprint };
    const existing = await this.messages.parCle(manager, mail.codeDistributeur, mail.idempotencyKey);
    return { ...existing, created: false };
  }

  /** Queues the sending (call it after the deposit committed). */
  async schedule(id: number): Promise<void> {
    await this.jobs.enqueue(EnvoiMailJob, { messageId: id }, { jobId: mailJobKey(id) });
  }

  /**
   * Queues the sending and waits up to `timeoutMs` for it; answers the row's status then. A status
   * that is not final (PENDING, SENDING) means "queued": the job or the sweeper goes on with it;
   * NOT_QUEUED means the queue did not take the job (the mail server was never asked).
   */
  async sendAndWait(id: number, timeoutMs = EnvoiMailJob.timeoutMs): Promise<IssueEnvoi> {
    const start = performance.now();
    try {
      await this.jobs.runAndWait(EnvoiMailJob, { messageId: id }, { jobId: mailJobKey(id), timeoutMs });
    } catch (err) {
      if (err instanceof QueueUnavailableError) {
        // Nothing runs it now: the row stays PENDING for the sweeper (it may be final from an earlier request).
        this.logger.warn({ mailMessageId: id, reason: err.reason }, "E-mail conservé : la file d'attente est indisponible");
        const statut = await this.status(id);
        return statut === 'PENDING' ? 'NOT_QUEUED' : statut;
      }
      // Failed attempts or a wait that ran out: the row tells what really happened.
      this.logger.warn({ mailMessageId: id, reason: err instanceof JobFailedError ? err.reason : String(err) }, "E-mail pas encore envoyé à la fin de l'attente");
    }
    // A job the queue gave up on (e.g. taken for stalled while its worker was busy) may still be
    // sending: while some run holds the row, its outcome is near — wait for it, within the wait.
    for (;;) {
      const row = await this.messages.statutEtBail(id);
      if (!row) throw new Error(`Message ${id} introuvable`);
      if (FINAL_STATUSES.includes(row.status) || !row.held || performance.now() - start > timeoutMs) return row.status;
      await sleep(200);
    }
  }

  /**
   * An admin's resend of a FAILED message (ADR 0062): once per message — the row goes back to
   * PENDING with its attempts reset only if it is FAILED and was never resent (one statement, so two
   * clicks resend once); then it is sent like any other, once, by a job of its own key.
   */
  async resendFailed(id: number): Promise<'resent' | 'not-found' | 'refused'> {
    if (!(await this.messages.remettreEnAttente(id))) return (await this.messages.existe(id)) ? 'refused' : 'not-found';
    await this.jobs.enqueue(EnvoiMailJob, { messageId: id }, { jobId: `${mailJobKey(id)}/renvoi` }).catch((err: unknown) =>
      // PENDING and due: the sweeper sends it once the queue is back.
      this.logger.warn({ mailMessageId: id, reason: err instanceof Error ? err.message : String(err) }, 'Renvoi confié au balayage : file indisponible'),
    );
    return 'resent';
  }

  async status(id: number): Promise<MailStatus> {
    const statut = await this.messages.statut(id);
    if (!statut) throw new Error(`Message ${id} introuvable`);
    return statut;
  }

  /**
   * The 'mail.envoi' job: sends or captures the message once and answers its final status; throws
   * to be retried while it is not final.
   */
  async process(id: number, holder: string): Promise<MailStatus> {
    const row = await this.messages.parId(id);
    if (!row) throw new PermanentJobError(`Message ${id} introuvable`);
    if (FINAL_STATUSES.includes(row.status)) return row.status;
    if (row.status === 'SENDING') return this.settleInterrupted(row, holder);

    const attachments = await this.attachments(row);
    if (this.capture.active) return this.captureOnce(row, attachments);

    if (!(await this.claim(id, holder))) return this.busyOrFinal(id);
    await pointDePause('mail.avant-smtp');
    this.sender ??= new SmtpSender(this.config.SMTP_URL!);
    try {
      await this.sender.send(
        { from: row.content.fromAddress, to: row.content.toAddress, subject: row.content.subject, text: row.content.text, html: row.content.html ?? undefined, messageId: row.messageId, attachments, action: idRequeteCourante() },
        () => this.engage(id, holder),
      );
    } catch (err) {
      return this.afterFailure(id, holder, err);
    }
    // The window that cannot be closed: the server has the message, the row does not say so yet.
    await pointDePause('mail.apres-acceptation');
    await this.messages.marquerEnvoye(id);
    this.logger.log({ mailMessageId: id }, 'E-mail envoyé par SMTP');
    await pointDePause('mail.apres-envoye');
    return 'SENT';
  }

  /** Rows to take up again (PENDING or SENDING, due, not claimed), each pushed 2 minutes ahead: two sweepers never pick one row at once. */
  due(limit = 100): Promise<number[]> {
    return this.messages.prendreDus(limit);
  }

  /** The newest messages of these statuses, every distributor's (the admin's list). */
  liste(statuts: readonly MailStatus[], limite: number): Promise<CourrielLu[]> {
    return this.messages.parStatuts(statuts, limite);
  }

  /** Messages by status, for the metrics (ADR 0068). */
  parStatut(): Promise<Array<{ statut: MailStatus; nombre: number }>> {
    return this.messages.compterParStatut();
  }

  /** Age in seconds of the oldest message not sent yet (0: none), for the metrics. */
  agePlusAncienEnAttente(): Promise<number> {
    return this.messages.agePlusAncienEnAttente();
  }

  onModuleDestroy(): void {
    this.sender = undefined;
  }

  /** Stored files, and documents obtained through their idempotent job (one PDF per key). */
  private async attachments(row: MailMessageEntity): Promise<CapturedAttachment[]> {
    const out: CapturedAttachment[] = [];
    try {
      for (const ref of row.attachments) {
        let fileId: string;
        if ('file' in ref) fileId = ref.file.id;
        else {
          const job = this.jobs.definition(ref.document.job);
          if (!job) throw new PermanentJobError(`Job ${ref.document.job} inconnu`);
          fileId = ((await this.jobs.runAndWait(job, ref.document.payload, { jobId: ref.document.key })) as { id: string }).id;
        }
        const content = await this.files.findContent(fileId, row.codeDistributeur);
        if (!content) throw new PermanentJobError(`Pièce jointe ${fileId} introuvable`);
        out.push({ filename: content.meta.name, content: content.bytes, contentType: content.meta.contentType });
      }
    } catch (err) {
      // A document job that failed may succeed later (its key runs again); a missing file will not.
      const permanent = err instanceof PermanentJobError;
      await this.postpone(row.id, null, permanent ? 'PIECE_JOINTE_IMPOSSIBLE' : 'PIECE_JOINTE', { count: true, fail: permanent });
      throw err;
    }
    return out;
  }

  private async captureOnce(row: MailMessageEntity, attachments: CapturedAttachment[]): Promise<MailStatus> {
    await this.messages.transaction(async (manager) => {
      await this.capture.capture(manager, row, attachments);
      await this.messages.marquerCapture(manager, row.id);
    });
    return this.status(row.id);
  }

  /** Takes the row for this run (PENDING, and free or already this holder's). */
  private claim(id: number, holder: string): Promise<boolean> {
    return this.messages.prendre(id, holder);
  }

  /**
   * Committed after the whole body went to the server and before the "." that ends the DATA: from
   * here on the message may be delivered, so no run will ever send it again. Fails (and the send is
   * abandoned without the ".") if another run took the row meanwhile.
   */
  private async engage(id: number, holder: string): Promise<void> {
    if (!(await this.messages.engager(id, holder))) throw new MessageBusyError(`Message ${id} repris par un autre envoi`);
  }

  /**
   * A row found SENDING: its sender died (or lost its connection) between the end of DATA and the
   * "sent" mark. The server may have the message: it is not sent again (UNCERTAIN). While another
   * live run may still be waiting for the server's reply (its lease runs), wait.
   */
  private async settleInterrupted(row: MailMessageEntity, holder: string): Promise<MailStatus> {
    if (!(await this.messages.marquerInterrompu(row.id, holder))) return this.busyOrFinal(row.id);
    this.logger.warn({ mailMessageId: row.id }, 'E-mail peut-être remis : envoi interrompu après la fin des données, il ne sera pas renvoyé');
    return 'UNCERTAIN';
  }

  private async busyOrFinal(id: number): Promise<MailStatus> {
    const status = await this.status(id);
    if (FINAL_STATUSES.includes(status)) return status;
    throw new MessageBusyError(`Message ${id} en cours d'envoi`);
  }

  /**
   * After a failed send. Before the end of DATA, or refused with a 4xx reply: nothing was accepted,
   * try again later. Refused with 5xx: FAILED. After the end of DATA with no reply: UNCERTAIN.
   */
  private async afterFailure(id: number, holder: string, err: unknown): Promise<MailStatus> {
    if (err instanceof SmtpSendError && err.afterDataEnd && err.responseCode === undefined) {
      await this.messages.marquerIncertain(id, err.code);
      this.logger.warn({ mailMessageId: id, code: err.code }, "E-mail peut-être remis : pas de réponse du serveur après la fin des données, il ne sera pas renvoyé");
      return this.status(id);
    }
    if (err instanceof MessageBusyError || (err instanceof SmtpSendError && err.code === 'ESTREAM')) return this.busyOrFinal(id);
    const code = err instanceof SmtpSendError ? err.code : 'ERREUR';
    const permanent = err instanceof SmtpSendError && err.permanent;
    await this.postpone(id, holder, code, { count: false, fail: permanent });
    if (permanent) return this.status(id);
    throw err;
  }

  /**
   * Back to PENDING for a later attempt (or FAILED: permanent, or too many attempts). A message of a
   * projet that just became FAILED is told to its broker, once (the statement that made it FAILED
   * says so), after that statement committed.
   */
  private async postpone(id: number, holder: string | null, code: string, opts: { count: boolean; fail: boolean }): Promise<void> {
    const echoue = await this.messages.reporter(id, holder, code, opts);
    if (echoue?.status === 'FAILED' && echoue.projetId !== null) await this.signal?.mailNonRemis(echoue.codeDistributeur, echoue.projetId);
  }
}
