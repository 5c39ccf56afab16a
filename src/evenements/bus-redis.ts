import { Redis } from 'ioredis';
import { lireId, type EvenementDossier, type NouvelEvenement } from '../domain/evenements/evenement';
import { Ecouteurs, EVENEMENTS_GARDES, type BusEvenements } from './bus-evenements';

export interface BusRedisOptions {
  /** REDIS_URL, the queues' Redis. */
  url: string;
  /** Key prefix (queuePrefix): processes sharing a database share their events. */
  prefixe: string;
  gardes?: number;
  logger?: { warn(message: string): void };
}

/**
 * One round trip, atomic: the event appended to its distributor's stream (Redis numbers it, `<ms>-<seq>`,
 * and keeps about `gardes` of them), then published with that id to every process.
 */
const PUBLIER = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[2])
redis.call('PEXPIRE', KEYS[1], 86400000)
redis.call('PUBLISH', KEYS[2], ARGV[3] .. '\\n' .. id .. '\\n' .. ARGV[2])
return id`;

/**
 * The bus of several processes (REDIS_URL; ADR 0082): each distributor's recent events in a Redis
 * stream (the replay after a reconnect, whichever process it reaches), spread by pub/sub on one
 * channel that every process listens to and hands to its own connections of that distributor.
 * After a lost link, what was published meanwhile never came: `surDesynchronisation` is called so
 * the connections are closed and the pages reconnect with Last-Event-ID, replayed from the stream.
 */
export class BusRedis implements BusEvenements {
  readonly nom = 'Redis';
  private readonly ecouteurs = new Ecouteurs();
  private readonly commandes: Redis;
  private readonly abonnement: Redis;
  private readonly canal: string;
  private readonly gardes: number;
  private abonne = false;
  private dejaAbonne = false;
  private attentes: Array<() => void> = [];
  private desynchronisation?: () => void;

  constructor(private readonly options: BusRedisOptions) {
    this.canal = `${options.prefixe}:evenements`;
    this.gardes = options.gardes ?? EVENEMENTS_GARDES;
    this.commandes = new Redis(options.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: `${this.canal}:pub` });
    this.abonnement = new Redis(options.url, { lazyConnect: true, autoResubscribe: false, maxRetriesPerRequest: null, connectionName: `${this.canal}:sub` });
    this.commandes.on('error', () => undefined); // reconnects on its own; a failed publish is logged
    this.abonnement.on('error', () => undefined);
    this.abonnement.on('close', () => {
      if (this.abonne) options.logger?.warn('Événements des dossiers : lien Redis perdu, les pages seront resynchronisées à son retour');
      this.abonne = false;
    });
    this.abonnement.on('ready', () => void this.sAbonner());
    this.abonnement.on('message', (_canal: string, message: string) => this.recu(message));
    this.abonnement.connect().catch(() => undefined);
    this.commandes.connect().catch(() => undefined);
  }

  /** Called after a lost link came back (events may have been missed). */
  surDesynchronisation(rappel: () => void): void {
    this.desynchronisation = rappel;
  }

  /** Resolves once this process listens (tests, benchmarks). */
  pret(): Promise<void> {
    if (this.abonne) return Promise.resolve();
    return new Promise((ok) => this.attentes.push(ok));
  }

  async publier(codeDistributeur: string, nouvel: NouvelEvenement): Promise<void> {
    try {
      await this.commandes.eval(PUBLIER, 2, this.cle(codeDistributeur), this.canal, String(this.gardes), JSON.stringify(nouvel), codeDistributeur);
    } catch (err) {
      this.options.logger?.warn(`Événement de dossier non diffusé : ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  ecouter(codeDistributeur: string, ecouteur: (e: EvenementDossier) => void): () => void {
    return this.ecouteurs.ajouter(codeDistributeur, ecouteur);
  }

  async depuis(codeDistributeur: string, dernierId: string, limite: number): Promise<EvenementDossier[]> {
    if (!lireId(dernierId)) return [];
    const entrees = await this.commandes.xrange(this.cle(codeDistributeur), `(${dernierId.trim()}`, '+', 'COUNT', limite);
    return entrees.map(([id, champs]) => ({ id, ...(JSON.parse(champs[1]) as NouvelEvenement) }));
  }

  async fermer(): Promise<void> {
    this.abonne = false;
    this.abonnement.disconnect();
    this.commandes.disconnect();
  }

  private cle(codeDistributeur: string): string {
    return `${this.canal}:${codeDistributeur}`;
  }

  private recu(message: string): void {
    const a = message.indexOf('\n');
    const b = message.indexOf('\n', a + 1);
    if (a < 0 || b < 0) return;
    try {
      const nouvel = JSON.parse(message.slice(b + 1)) as NouvelEvenement;
      this.ecouteurs.diffuser(message.slice(0, a), { id: message.slice(a + 1, b), ...nouvel });
    } catch {
      // Not ours: ignored.
    }
  }

  private async sAbonner(): Promise<void> {
    try {
      await this.abonnement.subscribe(this.canal);
    } catch {
      return; // the link dropped again: 'ready' comes back with it
    }
    this.abonne = true;
    if (this.dejaAbonne) this.desynchronisation?.();
    this.dejaAbonne = true;
    for (const ok of this.attentes.splice(0)) ok();
  }
}
