import { RefusMetier } from '../common/refus-metier';
import { Controller, Get, NotFoundException, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import { ApiFichier } from '../common/openapi';
import { COMMON } from '../domain/messages';
import { MessageOutboxDto } from './dto/outbox.dto';
import { contentDisposition } from '../files/content-disposition';
import { MailCaptureService } from './mail-capture.service';

/**
 * The mail capture ("boîte de démonstration", no SMTP_URL): what would have been sent, for the
 * signed-in distributor only. With SMTP configured nothing is captured and these routes answer 404.
 * The address /dev/outbox is kept from before the capture had its name. Not served in production
 * unless DEV_PAGES=true.
 */
@ApiTags('développement')
@Controller('dev/outbox')
export class MailCaptureController {
  constructor(private readonly capture: MailCaptureService) {}

  /** Served while mail is captured (no SMTP), and in production only with DEV_PAGES=true. */
  private get servie(): boolean {
    return this.capture.consultable;
  }

  @Get()
  @ApiOperation({ summary: 'Boîte de démonstration : e-mails conservés au lieu d’être envoyés, faute de SMTP, et SMS du simulateur de signature (aucun envoi réel)' })
  @ApiOkResponse({ type: [MessageOutboxDto] })
  @ApiNotFoundResponse({ description: 'SMTP configuré : rien n’est capturé' })
  async list(@CurrentUser() user: Utilisateur): Promise<MessageOutboxDto[]> {
    if (!this.servie) throw new NotFoundException();
    return this.capture.list(user.codeDistributeur);
  }

  @Get(':id/attachments/:index')
  @ApiOperation({ summary: "Pièce jointe d'un e-mail de la boîte de démonstration" })
  @ApiParam({ name: 'index', schema: { type: 'integer', minimum: 0, example: 0 }, description: 'Rang de la pièce jointe (0 pour la première)' })
  @ApiFichier('La pièce jointe, avec son type', 'application/pdf', 'application/octet-stream')
  async attachment(
    @CurrentUser() user: Utilisateur,
    @IdentifiantChemin('id', { distributeur: 'courriel', description: "Identifiant de l'e-mail" }) id: number,
    @Param('index', new ParseIntPipe({ exceptionFactory: () => new RefusMetier('invalide', COMMON.champEntier('index')) })) index: number,
    @Res() res: Response,
  ): Promise<void> {
    if (!this.servie) throw new NotFoundException();
    const file = await this.capture.attachment(user.codeDistributeur, id, index);
    if (!file) throw new NotFoundException();
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(file.filename));
    res.send(file.content);
  }
}
