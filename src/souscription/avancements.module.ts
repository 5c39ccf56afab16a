import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { AvancementsSouscription, type AvancementSouscription } from '../espace/avancements-souscription.port';
import { ProjetsModule } from '../projets/projets.module';
import { ProjetsService } from '../projets/projets.service';
import { RecalculAvancement } from './recalcul-avancement.port';
import { SouscriptionModule } from './souscription.module';
import { SouscriptionService } from './souscription.service';

/**
 * The adapter of Mes clients' port: the progress of files whose stored progress is missing or past
 * its revision date (docs/adr/0084), by SouscriptionService.avancement (the tabs' own computation).
 */
@Injectable()
export class AvancementsSouscriptionAdapter extends AvancementsSouscription {
  private readonly logger = new Logger('Espace');

  constructor(
    private readonly projets: ProjetsService,
    private readonly souscriptions: SouscriptionService,
  ) {
    super();
  }

  async avancements(utilisateur: Utilisateur, projetIds: readonly number[], today: string): Promise<Map<number, AvancementSouscription>> {
    const lus = await Promise.all(
      projetIds.map(async (id) => {
        try {
          return [id, await this.souscriptions.avancement(utilisateur, await this.projets.charger(utilisateur, id), today)] as const;
        } catch (err) {
          // One unreadable file (gone between the list and this read) does not hide the page: its row shows no percent.
          this.logger.warn({ err, projetId: id }, 'Avancement de la souscription illisible');
          return null;
        }
      }),
    );
    return new Map(lus.filter((x) => x !== null));
  }
}

/**
 * Steps 2 and 3 store the progress through SouscriptionService, which reads them (EtapesSouscription):
 * resolved at the call, not at construction, so that the two do not need each other to be built.
 */
@Injectable()
export class RecalculAvancementAdapter extends RecalculAvancement {
  constructor(
    private readonly modules: ModuleRef,
    private readonly horloge: Horloge,
  ) {
    super();
  }

  recalculer(manager: EntityManager, projetId: number, codeDistributeur: string): Promise<void> {
    return this.modules.get(SouscriptionService, { strict: false }).recalculerAvancement(manager, projetId, codeDistributeur, this.horloge.aujourdhui());
  }
}

/** Global, so that EspaceModule (below the subscription) and the subscription's steps receive the adapters without importing them. */
@Global()
@Module({
  imports: [SouscriptionModule, ProjetsModule],
  providers: [
    { provide: AvancementsSouscription, useClass: AvancementsSouscriptionAdapter },
    { provide: RecalculAvancement, useClass: RecalculAvancementAdapter },
  ],
  exports: [AvancementsSouscription, RecalculAvancement],
})
export class SouscriptionAvancementsModule {}
