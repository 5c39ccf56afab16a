import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CibleDiffusion, DiffusionSessions } from './session-store';

export interface DiffusionRedisOptions {
  /** REDIS_URL, the queues' Redis. */
  url: string;
  /** Pub/sub channel, named with the queue prefix: processes sharing a database share it. */
  canal: string;
  logger?: { warn(message: string): void };
}

/** Channel of the session invalidations of the processes sharing `prefix` (queuePrefix). */
export const canalSessions = (prefix: string): string => `${prefix}:sessions:invalidees`;

/**
 * Session invalidations between processes over Redis pub/sub (ADR 0059). A message is
 * "<instance> <sid>": every process but the sender drops the session from memory. Listening only
 * counts once the SUBSCRIBE has been acknowledged; after a lost link everything held is
 * distrusted (messages sent meanwhile are gone), and until then the store keeps entries 1 s.
 */
export class DiffusionRedisSessions implements DiffusionSessions {
  private readonly instance = randomUUID();
  private readonly publication: Redis;
  private readonly abonnement: Redis;
  private abonne = false;
  private cible?: CibleDiffusion;

  constructor(private readonly options: DiffusionRedisOptions) {
    // Publishing never waits for a link that is down: the others are on their 1 s fallback then.
    // Named after the channel: an operator sees them in CLIENT LIST.
    this.publication = new Redis(options.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: `${options.canal}:pub` });
    this.abonnement = new Redis(options.url, { lazyConnect: true, autoResubscribe: false, maxRetriesPerRequest: null, connectionName: `${options.canal}:sub` });
    this.publication.on('error', () => undefined); // reconnects on its own; a failed publish is logged below
    this.abonnement.on('error', () => undefined);
    this.abonnement.on('close', () => {
      if (this.abonne) options.logger?.warn('Invalidation des sessions : lien Redis perdu, sessions gardées 1 s en mémoire');
      this.abonne = false;
    });
    this.abonnement.on('ready', () => void this.sAbonner());
    this.abonnement.on('message', (_canal: string, message: string) => {
      const espace = message.indexOf(' ');
      if (espace > 0 && message.slice(0, espace) !== this.instance) this.cible?.invalider(message.slice(espace + 1));
    });
  }

  /** Starts listening on behalf of `cible` (the session store). */
  ecouter(cible: CibleDiffusion): void {
    this.cible = cible;
    this.abonnement.connect().catch(() => undefined);
    this.publication.connect().catch(() => undefined);
  }

  ecoute(): boolean {
    return this.abonne;
  }

  publier(sid: string): void {
    this.publication.publish(this.options.canal, `${this.instance} ${sid}`).catch((err: unknown) => {
      this.options.logger?.warn(`Invalidation de session non diffusée : ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  async fermer(): Promise<void> {
    this.abonne = false;
    this.abonnement.disconnect();
    this.publication.disconnect();
  }

  private async sAbonner(): Promise<void> {
    try {
      await this.abonnement.subscribe(this.options.canal);
    } catch {
      return; // the link dropped again: 'ready' comes back with it
    }
    // Messages sent before now were missed (a link coming back, or entries held before the first
    // subscription on the 1 s fallback): nothing held so far is trusted.
    this.cible?.oublierTout();
    this.abonne = true;
  }
}
