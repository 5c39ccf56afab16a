import { demarrerBaseMigree, type BaseMigree } from './testing/base-migree';
import { Transactions } from './transactions';

/** Medium test: what the repositories write through the manager it hands out is committed together, or not at all. */
describe('Transactions on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let transactions: Transactions;

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    transactions = new Transactions(base.db);
    await base.db.query('CREATE TABLE essai_transaction (n integer NOT NULL)');
  });
  afterAll(() => base?.arreter());

  const lignes = async () => (await base.db.query('SELECT n FROM essai_transaction ORDER BY n')).map((r: { n: number }) => r.n);

  it('commits every write when the work resolves, and answers its value', async () => {
    await expect(
      transactions.executer(async (m) => {
        await m.query('INSERT INTO essai_transaction (n) VALUES (1)');
        await m.query('INSERT INTO essai_transaction (n) VALUES (2)');
        return 'fait';
      }),
    ).resolves.toBe('fait');
    expect(await lignes()).toEqual([1, 2]);
  });

  it('rolls every write back when the work throws', async () => {
    await expect(
      transactions.executer(async (m) => {
        await m.query('INSERT INTO essai_transaction (n) VALUES (3)');
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    expect(await lignes()).toEqual([1, 2]);
  });
});
