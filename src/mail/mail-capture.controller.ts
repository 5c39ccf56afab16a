import { Controller, Get, NotFoundException, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { contentDisposition } from '../files/content-disposition';
import { MailCaptureService } from './mail-capture.service';

/**
 * The mail capture ("boîte de démonstration", no SMTP_URL): what would have been sent, for the
 * signed-in distributor only. With SMTP configured nothing is captured and these routes answer 404.
 * The address /dev/outbox is kept from before the capture had its name.
 */
@ApiTags('développement')
@Controller('dev/outbox')
export class MailCaptureController {
  constructor(private readonly capture: MailCaptureService) {}

  @Get()
  @ApiOperation({ summary: 'Boîte de démonstration : e-mails conservés au lieu d’être envoyés, faute de SMTP (aucun envoi réel)' })
  async list(@CurrentUser() user: Utilisateur) {
    if (!this.capture.active) throw new NotFoundException();
    return this.capture.list(user.codeDistributeur);
  }

  @Get(':id/attachments/:index')
  @ApiOperation({ summary: "Pièce jointe d'un e-mail de la boîte de démonstration" })
  async attachment(
    @CurrentUser() user: Utilisateur,
    @Param('id', ParseIntPipe) id: number,
    @Param('index', ParseIntPipe) index: number,
    @Res() res: Response,
  ): Promise<void> {
    if (!this.capture.active) throw new NotFoundException();
    const file = await this.capture.attachment(user.codeDistributeur, id, index);
    if (!file) throw new NotFoundException();
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(file.filename));
    res.send(file.content);
  }
}
