import { Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { BearerGuard, BearerStrategy } from './bearer.guard';
import { DevProviderRepository } from './dev-provider/dev-provider.repository';
import { MoiController } from './moi.controller';
import { OidcService } from './oidc.service';
import { OidcStrategies } from './oidc-strategy';
import { OidcCallbackGuard, OidcLoginGuard } from './oidc.guards';
import { SessionRenewal } from './session';
import { queuePrefix } from '../jobs/queue-prefix';
import { canalSessions, DiffusionRedisSessions } from './session-diffusion';
import { DbSessionStore } from './session-store';
import { CONNEXION_SQL } from './connexion-sql';
import { SessionsRepository } from './sessions.repository';
import { SessionGuard, SessionStrategy } from './session.guard';

/** With Redis, several processes may share the table: they tell one another of every save and destroy. */
function createSessionStore(table: SessionsRepository, config: AppConfig): DbSessionStore {
  const logger = new Logger('Sessions');
  const diffusion = config.REDIS_URL ? new DiffusionRedisSessions({ url: config.REDIS_URL, canal: canalSessions(queuePrefix(config)), logger }) : undefined;
  const store = new DbSessionStore(table, { inactiviteMaxMs: config.SESSION_IDLE_MINUTES * 60_000, diffusion });
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
      inject: [SessionsRepository, AppConfig],
      useFactory: createSessionStore,
    },
    { provide: SessionRenewal, inject: [OidcService, AppConfig], useFactory: (oidc: OidcService, config: AppConfig) => new SessionRenewal(oidc, config.publicUrl) },
    { provide: APP_GUARD, useClass: AuthGuard },
    // The repositories of the session and development provider tables run their SQL on it.
    { provide: CONNEXION_SQL, useExisting: DataSource },
    SessionsRepository,
    DevProviderRepository,
  ],
  exports: [OidcService, DbSessionStore, SessionRenewal, DevProviderRepository],
})
export class AuthModule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Auth');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly store: DbSessionStore,
    private readonly devProvider: DevProviderRepository,
    private readonly oidc: OidcService,
  ) {}

  onApplicationBootstrap(): void {
    const prune = () =>
      Promise.all([this.store.prune(), this.oidc.devProvider ? this.devProvider.purger() : undefined]).catch((err: unknown) =>
        this.logger.warn({ err }, 'Purge des sessions expirées impossible'),
      );
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.store.fermer();
  }
}
