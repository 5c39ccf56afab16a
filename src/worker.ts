import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
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
  const { AppModule } = await import('./app.module');
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  // eslint-disable-next-line no-console
  console.log('Worker prêt : consommation de la file de jobs.');
}

bootstrap().catch((err) => {
  // eslint-disable-next-line no-console
  console.error(err instanceof DemarrageRefuse ? err.message : err);
  process.exit(1);
});
