/** Public API of the jobs module. */
export { defineJob, JobProcessor, PermanentJobError, JobFailedError, QueueUnavailableError } from './job';
export type { JobDefinition, JobHandler, JobContext, JobOptions, PayloadOf, ResultOf } from './job';
export { JobQueue } from './job-queue';
export type { EnqueueOptions, RunOptions, EnqueuedJob } from './job-execution';
