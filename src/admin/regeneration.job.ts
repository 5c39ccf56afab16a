import { Injectable, Logger } from '@nestjs/common';
import { erreurLisible } from '../domain/admin';
import { ADMIN } from '../domain/messages';
import { defineJob, JobFailedError, JobProcessor, QueueUnavailableError, type JobHandler } from '../jobs/job';
import { JobQueue } from '../jobs/job-queue';
import { integer, text } from '../jobs/payload-schema';
import { AdminRepository } from './admin.repository';
import { Regenerateurs } from './regenerateurs';
import { ProjetsRepository } from '../projets/projets.repository';

export interface RegenerationPayload {
  lotId: string;
  projetId: number;
  /** The row's attempt this job settles (a retry of the batch's failures is a new attempt). */
  tentative: number;
  /** ISO instant the batch asked for it (printed in the document). */
  demandeLe: string;
}

export type RegenerationResultat = 'FAIT' | 'ECHEC' | 'ANNULE' | 'DEJA_REGLE';

/**
 * One document of an admin's batch (ADR 0063), on a queue of its own so that waiting for the
 * document job (queue 'documents') never holds a slot that job needs; two at a time in process.
 */
export const RegenerationJob = defineJob<RegenerationPayload, RegenerationResultat>({
  name: 'admin.regeneration',
  version: 1,
  payload: { lotId: text, projetId: integer, tentative: integer, demandeLe: text },
  queue: 'admin',
  attempts: 3,
  backoffMs: 2000,
  timeoutMs: 120_000,
  concurrency: 2,
});

/** Key of the document job of one row's attempt: a new stored file, the earlier versions stay. */
export const cleRegeneration = (p: Pick<RegenerationPayload, 'lotId' | 'projetId' | 'tentative'>) => `admin-regeneration/${p.lotId}/${p.projetId}/${p.tentative}`;

/**
 * Runs the owning module's document job (through its adapter, ADR 0079) under a key of its own and settles the row once: FAIT with the new
 * file (which then heads the projet's documents; the older ones stay readable), or ECHEC with the
 * reason after the document job's own attempts. A row already settled, retried or cancelled is left
 * alone, so a job run twice (a dead worker's job taken up again) settles it once.
 */
@Injectable()
@JobProcessor(RegenerationJob)
export class RegenerationHandler implements JobHandler<RegenerationPayload, RegenerationResultat> {
  private readonly logger = new Logger(RegenerationHandler.name);

  constructor(
    private readonly admin: AdminRepository,
    private readonly jobs: JobQueue,
    private readonly regenerateurs: Regenerateurs,
    private readonly projets: ProjetsRepository,
  ) {}

  async handle(p: RegenerationPayload): Promise<RegenerationResultat> {
    const element = await this.admin.element(p.lotId, p.projetId);
    if (!element || element.statut !== 'A_FAIRE' || element.tentative !== p.tentative) return 'DEJA_REGLE';
    if (element.statutLot === 'ANNULE') {
      await this.admin.reglerElement(p.lotId, p.projetId, p.tentative, { statut: 'ANNULE' });
      return 'ANNULE';
    }
    // The owning module builds the document job's payload as its own route does (ADR 0079), from the projet as it is now.
    const projet = await this.projets.aRegenerer(p.projetId);
    const travail = projet ? await this.regenerateurs.travail(element.typeDocument, projet, p.demandeLe) : { refus: ADMIN.projetIntrouvable(p.projetId) };
    if ('refus' in travail) {
      await this.admin.reglerElement(p.lotId, p.projetId, p.tentative, { statut: 'ECHEC', erreur: erreurLisible(travail.refus) });
      return 'ECHEC';
    }
    try {
      const fichier = await this.jobs.runAndWait(travail.job, travail.payload, { jobId: cleRegeneration(p) });
      return (await this.admin.reglerElement(p.lotId, p.projetId, p.tentative, { statut: 'FAIT', fichierId: fichier.id })) ? 'FAIT' : 'DEJA_REGLE';
    } catch (err) {
      // The document job failed after its attempts: the row says why; anything else (the database) is retried.
      if (!(err instanceof JobFailedError) || err instanceof QueueUnavailableError) throw err;
      this.logger.warn({ lot: p.lotId, projet: p.projetId, reason: err.reason }, 'Régénération en échec');
      await this.admin.reglerElement(p.lotId, p.projetId, p.tentative, { statut: 'ECHEC', erreur: erreurLisible(err.reason) });
      return 'ECHEC';
    }
  }
}
