import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfig, loadConfig } from './config/app-config';
import { DemarrageRefuse, verifierDemarrage } from './config/demarrage';
import { arreterGracieusement, EtatArret } from './health/arret';

async function bootstrap(): Promise<void> {
  const started = process.hrtime.bigint();
  // Before anything is opened: production without its real parts does not start (fail closed).
  verifierDemarrage(loadConfig());
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  const avant = new Set(process.listeners('SIGTERM'));
  await configureApp(app);
  // SIGTERM is ours (Nest's hook would close everything at once, requests under way included, and
  // end the process by the signal); Nest keeps the others (Ctrl-C in development).
  for (const listener of process.listeners('SIGTERM')) if (!avant.has(listener)) process.removeListener('SIGTERM', listener);
  const config = app.get(AppConfig);
  process.once('SIGTERM', () => {
    const journal = new Logger('Arret');
    arreterGracieusement(app.getHttpServer(), app.get(EtatArret), {
      graceMs: config.SHUTDOWN_GRACE_MS,
      delaiRetraitMs: config.SHUTDOWN_READINESS_DELAY_MS,
      fermerApplication: () => app.close(),
      journal,
    }).then(
      (fin) => process.exit(fin === 'complet' ? 0 : 1),
      (err: unknown) => {
        journal.error(err);
        process.exit(1);
      },
    );
  });
  await app.listen(config.PORT, config.HOST);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // A single line the README, tests and benchmarks wait for.
  // eslint-disable-next-line no-console
  console.log(`Application prête sur http://localhost:${port} (démarrée en ${Math.round(ms)} ms)`);
}

bootstrap().catch((err) => {
  // eslint-disable-next-line no-console
  console.error(err instanceof DemarrageRefuse ? err.message : err);
  process.exit(1);
});
