import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
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
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiCleIdempotence, CleIdempotence } from '../../common/idempotence';
import { ApiDocumentGenere } from '../../common/openapi';
import { RefusMetier } from '../../common/refus-metier';
import { envoyerFichier } from '../../documents/document-job';
import { DOCUMENTS, MAIL, SOUSCRIPTION_KIT as K } from '../../domain/messages';
import { ETATS_ENVOI_NON_CONFIRME } from '../../domain/projets';
import { envoyerZip } from '../../documents/kit/kit-zip';
import { LimiteEnvoiEmail } from '../../securite/limites/limites.decorators';
import { ArchiveSouscriptionDto, DocumentsSouscriptionDto, EmailSouscriptionDto, GroupeDocumentsDto } from './kit-souscription.dto';
import { KitSouscriptionService } from './kit-souscription.service';

const IdProjet = () => IdentifiantChemin('idProjet', { distributeur: 'projet', description: 'Identifiant du projet' });
/** A document's code: lower-case words and digits joined by '-' (bulletin-affiliation-3), at most 40 characters. */
const MOTIF_CODE_DOCUMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const codeValide = (code: string) => code.length <= 40 && MOTIF_CODE_DOCUMENT.test(code);
const INTROUVABLE = 'Projet introuvable, d’un autre distributeur, ou souscription non démarrée';

/**
 * The subscription documents kit (spec 02 step 4, §7, §8; brief §2.6). Paths: the list and the
 * archive / e-mail are the spec's; each document is a POST on `projets/{id}/documents/souscription/{code}`.
 */
@ApiTags('souscription')
@Controller()
export class KitSouscriptionController {
  constructor(private readonly kit: KitSouscriptionService) {}

  @Post('projets/documents-souscription')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Documents de souscription des projets, par groupe et catégorie (entreprise, salarie)',
    description: 'Chaque document est un téléchargement (methode GET ou POST sur url) ou une page (methode PAGE : le kit DUE d’un projet santé).',
  })
  @ApiOkResponse({ type: [GroupeDocumentsDto] })
  @ApiNotFoundResponse({ description: INTROUVABLE })
  lister(@CurrentUser() user: Utilisateur, @Body() dto: DocumentsSouscriptionDto): Promise<GroupeDocumentsDto[]> {
    return this.kit.lister(user, dto.projet_ids);
  }

  @Post('projet/:idProjet/documents/souscription/archive')
  @HttpCode(200)
  @ApiCleIdempotence()
  @ApiOperation({ summary: '« Télécharger » : les documents sélectionnés dans un zip' })
  @ApiDocumentGenere('Archive zip', 'application/zip')
  @ApiBadRequestResponse({ description: DOCUMENTS.kit.selectionVide })
  @ApiNotFoundResponse({ description: `${INTROUVABLE} · ${DOCUMENTS.kit.documentInconnu('x')}` })
  @ApiConflictResponse({ description: K.telechargementImpossible })
  @ApiServiceUnavailableResponse({ description: DOCUMENTS.kit.serviceIndisponible })
  async archive(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Body() body: ArchiveSouscriptionDto, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const { nom, zip } = await this.kit.archive(user, id, body.documents_code, { codeCategorie: body.code_categorie, cleClient: cle });
    await envoyerZip(res, nom, zip);
  }

  @Post('projet/:idProjet/documents/souscription/email')
  @LimiteEnvoiEmail()
  @HttpCode(200)
  @ApiCleIdempotence()
  @ApiOperation({
    summary: 'Envoie les documents sélectionnés par e-mail (pièces jointes PDF)',
    description: `200 \`{envoye: true, message: '${K.emailEnvoye}'}\` quand le serveur SMTP a accepté l'e-mail ; sinon 202 \`{envoye: false, etat, message}\` (capturé, en attente, incertain).`,
  })
  @ApiOkResponse({
    description: K.emailEnvoye,
    schema: { type: 'object', required: ['envoye', 'message'], properties: { envoye: { type: 'boolean', enum: [true] }, message: { type: 'string', example: K.emailEnvoye } } },
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
  @ApiNotFoundResponse({ description: `${INTROUVABLE} · ${DOCUMENTS.kit.documentInconnu('x')}` })
  @ApiConflictResponse({ description: K.telechargementImpossible })
  @ApiBadGatewayResponse({ description: K.emailEchec })
  async envoyer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Body() body: EmailSouscriptionDto, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const reponse = await this.kit.envoyer(user, id, body.documents_code, body.email, cle);
    res.status(reponse.envoye ? 200 : 202).json(reponse);
  }

  @Post('projets/:idProjet/documents/souscription/:code')
  @HttpCode(200)
  @ApiParam({
    name: 'code',
    example: 'mandat-sepa',
    schema: { type: 'string', pattern: MOTIF_CODE_DOCUMENT.source, maxLength: 40 },
    description:
      'Code d’un document du kit de ce projet (la liste le donne) : demande-adhesion, conditions-generales, mandat-sepa, parametrage-dsn, guide-employeur, bulletin-affiliation (vierge), bulletin-affiliation-<n> (prérempli pour le n-ième participant, n à partir de 1), dispense-affiliation, designation-beneficiaire (prévoyance), notice, tableau-garanties…',
  })
  @ApiOperation({ summary: 'Un document du kit de souscription (PDF) ; la demande d’adhésion signée une fois la signature reçue' })
  @ApiDocumentGenere('PDF', 'application/pdf')
  @ApiNotFoundResponse({ description: `${INTROUVABLE} · ${DOCUMENTS.kit.documentInconnu('x')}` })
  @ApiConflictResponse({ description: K.telechargementImpossible })
  @ApiServiceUnavailableResponse({ description: DOCUMENTS.kit.serviceIndisponible })
  async document(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Param('code') code: string, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    if (!codeValide(code)) throw new RefusMetier('introuvable', DOCUMENTS.kit.documentInconnu(code.slice(0, 40)), { code: 'DOCUMENT_INCONNU' });
    envoyerFichier(res, await this.kit.document(user, id, code, cle));
  }
}
