import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, MaxLength, Min, registerDecorator } from 'class-validator';
import type { Request, Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { COMMON, PROJETS } from '../domain/messages';
import { estEmailValide } from '../domain/projets';
import { contentDisposition } from '../files/content-disposition';
import { ProjetsIdsQuery } from '../projets/dto/listes.dto';
import { LimiteEnvoiEmail } from '../securite/limites/limites.decorators';
import { getPeutChangerEtat } from '../securite/meme-origine';
import { EtudesService } from './etudes.service';

function IsEmailEtude() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isEmailEtude',
      target: object.constructor,
      propertyName,
      options: { message: PROJETS.emailInvalide },
      validator: { validate: (v: unknown) => estEmailValide(v) },
    });
}

export class EnvoiEtudeDto {
  @ApiProperty({ example: 'dirigeant@entreprise.fr' })
  @IsString({ message: COMMON.champObligatoire('email') })
  @MaxLength(254, { message: PROJETS.emailInvalide })
  @IsEmailEtude()
  email!: string;

  @ApiProperty({ type: [Number], example: [12, 13], description: '1 ou 2 projets' })
  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: COMMON.champEntier('projets_ids') })
  @Min(1, { each: true, message: COMMON.champEntier('projets_ids') })
  projets_ids!: number[];
}

@ApiTags('documents')
@Controller('documents/etudes-personnalisees')
export class EtudesController {
  constructor(private readonly etudes: EtudesService) {}

  @Get()
  @ApiOperation({
    summary: 'Étude personnalisée (PDF) de 1 ou 2 projets : ?projets_ids=12,13',
    description: "Demandée par la page (Sec-Fetch-Site: same-origin) ou avec un jeton, elle passe les projets NOUVEAU en ETUDE_PERSONNALISEE_EDITEE ; un lien d'un autre site ne fait que télécharger.",
  })
  @ApiProduces('application/pdf')
  async telecharger(@CurrentUser() user: Utilisateur, @Query() q: ProjetsIdsQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const fichier = await this.etudes.telecharger(user, q.projets_ids, getPeutChangerEtat(req));
    res.setHeader('Content-Type', fichier.meta.contentType);
    res.setHeader('Content-Length', String(fichier.bytes.length));
    res.setHeader('Content-Disposition', contentDisposition(fichier.meta.name));
    res.setHeader('Cache-Control', 'no-store');
    res.end(fichier.bytes);
  }

  @Post('email')
  @LimiteEnvoiEmail()
  @HttpCode(200)
  @ApiOperation({ summary: "Envoie l'étude personnalisée par e-mail (pièce jointe PDF) ; répond true une fois l'e-mail parti" })
  @ApiOkResponse({ schema: { type: 'boolean', example: true } })
  async envoyer(@CurrentUser() user: Utilisateur, @Body() body: EnvoiEtudeDto, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.etudes.envoyer(user, body.email, body.projets_ids));
  }
}
