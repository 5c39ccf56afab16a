import { demarrerBaseMigree, type BaseMigree } from '../../database/testing/base-migree';
import { SimulateurRepository, type LigneSimulateur } from './simulateur.repository';

/** Against a real, migrated database (model: src/files/files.repository.spec.ts): the simulator's own records. */
describe('SimulateurRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: SimulateurRepository;
  let n = 0;

  beforeAll(async () => {
    base = await demarrerBaseMigree([]);
    repo = new SimulateurRepository(base.db);
  });
  afterAll(() => base?.arreter());

  const signataire = { civilite: 'madame' as const, nom: 'DUPONT', prenom: 'Claire', dateNaissance: '1980-03-01', fonction: 'Gérante', telephonePortable: '+33612345678', email: 'c@exemple.fr' };
  const redirections = { succes: 'https://app/ok', refus: 'https://app/refus', interruption: 'https://app/pause', erreur: 'https://app/erreur' };

  async function creee(): Promise<LigneSimulateur> {
    n += 1;
    const id = `sim_${String(n).padStart(4, '0')}`;
    await repo.creer({ id, jeton: `jeton-de-test-${String(n).padStart(4, '0')}`, reference_externe: `tx-${n}`, mode: 'A_DISTANCE', signataire, documents: [{ nom: 'Demande.pdf', pdf: 'JVBERi0=', sha256: 'ab' }], redirections });
    return (await repo.parId(id))!;
  }

  it('keeps a transaction with its signer, documents and redirections as JSON, found by id and by token', async () => {
    const l = await creee();
    expect(l).toMatchObject({ reference_externe: `tx-${n}`, mode: 'A_DISTANCE', signataire, documents: [{ nom: 'Demande.pdf', pdf: 'JVBERi0=', sha256: 'ab' }], redirections, etat: 'CREEE', code_otp: null, motif: null });
    await expect(repo.parJeton(l.jeton)).resolves.toEqual(l);
    await expect(repo.parId('sim_inconnue')).resolves.toBeNull();
    await expect(repo.parJeton('jeton-inconnu-0000')).resolves.toBeNull();
  });

  it('records the code in the caller’s transaction only (kept on commit, gone on rollback)', async () => {
    const l = await creee();
    await expect(
      repo.transaction(async (m) => {
        await repo.enregistrerCode(m, l.id, '123456');
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await expect(repo.parId(l.id)).resolves.toMatchObject({ etat: 'CREEE', code_otp: null });
    await repo.transaction((m) => repo.enregistrerCode(m, l.id, '654321'));
    await expect(repo.parId(l.id)).resolves.toMatchObject({ etat: 'EN_COURS', code_otp: '654321' });
  });

  it('interrupts, then closes once: the code forgotten, the reason kept, a second closing refused', async () => {
    const l = await creee();
    await repo.transaction((m) => repo.enregistrerCode(m, l.id, '111111'));
    await repo.interrompre(l.id);
    await expect(repo.parId(l.id)).resolves.toMatchObject({ etat: 'INTERROMPUE', code_otp: '111111' });
    await expect(repo.cloturer(l.id, 'REFUSEE', 'Tarif trop élevé')).resolves.toBe(true);
    await expect(repo.parId(l.id)).resolves.toMatchObject({ etat: 'REFUSEE', motif: 'Tarif trop élevé', code_otp: null });
    await expect(repo.cloturer(l.id, 'SIGNEE', null)).resolves.toBe(false);
    await expect(repo.parId(l.id)).resolves.toMatchObject({ etat: 'REFUSEE', motif: 'Tarif trop élevé' });
  });
});
