import { Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { BearerGuard, BearerStrategy } from './bearer.guard';
import { pruneDevProviderPayloads } from './dev-provider/dev-adapter';
import { MoiController } from './moi.controller';
import { OidcService } from './oidc.service';
import { OidcStrategies } from './oidc-strategy';
import { OidcCallbackGuard, OidcLoginGuard } from './oidc.guards';
import { SessionRenewal } from './session';
import { queuePrefix } from '../jobs/queue-prefix';
import { canalSessions, DiffusionRedisSessions } from './session-diffusion';
import { CONNEXION_SQL, DbSessionStore } from './session-store';
import { SessionGuard, SessionStrategy } from './session.guard';

/** With Redis, several processes may share the table: they tell one another of every save and destroy. */
function createSessionStore(db: DataSource, config: AppConfig): DbSessionStore {
  const logger = new Logger('Sessions');
  const diffusion = config.REDIS_URL ? new DiffusionRedisSessions({ url: config.REDIS_URL, canal: canalSessions(queuePrefix(config)), logger }) : undefined;
  const store = new DbSessionStore(db, { inactiviteMaxMs: config.SESSION_IDLE_MINUTES * 60_000, diffusion });
  diffusion?.ecouter(store);
  return store;
}

const PRUNE_EVERY_MS = 15 * 60_000;

/**
 * Sign-in: page sessions (cookie `sid`, table `session`), bearer tokens on /api, the built-in
 * development identity provider. Passport strategies and guards through @nestjs/passport: 'oidc'
 * (sign-in routes /auth/*, AuthController), 'bearer' and 'session-page' (the global guard of /api).
 * The Express side (/config.json, the provider, the session middleware) is mounted by setupAuth()
 * in auth.setup.ts.
 */
@Module({
  controllers: [MoiController, AuthController],
  providers: [
    OidcService,
    OidcStrategies,
    OidcLoginGuard,
    OidcCallbackGuard,
    BearerStrategy,
    BearerGuard,
    SessionStrategy,
    SessionGuard,
    {
      provide: DbSessionStore,
      inject: [DataSource, AppConfig],
      useFactory: createSessionStore,
    },
    { provide: SessionRenewal, inject: [OidcService, AppConfig], useFactory: (oidc: OidcService, config: AppConfig) => new SessionRenewal(oidc, config.publicUrl) },
    { provide: APP_GUARD, useClass: AuthGuard },
    // auth.setup.ts hands it to the development provider without holding TypeORM.
    { provide: CONNEXION_SQL, useExisting: DataSource },
  ],
  exports: [OidcService, DbSessionStore, SessionRenewal, CONNEXION_SQL],
})
export class AuthModule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Auth');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly store: DbSessionStore,
    private readonly db: DataSource,
    private readonly oidc: OidcService,
  ) {}

  onApplicationBootstrap(): void {
    const prune = () =>
      Promise.all([this.store.prune(), this.oidc.devProvider ? pruneDevProviderPayloads(this.db) : undefined]).catch((err: unknown) =>
        this.logger.warn({ err }, 'Purge des sessions expirées impossible'),
      );
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.store.fermer();
  }
}
