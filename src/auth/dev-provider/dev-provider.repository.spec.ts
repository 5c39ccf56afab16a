import { demarrerBaseMigree, type BaseMigree } from '../../database/testing/base-migree';
import { DevProviderRepository } from './dev-provider.repository';

/** Against a real database with every migration run (PGlite, or PostgreSQL in CI's real mode). */
describe('DevProviderRepository (dev_oidc_payload) on a migrated database', () => {
  jest.setTimeout(60_000);
  let base: BaseMigree;
  let table: DevProviderRepository;
  const dans = (secondes: number) => new Date(Date.now() + secondes * 1000);

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    table = new DevProviderRepository(base.db);
  });
  afterAll(async () => base?.arreter());
  beforeEach(async () => {
    await base.db.query('DELETE FROM dev_oidc_payload');
  });

  it('keeps a payload by kind and id, finds it by its uid, and replaces it on a second write', async () => {
    await table.enregistrer('Session', 's1', { uid: 'u1', accountId: 'alice' }, dans(60));
    expect(await table.trouver('Session', 'id', 's1')).toEqual({ uid: 'u1', accountId: 'alice' });
    expect(await table.trouver('Session', 'uid', 'u1')).toEqual({ uid: 'u1', accountId: 'alice' });
    // Another kind with the same id is another row.
    expect(await table.trouver('Grant', 'id', 's1')).toBeUndefined();
    await table.enregistrer('Session', 's1', { uid: 'u2', accountId: 'bob' }, null);
    expect(await table.trouver('Session', 'id', 's1')).toEqual({ uid: 'u2', accountId: 'bob' });
    expect(await table.trouver('Session', 'uid', 'u1')).toBeUndefined();
  });

  it('hides an expired payload; one without expiry never expires', async () => {
    await table.enregistrer('AuthorizationCode', 'expire', { a: 1 }, dans(-1));
    await table.enregistrer('AuthorizationCode', 'sans-fin', { a: 2 }, null);
    expect(await table.trouver('AuthorizationCode', 'id', 'expire')).toBeUndefined();
    expect(await table.trouver('AuthorizationCode', 'id', 'sans-fin')).toEqual({ a: 2 });
  });

  it('marks a consumed payload with its time (epoch seconds), as oidc-provider expects', async () => {
    await table.enregistrer('AuthorizationCode', 'c1', { grantId: 'g1' }, dans(60));
    const avant = Math.floor(Date.now() / 1000) - 1;
    await table.consommer('AuthorizationCode', 'c1');
    const lu = await table.trouver('AuthorizationCode', 'id', 'c1');
    expect(lu).toMatchObject({ grantId: 'g1' });
    expect(lu?.consumed).toEqual(expect.any(Number));
    expect(lu!.consumed as number).toBeGreaterThanOrEqual(avant);
  });

  it('deletes one payload, or everything a grant gave whatever its kind', async () => {
    await table.enregistrer('AuthorizationCode', 'c1', { grantId: 'g1' }, dans(60));
    await table.enregistrer('RefreshToken', 'r1', { grantId: 'g1' }, dans(60));
    await table.enregistrer('RefreshToken', 'r2', { grantId: 'g2' }, dans(60));
    await table.supprimer('RefreshToken', 'r2');
    expect(await table.trouver('RefreshToken', 'id', 'r2')).toBeUndefined();
    await table.revoquerGrant('g1');
    expect(await table.trouver('AuthorizationCode', 'id', 'c1')).toBeUndefined();
    expect(await table.trouver('RefreshToken', 'id', 'r1')).toBeUndefined();
  });

  it('purges only what has expired', async () => {
    await table.enregistrer('Session', 'vieux', {}, dans(-1));
    await table.enregistrer('Session', 'frais', {}, dans(60));
    await table.enregistrer('Session', 'sans-fin', {}, null);
    await table.purger();
    const restants = await base.db.query<Array<{ id: string }>>('SELECT id FROM dev_oidc_payload ORDER BY id');
    expect(restants.map((r) => r.id)).toEqual(['frais', 'sans-fin']);
  });
});
