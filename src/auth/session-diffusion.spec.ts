import { Redis } from 'ioredis';
import { canalSessions, DiffusionRedisSessions } from './session-diffusion';
import type { CibleDiffusion } from './session-store';

/** On a real Redis (TEST_REDIS_URL); skipped without it, like the other suites needing the real services. */
const REDIS_URL = process.env.TEST_REDIS_URL;
const suite = REDIS_URL ? describe : describe.skip;

const attendre = async (condition: () => boolean, ms = 5_000) => {
  const limite = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > limite) throw new Error('condition jamais remplie');
    await new Promise((ok) => setTimeout(ok, 10));
  }
};

suite('DiffusionRedisSessions (real Redis)', () => {
  const canal = canalSessions(`test-diffusion-${process.pid}-${Date.now()}`);
  const ouvertes: DiffusionRedisSessions[] = [];
  const cible = () => {
    const recus: string[] = [];
    let oublis = 0;
    const c: CibleDiffusion = { invalider: (sid) => void recus.push(sid), oublierTout: () => void oublis++ };
    return { c, recus, oublis: () => oublis };
  };
  const diffusion = (c: CibleDiffusion) => {
    const d = new DiffusionRedisSessions({ url: REDIS_URL!, canal });
    d.ecouter(c);
    ouvertes.push(d);
    return d;
  };

  afterAll(async () => {
    await Promise.all(ouvertes.map((d) => d.fermer()));
  });

  it('a sid published by one process reaches the others, not itself; listening distrusts what was held before', async () => {
    const a = cible();
    const b = cible();
    const da = diffusion(a.c);
    const db = diffusion(b.c);
    await attendre(() => da.ecoute() && db.ecoute());
    expect(b.oublis()).toBe(1); // entries held on the 1 s fallback before the subscription are read again
    da.publier('sid-1');
    await attendre(() => b.recus.length === 1);
    expect(b.recus).toEqual(['sid-1']);
    await new Promise((ok) => setTimeout(ok, 100));
    expect(a.recus).toEqual([]);
  });

  it('stops listening when the link drops (the store falls back to 1 s), and distrusts everything once back', async () => {
    const b = cible();
    const db = diffusion(b.c);
    await attendre(() => db.ecoute());
    const oublisAvant = b.oublis();
    // Cut this subscriber's connection (named after the channel) from the server side, as a Redis restart would.
    const admin = new Redis(REDIS_URL!);
    try {
      const clients = (await admin.client('LIST')) as string;
      const ids = clients
        .split('\n')
        .filter((l) => l.includes(` name=${canal}:sub `))
        .map((l) => /id=(\d+)/.exec(l)?.[1]);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) if (id) await admin.client('KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    await attendre(() => !db.ecoute());
    await attendre(() => db.ecoute());
    expect(b.oublis()).toBeGreaterThan(oublisAvant);
  });
});
