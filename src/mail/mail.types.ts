export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Distributor on whose behalf the message goes (outbox scoping). */
  codeDistributeur?: string;
}

export interface MailSent {
  transport: 'smtp' | 'outbox';
  /** SMTP message id, or 'outbox:{id}'. */
  messageId: string;
}
