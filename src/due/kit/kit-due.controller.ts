import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { ApiCleIdempotence, CleIdempotence } from '../../common/idempotence';
import { ApiDocumentGenere } from '../../common/openapi';
import { RefusMetier } from '../../common/refus-metier';
import { DOCUMENTS, DUE, DUE_KIT, MAIL, SOUSCRIPTION_KIT } from '../../domain/messages';
import { ETATS_ENVOI_NON_CONFIRME } from '../../domain/projets';
import { LimiteEnvoiEmail } from '../../securite/limites/limites.decorators';
import { envoyerFichier } from '../../documents/document-job';
import { envoyerZip } from '../../documents/kit/kit-zip';
import { ArchiveKitDueDto, DemandeKitDueDto, EmailKitDueDto, GroupeKitDueDto, TelechargementKitDueDto } from '../dto/kit-due.dto';
import { KitDueService } from './kit-due.service';

/** The DUE kit (spec 03 §7): list, each document on its own url, the archive, the static notice. */
@ApiTags('DUE')
@Controller('projets/due/ssc')
export class KitDueController {
  constructor(private readonly kit: KitDueService) {}

  @Post('documents')
  @HttpCode(200)
  @ApiOperation({ summary: 'Les documents du kit DUE du projet, par groupe (nom, code_categorie, documents)' })
  @ApiOkResponse({ type: [GroupeKitDueDto] })
  @ApiBadRequestResponse({ description: 'Réponses du parcours invalides (payload)' })
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou projet prévoyance' })
  lister(@CurrentUser() user: Utilisateur, @Body() body: DemandeKitDueDto): Promise<GroupeKitDueDto[]> {
    return this.kit.lister(user, body.projet_ids[0], body.payload);
  }

  @Get('documents/statiques/notice')
  @ApiOperation({ summary: 'La notice d’information de l’assureur (document statique, sans réponses)' })
  @ApiServiceUnavailableResponse({ description: DOCUMENTS.kit.serviceIndisponible })
  @ApiDocumentGenere('PDF', 'application/pdf')
  async notice(@CurrentUser() user: Utilisateur, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    envoyerFichier(res, await this.kit.notice(user, cle));
  }

  @Post('documents/:code')
  @HttpCode(200)
  @ApiCleIdempotence()
  @ApiParam({ name: 'code', example: 'decision' })
  @ApiOperation({ summary: 'Un document du kit (PDF) ; celui qui fige le projet demande confirmation_fige (409 sinon)' })
  @ApiDocumentGenere('PDF', 'application/pdf')
  @ApiConflictResponse({ description: `${DUE_KIT.confirmationFigeRequise} · ${DUE.etudeExpiree} · ${DUE_KIT.parcoursIncomplet}` })
  @ApiNotFoundResponse({ description: DOCUMENTS.kit.documentInconnu('x') })
  @ApiServiceUnavailableResponse({ description: `${DUE_KIT.serviceIndisponibleNonFige} · ${DOCUMENTS.kit.serviceIndisponible}` })
  async document(
    @CurrentUser() user: Utilisateur,
    @Param('code') code: string,
    @Body() body: TelechargementKitDueDto,
    @CleIdempotence() cle: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    if (!/^[a-z-]{1,40}$/.test(code)) throw new RefusMetier('introuvable', DOCUMENTS.kit.documentInconnu(code.slice(0, 40)), { code: 'DOCUMENT_INCONNU' });
    const fichier = await this.kit.document(user, code, { idProjet: body.projet_ids[0], payload: body.payload, confirmationFige: body.confirmation_fige, cleClient: cle });
    envoyerFichier(res, fichier);
  }

  @Post('archives/documents')
  @HttpCode(200)
  @ApiCleIdempotence()
  @ApiOperation({ summary: '« Tout télécharger » : les documents du kit (des groupes demandés) dans un zip' })
  @ApiDocumentGenere('Archive zip', 'application/zip')
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou projet prévoyance' })
  @ApiConflictResponse({ description: `${DUE_KIT.confirmationFigeRequise} · ${DUE.etudeExpiree} · ${DUE_KIT.parcoursIncomplet}` })
  @ApiServiceUnavailableResponse({ description: `${DUE_KIT.serviceIndisponibleNonFige} · ${DOCUMENTS.kit.serviceIndisponible}` })
  async archive(@CurrentUser() user: Utilisateur, @Body() body: ArchiveKitDueDto, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const { nom, zip } = await this.kit.archive(user, {
      idProjet: body.projet_ids[0],
      payload: body.payload,
      confirmationFige: body.confirmation_fige,
      cleClient: cle,
      codeCategories: body.code_categories,
      codes: body.documents_code,
    });
    await envoyerZip(res, nom, zip);
  }

  @Post('email/documents')
  @LimiteEnvoiEmail()
  @HttpCode(200)
  @ApiCleIdempotence()
  @ApiOperation({
    summary: '« Envoyer par e-mail » : les documents sélectionnés du kit DUE en pièces jointes PDF',
    description: `200 \`{envoye: true, message: '${SOUSCRIPTION_KIT.emailEnvoye}'}\` quand le serveur SMTP a accepté l'e-mail ; sinon 202 \`{envoye: false, etat, message}\` (capturé, en attente, incertain). Un document qui fige le projet demande confirmation_fige (409 sinon).`,
  })
  @ApiOkResponse({
    description: SOUSCRIPTION_KIT.emailEnvoye,
    schema: { type: 'object', required: ['envoye', 'message'], properties: { envoye: { type: 'boolean', enum: [true] }, message: { type: 'string', example: SOUSCRIPTION_KIT.emailEnvoye } } },
  })
  @ApiAcceptedResponse({
    description: 'Pas envoyé (ou pas confirmé) : capturé, en attente ou incertain.',
    schema: {
      type: 'object',
      required: ['envoye', 'etat', 'message'],
      properties: { envoye: { type: 'boolean', enum: [false] }, etat: { type: 'string', enum: [...ETATS_ENVOI_NON_CONFIRME] }, message: { type: 'string', example: MAIL.capture } },
    },
  })
  @ApiBadRequestResponse({ description: `${DOCUMENTS.kit.selectionVide} · adresse e-mail invalide` })
  @ApiNotFoundResponse({ description: `Projet introuvable, d’un autre distributeur, ou projet prévoyance · ${DOCUMENTS.kit.documentInconnu('x')}` })
  @ApiConflictResponse({ description: `${DUE_KIT.confirmationFigeRequise} · ${DUE.etudeExpiree} · ${DUE_KIT.parcoursIncomplet}` })
  @ApiBadGatewayResponse({ description: SOUSCRIPTION_KIT.emailEchec })
  @ApiServiceUnavailableResponse({ description: DUE_KIT.serviceIndisponibleNonFige })
  async envoyer(@CurrentUser() user: Utilisateur, @Body() body: EmailKitDueDto, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const reponse = await this.kit.envoyer(user, {
      idProjet: body.projet_ids[0],
      payload: body.payload,
      confirmationFige: body.confirmation_fige,
      cleClient: cle,
      codes: body.documents_code,
      email: body.email.trim(),
    });
    res.status(reponse.envoye ? 200 : 202).json(reponse);
  }
}
