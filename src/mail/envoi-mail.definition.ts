import { defineJob } from '../jobs/job';
import { integer } from '../jobs/payload-schema';
import type { MailStatus } from './mail.types';

export interface EnvoiMailPayload {
  /** mail_message id: everything else (recipient, body, attachments) is in the outbox row. */
  messageId: number;
}

/**
 * Sends one message of the transactional outbox (SMTP, or the mail capture without SMTP_URL) and
 * answers its final status (ADR 0025). Version 2: the payload is the outbox row, no longer the message.
 */
export const EnvoiMailJob = defineJob<EnvoiMailPayload, MailStatus>({
  name: 'mail.envoi',
  version: 2,
  payload: { messageId: integer },
  queue: 'mail',
  attempts: 3,
  backoffMs: 1000,
  timeoutMs: 60_000,
});

/** The job's idempotency key: one sending job per outbox row. */
export const mailJobKey = (messageId: number): string => `mail-message-${messageId}`;
