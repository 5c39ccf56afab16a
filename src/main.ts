import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfig, loadConfig } from './config/app-config';
import { DemarrageRefuse, verifierDemarrage } from './config/demarrage';

async function bootstrap(): Promise<void> {
  const started = process.hrtime.bigint();
  // Before anything is opened: production without its real parts does not start (fail closed).
  verifierDemarrage(loadConfig());
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  await configureApp(app);
  const config = app.get(AppConfig);
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
