import { Injectable } from '@nestjs/common';
import { refusEnRaison, Regenerateur, utilisateurRegeneration, type ProjetARegenerer, type RegenerateurDocument, type TravailRegeneration } from '../../documents/regeneration';
import { documentDuKit, DOCUMENTS_DUE_REGENERABLES, type DocumentRegenerable } from '../../domain/admin';
import { KitDueService } from './kit-due.service';

/**
 * One document of the DUE kit (`due/<code>`), for an admin's regeneration (ADR 0079): made from the
 * projet's saved answers as its download makes it, so a provident projet, an unfinished tunnel or
 * an expired study is refused with the kit's reason; never freezes the projet.
 */
@Injectable()
@Regenerateur(DOCUMENTS_DUE_REGENERABLES.map((c) => `due/${c}` as const))
export class RegenerateurKitDue implements RegenerateurDocument {
  constructor(private readonly kit: KitDueService) {}

  travail(type: DocumentRegenerable, projet: ProjetARegenerer, demandeLe: string): Promise<TravailRegeneration> {
    return refusEnRaison(type, async () => {
      const { job, payload } = await this.kit.productionRegeneration(utilisateurRegeneration(projet), projet.id, documentDuKit(type)!.code, demandeLe);
      return { job, payload };
    });
  }
}
