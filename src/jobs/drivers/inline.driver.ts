import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobFailedError, PermanentJobError, type JobDefinition } from '../job';
import { envelopeFor, executeJob, jobIdFor, retryDelay, type EnqueuedJob, type EnqueueOptions, type JobEnvelope, type RunOptions } from '../job-execution';
import type { JobRegistry } from '../job-registry';
import type { JobResultStore } from '../job-result.repository';
import { COMPLETED_KEPT_MS, errorMessage, noCounts, withTimeout, type DriverLogger, type FailedJob, type JobKindOverview, type JobQueueDriver, type JobState } from './job-queue-driver';

/** Longest wait for running jobs at shutdown. */
const CLOSE_GRACE_MS = 30_000;
/** Ended jobs kept for the admin's view at most (the oldest done ones go first). */
const MAX_KEPT = 10_000;

function once(f: () => void): () => void {
  let done = false;
  return () => {
    if (!done) f();
    done = true;
  };
}

/** What this process knows of a job, for the admin's view (ADR 0062); lost with the process. */
interface InlineRecord {
  id: string;
  definition: JobDefinition<unknown, unknown>;
  envelope: JobEnvelope;
  state: JobState;
  attempts: number;
  error?: string;
  createdAt: number;
  /** When the current wait began (waiting or delayed). */
  waitingSince: number;
  finishedAt?: number;
}

/**
 * Runs jobs in this process when no Redis is configured: same retries (exponential backoff),
 * same idempotency (one run per key, result stored), same JSON payloads as the BullMQ driver.
 * Nothing survives a restart: a job running when the process stops is lost.
 */
export class InlineJobDriver implements JobQueueDriver {
  readonly name = 'inline' as const;
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly records = new Map<string, InlineRecord>();
  /** Per job name with a concurrency: runs going on, and runs waiting for a slot. */
  private readonly slots = new Map<string, { busy: number; queue: Array<() => void> }>();
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

  async overview(): Promise<JobKindOverview[]> {
    this.prune();
    const now = Date.now();
    const kinds = new Map<string, JobKindOverview>();
    for (const entry of this.registry.names().map((n) => this.registry.get(n)!)) {
      kinds.set(entry.definition.name, { name: entry.definition.name, queue: entry.definition.queue, counts: noCounts(), oldestWaitingMs: null, completedLastHour: 0 });
    }
    for (const r of this.records.values()) {
      let kind = kinds.get(r.definition.name);
      if (!kind) kinds.set(r.definition.name, (kind = { name: r.definition.name, queue: r.definition.queue, counts: noCounts(), oldestWaitingMs: null, completedLastHour: 0 }));
      kind.counts[r.state]++;
      if (r.state === 'waiting') kind.oldestWaitingMs = Math.max(kind.oldestWaitingMs ?? 0, now - r.waitingSince);
      if (r.state === 'completed' && r.finishedAt !== undefined && now - r.finishedAt <= 3_600_000) kind.completedLastHour++;
    }
    return [...kinds.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async failedJobs(options: { name?: string; limit: number }): Promise<FailedJob[]> {
    return [...this.records.values()]
      .filter((r) => r.state === 'failed' && (!options.name || r.definition.name === options.name))
      .sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0))
      .slice(0, options.limit)
      .map((r) => ({
        id: r.id,
        name: r.definition.name,
        error: r.error ?? '',
        attempts: r.attempts,
        createdAt: new Date(r.createdAt).toISOString(),
        failedAt: r.finishedAt === undefined ? null : new Date(r.finishedAt).toISOString(),
        payload: r.envelope.payload,
      }));
  }

  async retry(id: string): Promise<boolean> {
    const record = this.records.get(id);
    if (!record || record.state !== 'failed' || this.closing || this.running.has(id)) return false;
    this.begin(record.definition, id, record.envelope).catch((err) => this.logger?.error(errorMessage(err)));
    return true;
  }

  async discard(id: string): Promise<boolean> {
    const record = this.records.get(id);
    if (!record || record.state !== 'failed') return false;
    this.records.delete(id);
    return true;
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
    return { id, promise: this.begin(definition, id, envelopeFor(definition, payload, key)) };
  }

  private begin(definition: JobDefinition<unknown, unknown>, id: string, envelope: JobEnvelope): Promise<unknown> {
    const now = Date.now();
    this.records.delete(id); // re-inserted last: the map stays in order of start
    const record: InlineRecord = { id, definition, envelope, state: 'waiting', attempts: 0, createdAt: now, waitingSince: now };
    this.records.set(id, record);
    const promise = this.runWithRetries(definition, id, envelope, record).then(
      (value) => {
        Object.assign(record, { state: 'completed', finishedAt: Date.now(), error: undefined });
        return value;
      },
      (err: unknown) => {
        Object.assign(record, { state: 'failed', finishedAt: Date.now(), error: err instanceof JobFailedError ? err.reason : errorMessage(err) });
        throw err;
      },
    );
    const tracked = promise.finally(() => this.running.delete(id));
    this.running.set(id, tracked);
    this.prune();
    return tracked;
  }

  /** Done jobs older than an hour go, and the oldest ended ones beyond MAX_KEPT. */
  private prune(): void {
    const now = Date.now();
    let excess = this.records.size - MAX_KEPT;
    for (const [id, r] of this.records) {
      const old = r.state === 'completed' && r.finishedAt !== undefined && now - r.finishedAt > COMPLETED_KEPT_MS;
      if (old || (excess > 0 && (r.state === 'completed' || r.state === 'failed'))) {
        this.records.delete(id);
        excess--;
      }
    }
  }

  private async runWithRetries(definition: JobDefinition<unknown, unknown>, jobId: string, envelope: JobEnvelope, record: InlineRecord): Promise<unknown> {
    // Like a real queue, never run inside the caller's synchronous flow.
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 1; ; attempt++) {
      Object.assign(record, { state: 'waiting', waitingSince: Date.now() });
      const release = once(await this.slot(definition));
      Object.assign(record, { state: 'active', attempts: attempt });
      try {
        return await executeJob(this.registry, this.store, { name: definition.name, jobId, envelope, attempt, holder: `inline:${this.instance}:${jobId}` });
      } catch (err) {
        release(); // not held during the backoff
        if (err instanceof PermanentJobError || attempt >= definition.attempts) {
          throw new JobFailedError(definition.name, jobId, errorMessage(err));
        }
        const delay = retryDelay(definition.backoffMs, attempt);
        this.logger?.warn(`Job ${definition.name} (${jobId}) attempt ${attempt} failed: ${errorMessage(err)}; retry in ${delay} ms`);
        Object.assign(record, { state: 'delayed', error: errorMessage(err), waitingSince: Date.now() });
        await sleep(delay);
      } finally {
        release();
      }
    }
  }

  /** Waits for a slot when the job has a concurrency; answers the function that gives it back. */
  private async slot(definition: JobDefinition<unknown, unknown>): Promise<() => void> {
    if (!definition.concurrency) return () => undefined;
    let slots = this.slots.get(definition.name);
    if (!slots) this.slots.set(definition.name, (slots = { busy: 0, queue: [] }));
    const s = slots;
    if (s.busy >= definition.concurrency) await new Promise<void>((resolve) => s.queue.push(resolve));
    else s.busy++;
    return () => {
      // The slot passes straight to the next waiter (busy unchanged), or is freed.
      const next = s.queue.shift();
      if (next) next();
      else s.busy--;
    };
  }
}
