import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobFailedError, PermanentJobError, type JobDefinition } from '../job';
import { envelopeFor, executeJob, jobIdFor, retryDelay, type EnqueuedJob, type EnqueueOptions, type JobEnvelope, type RunOptions } from '../job-execution';
import type { JobRegistry } from '../job-registry';
import type { JobResultStore } from '../job-result.store';
import { errorMessage, withTimeout, type DriverLogger, type JobQueueDriver } from './job-queue-driver';

/** Longest wait for running jobs at shutdown. */
const CLOSE_GRACE_MS = 30_000;

/**
 * Runs jobs in this process when no Redis is configured: same retries (exponential backoff),
 * same idempotency (one run per key, result stored), same JSON payloads as the BullMQ driver.
 * Nothing survives a restart: a job running when the process stops is lost.
 */
export class InlineJobDriver implements JobQueueDriver {
  readonly name = 'inline' as const;
  private readonly running = new Map<string, Promise<unknown>>();
  private closing = false;
  /** Tells this process's runs of a key from another process's (JobContext.holder). */
  private readonly instance = randomUUID();

  constructor(
    private readonly registry: JobRegistry,
    private readonly store: JobResultStore,
    private readonly logger?: DriverLogger,
  ) {}

  async start(): Promise<void> {}

  async enqueue(definition: JobDefinition<unknown, unknown>, payload: unknown, options: EnqueueOptions): Promise<EnqueuedJob> {
    const { id, promise } = this.launch(definition, payload, options.jobId);
    promise.catch((err) => this.logger?.error(errorMessage(err)));
    return { id };
  }

  async runAndWait(definition: JobDefinition<unknown, unknown>, payload: unknown, options: RunOptions): Promise<unknown> {
    const { id, promise } = this.launch(definition, payload, options.jobId);
    const timeoutMs = options.timeoutMs ?? definition.timeoutMs;
    return withTimeout(promise, timeoutMs, () => new JobFailedError(definition.name, id, `no result after ${timeoutMs} ms`));
  }

  async isHealthy(): Promise<boolean> {
    return !this.closing;
  }

  async close(): Promise<void> {
    this.closing = true;
    const all = Promise.allSettled([...this.running.values()]);
    await withTimeout(all, CLOSE_GRACE_MS, () => new Error('jobs still running')).catch((err) =>
      this.logger?.warn(`Inline jobs: ${errorMessage(err)} at shutdown`),
    );
  }

  /** A second call with a key already running joins the first run instead of starting another. */
  private launch(definition: JobDefinition<unknown, unknown>, payload: unknown, key: string | undefined) {
    if (this.closing) throw new JobFailedError(definition.name, undefined, 'job queue is closing');
    const id = jobIdFor(definition, key) ?? `${definition.name}@v${definition.version}#inline-${randomUUID()}`;
    const existing = this.running.get(id);
    if (existing) return { id, promise: existing };
    const envelope = envelopeFor(definition, payload, key);
    const promise = this.runWithRetries(definition, id, envelope).finally(() => this.running.delete(id));
    this.running.set(id, promise);
    return { id, promise };
  }

  private async runWithRetries(definition: JobDefinition<unknown, unknown>, jobId: string, envelope: JobEnvelope): Promise<unknown> {
    // Like a real queue, never run inside the caller's synchronous flow.
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 1; ; attempt++) {
      try {
        return await executeJob(this.registry, this.store, { name: definition.name, jobId, envelope, attempt, holder: `inline:${this.instance}:${jobId}` });
      } catch (err) {
        if (err instanceof PermanentJobError || attempt >= definition.attempts) {
          throw new JobFailedError(definition.name, jobId, errorMessage(err));
        }
        const delay = retryDelay(definition.backoffMs, attempt);
        this.logger?.warn(`Job ${definition.name} (${jobId}) attempt ${attempt} failed: ${errorMessage(err)}; retry in ${delay} ms`);
        await sleep(delay);
      }
    }
  }
}
