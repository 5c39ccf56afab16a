import { DataSource } from 'typeorm';
import { Platform1795300000000 } from '../../migrations/1795300000000-Platform';
import { StoredFileIdempotency1795300030000 } from '../../migrations/1795300030000-StoredFileIdempotency';
import { buildDataSourceOptions } from '../database/data-source-options';
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from '../database/testing/embedded-postgres-process';
import { runMigrations } from '../database/migrations-runner';
import { JobResultEntity } from '../jobs/entities/job-result.entity';
import { TypeOrmJobResultStore } from '../jobs/job-result.repository';
import { StoredFileEntity } from './entities/stored-file.entity';
import { FilesRepository } from './files.repository';

/** Against a real, migrated database: the embedded PGlite the app uses without DATABASE_URL. */
describe('FilesRepository and TypeOrmJobResultStore on PGlite', () => {
  jest.setTimeout(60_000);
  let pg: EmbeddedPostgresProcess;
  let db: DataSource;
  let files: FilesRepository;

  beforeAll(async () => {
    pg = await startEmbeddedPostgresProcess();
    db = new DataSource({
      ...buildDataSourceOptions({ driver: 'pglite', url: pg.url }),
      migrations: [Platform1795300000000, StoredFileIdempotency1795300030000],
      entities: [StoredFileEntity, JobResultEntity],
    });
    await db.initialize();
    await runMigrations(db);
    files = new FilesRepository(db.getRepository(StoredFileEntity));
  });
  afterAll(async () => {
    await db?.destroy();
    await pg?.stop();
  });

  const pdf = Buffer.from('%PDF-1.3 données binaires \u0000\u00ff', 'utf8');

  it('stores bytes with size and sha256, and reads them back only for the owning distributor', async () => {
    const meta = await files.create({ codeDistributeur: 'DIST-A', kind: 'etude', name: 'Étude santé.pdf', contentType: 'application/pdf', bytes: pdf });
    expect(meta).toMatchObject({ codeDistributeur: 'DIST-A', kind: 'etude', name: 'Étude santé.pdf', size: pdf.length, ownerType: null });
    expect(meta.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(meta).not.toHaveProperty('bytes');

    const content = await files.findContent(meta.id, 'DIST-A');
    expect(content?.bytes.equals(pdf)).toBe(true);
    expect(content?.meta.createdAt).toBeInstanceOf(Date);
    await expect(files.findContent(meta.id, 'DIST-B')).resolves.toBeNull();
    await expect(files.findMeta(meta.id, 'DIST-B')).resolves.toBeNull();
    const found = await files.findMeta(meta.id, 'DIST-A');
    expect(found?.name).toBe('Étude santé.pdf');
    expect((found as { bytes?: Buffer }).bytes).toBeUndefined(); // not selected
  });

  it('lists the files of an owner, newest first, and deletes within the distributor only', async () => {
    const owner = { type: 'projet', id: 'P-42' };
    const a = await files.create({ codeDistributeur: 'DIST-A', kind: 'etude', name: 'v1.pdf', contentType: 'application/pdf', bytes: pdf, owner });
    const b = await files.create({ codeDistributeur: 'DIST-A', kind: 'etude', name: 'v2.pdf', contentType: 'application/pdf', bytes: pdf, owner });
    await files.create({ codeDistributeur: 'DIST-B', kind: 'etude', name: 'autre.pdf', contentType: 'application/pdf', bytes: pdf, owner });
    const listed = await files.listByOwner('DIST-A', owner);
    expect(listed.map((f) => f.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed[0].createdAt.getTime()).toBeGreaterThanOrEqual(listed[1].createdAt.getTime());
    await expect(files.delete(a.id, 'DIST-B')).resolves.toBe(false);
    await expect(files.delete(a.id, 'DIST-A')).resolves.toBe(true);
    await expect(files.findMeta(a.id, 'DIST-A')).resolves.toBeNull();
  });

  it("gives an admin every version of a record's files, whatever the distributor, newest first, without bytes; and a file's distributor", async () => {
    const owner = { type: 'projet', id: '9901' };
    const a = await files.create({ codeDistributeur: 'DIST-A', kind: 'etude', name: 'v1.pdf', contentType: 'application/pdf', bytes: pdf, owner });
    const b = await files.create({ codeDistributeur: 'DIST-B', kind: 'etude', name: 'v2.pdf', contentType: 'application/pdf', bytes: pdf, owner });
    await files.create({ codeDistributeur: 'DIST-A', kind: 'etude', name: 'autre.pdf', contentType: 'application/pdf', bytes: pdf, owner: { type: 'projet', id: '9902' } });
    await db.query(`UPDATE stored_file SET created_at = created_at - interval '1 minute' WHERE id = $1`, [a.id]);
    const versions = await files.toutesVersions(owner);
    expect(versions.map((v) => v.name)).toEqual(['v2.pdf', 'v1.pdf']);
    expect((versions[0] as { bytes?: Buffer }).bytes).toBeUndefined();
    await expect(files.toutesVersions(owner, 1)).resolves.toHaveLength(1);
    await expect(files.distributeurDe(b.id)).resolves.toBe('DIST-B');
    await expect(files.distributeurDe('00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
  });

  it('uses snake_case columns', async () => {
    const columns = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'stored_file' ORDER BY ordinal_position`);
    expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id', 'code_distributeur', 'kind', 'owner_type', 'owner_id', 'name', 'content_type', 'size', 'sha256', 'bytes', 'created_at', 'idempotency_key',
    ]);
  });

  it('stores a generated document once per idempotency key and distributor (ADR 0024)', async () => {
    const doc = { kind: 'etude', name: 'Étude.pdf', contentType: 'application/pdf', idempotencyKey: 'etudes.x@v1#DIST-A%2Fk' };
    const premier = await files.createOnce({ ...doc, codeDistributeur: 'DIST-A', bytes: pdf });
    // A rerun after a crash (or a concurrent run) renders other bytes: the first file stays.
    const [second, concurrent] = await Promise.all([
      files.createOnce({ ...doc, codeDistributeur: 'DIST-A', bytes: Buffer.from('%PDF autre rendu') }),
      files.createOnce({ ...doc, codeDistributeur: 'DIST-A', bytes: Buffer.from('%PDF troisième rendu') }),
    ]);
    expect([second.id, concurrent.id]).toEqual([premier.id, premier.id]);
    expect((await files.findContent(premier.id, 'DIST-A'))?.bytes.equals(pdf)).toBe(true);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM stored_file WHERE idempotency_key = $1`, [doc.idempotencyKey]);
    expect(n).toBe(1);
    // The same key under another distributor is another document, and each sees only its own.
    const autre = await files.createOnce({ ...doc, codeDistributeur: 'DIST-B', bytes: pdf });
    expect(autre.id).not.toBe(premier.id);
    await expect(files.findByIdempotencyKey(doc.idempotencyKey, 'DIST-A')).resolves.toMatchObject({ id: premier.id });
    await expect(files.findByIdempotencyKey(doc.idempotencyKey, 'DIST-C')).resolves.toBeNull();
  });

  it('keeps the first stored job result', async () => {
    const store = new TypeOrmJobResultStore(db.getRepository(JobResultEntity));
    await expect(store.get('x@v1#k')).resolves.toBeUndefined();
    await store.save({ jobId: 'x@v1#k', name: 'x', version: 1, value: { id: 'premier' } });
    await store.save({ jobId: 'x@v1#k', name: 'x', version: 1, value: { id: 'second' } });
    await expect(store.get('x@v1#k')).resolves.toEqual({ value: { id: 'premier' } });
    await store.save({ jobId: 'y@v1#k', name: 'y', version: 1, value: null });
    await expect(store.get('y@v1#k')).resolves.toEqual({ value: null });
  });
});
