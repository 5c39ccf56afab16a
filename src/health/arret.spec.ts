import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arreterGracieusement, EtatArret } from './arret';

/** A server whose requests are answered only when the test says so. */
async function serveur(): Promise<{ server: Server; port: number; recues: () => number; repondre: () => void }> {
  const enAttente: Array<() => void> = [];
  let recues = 0;
  const server = createServer((_req, res) => {
    recues++;
    enAttente.push(() => res.end('fini'));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, port: (server.address() as AddressInfo).port, recues: () => recues, repondre: () => enAttente.splice(0).forEach((r) => r()) };
}

const appel = (port: number) =>
  new Promise<string>((ok, ko) => {
    const req = request({ port, host: '127.0.0.1', agent: false }, (res) => {
      let corps = '';
      res.on('data', (c: Buffer) => (corps += c.toString()));
      res.on('end', () => ok(corps));
    });
    req.on('error', ko);
    req.end();
  });
const attendre = (condition: () => boolean) =>
  new Promise<void>((ok) => {
    const t = setInterval(() => {
      if (!condition()) return;
      clearInterval(t);
      ok();
    }, 5);
  });
const journal = { log: jest.fn(), warn: jest.fn() };

describe('arreterGracieusement', () => {
  it('not ready at once; then no new connection, the request under way answered, the application closed: complete', async () => {
    const { server, port, recues, repondre } = await serveur();
    const etat = new EtatArret();
    const enCours = appel(port);
    await attendre(() => recues() === 1);
    const fermerApplication = jest.fn(async () => undefined);
    const arret = arreterGracieusement(server, etat, { graceMs: 20_000, delaiRetraitMs: 2_000, fermerApplication, journal });
    expect(etat.enCours).toBe(true);
    // Still accepted during the readiness delay (the proxy has not taken the process out yet).
    const pendantLeDelai = appel(port);
    await attendre(() => recues() === 2);
    expect(server.listening).toBe(true);
    await attendre(() => !server.listening);
    await expect(appel(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(fermerApplication).not.toHaveBeenCalled(); // the requests under way come first
    repondre();
    expect(await enCours).toBe('fini');
    expect(await pendantLeDelai).toBe('fini');
    expect(await arret).toBe('complet');
    expect(fermerApplication).toHaveBeenCalled();
  });

  it('cuts what is still open at the deadline: not complete', async () => {
    const { server, port, recues } = await serveur();
    const enCours = appel(port).catch((err: Error) => err.message);
    await attendre(() => recues() === 1);
    const resultat = await arreterGracieusement(server, new EtatArret(), { graceMs: 200, delaiRetraitMs: 0, fermerApplication: async () => undefined, journal });
    expect(resultat).toBe('coupe');
    expect(await enCours).toMatch(/socket hang up|ECONNRESET/);
  });
});
