import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { AdminRepository } from './admin.repository';

/** Medium test: the batches' SQL on a real, migrated database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
describe('AdminRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: AdminRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    repo = new AdminRepository(base.db);
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  let cles = 0;
  const nouveauLot = async (projets: Array<{ id: number; codeDistributeur: string }>, adminId = 'diane', cle = `cle-${++cles}`) =>
    repo.transaction((m) => repo.creerLot(m, { cleIdempotence: cle, empreinte: 'e', adminId, typeDocument: 'etude-personnalisee', filtre: {} }, projets));

  it("creates a batch once per admin's key, with one row to do per projet", async () => {
    const p = await f.projet('DIST-A', await f.client('DIST-A'));
    const id = await nouveauLot([{ id: p, codeDistributeur: 'DIST-A' }], 'diane', 'meme-cle');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(nouveauLot([{ id: p, codeDistributeur: 'DIST-A' }], 'diane', 'meme-cle')).resolves.toBeNull();
    expect((await repo.lotParCle('diane', 'meme-cle'))?.id).toBe(id);
    await expect(repo.lotParCle('autre-admin', 'meme-cle')).resolves.toBeNull();
    expect(await repo.comptesElements(id!)).toEqual({ A_FAIRE: 1 });
    expect(await repo.element(id!, p)).toMatchObject({ projetId: p, codeDistributeur: 'DIST-A', statut: 'A_FAIRE', tentative: 1, statutLot: 'EN_COURS', typeDocument: 'etude-personnalisee' });
  });

  it('settles a row once per attempt, ends the batch when none is left, and retries the failures as a new attempt', async () => {
    const client = await f.client('DIST-A');
    const [p1, p2] = [await f.projet('DIST-A', client), await f.projet('DIST-A', client)];
    const id = (await nouveauLot([p1, p2].map((p) => ({ id: p, codeDistributeur: 'DIST-A' }))))!;
    const fichier = '00000000-0000-4000-8000-000000000001';
    await expect(repo.reglerElement(id, p1, 1, { statut: 'FAIT', fichierId: fichier })).resolves.toBe(true);
    // The same attempt settled again (a job run twice): nothing changes.
    await expect(repo.reglerElement(id, p1, 1, { statut: 'ECHEC', erreur: 'non' })).resolves.toBe(false);
    expect((await repo.lot(id))?.statut).toBe('EN_COURS');
    await expect(repo.reglerElement(id, p2, 1, { statut: 'ECHEC', erreur: 'x'.repeat(400) })).resolves.toBe(true);
    expect((await repo.lot(id))?.statut).toBe('TERMINE');
    const [echec] = await repo.echecs(id);
    expect(echec).toMatchObject({ projetId: p2, tentative: 1 });
    expect(echec.erreur).toHaveLength(300);

    await expect(repo.reprendreEchecs(id)).resolves.toEqual([{ projetId: p2, tentative: 2 }]);
    expect((await repo.lot(id))?.statut).toBe('EN_COURS');
    expect(await repo.elementsAFaire(id)).toEqual([{ projetId: p2, tentative: 2 }]);
    // The first attempt's job, late, no longer settles the retried row.
    await expect(repo.reglerElement(id, p2, 1, { statut: 'FAIT', fichierId: fichier })).resolves.toBe(false);
    await expect(repo.reglerElement(id, p2, 2, { statut: 'FAIT', fichierId: fichier })).resolves.toBe(true);
    expect(await repo.comptesElements(id)).toEqual({ FAIT: 2 });
  });

  it('cancels a running batch: its rows to do are cancelled, done ones stay; a batch not running is left alone', async () => {
    const client = await f.client('DIST-A');
    const [p1, p2] = [await f.projet('DIST-A', client), await f.projet('DIST-A', client)];
    const id = (await nouveauLot([p1, p2].map((p) => ({ id: p, codeDistributeur: 'DIST-A' }))))!;
    await repo.reglerElement(id, p1, 1, { statut: 'FAIT', fichierId: '00000000-0000-4000-8000-000000000002' });
    await expect(repo.annuler(id)).resolves.toBe(true);
    expect(await repo.comptesElements(id)).toEqual({ FAIT: 1, ANNULE: 1 });
    expect((await repo.element(id, p2))?.statutLot).toBe('ANNULE');
    await expect(repo.annuler(id)).resolves.toBe(false);
    expect((await repo.lotsRecents(50)).map((l) => l.id)).toContain(id);
  });
});
