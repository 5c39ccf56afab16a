import { Body, Controller, Get, Header, HttpCode, Post, Query, StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiFichier } from '../../common/openapi';
import { IMPORT_PARTICIPANTS, SOUSCRIPTION_PARTICIPANTS } from '../../domain/messages';
import { contentDisposition } from '../../files/content-disposition';
import { fichiersRecus, Televersement, type FichierTeleverse } from '../pieces/televersement';
import { AffiliationParticipantsDto, AffiliationReponseDto, ModeleParticipantsQueryDto } from './participants.dto';
import { ParticipantsService } from './participants.service';

const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' });

/** Subscription step 2 'Participants' (02 §2, §7; brief §6). */
@ApiTags('souscription')
@Controller()
export class ParticipantsController {
  constructor(
    private readonly participants: ParticipantsService,
    private readonly horloge: Horloge,
  ) {}

  @Get('projets/:id/souscription/affiliation-participants')
  @ApiOperation({ summary: "Méthode et mode d'affiliation, participants enregistrés, validité de l'étape 2 ; 404 sans souscription démarrée" })
  @ApiOkResponse({ type: AffiliationReponseDto })
  lire(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<AffiliationReponseDto> {
    return this.participants.lire(user, id, this.horloge.aujourdhui());
  }

  @Post('projets/:id/souscription/affiliation-participants')
  @HttpCode(200)
  @ApiOperation({ summary: "Enregistre la méthode, le mode d'affiliation et la liste des participants (remplacée en entier) ; 409 en lecture seule" })
  @ApiOkResponse({ type: AffiliationReponseDto })
  @ApiBadRequestResponse({ description: `Champs en erreur (participants.{i}.{champ}) ou plus de participants que l'effectif du collège` })
  @ApiConflictResponse({ description: SOUSCRIPTION_PARTICIPANTS.lectureSeule })
  enregistrer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Body() dto: AffiliationParticipantsDto): Promise<AffiliationReponseDto> {
    return this.participants.enregistrer(user, id, dto, this.horloge.aujourdhui());
  }

  @Post('projets/:id/souscription/import-participants')
  @HttpCode(200)
  @UseInterceptors(Televersement('file', 1, () => IMPORT_PARTICIPANTS.formatImport))
  @ApiOperation({ summary: 'Importe les participants depuis le modèle xlsx (10 Mo au plus), tout ou rien ; 409 en lecture seule' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: AffiliationReponseDto })
  @ApiBadRequestResponse({ description: `${IMPORT_PARTICIPANTS.formatImport} / « Ligne n – Colonne : … » par cellule en erreur (erreurs, data.erreurs)` })
  @ApiConflictResponse({ description: SOUSCRIPTION_PARTICIPANTS.lectureSeule })
  importer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @UploadedFiles() fichiers: FichierTeleverse[] | undefined): Promise<AffiliationReponseDto> {
    return this.participants.importer(user, id, fichiersRecus(fichiers), this.horloge.aujourdhui());
  }

  @Get('fichiers/infos-participants-a-affilier-template')
  @ApiOperation({ summary: 'Modèle xlsx des participants à affilier (une variante par produit et masse salariale)' })
  @ApiFichier('Le classeur (feuilles Participants et Instructions)', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async modele(@CurrentUser() user: Utilisateur, @Query() q: ModeleParticipantsQueryDto): Promise<StreamableFile> {
    const m = await this.participants.modele(user, q, this.horloge.aujourdhui());
    return new StreamableFile(m.octets, { type: m.type, length: m.octets.length, disposition: contentDisposition(m.nom) });
  }
}
