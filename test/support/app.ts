/**
 * The application built in the test process (ADR 0021), for suites that change what a real process
 * cannot be asked to change from outside: the clock, the configuration.
 *
 *   const app = await demarrerApp({ horloge: new HorlogeDeTest('2026-09-10') });
 *   const id = await app.creerProjet('alice', santePayload(client.id));   // fixtures of projets.ts
 *   app.horloge.fixer('2027-03-01');                                      // the day after, for the server
 *   await app.arreter();
 *
 * It is the built app (dist/, like the harness's process): `Test.createTestingModule({ imports:
 * [AppModule] })` with the clock replaced (`overrideProvider(Horloge)`) and the configuration read
 * from `env` instead of the process environment, then `configureApp` and `listen` on a free port.
 * Data: a fresh embedded PGlite (own DATA_DIR), or a fresh database next to TEST_DATABASE_URL and
 * TEST_REDIS_URL's Redis (queues apart: their prefix is named after the database). Mail goes to the
 * harness's SMTP receiver when it runs (E2E_SMTP_URL), else to the outbox.
 *
 * The built files are loaded with Node's own loader, not Jest's: PGlite and the pages' server
 * build load ES modules with import(), which Jest's module sandbox refuses.
 */
import type { INestApplication } from '@nestjs/common';
import Module from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Horloge } from '../../src/common/horloge';
import { clientApi, type ClientApi } from './projets';
import { createDatabase, dropDatabase, freePort, LIMITES_HAUTES } from './services';

const RACINE = resolve(__dirname, '../..');

/** `require` of the main Node realm, outside Jest's registry (Jest replaces createRequire; the Module statics are Node's). */
function requireNatif(): (id: string) => unknown {
  const M = Module as unknown as { new (id: string): NodeJS.Module; _nodeModulePaths(dir: string): string[] };
  const module = new M(join(RACINE, 'package.json'));
  module.filename = join(RACINE, 'package.json');
  module.paths = M._nodeModulePaths(RACINE);
  return (id) => module.require(id);
}

const JOUR_PARIS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A clock the test moves: a fixed business day, or the real one (`fixer(null)`). */
export class HorlogeDeTest implements Pick<Horloge, 'aujourdhui' | 'maintenant'> {
  constructor(private jour: string | null = null) {}

  fixer(jour: string | null): void {
    this.jour = jour;
  }

  aujourdhui(): string {
    return this.jour ?? JOUR_PARIS.format(new Date());
  }

  /** Late morning of the fixed day in Paris (the same calendar day whatever the offset). */
  maintenant(): Date {
    return this.jour ? new Date(`${this.jour}T10:00:00Z`) : new Date();
  }
}

export interface AppDeTest extends ClientApi {
  url: string;
  horloge: HorlogeDeTest;
  mode: 'embedded' | 'postgres+redis';
  /** The Nest application (Node's realm: its classes are not the ones a test imports from src/). */
  nest: INestApplication;
  arreter(): Promise<void>;
}

export interface OptionsApp {
  horloge?: HorlogeDeTest;
  /** Configuration on top of the defaults below ('' unsets one, e.g. SMTP_URL: '' for the outbox). */
  env?: Record<string, string>;
}

export async function demarrerApp(options: OptionsApp = {}): Promise<AppDeTest> {
  const charger = requireNatif();
  const { Test } = charger('@nestjs/testing') as typeof import('@nestjs/testing');
  const { AppModule } = charger(join(RACINE, 'dist/src/app.module.js')) as typeof import('../../src/app.module');
  const { configureApp } = charger(join(RACINE, 'dist/src/app.setup.js')) as typeof import('../../src/app.setup');
  const { AppConfig, loadConfig } = charger(join(RACINE, 'dist/src/config/app-config.js')) as typeof import('../../src/config/app-config');
  const { Horloge } = charger(join(RACINE, 'dist/src/common/horloge.js')) as typeof import('../../src/common/horloge');

  const horloge = options.horloge ?? new HorlogeDeTest();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'collectif-app-'));
  const databaseUrl = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...LIMITES_HAUTES,
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  };

  let nest: INestApplication | undefined;
  try {
    const module = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(AppConfig)
      .useValue(loadConfig(env))
      .overrideProvider(Horloge)
      .useValue(horloge)
      .compile();
    const app = module.createNestApplication<import('@nestjs/platform-express').NestExpressApplication>({ bodyParser: false, bufferLogs: true });
    nest = app;
    await configureApp(app);
    await app.listen(port, '127.0.0.1');
  } catch (err) {
    await nest?.close().catch(() => undefined);
    await nettoyer(dataDir, databaseUrl);
    throw err;
  }
  const app = nest;
  return {
    url,
    horloge,
    mode: databaseUrl ? 'postgres+redis' : 'embedded',
    nest: app,
    ...clientApi(() => url),
    async arreter() {
      await app.close();
      await nettoyer(dataDir, databaseUrl);
    },
  };
}

async function nettoyer(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl && process.env.TEST_DATABASE_URL) await dropDatabase(process.env.TEST_DATABASE_URL, databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
}

/** A module of the built app's realm (e.g. typeorm's DataSource, to reach `nest.get(DataSource)`). */
export const chargerNatif = (id: string): unknown => requireNatif()(id);

/** SQL on the test application's own database (reading what no route shows: a code sent by SMS, an inbox). */
export function requeteSql(app: Pick<AppDeTest, 'nest'>) {
  return async function sql<T = Record<string, unknown>>(texte: string, params: unknown[] = []): Promise<T[]> {
    const { DataSource } = chargerNatif('typeorm') as typeof import('typeorm');
    return app.nest.get(DataSource).query(texte, params);
  };
}
