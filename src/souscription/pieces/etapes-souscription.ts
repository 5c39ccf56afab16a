import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ParticipantSaisi, PieceAttendue, PieceChargee } from '../../domain/souscription';
import { etatPieces } from '../../domain/souscription/pieces';
import type { ProjetEntity } from '../../projets/entities/projet.entity';
import type { SouscriptionEntity } from '../entities/souscription.entity';
import type { ContexteSouscription } from '../participants/contexte-souscription.service';
import type { SouscriptionPieceEntity } from '../entities/piece.entity';
import { ContexteSouscriptionService } from '../participants/contexte-souscription.service';
import { versSaisi } from '../participants/participants.service';
import { PiecesService } from './pieces.service';

/**
 * What the subscription's progress (SouscriptionService.vue) reads of steps 2 and 3: the saved
 * participants, the expected pieces (the one rule of src/domain/souscription/pieces.ts) and the
 * stored files.
 */
/** Steps 2 and 3 already read for this request (a page's frame and step share them). */
export interface LecturesEtapes {
  contexte: ContexteSouscription;
  fichiers: SouscriptionPieceEntity[];
}

@Injectable()
export class EtapesSouscription {
  constructor(
    private readonly contextes: ContexteSouscriptionService,
    private readonly pieces: PiecesService,
  ) {}

  async pour(
    projet: ProjetEntity,
    souscription: SouscriptionEntity,
    lus?: LecturesEtapes,
    /** A writer's transaction: its own rows, as they now are (docs/adr/0084). */
    manager?: EntityManager,
  ): Promise<{ participants: ParticipantSaisi[]; attendues: PieceAttendue[]; chargees: PieceChargee[]; piecesManquantes: string[] }> {
    const ctx = lus?.contexte ?? (await this.contextes.pour(projet, souscription, manager));
    const fichiers = lus?.fichiers ?? (await this.pieces.fichiersDuProjet(ctx, manager));
    const attendues = await this.pieces.attendues(ctx, fichiers);
    return {
      participants: ctx.liste.participants.map(versSaisi),
      attendues: attendues.map((p) => ({ code: p.code, min: p.obligatoire ? p.min : 0, max: p.max })),
      chargees: fichiers.map((f) => ({ code: f.code, status: 'success' as const })),
      // The required pieces not complete, by the step's own labels (Mes clients says what is missing).
      piecesManquantes: etatPieces(attendues, fichiers)
        .filter((e) => e.piece.obligatoire && !e.complete)
        .map((e) => e.piece.libelle),
    };
  }
}
