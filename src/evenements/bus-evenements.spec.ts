import { randomUUID } from 'node:crypto';
import type { EvenementDossier, NouvelEvenement } from '../domain/evenements/evenement';
import type { BusEvenements } from './bus-evenements';
import { BusLocal } from './bus-local';
import { BusRedis } from './bus-redis';

/** The Redis adapter on a real Redis (TEST_REDIS_URL); skipped without it, like the other suites needing the real services. */
const REDIS_URL = process.env.TEST_REDIS_URL;

const signe = (projetId: number): NouvelEvenement => ({ nature: 'signature', projetId, etat: 'SIGNEE', le: '2026-12-06T12:00:00.000Z' });

/** Resolves with what `ecouteur` heard once it holds `n` events (no timed assertion: it waits for them). */
function entendre(bus: BusEvenements, distributeur: string, n: number): { recus: EvenementDossier[]; complet: Promise<EvenementDossier[]> } {
  const recus: EvenementDossier[] = [];
  let fini!: (e: EvenementDossier[]) => void;
  const complet = new Promise<EvenementDossier[]>((ok) => (fini = ok));
  bus.ecouter(distributeur, (e) => {
    recus.push(e);
    if (recus.length === n) fini(recus);
  });
  return { recus, complet };
}

/** The contract both adapters keep (ADR 0082). */
function contrat(nom: string, creer: () => Promise<{ emetteur: BusEvenements; recepteur: BusEvenements; fermer: () => Promise<void> }>): void {
  describe(nom, () => {
    let bus: Awaited<ReturnType<typeof creer>>;
    beforeEach(async () => {
      bus = await creer();
    });
    afterEach(async () => {
      await bus.fermer();
    });

    it('hands an event to its distributor’s listeners only, numbered in order', async () => {
      const a = `DIST-A-${randomUUID()}`;
      const b = `DIST-B-${randomUUID()}`;
      const chezA = entendre(bus.recepteur, a, 2);
      const chezB: EvenementDossier[] = [];
      bus.recepteur.ecouter(b, (e) => chezB.push(e));
      await bus.emetteur.publier(a, signe(1));
      await bus.emetteur.publier(a, signe(2));
      const [premier, second] = await chezA.complet;
      expect([premier.projetId, second.projetId]).toEqual([1, 2]);
      expect(premier.id).toMatch(/^\d+-\d+$/);
      expect(second.id).not.toBe(premier.id);
      expect(chezB).toEqual([]);
      expect(await bus.recepteur.depuis(b, '0-0', 100)).toEqual([]);
    });

    it('replays what came after an id, for its distributor only, bounded', async () => {
      const a = `DIST-A-${randomUUID()}`;
      const tout = entendre(bus.recepteur, a, 5);
      for (let i = 1; i <= 5; i++) await bus.emetteur.publier(a, signe(i));
      await bus.emetteur.publier(`DIST-B-${randomUUID()}`, signe(99));
      const recus = await tout.complet;
      const rejeu = await bus.recepteur.depuis(a, recus[1].id, 100);
      expect(rejeu.map((e) => e.projetId)).toEqual([3, 4, 5]);
      expect(rejeu.map((e) => e.id)).toEqual(recus.slice(2).map((e) => e.id));
      expect((await bus.recepteur.depuis(a, recus[1].id, 2)).map((e) => e.projetId)).toEqual([3, 4]);
      expect(await bus.recepteur.depuis(a, recus[4].id, 100)).toEqual([]);
      // Not one of our ids: nothing (never everything).
      expect(await bus.recepteur.depuis(a, 'abc', 100)).toEqual([]);
    });

    it('stops handing events to a listener that left', async () => {
      const a = `DIST-A-${randomUUID()}`;
      const parti: EvenementDossier[] = [];
      const quitter = bus.recepteur.ecouter(a, (e) => parti.push(e));
      quitter();
      const reste = entendre(bus.recepteur, a, 1);
      await bus.emetteur.publier(a, signe(1));
      await reste.complet;
      expect(parti).toEqual([]);
    });
  });
}

contrat('BusLocal (one process)', async () => {
  const bus = new BusLocal();
  return { emetteur: bus, recepteur: bus, fermer: () => bus.fermer() };
});

describe('BusLocal keeps a bounded window', () => {
  it('keeps the last `gardes` events of each distributor', async () => {
    const bus = new BusLocal(() => 1000, 3);
    for (let i = 1; i <= 5; i++) await bus.publier('D', signe(i));
    expect((await bus.depuis('D', '0-0', 100)).map((e) => [e.id, e.projetId])).toEqual([
      ['1000-2', 3],
      ['1000-3', 4],
      ['1000-4', 5],
    ]);
  });
});

(REDIS_URL ? describe : describe.skip)('BusRedis (real Redis, two processes)', () => {
  contrat('BusRedis', async () => {
    const prefixe = `test-evenements-${randomUUID()}`;
    // Two buses on one prefix: the events of one process reach the other's listeners.
    const emetteur = new BusRedis({ url: REDIS_URL!, prefixe });
    const recepteur = new BusRedis({ url: REDIS_URL!, prefixe });
    await Promise.all([emetteur.pret(), recepteur.pret()]);
    return { emetteur, recepteur, fermer: async () => void (await Promise.all([emetteur.fermer(), recepteur.fermer()])) };
  });

  it('another prefix (another database) hears nothing', async () => {
    const a = new BusRedis({ url: REDIS_URL!, prefixe: `test-evenements-${randomUUID()}` });
    const b = new BusRedis({ url: REDIS_URL!, prefixe: `test-evenements-${randomUUID()}` });
    await Promise.all([a.pret(), b.pret()]);
    const entendus: EvenementDossier[] = [];
    b.ecouter('D', (e) => entendus.push(e));
    const chezA = entendre(a, 'D', 1);
    await a.publier('D', signe(1));
    await chezA.complet;
    expect(entendus).toEqual([]);
    expect(await b.depuis('D', '0-0', 10)).toEqual([]);
    await Promise.all([a.fermer(), b.fermer()]);
  });
});
