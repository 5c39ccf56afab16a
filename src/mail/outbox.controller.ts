import { BadRequestException, Controller, Get, NotFoundException, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import { ApiFichier } from '../common/openapi';
import { MessageOutboxDto } from './dto/outbox.dto';
import { COMMON } from '../domain/messages';
import { MailService } from './mail.service';
import { contentDisposition } from '../files/content-disposition';

/**
 * Development outbox (no SMTP_URL): what would have been sent, for the signed-in distributor only.
 * With SMTP configured there is no outbox and these routes answer 404.
 */
@ApiTags('développement')
@Controller('dev/outbox')
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOperation({ summary: "Boîte d'envoi de développement (e-mails non envoyés faute de SMTP)" })
  @ApiOkResponse({ type: [MessageOutboxDto] })
  @ApiNotFoundResponse({ description: 'SMTP configuré : pas de boîte d’envoi' })
  async list(@CurrentUser() user: Utilisateur): Promise<MessageOutboxDto[]> {
    if (!this.mail.usesOutbox) throw new NotFoundException();
    return this.mail.listOutbox(user.codeDistributeur);
  }

  @Get(':id/attachments/:index')
  @ApiOperation({ summary: "Pièce jointe d'un e-mail de la boîte d'envoi" })
  @ApiParam({ name: 'index', schema: { type: 'integer', minimum: 0, example: 0 }, description: 'Rang de la pièce jointe (0 pour la première)' })
  @ApiFichier('La pièce jointe, avec son type', 'application/pdf', 'application/octet-stream')
  async attachment(
    @CurrentUser() user: Utilisateur,
    @IdentifiantChemin('id', { distributeur: 'courriel', description: "Identifiant de l'e-mail" }) id: number,
    @Param('index', new ParseIntPipe({ exceptionFactory: () => new BadRequestException(COMMON.champEntier('index')) })) index: number,
    @Res() res: Response,
  ): Promise<void> {
    if (!this.mail.usesOutbox) throw new NotFoundException();
    const file = await this.mail.outboxAttachment(user.codeDistributeur, id, index);
    if (!file) throw new NotFoundException();
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(file.filename));
    res.send(file.content);
  }
}
