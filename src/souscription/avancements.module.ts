import { Global, Injectable, Logger, Module } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { AvancementsSouscription, type AvancementSouscription } from '../espace/avancements-souscription.port';
import { ProjetsModule } from '../projets/projets.module';
import { ProjetsService } from '../projets/projets.service';
import { SouscriptionModule } from './souscription.module';
import { SouscriptionService } from './souscription.service';

/** The adapter of Mes clients' port: each file's progress by SouscriptionService.avancement (the tabs' own computation). */
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

/** Global, so that EspaceModule (below the subscription) receives the adapter without importing it. */
@Global()
@Module({
  imports: [SouscriptionModule, ProjetsModule],
  providers: [{ provide: AvancementsSouscription, useClass: AvancementsSouscriptionAdapter }],
  exports: [AvancementsSouscription],
})
export class SouscriptionAvancementsModule {}
