import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { avecIdRequete, idRequeteCourante } from '../common/contexte-requete';
import { BullMqJobDriver } from './drivers/bullmq.driver';
import { InlineJobDriver } from './drivers/inline.driver';
import type { JobQueueDriver } from './drivers/job-queue-driver';
import { defineJob, JobFailedError, PermanentJobError, type JobContext, type JobHandler } from './job';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { MemoryJobResultStore } from './job-result.repository';
import { boolean, integer, optional, text } from './payload-schema';

interface Scenario {
  /** Unique per test: the handler records its attempts under it. */
  scenario: string;
  /** Attempts that throw before one succeeds. */
  failTimes?: number;
  permanent?: boolean;
  value?: number;
}
interface Outcome {
  value: number | null;
  attempt: number;
  at: string;
}

const ScriptedJob = defineJob<Scenario, Outcome>({
  name: 'test.scripted',
  version: 2,
  payload: { scenario: text, failTimes: optional(integer), permanent: optional(boolean), value: optional(integer) },
  attempts: 3,
  backoffMs: 5,
  timeoutMs: 15_000,
});

class ScriptedHandler implements JobHandler<Scenario, Outcome> {
  readonly attempts = new Map<string, number[]>();
  /** The broker action each scenario's last attempt ran for (X-Request-Id). */
  readonly actions = new Map<string, string | undefined>();
  /** Scenarios whose cause of failure was repaired: they succeed from now on. */
  readonly fixed = new Set<string>();
  private readonly waiters = new Map<string, () => void>();

  async handle(payload: Scenario, context: JobContext): Promise<Outcome> {
    this.attempts.set(payload.scenario, [...(this.attempts.get(payload.scenario) ?? []), context.attempt]);
    this.actions.set(payload.scenario, idRequeteCourante());
    this.waiters.get(payload.scenario)?.();
    if (payload.permanent) throw new PermanentJobError('données invalides');
    if (context.attempt <= (payload.failTimes ?? 0) && !this.fixed.has(payload.scenario)) throw new Error(`échec ${context.attempt}`);
    // A Date becomes an ISO string on both drivers (JSON).
    return { value: payload.value ?? null, attempt: context.attempt, at: new Date(0) as unknown as string };
  }

  ran(scenario: string): number[] {
    return this.attempts.get(scenario) ?? [];
  }

  nextRun(scenario: string): Promise<void> {
    return new Promise((resolve) => this.waiters.set(scenario, resolve));
  }
}

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

interface Setup {
  handler: ScriptedHandler;
  queue: JobQueue;
  store: MemoryJobResultStore;
  /** A second driver over the same store and queues (another process, or after a restart). */
  another(registry: JobRegistry, consume: boolean): Promise<JobQueueDriver>;
  close(): Promise<void>;
}

function inlineSetup(): Setup {
  const handler = new ScriptedHandler();
  const registry = new JobRegistry();
  registry.register(ScriptedJob, handler);
  const store = new MemoryJobResultStore();
  const drivers: JobQueueDriver[] = [new InlineJobDriver(registry, store)];
  return {
    handler,
    store,
    queue: new JobQueue(drivers[0], registry),
    another: async (otherRegistry) => {
      const driver = new InlineJobDriver(otherRegistry, store);
      drivers.push(driver);
      return driver;
    },
    close: async () => {
      await Promise.all(drivers.map((d) => d.close()));
    },
  };
}

async function bullSetup(url: string): Promise<Setup> {
  const prefix = `test-jobs-${randomUUID()}`;
  const handler = new ScriptedHandler();
  const registry = new JobRegistry();
  registry.register(ScriptedJob, handler);
  const store = new MemoryJobResultStore();
  const main = new BullMqJobDriver({ url, prefix, consume: true }, registry, store);
  await main.start();
  const drivers: JobQueueDriver[] = [main];
  return {
    handler,
    store,
    queue: new JobQueue(main, registry),
    another: async (otherRegistry, consume) => {
      const driver = new BullMqJobDriver({ url, prefix, consume }, otherRegistry, store);
      await driver.start();
      drivers.push(driver);
      return driver;
    },
    close: async () => {
      await Promise.all(drivers.map((d) => d.close()));
      const queue = new Queue(ScriptedJob.queue, { connection: { url }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    },
  };
}

const drivers: Array<[string, () => Promise<Setup>]> = [['inline', async () => inlineSetup()]];
if (redisUrl) drivers.push(['bullmq', () => bullSetup(redisUrl)]);

describe.each(drivers)('JobQueue on the %s driver', (driverName, setUp) => {
  jest.setTimeout(30_000);
  let s: Setup;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => {
    await s.close();
  });

  it('names its driver', () => {
    expect(s.queue.driverName).toBe(driverName);
  });

  it('runs a job for the broker action that enqueued it (its request id), even in another process', async () => {
    await avecIdRequete('action-0001-xyz', () => s.queue.runAndWait(ScriptedJob, { scenario: 'action' }));
    expect(s.handler.actions.get('action')).toBe('action-0001-xyz');
    await s.queue.runAndWait(ScriptedJob, { scenario: 'sans-action' });
    expect(s.handler.actions.get('sans-action')).toBeUndefined();
  });

  it('returns the handler result as JSON', async () => {
    await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'result', value: 7 })).resolves.toEqual({
      value: 7,
      attempt: 1,
      at: '1970-01-01T00:00:00.000Z',
    });
  });

  it('tells its observers of each attempt as it ends (the metrics): failed, then done, with a duration', async () => {
    const vues: string[] = [];
    s.queue.surTentative((t) => {
      if (t.name === ScriptedJob.name && t.durationMs >= 0) vues.push(`${t.queue}:${t.outcome}`);
    });
    await s.queue.runAndWait(ScriptedJob, { scenario: 'observe', failTimes: 1 });
    expect(vues).toEqual([`${ScriptedJob.queue}:echec`, `${ScriptedJob.queue}:ok`]);
  });

  it('retries with backoff: fails twice, succeeds on the third attempt', async () => {
    const outcome = await s.queue.runAndWait(ScriptedJob, { scenario: 'retry', failTimes: 2, value: 3 });
    expect(outcome).toMatchObject({ value: 3, attempt: 3 });
    expect(s.handler.ran('retry')).toEqual([1, 2, 3]);
  });

  it('fails after the last attempt with JobFailedError carrying the reason', async () => {
    const run = s.queue.runAndWait(ScriptedJob, { scenario: 'always-fails', failTimes: 99 });
    await expect(run).rejects.toBeInstanceOf(JobFailedError);
    await expect(run).rejects.toThrow('échec 3');
    expect(s.handler.ran('always-fails')).toEqual([1, 2, 3]);
  });

  it('does not retry a PermanentJobError', async () => {
    await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'permanent', permanent: true })).rejects.toThrow('données invalides');
    expect(s.handler.ran('permanent')).toEqual([1]);
  });

  it('runs once per idempotency key and gives every caller the same result', async () => {
    const key = { jobId: 'projet:42/étude' }; // ':' and accents are encoded for BullMQ
    const first = await s.queue.runAndWait(ScriptedJob, { scenario: 'idem', value: 1 }, key);
    const second = await s.queue.runAndWait(ScriptedJob, { scenario: 'idem', value: 2 }, key);
    await s.queue.enqueue(ScriptedJob, { scenario: 'idem', value: 3 }, key);
    expect(second).toEqual(first);
    expect(s.handler.ran('idem')).toEqual([1]);
  });

  it('runs concurrent calls with one key once', async () => {
    const key = { jobId: 'concurrent' };
    const results = await Promise.all([1, 2, 3].map((value) => s.queue.runAndWait(ScriptedJob, { scenario: 'idem-concurrent', value }, key)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(s.handler.ran('idem-concurrent')).toEqual([1]);
  });

  it('keeps the stored result when the queue has forgotten the job (restart, retention)', async () => {
    const key = { jobId: 'stored-before' };
    await s.store.save({ jobId: `test.scripted@v2#stored-before`, name: 'test.scripted', version: 2, value: { value: 99, attempt: 1, at: 'x' } });
    await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'stored', value: 1 }, key)).resolves.toEqual({ value: 99, attempt: 1, at: 'x' });
    expect(s.handler.ran('stored')).toEqual([]);
  });

  it('runs a key again after it failed, and then keeps the success', async () => {
    const key = { jobId: 'fails-then-fixed' };
    await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'refail', failTimes: 99 }, key)).rejects.toBeInstanceOf(JobFailedError);
    await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'refail', value: 5 }, key)).resolves.toMatchObject({ value: 5 });
    await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'refail', value: 6 }, key)).resolves.toMatchObject({ value: 5 });
    expect(s.handler.ran('refail')).toEqual([1, 2, 3, 1]);
  });

  it('runs every call without a key', async () => {
    await s.queue.runAndWait(ScriptedJob, { scenario: 'no-key' });
    await s.queue.runAndWait(ScriptedJob, { scenario: 'no-key' });
    expect(s.handler.ran('no-key')).toEqual([1, 1]);
  });

  it('enqueue returns at once and the job runs in the background', async () => {
    const ran = s.handler.nextRun('background');
    const { id } = await s.queue.enqueue(ScriptedJob, { scenario: 'background' }, { jobId: 'bg-1' });
    expect(id).toBe('test.scripted@v2#bg-1');
    await ran;
    expect(s.handler.ran('background')).toEqual([1]);
  });

  it('refuses a payload of another version without retrying', async () => {
    if (driverName !== 'bullmq') return; // only a separate process can hold another version
    const registry = new JobRegistry();
    const OlderJob = defineJob<Scenario, Outcome>({ ...ScriptedJob, version: 1 });
    const producer = await s.another(registry, false);
    await expect(producer.runAndWait(OlderJob, { scenario: 'old-version' }, {})).rejects.toThrow('payload version 1, handler expects 2');
    expect(s.handler.ran('old-version')).toEqual([]);
  });

  it('refuses for good, before the handler, a payload its schema does not accept (queued by a producer that did not check)', async () => {
    const registry = new JobRegistry();
    registry.register(ScriptedJob, s.handler);
    const producer = new JobQueue(await s.another(registry, false), registry, false);
    const damaged = { scenario: 'damaged', failTimes: 'two' } as unknown as Scenario;
    await expect(producer.runAndWait(ScriptedJob, damaged)).rejects.toThrow('Job test.scripted v2: payload field "failTimes" must be an integer, got "two"');
    expect(s.handler.ran('damaged')).toEqual([]);
  });

  it('reports healthy', async () => {
    await expect(s.queue.isHealthy()).resolves.toBe(true);
  });

  describe('for the admin: counts, failed jobs, retry, discard', () => {
    const failedOf = async (scenario: string) =>
      (await s.queue.failedJobs({ name: ScriptedJob.name })).filter((j) => (j.payload as Scenario).scenario === scenario);

    it('lists a failed job with its error, attempts, dates and payload, and counts it', async () => {
      await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'admin-failed', failTimes: 99, value: 42 }, { jobId: 'admin-failed' })).rejects.toBeInstanceOf(JobFailedError);
      const [failed] = await failedOf('admin-failed');
      expect(failed).toMatchObject({ id: 'test.scripted@v2#admin-failed', name: 'test.scripted', error: 'échec 3', attempts: 3, payload: { scenario: 'admin-failed', value: 42 } });
      expect(Date.parse(failed.failedAt!)).toBeGreaterThanOrEqual(Date.parse(failed.createdAt));
      const kind = (await s.queue.overview()).find((k) => k.name === ScriptedJob.name)!;
      expect(kind.queue).toBe('default');
      expect(kind.counts.failed).toBeGreaterThanOrEqual(1);
      expect(kind.counts.completed).toBeGreaterThanOrEqual(1);
      expect(kind.completedLastHour).toBe(kind.counts.completed);
    });

    it('retries a failed job from its first attempt, with its payload: it leaves the failed list', async () => {
      await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'admin-retry', failTimes: 99, value: 8 }, { jobId: 'admin-retry' })).rejects.toBeInstanceOf(JobFailedError);
      const [failed] = await failedOf('admin-retry');
      s.handler.fixed.add('admin-retry'); // what made it fail is repaired
      await expect(s.queue.retry(failed.id)).resolves.toBe(true);
      // Waits for the retried run to end (the test's timeout bounds the wait).
      while ((await failedOf('admin-retry')).length > 0 || s.handler.ran('admin-retry').length < 4 || (await s.store.get(failed.id)) === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Counted again from the first attempt, with the payload it was queued with.
      expect(s.handler.ran('admin-retry')).toEqual([1, 2, 3, 1]);
      expect((await s.store.get(failed.id))?.value).toMatchObject({ value: 8, attempt: 1 });
      await expect(s.queue.retry(failed.id)).resolves.toBe(false);
    });

    it('discards a failed job once; an unknown or running id is refused', async () => {
      await expect(s.queue.runAndWait(ScriptedJob, { scenario: 'admin-discard', permanent: true }, { jobId: 'admin-discard' })).rejects.toBeInstanceOf(JobFailedError);
      const [failed] = await failedOf('admin-discard');
      expect(failed.attempts).toBe(1);
      await expect(s.queue.discard(failed.id)).resolves.toBe(true);
      await expect(s.queue.discard(failed.id)).resolves.toBe(false);
      await expect(failedOf('admin-discard')).resolves.toEqual([]);
      await expect(s.queue.retry('test.scripted@v2#nothing')).resolves.toBe(false);
      await expect(s.queue.discard('test.scripted@v2#nothing')).resolves.toBe(false);
    });
  });
});

describe('InlineJobDriver with a concurrency', () => {
  it('runs at most that many at once; the others wait (counted as waiting)', async () => {
    const Limited = defineJob<{ n: number }, number>({ name: 'test.limited', version: 1, payload: { n: integer }, concurrency: 2 });
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const registry = new JobRegistry();
    registry.register(Limited, {
      handle: async ({ n }) => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        return n;
      },
    });
    const queue = new JobQueue(new InlineJobDriver(registry, new MemoryJobResultStore()));
    const runs = [1, 2, 3, 4, 5].map((n) => queue.runAndWait(Limited, { n }));
    while (gates.length < 2) await new Promise((resolve) => setImmediate(resolve));
    const [kind] = await queue.overview();
    expect(kind.counts).toMatchObject({ active: 2, waiting: 3 });
    while (gates.length > 0 || running > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(Promise.all(runs)).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});

describe('defineJob', () => {
  it.each(['Documents.Apercu', 'a:b', '', 'a..b'])('refuses the name %p', (name) => {
    expect(() => defineJob({ name, version: 1, payload: {} })).toThrow('Invalid job name');
  });

  it('applies the defaults: 3 attempts, 1 s backoff, queue "default"', () => {
    expect(defineJob({ name: 'x.y', version: 1, payload: {} })).toMatchObject({ attempts: 3, backoffMs: 1000, queue: 'default' });
  });
});
