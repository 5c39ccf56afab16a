import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiFichier } from '../../common/openapi';
import { RefusMetier } from '../../common/refus-metier';
import { IMPORT_PARTICIPANTS, SOUSCRIPTION_PARTICIPANTS } from '../../domain/messages';
import { MODE_IMPORT_DEFAUT } from '../../domain/souscription/import-participants';
import { contentDisposition } from '../../files/content-disposition';
import { avantLecture, avecTeleversement, enMemoire, type LimitesTeleversement } from '../../files/televersement';
import { AffiliationParticipantsDto, AffiliationReponseDto, ImportParticipantsQueryDto, ModeleParticipantsQueryDto } from './participants.dto';
import { ParticipantsService } from './participants.service';

/** One workbook; every refusal while reading is the import's one format message. */
const refusImport = () => new RefusMetier('invalide', IMPORT_PARTICIPANTS.formatImport, { champ: 'file', code: 'FICHIER_REFUSE' });
const LIMITES_IMPORT: LimitesTeleversement = { champ: 'file', maxFichiers: 1, champsTexte: [], refus: refusImport, tropDeFichiers: refusImport };

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
  @ApiOperation({ summary: 'Importe les participants depuis le modèle xlsx (10 Mo au plus), tout ou rien, en remplacement (par défaut) ou en ajout (mode=ajouter) ; 409 en lecture seule' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: AffiliationReponseDto })
  @ApiBadRequestResponse({ description: `${IMPORT_PARTICIPANTS.formatImport} / « Ligne n – Colonne : … » par cellule en erreur (erreurs, data.erreurs)` })
  @ApiConflictResponse({ description: SOUSCRIPTION_PARTICIPANTS.lectureSeule })
  async importer(
    @CurrentUser() user: Utilisateur,
    @IdProjet() id: number,
    @Query() q: ImportParticipantsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AffiliationReponseDto> {
    // 404 / 409 before a byte of the body is read.
    const ctx = await avantLecture(req, res, () => this.participants.controleImport(user, id));
    return avecTeleversement(req, res, LIMITES_IMPORT, async ({ fichiers }) => this.participants.importer(user, ctx, await enMemoire(fichiers), this.horloge.aujourdhui(), q.mode ?? MODE_IMPORT_DEFAUT));
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
