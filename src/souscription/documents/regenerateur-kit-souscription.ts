import { Injectable } from '@nestjs/common';
import { refusEnRaison, Regenerateur, utilisateurRegeneration, type ProjetARegenerer, type RegenerateurDocument, type TravailRegeneration } from '../../documents/regeneration';
import { documentDuKit, DOCUMENTS_KIT_REGENERABLES, type DocumentRegenerable } from '../../domain/admin';
import { KitSouscriptionService } from './kit-souscription.service';

/**
 * One document of the subscription kit (`souscription/<code>`), for an admin's regeneration (ADR
 * 0079): made as its download makes it, so a projet without a subscription, or for which the kit
 * does not list the document (a RIA mandate of a provident projet…), is refused with the kit's reason.
 */
@Injectable()
@Regenerateur(DOCUMENTS_KIT_REGENERABLES.map((c) => `souscription/${c}` as const))
export class RegenerateurKitSouscription implements RegenerateurDocument {
  constructor(private readonly kit: KitSouscriptionService) {}

  travail(type: DocumentRegenerable, projet: ProjetARegenerer, demandeLe: string): Promise<TravailRegeneration> {
    return refusEnRaison(type, async () => {
      const { job, payload } = await this.kit.productionRegeneration(utilisateurRegeneration(projet), projet.id, documentDuKit(type)!.code, demandeLe);
      return { job, payload };
    });
  }
}
