import { Job, Queue, QueueEvents, UnrecoverableError, Worker, type JobsOptions } from 'bullmq';
import { JobFailedError, PermanentJobError, QueueUnavailableError, type JobDefinition } from '../job';
import { envelopeFor, executeJob, jobIdFor, type EnqueuedJob, type EnqueueOptions, type JobEnvelope, type RunOptions } from '../job-execution';
import type { JobRegistry } from '../job-registry';
import type { JobResultStore } from '../job-result.store';
import { errorMessage, withTimeout, type DriverLogger, type JobQueueDriver } from './job-queue-driver';

export interface BullMqDriverOptions {
  /** redis://… */
  url: string;
  /** Key prefix: processes sharing a Redis but not a database must not share queues. */
  prefix: string;
  /** Whether this process runs the handlers (workers) or only produces jobs. */
  consume: boolean;
  /** Jobs run at the same time per queue in this process. */
  concurrency?: number;
  /**
   * How long a worker's hold on a job lasts without renewal (renewed every half of it while the
   * worker lives). A worker killed mid-job loses its jobs to another worker after about this long
   * (stalled-job check at the same interval). BullMQ's default: 30 s.
   */
  lockDurationMs?: number;
}

const DAY_S = 24 * 3600;
/** Time given to running jobs at shutdown before connections are cut. */
const WORKER_CLOSE_MS = 10_000;
const CONNECTION_CLOSE_MS = 2_000;

/** close() each, and force-disconnect whatever has not closed in time. */
async function closeWithin(closables: Array<{ close(): Promise<void>; disconnect(): Promise<void> }>, ms: number): Promise<void> {
  await Promise.allSettled(
    closables.map((c) =>
      withTimeout(c.close(), ms, () => new Error('close timeout')).catch(() => withTimeout(c.disconnect(), 1000, () => new Error('disconnect timeout'))),
    ),
  );
}

/**
 * BullMQ on Redis: jobs survive restarts and `npm run worker` processes share the load.
 * Each Queue / QueueEvents / Worker opens its own connection from the URL and closes it.
 */
export class BullMqJobDriver implements JobQueueDriver {
  readonly name = 'bullmq' as const;
  private readonly queues = new Map<string, Queue>();
  private readonly events = new Map<string, { listener: QueueEvents; ready: Promise<QueueEvents> }>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly options: BullMqDriverOptions,
    private readonly registry: JobRegistry,
    private readonly store: JobResultStore,
    private readonly logger?: DriverLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.options.consume) return;
    for (const queueName of this.registry.queues()) {
      const worker = new Worker<JobEnvelope>(queueName, (job) => this.process(job), {
        connection: { url: this.options.url },
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 2,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.lockDurationMs ?? 30_000,
        // A worker too busy to renew its lock in time is taken for dead and its job run again: that
        // must not fail the job. Jobs are safe to run twice at once (keys, outbox rows: ADR 0024, 0025).
        maxStalledCount: 3,
      });
      worker.on('failed', (job, err) =>
        this.logger?.warn(`Job ${job?.name} (${job?.id}) attempt ${job?.attemptsMade ?? '?'} failed: ${err.message}`),
      );
      worker.on('error', (err) => this.logger?.error(`Worker ${queueName}: ${err.message}`));
      this.workers.push(worker);
    }
    // Not awaited: with Redis down the app still starts (health says "degraded") and the
    // workers begin as soon as Redis answers.
    for (const worker of this.workers) {
      worker.waitUntilReady().catch((err: unknown) => this.logger?.error(`Worker ${worker.name}: ${errorMessage(err)}`));
    }
  }

  async enqueue(definition: JobDefinition<unknown, unknown>, payload: unknown, options: EnqueueOptions): Promise<EnqueuedJob> {
    const job = await this.add(definition, payload, options.jobId);
    return { id: String(job.id) };
  }

  async runAndWait(definition: JobDefinition<unknown, unknown>, payload: unknown, options: RunOptions): Promise<unknown> {
    const id = jobIdFor(definition, options.jobId);
    if (id) {
      // Results outlive BullMQ's retention of completed jobs.
      const stored = await this.store.get(id);
      if (stored) return stored.value;
    }
    // Fail fast rather than hold an HTTP request for the whole timeout while Redis is down.
    if (!(await this.isHealthy())) throw new QueueUnavailableError(definition.name, id, 'Redis unavailable');
    const timeoutMs = options.timeoutMs ?? definition.timeoutMs;
    // Until add() resolves the queue has not taken the job: any failure up to there is "not queued".
    const notQueued = (err: unknown) => new QueueUnavailableError(definition.name, id, errorMessage(err));
    const onTimeout = () => new Error(`not queued after ${timeoutMs} ms`);
    const events = await withTimeout(this.queueEvents(definition.queue), timeoutMs, onTimeout).catch((err: unknown) => Promise.reject(notQueued(err)));
    const job = await withTimeout(this.add(definition, payload, options.jobId), timeoutMs, onTimeout).catch((err: unknown) => Promise.reject(notQueued(err)));
    try {
      return await job.waitUntilFinished(events, timeoutMs);
    } catch (err) {
      throw new JobFailedError(definition.name, job.id, errorMessage(err));
    }
  }

  async isHealthy(): Promise<boolean> {
    try {
      // BullMQ's client proxies ioredis, which has ping(); its IRedisClient type does not declare it.
      const client = (await withTimeout(this.queue('default').getBackend().client, 1000, () => new Error('timeout'))) as unknown as {
        ping(): Promise<string>;
      };
      return (await withTimeout(client.ping(), 1000, () => new Error('timeout'))) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    // Workers first: they finish the jobs they hold; then the producers' connections.
    // Each step is bounded: with Redis unreachable a graceful close would wait forever.
    await closeWithin(this.workers, WORKER_CLOSE_MS);
    await closeWithin([...[...this.events.values()].map((e) => e.listener), ...this.queues.values()], CONNECTION_CLOSE_MS);
  }

  private async process(job: Job<JobEnvelope>): Promise<unknown> {
    try {
      // One worker holds a job at a time: the holder is the job itself, so a worker that takes over
      // a dead worker's job also takes over its leases.
      const jobId = String(job.id);
      return await executeJob(this.registry, this.store, { name: job.name, jobId, envelope: job.data, attempt: job.attemptsMade + 1, holder: `bullmq:${jobId}` });
    } catch (err) {
      if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  private async add(definition: JobDefinition<unknown, unknown>, payload: unknown, key: string | undefined): Promise<Job> {
    const queue = this.queue(definition.queue);
    const jobId = jobIdFor(definition, key);
    if (jobId) {
      // BullMQ ignores an id it still holds: a failed run under this key must make way for a new try.
      const previous = await queue.getJob(jobId);
      if (previous && (await previous.isFailed())) await previous.remove();
    }
    const opts: JobsOptions = {
      jobId,
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs },
      removeOnComplete: { age: DAY_S, count: 10_000 },
      removeOnFail: { age: 7 * DAY_S },
    };
    return queue.add(definition.name, envelopeFor(definition, payload, key), opts);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: { url: this.options.url }, prefix: this.options.prefix });
      queue.on('error', (err) => this.logger?.error(`Queue ${name}: ${err.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** One listener per queue, created on first wait and kept: runAndWait resolves from its events. */
  private queueEvents(name: string): Promise<QueueEvents> {
    let entry = this.events.get(name);
    if (!entry) {
      const listener = new QueueEvents(name, { connection: { url: this.options.url }, prefix: this.options.prefix });
      listener.on('error', (err) => this.logger?.error(`QueueEvents ${name}: ${err.message}`));
      entry = { listener, ready: listener.waitUntilReady().then(() => listener) };
      this.events.set(name, entry);
    }
    return entry.ready;
  }
}
