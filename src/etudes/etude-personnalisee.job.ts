import { Injectable } from '@nestjs/common';
import { resolveTheme } from '../domain/theme/themes';
import { renderEtudePersonnalisee } from '../documents/templates/etude-personnalisee';
import { formatDateFr, formatDateHeureFr } from '../documents/pdf/format';
import { stockerDocument } from '../files/document-unique';
import { FilesRepository } from '../files/files.repository';
import { defineJob, JobProcessor, PermanentJobError, type JobContext, type JobHandler } from '../jobs/job';
import { versDetail } from '../projets/projet.mapper';
import { ProjetsRepository } from '../projets/projets.repository';
import { construireVueEtude } from './etude.view-model';

export interface EtudePersonnaliseePayload {
  codeDistributeur: string;
  /** 1 or 2 projets, in the order they are shown. */
  projetsIds: number[];
  theme: string;
  /** Display name of the adviser, printed in the study. */
  conseiller: string;
  /** ISO instant of the request (printed, and the PDF metadata date). */
  demandeLe: string;
  /** Fingerprint of the request that asked for it, given back in the result (ADR 0024). */
  empreinte?: string;
}

export interface EtudePersonnaliseeResult {
  /** stored_file id. */
  id: string;
  nom: string;
  empreinte?: string;
}

export const FICHIER_ETUDE = 'etude-personnalisee';

/** Renders the personalised study of 1 or 2 projets and stores it. */
export const EtudePersonnaliseeJob = defineJob<EtudePersonnaliseePayload, EtudePersonnaliseeResult>({
  name: 'etudes.etude-personnalisee',
  version: 1,
  queue: 'documents',
});

@Injectable()
@JobProcessor(EtudePersonnaliseeJob)
export class EtudePersonnaliseeHandler implements JobHandler<EtudePersonnaliseePayload, EtudePersonnaliseeResult> {
  constructor(
    private readonly projets: ProjetsRepository,
    private readonly files: FilesRepository,
  ) {}

  /** Queue it with an idempotency key: the PDF is then stored once per key, even across a crash. */
  async handle(p: EtudePersonnaliseePayload, context: JobContext): Promise<EtudePersonnaliseeResult> {
    const file = await stockerDocument(this.files, context, p.codeDistributeur, async () => {
      const trouves = await this.projets.findMany(p.projetsIds, p.codeDistributeur);
      const projets = p.projetsIds.map((id) => trouves.find((x) => x.id === id));
      if (projets.some((x) => !x)) throw new PermanentJobError(`Projet introuvable parmi ${p.projetsIds.join(', ')}`);
      const demandeLe = new Date(p.demandeLe);
      const vue = construireVueEtude(
        projets.map((x) => versDetail(x!)),
        { conseiller: p.conseiller, genereLe: formatDateHeureFr(demandeLe), genereLeDate: formatDateFr(demandeLe) },
      );
      return {
        kind: FICHIER_ETUDE,
        name: vue.nomFichier,
        contentType: 'application/pdf',
        bytes: await renderEtudePersonnalisee(vue, resolveTheme(p.theme), demandeLe),
        owner: { type: 'projet', id: String(p.projetsIds[0]) },
      };
    });
    return { id: file.id, nom: file.name, empreinte: p.empreinte };
  }
}
