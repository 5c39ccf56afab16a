import type { Queue } from 'bullmq';
import type { FailedJob, JobDriverName, JobKindOverview, JobQueueDriver } from './drivers/job-queue-driver';
import { checkPayload, type JobDefinition } from './job';
import { asJson, type EnqueuedJob, type EnqueueOptions, type RunOptions } from './job-execution';
import type { JobRegistry, TentativeJob } from './job-registry';

/**
 * The one way to start background work. Inject it anywhere (JobsModule is global):
 *
 *   await jobs.enqueue(EnvoiMailJob, { messageId }, { jobId: `mail-${messageId}` }); // fire and forget
 *   const { id } = await jobs.runAndWait(EtudePersonnaliseeJob, payload, { jobId: cle }); // wait for the result
 *
 * Never call runAndWait inside a database transaction: with the embedded PGlite (one
 * connection) the job would wait for the connection the transaction holds.
 */
export class JobQueue {
  constructor(
    private readonly driver: JobQueueDriver,
    private readonly registry?: JobRegistry,
    /** Check payloads at enqueue too (outside production): a wrong payload fails in the caller's test, not in a worker's log. */
    private readonly checkOnEnqueue = true,
  ) {}

  get driverName(): JobDriverName {
    return this.driver.name;
  }

  /** Queues the job and returns at once; retries happen in the background. */
  async enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<EnqueuedJob> {
    this.check(job, payload);
    return await this.driver.enqueue(job as JobDefinition<unknown, unknown>, payload, options);
  }

  /** Queues the job and resolves with its result; rejects with JobFailedError after the last attempt or on timeout. */
  async runAndWait<P, R>(job: JobDefinition<P, R>, payload: P, options: RunOptions = {}): Promise<R> {
    this.check(job, payload);
    return (await this.driver.runAndWait(job as JobDefinition<unknown, unknown>, payload, options)) as R;
  }

  /**
   * The definition of a job registered in this process, by name: for work recorded as data (an
   * e-mail's attachment made by a document job, ADR 0025) without importing the module that owns it.
   */
  definition(name: string): JobDefinition | undefined {
    return this.registry?.get(name)?.definition;
  }

  /** The BullMQ queues for Bull Board (ADR 0083); undefined when jobs run in process. */
  bullQueues(): Queue[] | undefined {
    return this.driver.bullQueues?.();
  }

  isHealthy(): Promise<boolean> {
    return this.driver.isHealthy();
  }

  /** Per job kind: counts per state, oldest wait, jobs done in the last hour (admin, ADR 0062). */
  /** Every job attempt run by this process, as it ends (duration, success or failure): the metrics. */
  surTentative(f: (t: TentativeJob) => void): void {
    this.registry?.observer(f);
  }

  overview(): Promise<JobKindOverview[]> {
    return this.driver.overview();
  }

  /** Failed jobs, newest first (of one kind when named), at most `limit`. */
  failedJobs(options: { name?: string; limit?: number } = {}): Promise<FailedJob[]> {
    return this.driver.failedJobs({ name: options.name, limit: options.limit ?? 100 });
  }

  /** Runs a failed job again (attempts counted from one); false when it is not (or no longer) failed. */
  retry(id: string): Promise<boolean> {
    return this.driver.retry(id);
  }

  /** Forgets a failed job; false when it is not (or no longer) failed. */
  discard(id: string): Promise<boolean> {
    return this.driver.discard(id);
  }

  /** As the worker will see it: after the JSON trip (a Date becomes a string). */
  private check<P, R>(job: JobDefinition<P, R>, payload: P): void {
    if (this.checkOnEnqueue) checkPayload(job as JobDefinition<unknown, unknown>, asJson(payload));
  }
}
