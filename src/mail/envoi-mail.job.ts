import { Injectable } from '@nestjs/common';
import { FilesRepository } from '../files/files.repository';
import { defineJob, JobProcessor, PermanentJobError, type JobHandler } from '../jobs/job';
import { MailService } from './mail.service';
import type { MailSent } from './mail.types';

export interface EnvoiMailPayload {
  /** Distributor on whose behalf it goes: attachments are read in its scope. */
  codeDistributeur: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stored files (stored_file ids) attached under their stored name. */
  fichiers: { id: string }[];
}

/** Sends one e-mail (SMTP or the development outbox) with stored files attached. */
export const EnvoiMailJob = defineJob<EnvoiMailPayload, MailSent>({ name: 'mail.envoi', version: 1, queue: 'mail', attempts: 3, backoffMs: 1000, timeoutMs: 60_000 });

@Injectable()
@JobProcessor(EnvoiMailJob)
export class EnvoiMailHandler implements JobHandler<EnvoiMailPayload, MailSent> {
  constructor(
    private readonly mail: MailService,
    private readonly files: FilesRepository,
  ) {}

  async handle(p: EnvoiMailPayload): Promise<MailSent> {
    const attachments = [];
    for (const f of p.fichiers) {
      const content = await this.files.findContent(f.id, p.codeDistributeur);
      if (!content) throw new PermanentJobError(`Pièce jointe ${f.id} introuvable`);
      attachments.push({ filename: content.meta.name, content: content.bytes, contentType: content.meta.contentType });
    }
    return this.mail.send({ to: p.to, subject: p.subject, text: p.text, html: p.html, attachments, codeDistributeur: p.codeDistributeur });
  }
}
