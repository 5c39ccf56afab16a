import { Injectable } from '@nestjs/common';
import { trouverOffre } from '../../domain/eligibilite/offres';
import { REFERENTIEL_ELIGIBILITE } from '../../domain/eligibilite/referentiel';
import { postesDuProduit } from '../../domain/pricing/sante/catalogue';
import { resolveTheme } from '../../domain/theme/themes';
import { formatDateHeureFr } from '../../documents/pdf/format';
import { renderDescriptifPrestations } from '../../documents/templates/descriptif-prestations';
import { stockerDocument } from '../../files/document-unique';
import { FilesRepository } from '../../files/files.repository';
import { defineJob, JobProcessor, PermanentJobError, type JobContext, type JobHandler } from '../../jobs/job';
import { vueDescriptifSocle, vueDescriptifSurcomplementaire, type TypeDescriptif } from './descriptif.view-model';

export interface DescriptifPrestationsPayload {
  codeDistributeur: string;
  idProduit: number;
  type: TypeDescriptif;
  /** Barème in force on the request day (printed in the footer). */
  bareme: string;
  theme: string;
  /** ISO instant of the request (printed, and the PDF metadata date). */
  demandeLe: string;
  /** Fingerprint of the request that asked for it, given back in the result (ADR 0024). */
  empreinte?: string;
}

export interface DescriptifPrestationsResult {
  /** stored_file id. */
  id: string;
  nom: string;
  empreinte?: string;
}

export const FICHIER_DESCRIPTIF = 'descriptif-prestations';

/** Renders the benefits description (base contract or individual top-up) of a health offer and stores it. */
export const DescriptifPrestationsJob = defineJob<DescriptifPrestationsPayload, DescriptifPrestationsResult>({
  name: 'sante.descriptif-prestations',
  version: 1,
  queue: 'documents',
});

@Injectable()
@JobProcessor(DescriptifPrestationsJob)
export class DescriptifPrestationsHandler implements JobHandler<DescriptifPrestationsPayload, DescriptifPrestationsResult> {
  constructor(private readonly files: FilesRepository) {}

  async handle(p: DescriptifPrestationsPayload, context: JobContext): Promise<DescriptifPrestationsResult> {
    const file = await stockerDocument(this.files, context, p.codeDistributeur, async () => {
      const postes = postesDuProduit(p.idProduit);
      const offre = trouverOffre(REFERENTIEL_ELIGIBILITE, p.idProduit);
      if (!postes || !offre) throw new PermanentJobError(`Offre santé ${p.idProduit} inconnue`);
      const demandeLe = new Date(p.demandeLe);
      const ctx = { offre: offre.libelle, bareme: p.bareme, genereLe: formatDateHeureFr(demandeLe) };
      const vue = p.type === 'socle' ? vueDescriptifSocle(postes, ctx) : vueDescriptifSurcomplementaire(ctx);
      return { kind: FICHIER_DESCRIPTIF, name: vue.nomFichier, contentType: 'application/pdf', bytes: await renderDescriptifPrestations(vue, resolveTheme(p.theme), demandeLe) };
    });
    return { id: file.id, nom: file.name, empreinte: p.empreinte };
  }
}
