import { demarrerBaseMigree, type BaseMigree } from '../../database/testing/base-migree';
import { fabriques } from '../../database/testing/fabriques';
import { SouscriptionParticipantsEntity } from './participants.entity';
import { ParticipantsRepository } from './participants.repository';

/** Medium test: step 2's list of a subscription on a real migrated database (PGlite, or TEST_DATABASE_URL). */
describe('ParticipantsRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: ParticipantsRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([SouscriptionParticipantsEntity]);
    repo = new ParticipantsRepository(base.db.getRepository(SouscriptionParticipantsEntity));
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const projet = async (codeDistributeur = 'DIST-A') => f.projet(codeDistributeur, await f.client(codeDistributeur), { statut: 'ETUDE_PERSONNALISEE_EDITEE' });
  const claire = { id: 'p1', nom: 'MARTIN', prenom: 'Claire', dateNaissance: '1980-03-01' };
  const paul = { id: 'p2', nom: 'DURAND', prenom: 'Paul', dateNaissance: '1975-06-15', salaireReferenceExcede4Pass: true };

  it('gives an empty list without writing it, then inserts and replaces the list as a whole', async () => {
    const projetId = await projet();
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toBeNull();
    const vide = repo.nouvelle(projetId, 'DIST-A');
    expect(vide).toBeInstanceOf(SouscriptionParticipantsEntity);
    expect(vide).toMatchObject({ projetId, codeDistributeur: 'DIST-A', participants: [] });
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toBeNull();

    vide.participants = [claire];
    const inseree = await base.db.transaction((m) => repo.enregistrer(vide, m));
    expect(inseree.updatedAt).toBeInstanceOf(Date);
    const lue = (await repo.duProjet(projetId, 'DIST-A'))!;
    expect(lue.participants).toEqual([claire]);
    lue.participants = [paul];
    await base.db.transaction((m) => repo.enregistrer(lue, m));
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toMatchObject({ participants: [paul] });
    const [{ n }] = await base.db.query('SELECT count(*)::int AS n FROM souscription_participants WHERE projet_id = $1', [projetId]);
    expect(n).toBe(1);
  });

  it('gives the saved participants alone to the subscription kit, nothing of another distributor', async () => {
    const projetId = await projet();
    await expect(repo.participantsEnregistres(projetId, 'DIST-A')).resolves.toEqual([]);
    await base.db.transaction((m) => repo.enregistrer(Object.assign(repo.nouvelle(projetId, 'DIST-A'), { participants: [claire, paul] }), m));
    await expect(repo.participantsEnregistres(projetId, 'DIST-A')).resolves.toEqual([claire, paul]);
    await expect(repo.participantsEnregistres(projetId, 'DIST-B')).resolves.toEqual([]);
  });

  it('reads within the distributor only, through a transaction’s manager too, and keeps nothing of a failed one', async () => {
    const projetId = await projet();
    await base.db.transaction((m) => repo.enregistrer(Object.assign(repo.nouvelle(projetId, 'DIST-A'), { participants: [claire] }), m));
    await expect(repo.duProjet(projetId, 'DIST-B')).resolves.toBeNull();
    await expect(base.db.transaction((m) => repo.duProjet(projetId, 'DIST-A', m))).resolves.toMatchObject({ participants: [claire] });
    await expect(
      base.db.transaction(async (m) => {
        const liste = (await repo.duProjet(projetId, 'DIST-A', m))!;
        liste.participants = [claire, paul];
        await repo.enregistrer(liste, m);
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toMatchObject({ participants: [claire] });
  });
});
