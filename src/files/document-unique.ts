import { pointDePause } from '../common/point-de-pause';
import type { JobContext } from '../jobs/job';
import type { FilesRepository, NewStoredFile, StoredFileMeta } from './files.repository';

export type DocumentFabrique = Omit<NewStoredFile, 'codeDistributeur' | 'idempotencyKey'>;

/**
 * A generated document, stored at most once per job key (ADR 0024). A run whose key already has a
 * file — an attempt that crashed after storing it, before its result was written — answers that
 * file without rendering again. Without an idempotency key every run stores its own file.
 */
export async function stockerDocument(
  files: FilesRepository,
  context: JobContext,
  codeDistributeur: string,
  fabriquer: () => Promise<DocumentFabrique>,
): Promise<StoredFileMeta> {
  if (!context.idempotent) return files.create({ ...(await fabriquer()), codeDistributeur });
  const deja = await files.findByIdempotencyKey(context.jobId, codeDistributeur);
  if (deja) return deja;
  const document = await fabriquer();
  await pointDePause('document.apres-rendu');
  const stocke = await files.createOnce({ ...document, codeDistributeur, idempotencyKey: context.jobId });
  await pointDePause('document.apres-stockage');
  return stocke;
}
