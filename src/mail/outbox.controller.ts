import { Controller, Get, NotFoundException, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { AppConfig } from '../config/app-config';
import { MailService } from './mail.service';
import { contentDisposition } from '../files/content-disposition';

/**
 * Development outbox (no SMTP_URL): what would have been sent, for the signed-in distributor only.
 * With SMTP configured there is no outbox and these routes answer 404; in production too, unless
 * DEV_PAGES=true.
 */
@ApiTags('développement')
@Controller('dev/outbox')
export class OutboxController {
  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  private get servie(): boolean {
    return this.mail.usesOutbox && this.config.pagesDeveloppement;
  }

  @Get()
  @ApiOperation({ summary: "Boîte d'envoi de développement (e-mails non envoyés faute de SMTP)" })
  async list(@CurrentUser() user: Utilisateur) {
    if (!this.servie) throw new NotFoundException();
    return this.mail.listOutbox(user.codeDistributeur);
  }

  @Get(':id/attachments/:index')
  @ApiOperation({ summary: "Pièce jointe d'un e-mail de la boîte d'envoi" })
  async attachment(
    @CurrentUser() user: Utilisateur,
    @Param('id', ParseIntPipe) id: number,
    @Param('index', ParseIntPipe) index: number,
    @Res() res: Response,
  ): Promise<void> {
    if (!this.servie) throw new NotFoundException();
    const file = await this.mail.outboxAttachment(user.codeDistributeur, id, index);
    if (!file) throw new NotFoundException();
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(file.filename));
    res.send(file.content);
  }
}
