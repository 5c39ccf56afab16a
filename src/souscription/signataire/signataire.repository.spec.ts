import { demarrerBaseMigree, type BaseMigree } from '../../database/testing/base-migree';
import { SignataireRepository } from './signataire.repository';

/** Medium test: the mobile registry's SQL on a real, migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('SignataireRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: SignataireRepository;
  // Identity keys are sha256 hex, 64 characters (the column's width).
  const cle = (c: string) => c.repeat(64);

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    repo = new SignataireRepository(base.db);
  });
  afterAll(() => base?.arreter());

  it('a mobile nobody holds has no key', async () => {
    await expect(repo.cleDuTelephone('+33600000001')).resolves.toBeNull();
  });

  it('the first claim holds the mobile, across distributors; a later claim answers the first holder', async () => {
    await expect(repo.transaction((m) => repo.reserverTelephone('+33600000002', cle('a'), 'DIST-A', m))).resolves.toBe(cle('a'));
    await expect(repo.transaction((m) => repo.reserverTelephone('+33600000002', cle('b'), 'DIST-B', m))).resolves.toBe(cle('a'));
    await expect(repo.cleDuTelephone('+33600000002')).resolves.toBe(cle('a'));
  });

  it('two claims at once: both answer the same holder', async () => {
    const [a, b] = await Promise.all([
      repo.transaction((m) => repo.reserverTelephone('+33600000003', cle('c'), 'DIST-A', m)),
      repo.transaction((m) => repo.reserverTelephone('+33600000003', cle('d'), 'DIST-A', m)),
    ]);
    expect(a).toBe(b);
    expect([cle('c'), cle('d')]).toContain(a);
  });

  it('a claim rolled back with its transaction leaves the mobile free', async () => {
    await expect(
      repo.transaction(async (m) => {
        await repo.reserverTelephone('+33600000004', cle('e'), 'DIST-A', m);
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    await expect(repo.cleDuTelephone('+33600000004')).resolves.toBeNull();
  });
});
