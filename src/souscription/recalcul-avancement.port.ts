import type { EntityManager } from 'typeorm';

/**
 * What the subscription's steps 2 and 3 (participants, pieces: modules below SouscriptionModule) ask
 * after each change, in its transaction: store the file's progress again (docs/adr/0084). Answered by
 * SouscriptionService.recalculerAvancement (src/souscription/avancements.module.ts), the one
 * computation the tabs show, so that the table `souscription` keeps one writer.
 */
export abstract class RecalculAvancement {
  abstract recalculer(manager: EntityManager, projetId: number, codeDistributeur: string): Promise<void>;
}
