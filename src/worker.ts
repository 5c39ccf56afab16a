import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { setPriority } from 'node:os';
import { Logger } from 'nestjs-pino';
import { loadConfig } from './config/app-config';
import { DemarrageRefuse, verifierDemarrage } from './config/demarrage';
import { COMMON } from './domain/messages';


/**
 * `npm run worker`: a Nest application context (no HTTP server) that consumes the BullMQ queues.
 * It loads the whole AppModule so every module's @JobProcessor handlers are registered without
 * a second list to keep up to date. Start as many as needed next to the API (RUN_WORKER=false there).
 */
async function bootstrap(): Promise<void> {
  process.env.RUN_WORKER = 'true';
  const config = loadConfig();
  verifierDemarrage(config);
  // Without Redis there is no queue to share; the embedded PGlite cannot be opened by two processes.
  for (const param of ['REDIS_URL', 'DATABASE_URL'] as const) {
    if (!config[param]) throw new Error(`${COMMON.configurationObligatoire(param)} (npm run worker)`);
  }
  // Below the API's priority: a batch of PDFs takes the cores only when brokers' requests leave them.
  if (config.WORKER_NICE > 0) setPriority(0, config.WORKER_NICE);
  const { AppModule } = await import('./app.module');
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Its own metrics (job durations and failures) when asked: Prometheus scrapes each worker.
  const { MetricsService } = await import('./metrics/metrics.service');
  const { servirMetriquesWorker } = await import('./metrics/serveur-worker');
  const metriques = config.METRICS_TOKEN && config.METRICS_PORT ? await servirMetriquesWorker(app.get(MetricsService), config.METRICS_PORT, config.HOST, config.METRICS_TOKEN) : null;
  // SIGTERM / SIGINT: no new job is taken, the running ones finish (BullMQ worker close), within
  // SHUTDOWN_GRACE_MS; exit 0 when nothing was cut (ADR 0059).
  const arreter = () => {
    const journal = new NestLogger('Arret');
    journal.log(`Arrêt demandé : plus de nouveau job, ${config.SHUTDOWN_GRACE_MS} ms pour finir ceux en cours`);
    const limite = new Promise<false>((ok) => setTimeout(() => ok(false), config.SHUTDOWN_GRACE_MS).unref());
    metriques?.close();
    Promise.race([app.close().then(() => true), limite]).then(
      (complet) => {
        if (!complet) journal.warn('Arrêt : jobs encore en cours au bout du délai');
        process.exit(complet ? 0 : 1);
      },
      (err: unknown) => {
        journal.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', arreter);
  process.once('SIGINT', arreter);
  // eslint-disable-next-line no-console
  console.log('Worker prêt : consommation de la file de jobs.');
}

bootstrap().catch((err) => {
  // eslint-disable-next-line no-console
  console.error(err instanceof DemarrageRefuse ? err.message : err);
  process.exit(1);
});
