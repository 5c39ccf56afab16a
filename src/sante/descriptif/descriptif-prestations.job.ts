import { Injectable } from '@nestjs/common';
import { trouverOffre } from '../../domain/eligibilite/offres';
import { REFERENTIEL_ELIGIBILITE } from '../../domain/eligibilite/referentiel';
import { postesDuProduit } from '../../domain/pricing/sante/catalogue';
import { resolveTheme } from '../../domain/theme/themes';
import { formatDateHeureFr } from '../../domain/format';
import { defineDocumentJob, DocumentJobHandler, type PayloadDocument } from '../../documents/document-job';
import type { DocumentFabrique } from '../../files/document-unique';
import { FilesRepository } from '../../files/files.repository';
import { JobProcessor, PermanentJobError } from '../../jobs/job';
import { integer, instant, oneOf, text } from '../../jobs/payload-schema';
import { renderDescriptifPrestations } from './descriptif-prestations.template';
import { vueDescriptifSocle, vueDescriptifSurcomplementaire, type TypeDescriptif } from './descriptif.view-model';

export interface DescriptifPrestationsPayload extends PayloadDocument {
  idProduit: number;
  type: TypeDescriptif;
  /** Barème in force on the request day (printed in the footer). */
  bareme: string;
  theme: string;
  /** ISO instant of the request (printed, and the PDF metadata date). */
  demandeLe: string;
}

export const FICHIER_DESCRIPTIF = 'descriptif-prestations';

/** Renders the benefits description (base contract or individual top-up) of a health offer and stores it. */
export const DescriptifPrestationsJob = defineDocumentJob<DescriptifPrestationsPayload>({
  name: 'sante.descriptif-prestations',
  version: 1,
  payload: { idProduit: integer, type: oneOf('socle', 'surcomplementaire'), bareme: text, theme: text, demandeLe: instant },
});

@Injectable()
@JobProcessor(DescriptifPrestationsJob)
export class DescriptifPrestationsHandler extends DocumentJobHandler<DescriptifPrestationsPayload> {
  constructor(files: FilesRepository) {
    super(files);
  }

  protected async rendre(p: DescriptifPrestationsPayload): Promise<DocumentFabrique> {
    const postes = postesDuProduit(p.idProduit);
    const offre = trouverOffre(REFERENTIEL_ELIGIBILITE, p.idProduit);
    if (!postes || !offre) throw new PermanentJobError(`Offre santé ${p.idProduit} inconnue`);
    const demandeLe = new Date(p.demandeLe);
    const ctx = { offre: offre.libelle, bareme: p.bareme, genereLe: formatDateHeureFr(demandeLe) };
    const vue = p.type === 'socle' ? vueDescriptifSocle(postes, ctx) : vueDescriptifSurcomplementaire(ctx);
    return { kind: FICHIER_DESCRIPTIF, name: vue.nomFichier, contentType: 'application/pdf', bytes: await renderDescriptifPrestations(vue, resolveTheme(p.theme), demandeLe) };
  }
}
