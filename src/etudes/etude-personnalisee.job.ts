import { Injectable } from '@nestjs/common';
import { resolveTheme } from '../domain/theme/themes';
import { renderEtudePersonnalisee } from '../documents/templates/etude-personnalisee';
import { formatDateFr, formatDateHeureFr } from '../documents/pdf/format';
import { FilesRepository } from '../files/files.repository';
import { defineJob, JobProcessor, PermanentJobError, type JobHandler } from '../jobs/job';
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
}

export interface EtudePersonnaliseeResult {
  /** stored_file id. */
  id: string;
  nom: string;
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

  async handle(p: EtudePersonnaliseePayload): Promise<EtudePersonnaliseeResult> {
    const trouves = await this.projets.findMany(p.projetsIds, p.codeDistributeur);
    const projets = p.projetsIds.map((id) => trouves.find((x) => x.id === id));
    if (projets.some((x) => !x)) throw new PermanentJobError(`Projet introuvable parmi ${p.projetsIds.join(', ')}`);
    const demandeLe = new Date(p.demandeLe);
    const vue = construireVueEtude(
      projets.map((x) => versDetail(x!)),
      { conseiller: p.conseiller, genereLe: formatDateHeureFr(demandeLe), genereLeDate: formatDateFr(demandeLe) },
    );
    const pdf = await renderEtudePersonnalisee(vue, resolveTheme(p.theme), demandeLe);
    const file = await this.files.create({
      codeDistributeur: p.codeDistributeur,
      kind: FICHIER_ETUDE,
      name: vue.nomFichier,
      contentType: 'application/pdf',
      bytes: pdf,
      owner: { type: 'projet', id: String(p.projetsIds[0]) },
    });
    return { id: file.id, nom: file.name };
  }
}
