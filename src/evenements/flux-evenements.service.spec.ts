import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import type { Utilisateur } from '../auth/utilisateur';
import { AppConfig } from '../config/app-config';
import type { NouvelEvenement } from '../domain/evenements/evenement';
import { EtatArret } from '../health/arret';
import { BusLocal } from './bus-local';
import { FluxEvenementsService, type LecteurSession } from './flux-evenements.service';

/** An answer that keeps what is written; `writableLength` is what the test says is still unsent. */
class ReponseFactice extends EventEmitter {
  ecrit = '';
  finie = false;
  statut = 0;
  writableLength = 0;
  status(s: number) {
    this.statut = s;
    return this;
  }
  setHeader() {
    return this;
  }
  flushHeaders() {}
  write(morceau: string) {
    this.ecrit += morceau;
    return true;
  }
  end() {
    this.finie = true;
    return this;
  }
  get ids() {
    return [...this.ecrit.matchAll(/^id: (.+)$/gm)].map((m) => m[1]);
  }
}

const requete = (entetes: Record<string, string> = {}, sessionID?: string) => {
  const req = new EventEmitter() as EventEmitter & Partial<Request>;
  Object.assign(req, { headers: entetes, query: {}, sessionID, socket: { setNoDelay: () => undefined, setTimeout: () => undefined } });
  return req as unknown as Request;
};
const alice = { id: 'alice', codeDistributeur: 'DIST-A' } as Utilisateur;
const signe = (projetId: number): NouvelEvenement => ({ nature: 'signature', projetId, etat: 'SIGNEE', le: '2026-12-06T12:00:00.000Z' });

describe('FluxEvenementsService (ADR 0082)', () => {
  let bus: BusLocal;
  let arret: EtatArret;
  let service: FluxEvenementsService;
  beforeEach(() => {
    bus = new BusLocal();
    arret = new EtatArret();
    service = new FluxEvenementsService(bus, arret, Object.assign(new AppConfig(), { EVENEMENTS_FLUX_PAR_UTILISATEUR: 2 }));
    service.onModuleInit();
  });
  afterEach(() => service.onModuleDestroy());

  it('writes its distributor’s events live, with their ids, and no other distributor’s', async () => {
    const res = new ReponseFactice();
    await service.ouvrir(requete(), res as unknown as Response, alice);
    expect(res.statut).toBe(200);
    await bus.publier('DIST-A', signe(1));
    await bus.publier('DIST-B', signe(2));
    expect(res.ecrit).toContain('"projetId":1');
    expect(res.ecrit).not.toContain('"projetId":2');
    expect(res.ids).toHaveLength(1);
  });

  it('replays after Last-Event-ID, then live, never twice', async () => {
    for (let i = 1; i <= 3; i++) await bus.publier('DIST-A', signe(i));
    const [premier] = await bus.depuis('DIST-A', '0-0', 10);
    const res = new ReponseFactice();
    await service.ouvrir(requete({ 'last-event-id': premier.id }), res as unknown as Response, alice);
    await bus.publier('DIST-A', signe(4));
    expect([...res.ecrit.matchAll(/"projetId":(\d)/g)].map((m) => Number(m[1]))).toEqual([2, 3, 4]);
    expect(new Set(res.ids).size).toBe(3);
  });

  it('ends every stream when the process begins to stop, and refuses new ones (503)', async () => {
    const res = new ReponseFactice();
    await service.ouvrir(requete(), res as unknown as Response, alice);
    arret.commencer();
    expect(res.finie).toBe(true);
    expect(service.nombre).toBe(0);
    const autre = new ReponseFactice();
    await service.ouvrir(requete(), autre as unknown as Response, alice);
    expect(autre.statut).toBe(503);
  });

  it('bounds each connection: a page that does not read is dropped; beyond the per-user cap the oldest closes', async () => {
    const lente = new ReponseFactice();
    await service.ouvrir(requete(), lente as unknown as Response, alice);
    lente.writableLength = 65 * 1024;
    await bus.publier('DIST-A', signe(1));
    expect(lente.finie).toBe(true);
    const [a, b, c] = [new ReponseFactice(), new ReponseFactice(), new ReponseFactice()];
    for (const r of [a, b, c]) await service.ouvrir(requete(), r as unknown as Response, alice);
    expect([a.finie, b.finie, c.finie]).toEqual([true, false, false]);
  });

  it('on the heartbeat, a stream whose session is gone ends; the others get a comment', async () => {
    const sessions = new Set(['s1', 's2']);
    const lecteur: LecteurSession = { get: (sid, rappel) => rappel(null, sessions.has(sid) ? {} : null) };
    const [r1, r2] = [new ReponseFactice(), new ReponseFactice()];
    await service.ouvrir(requete({}, 's1'), r1 as unknown as Response, { ...alice, id: 'u1' }, lecteur);
    await service.ouvrir(requete({}, 's2'), r2 as unknown as Response, { ...alice, id: 'u2' }, lecteur);
    sessions.delete('s1'); // signed out, revoked or expired
    await (service as unknown as { battre(): Promise<void> }).battre();
    expect(r1.finie).toBe(true);
    expect(r2.finie).toBe(false);
    expect(r2.ecrit).toContain(': battement');
  });
});
