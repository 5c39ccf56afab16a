import type { LoggerService } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { JobDefinition } from '../job';
import type { EnqueuedJob, EnqueueOptions, RunOptions } from '../job-execution';

export type JobDriverName = 'bullmq' | 'inline';

export type DriverLogger = Pick<LoggerService, 'log' | 'warn' | 'error'>;

/** How jobs travel: BullMQ on Redis, or in this process. Both run handlers with the same retries and idempotency. */
export interface JobQueueDriver {
  readonly name: JobDriverName;
  /** Starts consuming the queues that have handlers (no-op for a producer-only process). */
  start(): Promise<void>;
  enqueue(definition: JobDefinition<unknown, unknown>, payload: unknown, options: EnqueueOptions): Promise<EnqueuedJob>;
  runAndWait(definition: JobDefinition<unknown, unknown>, payload: unknown, options: RunOptions): Promise<unknown>;
  isHealthy(): Promise<boolean>;
  /** Per job kind: how many jobs in each state, the oldest wait, the recent throughput (admin, ADR 0062). */
  overview(): Promise<JobKindOverview[]>;
  /** Failed jobs (after their last attempt), newest first; of one kind when named. */
  failedJobs(options: { name?: string; limit: number }): Promise<FailedJob[]>;
  /** Runs a failed job again from its first attempt, same id and payload; false when no such failed job. */
  retry(id: string): Promise<boolean>;
  /** Forgets a failed job; false when no such failed job. */
  discard(id: string): Promise<boolean>;
  /** Stops taking jobs, lets running ones finish, closes connections. */
  close(): Promise<void>;
  /** BullMQ only: its queues, for a deep-inspection UI (Bull Board, ADR 0083). */
  bullQueues?(): Queue[];
}

export const JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobKindOverview {
  name: string;
  queue: string;
  counts: Record<JobState, number>;
  /** Age of the oldest job waiting to start (ms); null when none waits. */
  oldestWaitingMs: number | null;
  /** Jobs finished (done) in the last hour. */
  completedLastHour: number;
}

export interface FailedJob {
  id: string;
  name: string;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
  /** The payload as queued: for ids only (the admin shows the projet it concerns, never the rest). */
  payload: unknown;
}

/** Jobs kept after they ended, for the admin's view: done ones an hour, failed ones until retried or discarded. */
export const COMPLETED_KEPT_MS = 3_600_000;

/** The empty counts of a kind. */
export function noCounts(): Record<JobState, number> {
  return { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Rejects with onTimeout() if the promise has not settled in ms (the work itself goes on). */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
