import { Injectable } from '@nestjs/common';
import { refusEnRaison, Regenerateur, type ProjetARegenerer, type RegenerateurDocument, type TravailRegeneration } from '../../documents/regeneration';
import { libelleDocumentRegenerable, type DocumentRegenerable } from '../../domain/admin';
import { ADMIN } from '../../domain/messages';
import { DescriptifPrestationsJob } from './descriptif-prestations.job';
import { DescriptifService } from './descriptif.service';

/**
 * A health projet's base benefits description (the offer's 'socle'), for an admin's regeneration
 * (ADR 0079): the payload of the download route; a provident projet has none.
 */
@Injectable()
@Regenerateur(['descriptif-prestations'])
export class RegenerateurDescriptif implements RegenerateurDocument {
  constructor(private readonly descriptifs: DescriptifService) {}

  travail(type: DocumentRegenerable, projet: ProjetARegenerer, demandeLe: string): Promise<TravailRegeneration> {
    return refusEnRaison(type, async () => {
      if (projet.codeProduit !== 'SSC') return { refus: ADMIN.documentNonApplicable(libelleDocumentRegenerable(type), ADMIN.descriptifHorsSante) };
      return { job: DescriptifPrestationsJob, payload: this.descriptifs.payload(projet.codeDistributeur, projet.produitId, 'socle', demandeLe) };
    });
  }
}
