import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { ProjetEvenementEntity } from './entities/projet-evenement.entity';
import { HistoriqueRepository, type LigneEvenement } from './historique.repository';

/** Medium test: the history's append and its paged, scoped read, on a real migrated database. */
describe('HistoriqueRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: HistoriqueRepository;

  beforeAll(async () => {
    base = await demarrerBaseMigree([ProjetEvenementEntity]);
    repo = new HistoriqueRepository(base.db.getRepository(ProjetEvenementEntity));
  });
  afterAll(() => base?.arreter());

  const ligne = (projetId: number, x: Partial<LigneEvenement> = {}): LigneEvenement => ({
    projetId,
    codeDistributeur: 'DIST-A',
    survenuLe: new Date('2026-12-06T09:00:00Z'),
    acteurType: 'COURTIER',
    acteurLibelle: 'Alice Martin',
    type: 'PROJET_CREE',
    details: { bareme_version: 'v1', budget: 62.48, periode: 'mois' },
    ...x,
  });

  it('appends in the caller’s transaction and reads newest first, page by page, within the distributor', async () => {
    await base.db.transaction(async (m) => {
      await repo.ajouter(m, ligne(101));
      await repo.ajouter(m, ligne(101, { type: 'ETUDE_GENEREE', details: {} }));
      await repo.ajouter(m, ligne(101, { type: 'SIGNE', acteurType: 'PRESTATAIRE', acteurLibelle: null, details: {} }));
      await repo.ajouter(m, ligne(101, { codeDistributeur: 'DIST-B' }));
    });
    const p1 = await repo.page(101, 'DIST-A', 1, 2);
    expect(p1.total).toBe(3);
    expect(p1.elements.map((e) => e.type)).toEqual(['SIGNE', 'ETUDE_GENEREE']);
    expect(p1.elements[0]).toMatchObject({ projetId: 101, acteurType: 'PRESTATAIRE', acteurLibelle: null, details: {} });
    const p2 = await repo.page(101, 'DIST-A', 2, 2);
    expect(p2.elements.map((e) => e.type)).toEqual(['PROJET_CREE']);
    expect(p2.elements[0].details).toEqual({ bareme_version: 'v1', budget: 62.48, periode: 'mois' });
    expect(p2.elements[0].survenuLe.toISOString()).toBe('2026-12-06T09:00:00.000Z');
    expect((await repo.page(101, 'DIST-B', 1, 10)).total).toBe(1);
    expect((await repo.page(101, 'DIST-C', 1, 10)).total).toBe(0);
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      base.db.transaction(async (m) => {
        await repo.ajouter(m, ligne(202));
        throw new Error('échec forcé');
      }),
    ).rejects.toThrow('échec forcé');
    expect((await repo.page(202, 'DIST-A', 1, 10)).total).toBe(0);
  });

  it('writes an entry with a one-statement change (WITH … INSERT), and neither when the change fails', async () => {
    await base.db.query('CREATE TABLE essai_changement (id integer PRIMARY KEY, valeur integer NOT NULL CHECK (valeur >= 0))');
    await base.db.query('INSERT INTO essai_changement VALUES (1, 0)');
    const ok = repo.avecInstruction(ligne(404), 'UPDATE essai_changement SET valeur = $2 WHERE id = $1', [1, 5]);
    await base.db.query(ok.sql, ok.params);
    expect((await base.db.query('SELECT valeur FROM essai_changement'))[0].valeur).toBe(5);
    expect((await repo.page(404, 'DIST-A', 1, 10)).elements[0]).toMatchObject({ type: 'PROJET_CREE', details: { bareme_version: 'v1', budget: 62.48, periode: 'mois' } });
    const ko = repo.avecInstruction(ligne(404), 'UPDATE essai_changement SET valeur = $2 WHERE id = $1', [1, -1]);
    await expect(base.db.query(ko.sql, ko.params)).rejects.toThrow();
    expect((await repo.page(404, 'DIST-A', 1, 10)).total).toBe(1);
  });

  it('writes an entry after a change only when the change touched a row, and neither when it fails', async () => {
    await base.db.query('CREATE TABLE essai_apres (id integer PRIMARY KEY, valeur integer CHECK (valeur >= 0))');
    await base.db.query('INSERT INTO essai_apres VALUES (1, 0)');
    const changement = 'UPDATE essai_apres SET valeur = $2 WHERE id = $1 RETURNING id';
    const ok = repo.apresChangement(ligne(505), changement, [1, 5]);
    await expect(base.db.query(ok.sql, ok.params)).resolves.toHaveLength(1);
    expect((await base.db.query('SELECT valeur FROM essai_apres'))[0].valeur).toBe(5);
    expect((await repo.page(505, 'DIST-A', 1, 10)).elements[0]).toMatchObject({ projetId: 505, codeDistributeur: 'DIST-A', type: 'PROJET_CREE', details: { bareme_version: 'v1', budget: 62.48, periode: 'mois' } });
    // No row changed (gone meanwhile): no entry.
    const aucun = repo.apresChangement(ligne(505), changement, [2, 5]);
    await expect(base.db.query(aucun.sql, aucun.params)).resolves.toHaveLength(0);
    const ko = repo.apresChangement(ligne(505), changement, [1, -1]);
    await expect(base.db.query(ko.sql, ko.params)).rejects.toThrow();
    expect((await repo.page(505, 'DIST-A', 1, 10)).total).toBe(1);
  });

  it('refuses an unknown actor kind and oversized details (the table’s checks)', async () => {
    await expect(base.db.transaction((m) => repo.ajouter(m, ligne(303, { acteurType: 'AUTRE' as never })))).rejects.toThrow();
    await expect(base.db.transaction((m) => repo.ajouter(m, ligne(303, { details: { motif: 'x'.repeat(5000) } })))).rejects.toThrow();
    expect((await repo.page(303, 'DIST-A', 1, 10)).total).toBe(0);
  });
});
