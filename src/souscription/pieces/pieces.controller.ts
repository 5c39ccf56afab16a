import { Controller, Delete, Get, Header, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiFichier } from '../../common/openapi';
import { RefusMetier } from '../../common/refus-metier';
import { SOUSCRIPTION_PIECES } from '../../domain/messages';
import { contentDisposition } from '../../files/content-disposition';
import { AjoutPieceDto, PiecesReponseDto } from './pieces.dto';
import { PiecesService } from './pieces.service';
import { avantLecture, avecTeleversement, champsValides, type LimitesTeleversement } from '../../files/televersement';

/** Files one request may carry: the DIA of the largest college. */
const MAX_FICHIERS_PAR_ENVOI = 100;

const LIMITES: LimitesTeleversement = {
  champ: 'file',
  maxFichiers: MAX_FICHIERS_PAR_ENVOI,
  champsTexte: ['code'],
  refus: () => new RefusMetier('invalide', SOUSCRIPTION_PIECES.fichierRefuse, { champ: 'file', code: 'FICHIER_REFUSE' }),
  tropDeFichiers: (max) => new RefusMetier('invalide', SOUSCRIPTION_PIECES.tropDeFichiers(max), { champ: 'file', code: 'TROP_DE_FICHIERS' }),
  // The spec's message, and which file and why (issue 27 item 7: an oversized file is not a fake one).
  tropVolumineux: (nom) =>
    new RefusMetier('invalide', SOUSCRIPTION_PIECES.fichierRefuse, {
      champ: 'file',
      code: 'FICHIER_REFUSE',
      erreurs: [{ champ: 'file', message: SOUSCRIPTION_PIECES.fichierMotif(nom, SOUSCRIPTION_PIECES.motifsFichier.TROP_VOLUMINEUX) }],
    }),
};

/** Subscription step 3 'Justificatifs' (02 §2, §5, §7, §8). */
@ApiTags('souscription')
@Controller()
export class PiecesController {
  constructor(private readonly pieces: PiecesService) {}

  @Get('projets/:id/souscription/pieces-justificatives')
  @ApiOperation({ summary: 'Pièces justificatives déposées, pièces attendues (nombres, messages) et progression ; 404 sans souscription démarrée' })
  @ApiOkResponse({ type: PiecesReponseDto })
  lister(@CurrentUser() user: Utilisateur, @IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' }) id: number): Promise<PiecesReponseDto> {
    return this.pieces.lister(user, id);
  }

  @Post('projets/:id/souscription/pieces-justificatives')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dépose un ou plusieurs fichiers pour une pièce (png, jpg, jpeg, pdf ; 10 Mo au plus chacun) ; remplace la pièce sauf dia ; 409 en lecture seule' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['code', 'file'],
      properties: { code: { type: 'string', example: 'kbis' }, file: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiOkResponse({ type: PiecesReponseDto })
  @ApiBadRequestResponse({ description: `${SOUSCRIPTION_PIECES.fichierRefuse} / ${SOUSCRIPTION_PIECES.fichiersRefuses} / ${SOUSCRIPTION_PIECES.tropDeFichiers(4)}` })
  @ApiConflictResponse({ description: SOUSCRIPTION_PIECES.lectureSeule })
  async ajouter(
    @CurrentUser() user: Utilisateur,
    @IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' }) id: number,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PiecesReponseDto> {
    // Before a byte of the body: 404 / 409, and the number of files the step takes for the code
    // the page sends first (a file before its code: what the most generous expected piece still takes).
    const controle = await avantLecture(req, res, () => this.pieces.controleEnvoi(user, id));
    const limites = { ...LIMITES, controleNombre: (champs: Readonly<Record<string, string>>, nombre: number) => controle.nombre(champs.code, nombre) };
    return avecTeleversement(req, res, limites, async ({ champs, fichiers }) => {
      const dto = await champsValides(AjoutPieceDto, champs);
      return this.pieces.ajouter(user, id, dto.code, fichiers, controle);
    });
  }

  @Get('pieces-justificatives/:id')
  @ApiOperation({ summary: 'Télécharge le fichier d’une pièce justificative' })
  @ApiFichier('Le fichier déposé', 'application/pdf', 'image/png', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async telecharger(@CurrentUser() user: Utilisateur, @IdentifiantChemin('id', { description: 'Identifiant de la pièce' }) id: number): Promise<StreamableFile> {
    const f = await this.pieces.fichier(user, id);
    return new StreamableFile(f.bytes, { type: f.meta.contentType, length: f.meta.size, disposition: contentDisposition(f.meta.name) });
  }

  @Delete('pieces-justificatives/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime une pièce justificative ; 409 en lecture seule' })
  @ApiNoContentResponse({ description: 'Supprimée' })
  @ApiConflictResponse({ description: SOUSCRIPTION_PIECES.lectureSeule })
  async supprimer(@CurrentUser() user: Utilisateur, @IdentifiantChemin('id', { description: 'Identifiant de la pièce' }) id: number): Promise<void> {
    await this.pieces.supprimer(user, id);
  }
}
