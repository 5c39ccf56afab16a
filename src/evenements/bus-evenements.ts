import type { EvenementDossier, NouvelEvenement } from '../domain/evenements/evenement';

/**
 * The files' signals between the processes (issue 28 item 3, ADR 0082): a port with two adapters
 * chosen by configuration, in process (BusLocal) or over Redis (BusRedis, REDIS_URL), like the
 * session invalidations (ADR 0059). Every event belongs to one distributor: a listener hears only
 * its own distributor's, and the replay after a reconnect reads only its own.
 */
export interface BusEvenements {
  readonly nom: string;
  /** Numbers and spreads an event; call it only once the change it tells is committed. Never throws: a lost signal costs a reload, not the change. */
  publier(codeDistributeur: string, evenement: NouvelEvenement): Promise<void>;
  /** Listens to one distributor's events as they come (this process and the others); answers the unsubscription. */
  ecouter(codeDistributeur: string, ecouteur: (e: EvenementDossier) => void): () => void;
  /** The distributor's events after `dernierId`, oldest first, at most `limite` (the recent ones kept: a bounded window). */
  depuis(codeDistributeur: string, dernierId: string, limite: number): Promise<EvenementDossier[]>;
  fermer(): Promise<void>;
  /** Called when events may have been missed here (a lost Redis link came back): the connections are closed and replayed from the store. */
  surDesynchronisation?(rappel: () => void): void;
}

export const BUS_EVENEMENTS = Symbol('BUS_EVENEMENTS');

/** How many recent events of each distributor are kept for a reconnecting page. */
export const EVENEMENTS_GARDES = 500;

/** Listeners by distributor: what both adapters hand an event to in this process. */
export class Ecouteurs {
  private readonly parDistributeur = new Map<string, Set<(e: EvenementDossier) => void>>();

  ajouter(codeDistributeur: string, ecouteur: (e: EvenementDossier) => void): () => void {
    let ensemble = this.parDistributeur.get(codeDistributeur);
    if (!ensemble) this.parDistributeur.set(codeDistributeur, (ensemble = new Set()));
    ensemble.add(ecouteur);
    return () => {
      ensemble.delete(ecouteur);
      if (ensemble.size === 0 && this.parDistributeur.get(codeDistributeur) === ensemble) this.parDistributeur.delete(codeDistributeur);
    };
  }

  diffuser(codeDistributeur: string, e: EvenementDossier): void {
    for (const ecouteur of this.parDistributeur.get(codeDistributeur) ?? []) {
      try {
        ecouteur(e);
      } catch {
        // One broken connection never stops the others.
      }
    }
  }
}
