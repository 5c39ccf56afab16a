import type { EntityManager } from 'typeorm';

/**
 * Port: which projets were handed over to the subscription. The `souscription` table belongs to
 * src/souscription, which sits above src/projets (docs/adr/0064): projets asks through this port,
 * the subscription's repository answers it (src/souscription/souscription-table.module.ts).
 */
export abstract class ProjetsEnSouscription {
  /** Those of `ids` that have a subscription (in `manager`'s transaction when given). */
  abstract parmi(ids: readonly number[], manager?: EntityManager): Promise<number[]>;
}
