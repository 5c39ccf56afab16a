import type { EntityManager } from 'typeorm';
import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { StoredFileEntity } from '../files/entities/stored-file.entity';
import { FilesRepository } from '../files/files.repository';
import { SouscriptionPieceEntity } from './entities/piece.entity';
import { PiecesRepository } from './pieces.repository';

/** Medium test: the supporting-document rows of a subscription on a real migrated database (PGlite, or TEST_DATABASE_URL). */
describe('PiecesRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: PiecesRepository;
  let files: FilesRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([SouscriptionPieceEntity, StoredFileEntity]);
    repo = new PiecesRepository(base.db.getRepository(SouscriptionPieceEntity));
    files = new FilesRepository(base.db.getRepository(StoredFileEntity));
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const projet = async (codeDistributeur = 'DIST-A') => f.projet(codeDistributeur, await f.client(codeDistributeur), { statut: 'ETUDE_PERSONNALISEE_EDITEE' });
  /** Stores a file and its piece row in the caller's transaction, as the steps do. */
  const deposer = async (m: EntityManager, projetId: number, code: string, nomFichier: string, codeDistributeur = 'DIST-A') => {
    const stocke = await files.create({ codeDistributeur, kind: 'piece', name: nomFichier, contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }, m);
    return repo.enregistrer({ projetId, codeDistributeur, code, fichierId: stocke.id, nomFichier, typeMime: 'application/pdf', taille: 8 }, m);
  };

  it('lists a projet’s pieces in upload order, of one code when asked, within the distributor only', async () => {
    const projetId = await projet();
    const [kbis, dia1, dia2] = await repo.transaction(async (m) => [
      await deposer(m, projetId, 'kbis', 'kbis.pdf'),
      await deposer(m, projetId, 'dia', 'dia-1.pdf'),
      await deposer(m, projetId, 'dia', 'dia-2.pdf'),
    ]);
    expect((await repo.duProjet(projetId, 'DIST-A')).map((p) => p.id)).toEqual([kbis.id, dia1.id, dia2.id]);
    expect((await repo.duProjet(projetId, 'DIST-A', undefined, 'dia')).map((p) => p.nomFichier)).toEqual(['dia-1.pdf', 'dia-2.pdf']);
    await expect(base.db.transaction((m) => repo.duProjet(projetId, 'DIST-A', m, 'kbis'))).resolves.toMatchObject([{ id: kbis.id, taille: 8 }]);
    await expect(repo.duProjet(projetId, 'DIST-B')).resolves.toEqual([]);
    await expect(repo.parId(dia1.id, 'DIST-A')).resolves.toMatchObject({ id: dia1.id, projetId, code: 'dia', typeMime: 'application/pdf' });
    await expect(repo.parId(dia1.id, 'DIST-B')).resolves.toBeNull();
  });

  it('deletes within the distributor only, and keeps everything when the transaction fails', async () => {
    const projetId = await projet();
    const piece = await repo.transaction((m) => deposer(m, projetId, 'kbis', 'kbis.pdf'));
    await repo.transaction((m) => repo.supprimer({ id: piece.id, codeDistributeur: 'DIST-B' }, m));
    await expect(repo.parId(piece.id, 'DIST-A')).resolves.not.toBeNull();
    await expect(
      repo.transaction(async (m) => {
        await repo.supprimer(piece, m);
        await deposer(m, projetId, 'kbis', 'autre.pdf');
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    expect((await repo.duProjet(projetId, 'DIST-A')).map((p) => p.nomFichier)).toEqual(['kbis.pdf']);
    await repo.transaction((m) => repo.supprimer(piece, m));
    await expect(repo.duProjet(projetId, 'DIST-A')).resolves.toEqual([]);
  });
});
