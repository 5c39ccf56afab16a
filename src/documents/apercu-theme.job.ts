import { Injectable } from '@nestjs/common';
import { DOCUMENTS } from '../domain/messages';
import { resolveTheme } from '../domain/theme/themes';
import { FilesRepository } from '../files/files.repository';
import { defineJob, JobProcessor, type JobHandler } from '../jobs/job';
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

  async handle(payload: ApercuThemePayload): Promise<ApercuThemeResult> {
    const theme = resolveTheme(payload.theme);
    const pdf = await renderApercuTheme({ theme, generatedAt: new Date(payload.demandeLe), demandePar: payload.demandePar });
    const file = await this.files.create({
      codeDistributeur: payload.codeDistributeur,
      kind: 'apercu-theme',
      name: DOCUMENTS.apercuTheme.nomFichier(theme.brandName),
      contentType: 'application/pdf',
      bytes: pdf,
    });
    return { id: file.id, nom: file.name };
  }
}
