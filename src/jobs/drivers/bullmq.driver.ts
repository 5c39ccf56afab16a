import { Job, Queue, QueueEvents, UnrecoverableError, Worker, type JobsOptions } from 'bullmq';
import { JobFailedError, PermanentJobError, QueueUnavailableError, type JobDefinition } from '../job';
import { envelopeFor, executeJob, jobIdFor, type EnqueuedJob, type EnqueueOptions, type JobEnvelope, type RunOptions } from '../job-execution';
import type { JobRegistry } from '../job-registry';
import type { JobResultStore } from '../job-result.repository';
import { COMPLETED_KEPT_MS, errorMessage, noCounts, withTimeout, type DriverLogger, type FailedJob, type JobKindOverview, type JobQueueDriver } from './job-queue-driver';

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
/**
 * Jobs read per state for the admin's view (BullMQ counts per queue; kinds sharing a queue are told
 * apart by reading the jobs): beyond it, the counts of a shared queue are those of the newest jobs.
 */
const SCAN_LIMIT = 2_000;
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

  async overview(): Promise<JobKindOverview[]> {
    const now = Date.now();
    const kinds = new Map<string, JobKindOverview>();
    const kind = (name: string, queue: string) => {
      let k = kinds.get(name);
      if (!k) kinds.set(name, (k = { name, queue, counts: noCounts(), oldestWaitingMs: null, completedLastHour: 0 }));
      return k;
    };
    const byQueue = new Map<string, string[]>();
    for (const name of this.registry.names()) {
      const { queue } = this.registry.get(name)!.definition;
      kind(name, queue);
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), name]);
    }
    for (const [queueName, names] of byQueue) {
      const queue = this.queue(queueName);
      if (names.length === 1) {
        // One kind on the queue: BullMQ's counts are exact.
        const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
        Object.assign(kind(names[0], queueName).counts, counts);
      } else {
        for (const state of ['waiting', 'active', 'completed', 'failed', 'delayed'] as const) {
          for (const job of await queue.getJobs(state, 0, SCAN_LIMIT - 1)) if (job) kind(job.name, queueName).counts[state]++;
        }
      }
      for (const job of await queue.getJobs('waiting', 0, SCAN_LIMIT - 1)) {
        if (!job) continue;
        const k = kind(job.name, queueName);
        k.oldestWaitingMs = Math.max(k.oldestWaitingMs ?? 0, now - job.timestamp);
      }
      for (const job of await queue.getJobs('completed', 0, SCAN_LIMIT - 1)) {
        if (job?.finishedOn && now - job.finishedOn <= COMPLETED_KEPT_MS) kind(job.name, queueName).completedLastHour++;
      }
    }
    return [...kinds.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async failedJobs(options: { name?: string; limit: number }): Promise<FailedJob[]> {
    const queues = options.name ? [this.registry.get(options.name)?.definition.queue].filter((q): q is string => !!q) : this.registry.queues();
    const failed: FailedJob[] = [];
    for (const queueName of queues) {
      for (const job of await this.queue(queueName).getFailed(0, SCAN_LIMIT - 1)) {
        if (!job || (options.name && job.name !== options.name)) continue;
        failed.push({
          id: String(job.id),
          name: job.name,
          error: job.failedReason ?? '',
          attempts: job.attemptsMade,
          createdAt: new Date(job.timestamp).toISOString(),
          failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          payload: (job.data as JobEnvelope | undefined)?.payload,
        });
      }
    }
    return failed.sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? '')).slice(0, options.limit);
  }

  async retry(id: string): Promise<boolean> {
    const job = await this.failedJob(id);
    if (!job) return false;
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    } catch {
      return false; // retried or removed meanwhile
    }
  }

  async discard(id: string): Promise<boolean> {
    const job = await this.failedJob(id);
    if (!job) return false;
    await job.remove();
    return true;
  }

  /** The failed job of this id on any of our queues. */
  private async failedJob(id: string): Promise<Job | undefined> {
    for (const queueName of this.registry.queues()) {
      const job = await this.queue(queueName).getJob(id);
      if (job && (await job.isFailed())) return job;
    }
    return undefined;
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

  /** Every queue that has handlers, as BullMQ objects (Bull Board reads them, ADR 0083). */
  bullQueues(): Queue[] {
    return this.registry.queues().map((name) => this.queue(name));
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
