import { Injectable } from '@nestjs/common';
import { DOCUMENTS } from '../domain/messages';
import { resolveTheme } from '../domain/theme/themes';
import { stockerDocument } from '../files/document-unique';
import { FilesRepository } from '../files/files.repository';
import { defineJob, JobProcessor, type JobContext, type JobHandler } from '../jobs/job';
import { renderApercuTheme } from './templates/apercu-theme.template';

export interface ApercuThemePayload {
  codeDistributeur: string;
  /** Display name of the requesting user, printed in the document. */
  demandePar: string;
  /** Theme name; an unknown one falls back to the default. */
  theme: string;
  /** ISO date-time of the request, printed in the footer. */
  demandeLe: string;
}

export interface ApercuThemeResult {
  /** stored_file id, downloadable at GET /api/fichiers/:id */
  id: string;
  nom: string;
}

/** Proves the document pipeline end to end: render with the shared layout, store, return the file. */
export const ApercuThemeJob = defineJob<ApercuThemePayload, ApercuThemeResult>({
  name: 'documents.apercu-theme',
  version: 1,
  queue: 'documents',
});

@Injectable()
@JobProcessor(ApercuThemeJob)
export class ApercuThemeHandler implements JobHandler<ApercuThemePayload, ApercuThemeResult> {
  constructor(private readonly files: FilesRepository) {}

  async handle(payload: ApercuThemePayload, context: JobContext): Promise<ApercuThemeResult> {
    const theme = resolveTheme(payload.theme);
    const file = await stockerDocument(this.files, context, payload.codeDistributeur, async () => ({
      kind: 'apercu-theme',
      name: DOCUMENTS.apercuTheme.nomFichier(theme.brandName),
      contentType: 'application/pdf',
      bytes: await renderApercuTheme({ theme, generatedAt: new Date(payload.demandeLe), demandePar: payload.demandePar }),
    }));
    return { id: file.id, nom: file.name };
  }
}
