import { avecIdRequete, idRequeteCourante } from '../common/contexte-requete';
import { checkPayload, PermanentJobError, type JobDefinition } from './job';
import type { JobRegistry } from './job-registry';
import type { JobResultStore } from './job-result.repository';

/** What travels on the queue. */
export interface JobEnvelope {
  version: number;
  /** True when the caller gave an idempotency key: the result is stored and reused. */
  idempotent: boolean;
  payload: unknown;
  /** The broker action that enqueued it (X-Request-Id): the job's log lines carry it too. */
  requestId?: string;
}

export interface EnqueueOptions {
  /**
   * Idempotency key: enqueuing the same job with the same key runs the handler once and
   * gives every caller the same result (e.g. `projet-42-etude-v3`). Without it every call runs.
   */
  jobId?: string;
}

export interface RunOptions extends EnqueueOptions {
  /** Overrides the definition's timeoutMs for this wait. */
  timeoutMs?: number;
}

export interface EnqueuedJob {
  id: string;
}

/** Queue id for an idempotency key; BullMQ refuses ':' and integer ids, so the key is encoded. */
export function jobIdFor(definition: JobDefinition<unknown, unknown>, key: string | undefined): string | undefined {
  return key === undefined ? undefined : `${definition.name}@v${definition.version}#${encodeURIComponent(key)}`;
}

/** Delay before retry n (n = 1 for the first retry): backoff, 2×backoff, 4×backoff… as BullMQ's exponential. */
export function retryDelay(backoffMs: number, retry: number): number {
  return backoffMs * 2 ** (retry - 1);
}

/** Both drivers hand the same JSON to handlers and callers, so code tested inline behaves the same on BullMQ. */
export function asJson<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}

export function envelopeFor(definition: JobDefinition<unknown, unknown>, payload: unknown, key: string | undefined): JobEnvelope {
  const requestId = idRequeteCourante();
  return { version: definition.version, idempotent: key !== undefined, payload: asJson(payload), ...(requestId ? { requestId } : {}) };
}

/** One attempt of a job: version and payload checks, stored result if any, handler, result stored. */
export async function executeJob(
  registry: JobRegistry,
  store: JobResultStore,
  run: { name: string; jobId: string; envelope: JobEnvelope; attempt: number; holder: string },
): Promise<unknown> {
  const entry = registry.get(run.name);
  if (!entry) throw new PermanentJobError(`No handler registered for job ${run.name}`);
  const { definition, handler } = entry;
  if (run.envelope.version !== definition.version) {
    throw new PermanentJobError(`Job ${run.name} payload version ${run.envelope.version}, handler expects ${definition.version}`);
  }
  checkPayload(definition, run.envelope.payload);
  if (run.envelope.idempotent) {
    const stored = await store.get(run.jobId);
    if (stored) return stored.value;
  }
  const debut = performance.now();
  const signaler = (outcome: 'ok' | 'echec') => registry.signaler({ name: run.name, queue: definition.queue, durationMs: performance.now() - debut, outcome });
  let result: unknown;
  try {
    result = asJson(
      await avecIdRequete(run.envelope.requestId, () =>
        handler.handle(run.envelope.payload, {
          jobId: run.jobId,
          idempotent: run.envelope.idempotent,
          name: run.name,
          version: definition.version,
          attempt: run.attempt,
          holder: run.holder,
        }),
      ),
    );
  } catch (err) {
    signaler('echec');
    throw err;
  }
  signaler('ok');
  if (run.envelope.idempotent) {
    await store.save({ jobId: run.jobId, name: run.name, version: definition.version, value: result });
  }
  return result;
}
