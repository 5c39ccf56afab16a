import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { CurrentUser, Public, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import { ApiCleIdempotence, CleIdempotence } from '../common/idempotence';
import { COMMON, SIGNATURE_TRANSACTION as M } from '../domain/messages';
import { ETATS_ENVOI_NON_CONFIRME } from '../domain/projets';
import { reponseEnvoi } from '../mail/reponse-envoi';
import { repondreLimite } from '../securite/limites/limite-refus';
import { LimiteEnvoiEmail, LimitePublique, LimiteRappelsInvalides } from '../securite/limites/limites.decorators';
import { SignatureService } from './signature.service';

const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' });

/** Body of POST /signature/retour (02 §7). */
export class RetourSignatureDto {
  @ApiProperty({ example: '3f0c…' })
  @IsString({ message: COMMON.champObligatoire('tid') })
  @MaxLength(64, { message: M.transactionIntrouvable })
  tid!: string;

  // Any status is taken (an unknown one reads as an error, 02 §4): the document says so, not an enum.
  @ApiProperty({ example: 'OK', description: 'OK, CANCEL, SUSPEND ; tout autre statut est lu comme une erreur' })
  @IsString({ message: COMMON.champObligatoire('code_statut') })
  @MaxLength(32, { message: M.statutInvalide })
  code_statut!: string;

  @ApiProperty({ enum: ['COURTIER', 'CLIENT'] })
  @IsIn(['COURTIER', 'CLIENT'], { message: COMMON.champValeurs('code_type_utilisateur', 'COURTIER, CLIENT') })
  code_type_utilisateur!: string;
}

class UrlSignatureDto {
  @ApiProperty({ description: 'Adresse de la page de signature du prestataire' }) url!: string;
  @ApiProperty({ description: 'Identifiant public de la transaction' }) tid!: string;
}
class FaceAFaceReponseDto {
  @ApiProperty({ type: UrlSignatureDto }) data!: UrlSignatureDto;
}
class EtatRetourDto {
  @ApiProperty({ enum: ['CREEE', 'EN_COURS', 'INTERROMPUE', 'SIGNEE', 'REFUSEE', 'EXPIREE', 'ERREUR'] }) etat!: string;
}
class RetourReponseDto {
  @ApiProperty({ type: EtatRetourDto }) data!: EtatRetourDto;
}
class DerniereClotureeDto {
  @ApiProperty({ enum: ['OK', 'CANCEL'] }) code_etat_retour!: string;
  @ApiProperty({ format: 'date-time' }) date_cloture!: string;
}
class RappelReponseDto {
  @ApiProperty({
    enum: ['applique', 'sans-effet', 'doublon', 'non-confirme'],
    description: 'doublon : événement déjà reçu, rien de changé ; non-confirme : l’état du prestataire ne le confirme pas, ignoré (sans nouvel essai)',
  })
  issue!: string;
}
class RelanceDto {
  @ApiProperty() url!: string;
}

/** The broker's signature calls (02 §7), scoped to the distributor like every projet call. */
@ApiTags('signature')
@Controller()
export class SignatureController {
  constructor(private readonly signature: SignatureService) {}

  @Post('projets/:id/signature/face-a-face')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signature face à face : l’adresse de la page de signature du prestataire (data.url)' })
  @ApiOkResponse({ type: FaceAFaceReponseDto })
  @ApiConflictResponse({ description: `${M.dossierIncomplet} · ${M.signataireRequis} · ${M.dejaSignee}` })
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou sans souscription' })
  @ApiServiceUnavailableResponse({ description: `${M.signatureIndisponible} · ${M.aucuneUrl(42)}` })
  faceAFace(@CurrentUser() user: Utilisateur, @IdProjet() id: number) {
    return this.signature.faceAFace(user, id);
  }

  @Post('projets/:id/signature/a-distance')
  @LimiteEnvoiEmail()
  @ApiOperation({ summary: 'Signature à distance : le client reçoit le mail d’accès (200 envoyé, 202 capturé ou en attente)' })
  @ApiCleIdempotence()
  @ApiOkResponse({ description: M.mailAccesEnvoye, schema: { type: 'object', required: ['envoye', 'message'], properties: { envoye: { type: 'boolean', enum: [true] }, message: { type: 'string', example: M.mailAccesEnvoye } } } })
  @ApiAcceptedResponse({
    description: 'Pas envoyé (ou pas confirmé) : capturé, en attente ou incertain.',
    schema: {
      type: 'object',
      required: ['envoye', 'etat', 'message'],
      properties: { envoye: { type: 'boolean', enum: [false] }, etat: { type: 'string', enum: [...ETATS_ENVOI_NON_CONFIRME] }, message: { type: 'string' } },
    },
  })
  @ApiConflictResponse({ description: `${M.dossierIncomplet} · ${M.signataireRequis} · ${M.dejaSignee}` })
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou sans souscription' })
  @ApiBadGatewayResponse({ description: M.mailAccesEchec })
  @ApiServiceUnavailableResponse({ description: M.signatureIndisponible })
  async aDistance(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const reponse = reponseEnvoi(await this.signature.aDistance(user, id, cle), M.mailAccesEchec);
    res.status(reponse === true ? 200 : 202).json(reponse === true ? { envoye: true, message: M.mailAccesEnvoye } : reponse);
  }

  @Get('projets/:id/signature/derniere-transaction-cloturee')
  @ApiOperation({ summary: 'La dernière transaction clôturée : code_etat_retour (OK, CANCEL) et date_cloture' })
  @ApiOkResponse({ type: DerniereClotureeDto })
  @ApiNotFoundResponse({ description: M.aucuneTransactionCloturee(42) })
  derniereCloturee(@CurrentUser() user: Utilisateur, @IdProjet() id: number) {
    return this.signature.derniereCloturee(user, id);
  }
}

/**
 * What the signer and the provider reach without a session (spec 03 §1): the return check, a fresh
 * signing address (the relaunch, and the e-mail's link page /signature/acces), and the providers'
 * callbacks (verified by their signature).
 */
@ApiTags('signature')
@Controller('signature')
export class SignaturePubliqueController {
  constructor(private readonly signature: SignatureService) {}

  @Post('retour')
  @Public()
  @LimitePublique()
  @HttpCode(200)
  @ApiOperation({ summary: 'Retour du navigateur après signature, comparé à l’état donné par le prestataire (409 avec data.cause en cas de contradiction)' })
  @ApiOkResponse({ type: RetourReponseDto })
  @ApiConflictResponse({ description: 'data.cause : TRANSACTION_INCONNUE, TRANSACTION_DEJA_CLOTUREE, STATUT_INCOHERENT, TRANSACTION_EXPIREE' })
  retour(@Body() dto: RetourSignatureDto) {
    return this.signature.retour(dto.tid, dto.code_statut);
  }

  @Get('transaction/:tid')
  @Public()
  @LimitePublique()
  @ApiOperation({ summary: 'Relance : une adresse de signature fraîche pour la transaction (url)' })
  @ApiOkResponse({ type: RelanceDto })
  @ApiNotFoundResponse({ description: M.transactionIntrouvable })
  @ApiConflictResponse({ description: M.transactionCloturee })
  @ApiServiceUnavailableResponse({ description: M.aucuneUrl(42) })
  async transaction(@Param('tid') tid: string): Promise<{ url: string }> {
    return { url: await this.signature.urlDeTransaction(tid) };
  }

  @Post('webhooks/:fournisseur')
  @Public()
  @HttpCode(200)
  @ApiParam({ name: 'fournisseur', enum: ['simulateur', 'yousign'] })
  @ApiOperation({ summary: 'Rappel signé du prestataire configuré (simulateur : Standard Webhooks ; Yousign : X-Yousign-Signature-256) : vérifié sur le corps brut, gardé une fois, appliqué vers l’avant' })
  @ApiOkResponse({ type: RappelReponseDto })
  @ApiUnauthorizedResponse({ description: M.rappelInvalide })
  @ApiNotFoundResponse({ description: 'Ce prestataire n’est pas celui configuré' })
  @ApiServiceUnavailableResponse({ description: M.rappelNonVerifiable })
  @LimiteRappelsInvalides()
  async rappel(@Param('fournisseur') fournisseur: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      return await this.signature.rappel(fournisseur, req.headers, req.body, req);
    } catch (err) {
      return repondreLimite(err, req, res);
    }
  }
}
