import { Body, Controller, Delete, Get, Header, HttpCode, Post, StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiFichier } from '../../common/openapi';
import { SOUSCRIPTION_PIECES } from '../../domain/messages';
import { contentDisposition } from '../../files/content-disposition';
import { AjoutPieceDto, PiecesReponseDto } from './pieces.dto';
import { PiecesService } from './pieces.service';
import { fichiersRecus, Televersement, type FichierTeleverse } from './televersement';

/** Files one request may carry: the DIA of the largest college. */
const MAX_FICHIERS_PAR_ENVOI = 100;

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
  @UseInterceptors(Televersement('file', MAX_FICHIERS_PAR_ENVOI, () => SOUSCRIPTION_PIECES.fichierRefuse))
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
  ajouter(
    @CurrentUser() user: Utilisateur,
    @IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' }) id: number,
    @Body() dto: AjoutPieceDto,
    @UploadedFiles() fichiers: FichierTeleverse[] | undefined,
  ): Promise<PiecesReponseDto> {
    return this.pieces.ajouter(user, id, dto.code, fichiersRecus(fichiers));
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
