import { demarrerBaseMigree, type BaseMigree } from '../../database/testing/base-migree';
import { fabriques } from '../../database/testing/fabriques';
import { StoredFileEntity } from '../../files/entities/stored-file.entity';
import { FilesRepository } from '../../files/files.repository';
import { SouscriptionFicEntity } from './fic.entity';
import { FicRepository } from './fic.repository';

/** Medium test: the FIC row of a projet on a real migrated database (PGlite, or TEST_DATABASE_URL). */
describe('FicRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: FicRepository;
  let files: FilesRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([SouscriptionFicEntity, StoredFileEntity]);
    repo = new FicRepository(base.db.getRepository(SouscriptionFicEntity), base.db);
    files = new FilesRepository(base.db.getRepository(StoredFileEntity));
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const projet = async (codeDistributeur = 'DIST-A') => f.projet(codeDistributeur, await f.client(codeDistributeur), { statut: 'ETUDE_PERSONNALISEE_EDITEE' });
  const fic = (projetId: number, fichierId: string, nomFichier = 'fic.pdf') => ({
    projetId,
    codeDistributeur: 'DIST-A',
    fichierId,
    nomFichier,
    typeMime: 'application/pdf',
    modeleFournisseur: false,
  });
  const stocker = (manager: Parameters<FilesRepository['create']>[1], name = 'fic.pdf') =>
    files.create({ codeDistributeur: 'DIST-A', kind: 'fic', name, contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }, manager);

  it('saves the FIC in the caller’s transaction and reads it within the distributor only', async () => {
    const projetId = await projet();
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toBeNull();
    const enregistree = await repo.transaction(async (m) => repo.enregistrer({ ...fic(projetId, (await stocker(m)).id), modeleFournisseur: true }, m));
    expect(enregistree.createdAt).toBeInstanceOf(Date);
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toMatchObject({ projetId, nomFichier: 'fic.pdf', typeMime: 'application/pdf', modeleFournisseur: true });
    await expect(repo.duProjet(projetId, 'DIST-B')).resolves.toBeNull();
    // Inside a transaction, through its manager.
    await expect(base.db.transaction((m) => repo.duProjet(projetId, 'DIST-A', m))).resolves.toMatchObject({ projetId });
  });

  it('replaces the FIC (delete then save) in one transaction, and keeps nothing when it fails', async () => {
    const projetId = await projet();
    await repo.transaction(async (m) => repo.enregistrer(fic(projetId, (await stocker(m, 'v1.pdf')).id, 'v1.pdf'), m));
    await repo.transaction(async (m) => {
      await repo.supprimer(projetId, m);
      await repo.enregistrer(fic(projetId, (await stocker(m, 'v2.pdf')).id, 'v2.pdf'), m);
    });
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toMatchObject({ nomFichier: 'v2.pdf' });
    await expect(
      repo.transaction(async (m) => {
        await repo.supprimer(projetId, m);
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toMatchObject({ nomFichier: 'v2.pdf' });
    await repo.transaction((m) => repo.supprimer(projetId, m));
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toBeNull();
  });
});
