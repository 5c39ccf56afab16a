import type { JobDefinition, JobHandler } from './job';

export interface RegisteredJob {
  definition: JobDefinition;
  handler: JobHandler<unknown, unknown>;
}

/** One attempt of a job, as it ended in this process (what the metrics count). */
export interface TentativeJob {
  name: string;
  queue: string;
  durationMs: number;
  outcome: 'ok' | 'echec';
}

/** Handlers by job name; filled from @JobProcessor providers at start (or by hand in tests). */
export class JobRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();
  private readonly observateurs: ((t: TentativeJob) => void)[] = [];

  register<P, R>(definition: JobDefinition<P, R>, handler: JobHandler<P, R>): void {
    const existing = this.jobs.get(definition.name);
    if (existing && existing.handler !== handler) throw new Error(`Two handlers registered for job ${definition.name}`);
    this.jobs.set(definition.name, { definition, handler: handler as JobHandler<unknown, unknown> });
  }

  get(name: string): RegisteredJob | undefined {
    return this.jobs.get(name);
  }

  /** Queues that have at least one registered handler: the ones a worker consumes. */
  queues(): string[] {
    return [...new Set([...this.jobs.values()].map((j) => j.definition.queue))];
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** `f` hears of every attempt run in this process (a worker's metrics); it must not throw. */
  observer(f: (t: TentativeJob) => void): void {
    this.observateurs.push(f);
  }

  signaler(t: TentativeJob): void {
    for (const f of this.observateurs) f(t);
  }
}
