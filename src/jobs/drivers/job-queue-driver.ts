import type { LoggerService } from '@nestjs/common';
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
  /** Stops taking jobs, lets running ones finish, closes connections. */
  close(): Promise<void>;
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
