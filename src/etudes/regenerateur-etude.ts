import { Injectable } from '@nestjs/common';
import { Regenerateur, utilisateurRegeneration, type ProjetARegenerer, type RegenerateurDocument, type TravailRegeneration } from '../documents/regeneration';
import type { DocumentRegenerable } from '../domain/admin';
import { EtudePersonnaliseeJob } from './etude-personnalisee.job';
import { EtudesService } from './etudes.service';

/** The personalised study of one projet, for an admin's regeneration (ADR 0063, 0079): every projet has one. */
@Injectable()
@Regenerateur(['etude-personnalisee'])
export class RegenerateurEtude implements RegenerateurDocument {
  constructor(private readonly etudes: EtudesService) {}

  async travail(_type: DocumentRegenerable, projet: ProjetARegenerer, demandeLe: string): Promise<TravailRegeneration> {
    return { job: EtudePersonnaliseeJob, payload: this.etudes.payloadRegeneration(utilisateurRegeneration(projet), projet.id, demandeLe) };
  }
}
