import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Utilisateur } from '../auth/utilisateur';
import { apres, lireId, trameSse, type EvenementDossier } from '../domain/evenements/evenement';
import { AppConfig } from '../config/app-config';
import { EtatArret } from '../health/arret';
import { BUS_EVENEMENTS, type BusEvenements } from './bus-evenements';

/** A comment every so often: proxies (HAProxy's `timeout tunnel`) and browsers keep an idle stream open. */
export const BATTEMENT_MS = 15_000;
/** A page that does not read its stream (this many bytes waiting to be sent) is dropped: it reconnects and replays. Bounds each connection's memory. */
const EN_ATTENTE_MAX = 64 * 1024;
/** Replayed at most on a reconnect; a page further behind reloads its data anyway (it revalidates on the first event). */
const REJEU_MAX = 200;
/** How long the browser waits before reconnecting (the SSE `retry` field). */
const RECONNEXION_MS = 2_000;

interface Connexion {
  utilisateur: string;
  res: Response;
  /** Whether the session (cookie) or token behind the stream is still valid. */
  valide: () => Promise<boolean>;
  fermer: () => void;
}

/** Reads a session by id (DbSessionStore): null once signed out, revoked or expired. */
export interface LecteurSession {
  get(sid: string, rappel: (err: unknown, session?: unknown) => void): void;
}

/**
 * The broker's stream of their distributor's file events (ADR 0082): `GET /api/evenements`,
 * text/event-stream. A reconnect's `Last-Event-ID` is replayed from the bus's recent events, live
 * events that came meanwhile are held and written after, never twice. One timer for all streams:
 * a heartbeat comment, and the session checked (a signed-out or revoked session's stream ends).
 */
@Injectable()
export class FluxEvenementsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Evenements');
  private readonly connexions = new Set<Connexion>();
  private battement?: NodeJS.Timeout;
  private enBattement = false;

  constructor(
    @Inject(BUS_EVENEMENTS) private readonly bus: BusEvenements,
    private readonly arret: EtatArret,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.battement = setInterval(() => void this.battre(), BATTEMENT_MS).unref();
    // A stopping process ends its streams at once: the pages reconnect to another process (RECONNEXION_MS > the proxy's readiness delay is not needed: a refused connection is retried).
    this.arret.surCommencement(() => this.toutFermer());
    this.bus.surDesynchronisation?.(() => this.toutFermer());
  }

  onModuleDestroy(): void {
    clearInterval(this.battement);
    this.toutFermer();
  }

  /** How many streams this process holds (metrics, benchmarks). */
  get nombre(): number {
    return this.connexions.size;
  }

  async ouvrir(req: Request, res: Response, user: Utilisateur, session?: LecteurSession): Promise<void> {
    if (this.arret.enCours) {
      res.status(503).setHeader('Retry-After', '1').end();
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: no proxy or middleware compresses or holds it; X-Accel-Buffering for nginx-like proxies.
    res.setHeader('Cache-Control', 'no-cache, no-store, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.setHeader('Connection', 'keep-alive');
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    res.flushHeaders();
    res.write(`retry: ${RECONNEXION_MS}\n\n`);

    let ferme = false;
    let enRejeu = true;
    const retenus: EvenementDossier[] = [];
    let dernier = lireId(this.dernierId(req));
    const ecrire = (e: EvenementDossier) => {
      const id = lireId(e.id);
      if (!id || (dernier && !apres(id, dernier))) return; // already written (replayed, then heard live)
      dernier = id;
      res.write(trameSse(e));
      if (res.writableLength > EN_ATTENTE_MAX) connexion.fermer();
    };
    const desabonner = this.bus.ecouter(user.codeDistributeur, (e) => {
      if (ferme) return;
      if (enRejeu) {
        if (retenus.length < REJEU_MAX) retenus.push(e);
        return;
      }
      ecrire(e);
    });
    const sid = req.sessionID;
    const connexion: Connexion = {
      utilisateur: user.id,
      res,
      valide: async () => (session && sid ? new Promise<boolean>((ok) => session.get(sid, (err, s) => ok(Boolean(err) || Boolean(s)))) : true),
      fermer: () => {
        if (ferme) return;
        ferme = true;
        desabonner();
        this.connexions.delete(connexion);
        res.end();
      },
    };
    req.on('close', () => connexion.fermer());
    this.limiterParUtilisateur(user.id);
    this.connexions.add(connexion);

    const depuis = this.dernierId(req);
    if (depuis && dernier) {
      try {
        for (const e of await this.bus.depuis(user.codeDistributeur, depuis, REJEU_MAX)) if (!ferme) ecrire(e);
      } catch (err) {
        this.logger.warn({ err }, 'Événements manqués non relus');
      }
    }
    enRejeu = false;
    for (const e of retenus.splice(0)) if (!ferme) ecrire(e);
  }

  /** The browser's `Last-Event-ID` on a reconnect (or `?depuis=` for a page that opens a new stream after its data). */
  private dernierId(req: Request): string | undefined {
    const entete = req.headers['last-event-id'];
    const valeur = typeof entete === 'string' ? entete : typeof req.query.depuis === 'string' ? req.query.depuis : undefined;
    return valeur && lireId(valeur) ? valeur.trim() : undefined;
  }

  private limiterParUtilisateur(utilisateur: string): void {
    const siens = [...this.connexions].filter((c) => c.utilisateur === utilisateur);
    for (const c of siens.slice(0, Math.max(0, siens.length - this.config.EVENEMENTS_FLUX_PAR_UTILISATEUR + 1))) c.fermer();
  }

  private async battre(): Promise<void> {
    // A slow session read never lets two rounds overlap.
    if (this.enBattement) return;
    this.enBattement = true;
    try {
      for (const c of [...this.connexions]) {
        if (!(await c.valide())) {
          c.fermer();
          continue;
        }
        c.res.write(': battement\n\n');
        if (c.res.writableLength > EN_ATTENTE_MAX) c.fermer();
      }
    } finally {
      this.enBattement = false;
    }
  }

  private toutFermer(): void {
    for (const c of [...this.connexions]) c.fermer();
  }
}
