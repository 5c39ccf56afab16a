import { demarrerBaseMigree } from '../database/testing/base-migree';
import { HealthRepository } from './health.repository';

/** Against a real, migrated database (model: src/files/files.repository.spec.ts): the readiness probe's statement. */
describe('HealthRepository on a migrated database', () => {
  jest.setTimeout(120_000);

  it('answers while the database does, and fails once it is gone', async () => {
    const base = await demarrerBaseMigree([]);
    const repo = new HealthRepository(base.db);
    await expect(repo.ping()).resolves.toBeUndefined();
    await base.arreter();
    await expect(repo.ping()).rejects.toThrow();
  });
});
