import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { CurrentUser, Public, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import { CleIdempotence } from '../common/idempotence';
import { COMMON, SIGNATURE_TRANSACTION as M } from '../domain/messages';
import { reponseEnvoi } from '../mail/reponse-envoi';
import { LimitePublique } from '../securite/limites/limites.decorators';
import { SignatureService } from './signature.service';

const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' });

/** Body of POST /signature/retour (02 §7). */
export class RetourSignatureDto {
  @ApiProperty({ example: '3f0c…' })
  @IsString({ message: COMMON.champObligatoire('tid') })
  @MaxLength(64, { message: M.transactionIntrouvable })
  tid!: string;

  @ApiProperty({ enum: ['OK', 'CANCEL', 'SUSPEND', 'ERROR'] })
  @IsString({ message: COMMON.champObligatoire('code_statut') })
  @MaxLength(32, { message: M.statutInvalide })
  code_statut!: string;

  @ApiProperty({ enum: ['COURTIER', 'CLIENT'] })
  @IsIn(['COURTIER', 'CLIENT'], { message: COMMON.champValeurs('code_type_utilisateur', 'COURTIER, CLIENT') })
  code_type_utilisateur!: string;
}

/** The broker's signature calls (02 §7), scoped to the distributor like every projet call. */
@ApiTags('signature')
@Controller()
export class SignatureController {
  constructor(private readonly signature: SignatureService) {}

  @Post('projets/:id/signature/face-a-face')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signature face à face : l’adresse de la page de signature du prestataire (data.url)' })
  @ApiConflictResponse({ description: `${M.dossierIncomplet} · ${M.signataireRequis} · ${M.dejaSignee}` })
  faceAFace(@CurrentUser() user: Utilisateur, @IdProjet() id: number) {
    return this.signature.faceAFace(user, id);
  }

  @Post('projets/:id/signature/a-distance')
  @ApiOperation({ summary: 'Signature à distance : le client reçoit le mail d’accès (200 envoyé, 202 capturé ou en attente)' })
  @ApiConflictResponse({ description: `${M.dossierIncomplet} · ${M.signataireRequis} · ${M.dejaSignee}` })
  async aDistance(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const reponse = reponseEnvoi(await this.signature.aDistance(user, id, cle), M.mailAccesEchec);
    res.status(reponse === true ? 200 : 202).json(reponse === true ? { envoye: true, message: M.mailAccesEnvoye } : reponse);
  }

  @Get('projets/:id/signature/derniere-transaction-cloturee')
  @ApiOperation({ summary: 'La dernière transaction clôturée : code_etat_retour (OK, CANCEL) et date_cloture' })
  @ApiNotFoundResponse({ description: M.aucuneTransactionCloturee(42) })
  derniereCloturee(@CurrentUser() user: Utilisateur, @IdProjet() id: number) {
    return this.signature.derniereCloturee(user, id);
  }
}

/**
 * What the signer and the provider reach without a session (spec 03 §1): the return check, a fresh
 * signing address, the e-mail's link, and the providers' callbacks (verified by their signature).
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
  @ApiConflictResponse({ description: 'data.cause : TRANSACTION_INCONNUE, TRANSACTION_DEJA_CLOTUREE, STATUT_INCOHERENT, TRANSACTION_EXPIREE' })
  retour(@Body() dto: RetourSignatureDto) {
    return this.signature.retour(dto.tid, dto.code_statut);
  }

  @Get('transaction/:tid')
  @Public()
  @LimitePublique()
  @ApiOperation({ summary: 'Relance : une adresse de signature fraîche pour la transaction (url)' })
  @ApiOkResponse({ schema: { properties: { url: { type: 'string' } } } })
  async transaction(@Param('tid') tid: string): Promise<{ url: string }> {
    return { url: await this.signature.urlDeTransaction(tid) };
  }

  @Get('acces/:tid')
  @Public()
  @LimitePublique()
  @ApiOperation({ summary: 'Lien du mail d’accès : redirige vers une adresse de signature fraîche' })
  async acces(@Param('tid') tid: string, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, await this.signature.urlDeTransaction(tid));
  }

  @Post('webhooks/simulateur')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Rappel signé du prestataire (Standard Webhooks) : vérifié sur le corps brut, gardé une fois, appliqué vers l’avant' })
  @ApiUnauthorizedResponse({ description: M.rappelInvalide })
  rappel(@Req() req: Request) {
    return this.signature.rappel(req.headers, req.body);
  }
}
