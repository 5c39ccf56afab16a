import { Injectable } from '@nestjs/common';
import { defineDocumentJob, DocumentJobHandler, type PayloadDocument } from '../documents/document-job';
import { formatDateFr, formatDateHeureFr } from '../domain/format';
import { resolveTheme } from '../domain/theme/themes';
import type { DocumentFabrique } from '../files/document-unique';
import { FilesRepository } from '../files/files.repository';
import { JobProcessor, PermanentJobError } from '../jobs/job';
import { boolean, instant, integer, listOf, optional, text } from '../jobs/payload-schema';
import { versDetail } from '../projets/projet.mapper';
import { ProjetsRepository } from '../projets/projets.repository';
import { renderEtudePersonnalisee } from './etude-personnalisee.template';
import { construireVueEtude } from './etude.view-model';

export interface EtudePersonnaliseePayload extends PayloadDocument {
  /** 1 or 2 projets, in the order they are shown. */
  projetsIds: number[];
  theme: string;
  /** Display name of the adviser, printed in the study. */
  conseiller: string;
  /** ISO instant of the request (printed, and the PDF metadata date). */
  demandeLe: string;
  /** The broker asked to show the commission and management loadings (default: hidden from the client). */
  detailChargements?: boolean;
}

export const FICHIER_ETUDE = 'etude-personnalisee';

/** Renders the personalised study of 1 or 2 projets and stores it (once per key: queue it with one). */
export const EtudePersonnaliseeJob = defineDocumentJob<EtudePersonnaliseePayload>({
  name: 'etudes.etude-personnalisee',
  version: 1,
  payload: { projetsIds: listOf(integer, { min: 1, max: 2 }), theme: text, conseiller: text, demandeLe: instant, detailChargements: optional(boolean) },
});

@Injectable()
@JobProcessor(EtudePersonnaliseeJob)
export class EtudePersonnaliseeHandler extends DocumentJobHandler<EtudePersonnaliseePayload> {
  constructor(
    private readonly projets: ProjetsRepository,
    files: FilesRepository,
  ) {
    super(files);
  }

  protected async rendre(p: EtudePersonnaliseePayload): Promise<DocumentFabrique> {
    const trouves = await this.projets.findMany(p.projetsIds, p.codeDistributeur);
    const projets = p.projetsIds.map((id) => trouves.find((x) => x.id === id));
    if (projets.some((x) => !x)) throw new PermanentJobError(`Projet introuvable parmi ${p.projetsIds.join(', ')}`);
    const demandeLe = new Date(p.demandeLe);
    const vue = construireVueEtude(
      projets.map((x) => versDetail(x!)),
      { conseiller: p.conseiller, genereLe: formatDateHeureFr(demandeLe), genereLeDate: formatDateFr(demandeLe), detailChargements: p.detailChargements ?? false },
    );
    return {
      kind: FICHIER_ETUDE,
      name: vue.nomFichier,
      contentType: 'application/pdf',
      bytes: await renderEtudePersonnalisee(vue, resolveTheme(p.theme), demandeLe),
      owner: { type: 'projet', id: String(p.projetsIds[0]) },
    };
  }
}
