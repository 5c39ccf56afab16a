import { Global, Logger, Module, OnModuleDestroy, Inject } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AppConfig } from '../config/app-config';
import { HealthModule } from '../health/health.module';
import { queuePrefix } from '../jobs/queue-prefix';
import { BUS_EVENEMENTS, type BusEvenements } from './bus-evenements';
import { BusLocal } from './bus-local';
import { BusRedis } from './bus-redis';
import { EvenementsController } from './evenements.controller';
import { FluxEvenementsService } from './flux-evenements.service';
import { SignalDossiers } from './signal-dossiers';

/** The bus adapter chosen by configuration: Redis (streams and pub/sub) when REDIS_URL is set, in process otherwise. */
export function creerBus(config: Pick<AppConfig, 'REDIS_URL' | 'DATABASE_URL' | 'DATA_DIR'>): BusEvenements {
  const logger = new Logger('Evenements');
  if (config.REDIS_URL) return new BusRedis({ url: config.REDIS_URL, prefixe: queuePrefix(config), logger });
  return new BusLocal();
}

/**
 * A signal when a file moves (issue 28 item 3, ADR 0082): the bus between processes, the broker's
 * stream `GET /api/evenements`, and `SignalDossiers`, what the features call once their change is
 * committed. Global, like the history: the signature and mail modules publish without importing it.
 */
@Global()
@Module({
  imports: [AuthModule, HealthModule],
  controllers: [EvenementsController],
  providers: [
    {
      provide: BUS_EVENEMENTS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const bus = creerBus(config);
        new Logger('Evenements').log(`Événements des dossiers : ${bus.nom}`);
        return bus;
      },
    },
    FluxEvenementsService,
    SignalDossiers,
  ],
  exports: [SignalDossiers, FluxEvenementsService],
})
export class EvenementsModule implements OnModuleDestroy {
  constructor(@Inject(BUS_EVENEMENTS) private readonly bus: BusEvenements) {}

  async onModuleDestroy(): Promise<void> {
    await this.bus.fermer();
  }
}
