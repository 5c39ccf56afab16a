import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { etatTunnelInitial } from '../domain/due/types';
import { DueRepository } from './due.repository';

/** Medium test: the DUE tunnel's state per projet and the client's other DUEs, on a real migrated database. */
describe('DueRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: DueRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    repo = new DueRepository(base.db);
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  it('writes and reads a state within the distributor', async () => {
    const id = await f.projet('DIST-A', await f.client('DIST-A'));
    await repo.ecrire(id, 'DIST-A', etatTunnelInitial());
    await expect(repo.lire(id, 'DIST-A')).resolves.toEqual(etatTunnelInitial());
    await expect(repo.lire(id, 'DIST-B')).resolves.toBeNull();
  });

  it('lists the etape 1 of the DUEs of the projets asked (the client’s other ones), latest first, never another distributor’s', async () => {
    const client = await f.client('DIST-A');
    const [a, b, courant] = [await f.projet('DIST-A', client), await f.projet('DIST-A', client), await f.projet('DIST-A', client)];
    const autre = await f.projet('DIST-A', await f.client('DIST-A'));
    const etat = (voie: string) => ({ ...etatTunnelInitial(), etape1: { structureTarifaire: 'UNIQUE' as const, appelDeCotisation: null, adresse: { voie, codePostal: '35000', ville: 'Rennes' } } });
    for (const [id, voie] of [[a, 'A'], [b, 'B'], [courant, 'C'], [autre, 'X']] as const) await repo.ecrire(id, 'DIST-A', etat(voie));
    await base.db.query(`UPDATE due_tunnel SET updated_at = $2 WHERE projet_id = $1`, [a, '2026-12-01T10:00:00Z']);
    await base.db.query(`UPDATE due_tunnel SET updated_at = $2 WHERE projet_id = $1`, [b, '2026-11-01T10:00:00Z']);
    const lus = await repo.etapes1DesProjets([b, a], 'DIST-A');
    expect(lus.map((x) => [x.idProjet, x.due?.adresse.voie, x.informations])).toEqual([
      [a, 'A', null],
      [b, 'B', null],
    ]);
    await expect(repo.etapes1DesProjets([a, b], 'DIST-B')).resolves.toEqual([]);
    await expect(repo.etapes1DesProjets([], 'DIST-A')).resolves.toEqual([]);
  });
});
