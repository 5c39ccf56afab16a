import { Injectable } from '@nestjs/common';
import { JobProcessor, type JobContext, type JobHandler } from '../jobs/job';
import { EnvoiMailJob, type EnvoiMailPayload } from './envoi-mail.definition';
import { MailOutbox } from './mail-outbox.service';
import type { MailStatus } from './mail.types';

/** The 'mail.envoi' job: one outbox row sent (or captured) once. */
@Injectable()
@JobProcessor(EnvoiMailJob)
export class EnvoiMailHandler implements JobHandler<EnvoiMailPayload, MailStatus> {
  constructor(private readonly outbox: MailOutbox) {}

  handle(p: EnvoiMailPayload, context: JobContext): Promise<MailStatus> {
    return this.outbox.process(p.messageId, context.holder);
  }
}
