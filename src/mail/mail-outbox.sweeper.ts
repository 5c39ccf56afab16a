import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MailOutbox } from './mail-outbox.service';

/** How often pending messages are looked for (and once at start-up). */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Takes up the outbox rows a crash or a failure left behind (ADR 0025): at start-up, then every
 * 30 s, in every process that runs jobs. A row is queued under its job key, so a sweep and a request
 * that queue one message at the same time make one job; MailOutbox.due() lets two sweepers never
 * pick the same row, and the row's claim lets one run at a time send it.
 */
@Injectable()
export class MailOutboxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // An API with RUN_WORKER=false only produces jobs (without Redis it always runs them).
    if (this.config.REDIS_URL && !this.config.RUN_WORKER) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    this.running ??= this.sweep()
      .then(() => undefined)
      .catch((err: unknown) => this.logger.warn({ reason: err instanceof Error ? err.message : String(err) }, 'Reprise des e-mails en attente impossible'))
      .finally(() => (this.running = undefined));
  }

  /** Queues every due message; answers how many. */
  async sweep(): Promise<number> {
    const ids = await this.outbox.due();
    for (const id of ids) await this.outbox.schedule(id);
    if (ids.length) this.logger.log({ count: ids.length }, 'E-mails en attente repris');
    return ids.length;
  }
}
