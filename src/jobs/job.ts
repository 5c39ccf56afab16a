import { DiscoveryService } from '@nestjs/core';
import { payloadProblem, type Check, type PayloadSchema } from './payload-schema';

/** Tuning a job may override; defaults in DEFAULT_JOB_OPTIONS. */
export interface JobOptions {
  /** BullMQ queue the job travels on, so slow work (PDFs) does not hold up quick work (mail). */
  queue?: string;
  /** Total runs before the job is failed, first run included. */
  attempts?: number;
  /** Delay before the first retry; doubles on each retry (exponential backoff). */
  backoffMs?: number;
  /** How long runAndWait waits for the result by default. */
  timeoutMs?: number;
  /**
   * In process (no Redis): at most this many runs of this job at once, the others wait (0: no limit).
   * For work queued by the thousand (an admin's batch); on BullMQ a queue's workers set the pace.
   */
  concurrency?: number;
}

export const DEFAULT_JOB_OPTIONS: Required<JobOptions> = { queue: 'default', attempts: 3, backoffMs: 1000, timeoutMs: 60_000, concurrency: 0 };

/**
 * A job: its name, the version of its payload, and its payload and result types.
 * Payloads and results travel as JSON: use strings for dates and ids, never class instances.
 */
export interface JobDefinition<P = unknown, R = unknown> extends Readonly<Required<JobOptions>> {
  /** 'area.action', e.g. 'etudes.etude-personnalisee'. */
  readonly name: string;
  /** Bump when the payload shape changes; a worker refuses a payload of another version. */
  readonly version: number;
  /** One check per payload field (src/jobs/payload-schema.ts), run before the handler: a payload of another shape fails for good. */
  readonly payload: PayloadSchema<P>;
  /** Type carrier only (never set at run time). */
  readonly __types?: { payload: P; result: R };
}

const JOB_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

export function defineJob<P, R>(spec: { name: string; version: number; payload: PayloadSchema<P> } & JobOptions): JobDefinition<P, R> {
  if (!JOB_NAME.test(spec.name)) throw new Error(`Invalid job name "${spec.name}" (expected e.g. "etudes.etude-personnalisee")`);
  if (!Number.isInteger(spec.version) || spec.version < 1) throw new Error(`Invalid version for job ${spec.name}`);
  return Object.freeze({ ...DEFAULT_JOB_OPTIONS, ...spec });
}

/** Refuses for good a payload its definition's schema does not accept, naming the job, its version and the field. */
export function checkPayload(definition: JobDefinition<unknown, unknown>, payload: unknown): void {
  const problem = payloadProblem(definition.payload as Record<string, Check>, payload);
  if (problem) {
    throw new PermanentJobError(
      `Job ${definition.name} v${definition.version}: payload field "${problem.path}" must be ${problem.expected}, got ${problem.got} (queued by another version, or damaged)`,
    );
  }
}

export type PayloadOf<J> = J extends JobDefinition<infer P, unknown> ? P : never;
export type ResultOf<J> = J extends JobDefinition<unknown, infer R> ? R : never;

export interface JobContext {
  /** The queue's id for this run; stable across retries, equal for the same idempotency key. */
  jobId: string;
  /** True when the job was queued with an idempotency key: jobId then names the work itself (e.g. a stored document's key). */
  idempotent: boolean;
  name: string;
  version: number;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  /**
   * Who holds this run, for leases on rows a job works on (ADR 0025): the same for every attempt
   * of the job and for its recovery by another BullMQ worker after its holder died (BullMQ lets one
   * worker hold a job at a time); distinct between processes running one key in process (inline).
   */
  holder: string;
}

/** The class that does the work of one job; a Nest provider decorated with @JobProcessor(definition). */
export interface JobHandler<P, R> {
  handle(payload: P, context: JobContext): Promise<R>;
}

/**
 * Registers a provider as the handler of a job definition. The provider must be listed in
 * its module's `providers`; JobsModule finds it at start.
 */
export const JobProcessor = DiscoveryService.createDecorator<JobDefinition<any, any>>();

/** Thrown by a handler when retrying cannot help (bad payload, missing record): no retry. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** What runAndWait throws when the job failed after its last attempt (or timed out). */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
  constructor(
    readonly jobName: string,
    readonly jobId: string | undefined,
    readonly reason: string,
  ) {
    super(`Job ${jobName} (${jobId ?? 'sans id'}) failed: ${reason}`);
  }
}

/**
 * What runAndWait throws when the queue did not take the job (Redis unreachable, or not answering
 * within the wait): nothing was queued, so a caller may undo what it did for this job.
 */
export class QueueUnavailableError extends JobFailedError {
  override name = 'QueueUnavailableError';
}
