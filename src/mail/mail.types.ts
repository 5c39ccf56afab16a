/**
 * What an outbox message attaches (ADR 0025): a file already stored, or a document made by an
 * idempotent job at sending time — the message row then exists before its PDF, and the sending job
 * obtains the PDF through that job and its key (one PDF, even across a crash).
 */
export type AttachmentRef = { file: { id: string } } | { document: { job: string; key: string; payload: unknown } };

/**
 * Life of an outbox message:
 * - PENDING: to send (again after a refusal with a 4xx code or a failure before the end of DATA);
 * - SENDING: committed just before the last byte of the SMTP DATA, so the server may have it;
 * - SENT: the server answered 250 (final);
 * - CAPTURED: kept in the mail capture, no SMTP configured (final);
 * - UNCERTAIN: found SENDING by a later run — the sender died or lost its connection between the end
 *   of DATA and the "sent" mark. Never resent automatically (that would be the only way to send it
 *   twice); final until someone decides;
 * - FAILED: refused for good (5xx) or too many attempts (final).
 */
export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'CAPTURED', 'UNCERTAIN', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const FINAL_STATUSES: readonly MailStatus[] = ['SENT', 'CAPTURED', 'UNCERTAIN', 'FAILED'];

/**
 * What a request that waited for its e-mail learns: the row's status, or NOT_QUEUED — the row is
 * PENDING and the queue did not take its job (Redis down): the outbox sweeper sends it once the
 * queue is back. Not a row status (never stored).
 */
export type IssueEnvoi = MailStatus | 'NOT_QUEUED';

/** A message to put in the outbox. */
export interface NewMail {
  codeDistributeur: string;
  /** Scoped idempotency key (src/common/idempotence.ts): one message per key and distributor. */
  idempotencyKey: string;
  /** Fingerprint of the request: the same key with other inputs is refused. */
  fingerprint: string;
  to: string;
  /** The projet the message belongs to, when it has one: a failed delivery is told to its broker (ADR 0082). */
  projetId?: number;
  subject: string;
  text: string;
  html?: string;
  attachments: AttachmentRef[];
}
