import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Regenerateur, type ProjetARegenerer, type RegenerateurDocument, type TravailRegeneration } from '../documents/regeneration';
import { DOCUMENTS_REGENERABLES, type DocumentRegenerable } from '../domain/admin';
import { ADMIN } from '../domain/messages';

/**
 * The adapters of the regeneration port (ADR 0079), collected once at start from every module's
 * providers marked `@Regenerateur([...])`: one per document type. A type two adapters claim is a
 * mistake of the assembly (refused at start); a type none claims settles its rows as failures.
 */
@Injectable()
export class Regenerateurs implements OnModuleInit {
  private readonly parType = new Map<DocumentRegenerable, RegenerateurDocument>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: Regenerateur.KEY })) {
      const types = this.discovery.getMetadataByDecorator(Regenerateur, wrapper);
      if (!types || !wrapper.instance) continue;
      for (const type of types) {
        if (this.parType.has(type)) throw new Error(`Deux régénérateurs pour le document ${type}`);
        this.parType.set(type, wrapper.instance as RegenerateurDocument);
      }
    }
  }

  /** The types some module regenerates (every regenerable type once the app is assembled). */
  types(): DocumentRegenerable[] {
    return DOCUMENTS_REGENERABLES.filter((t) => this.parType.has(t));
  }

  travail(type: DocumentRegenerable, projet: ProjetARegenerer, demandeLe: string): Promise<TravailRegeneration> {
    const regenerateur = this.parType.get(type);
    if (!regenerateur) return Promise.resolve({ refus: ADMIN.regenerateurAbsent(type) });
    return regenerateur.travail(type, projet, demandeLe);
  }
}
