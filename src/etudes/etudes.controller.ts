import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadGatewayResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, registerDecorator } from 'class-validator';
import type { Request, Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { IsIdentifiant } from '../common/identifiant';
import { ApiCleIdempotence, CleIdempotence } from '../common/idempotence';
import { ApiDocumentGenere } from '../common/openapi';
import { COMMON, MAIL, PROJETS } from '../domain/messages';
import { estEmailValide, ETATS_ENVOI_NON_CONFIRME } from '../domain/projets';
import { envoyerFichier } from '../documents/document-job';
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

const DESCRIPTION_DETAIL_CHARGEMENTS =
  "Afficher le détail des chargements (commission et frais de gestion) dans l'étude. Par défaut (false) le client ne voit que les cotisations.";

/** 'true' / 'false' in a query string; anything else stays as sent and is refused by IsBoolean. */
const booleenDeRequete = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class EtudeQuery extends ProjetsIdsQuery {
  @ApiPropertyOptional({ type: Boolean, default: false, description: DESCRIPTION_DETAIL_CHARGEMENTS })
  @IsOptional()
  @Transform(booleenDeRequete)
  @IsBoolean({ message: COMMON.champBooleen('detail_chargements') })
  detail_chargements?: boolean;
}

export class EnvoiEtudeDto {
  @ApiProperty({ example: 'dirigeant@entreprise.fr' })
  @IsString({ message: COMMON.champObligatoire('email') })
  @MaxLength(254, { message: PROJETS.emailInvalide })
  @IsEmailEtude()
  email!: string;

  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(500)
  @IsIdentifiant('projets_ids', { liste: true, distributeur: 'projet', description: '1 ou 2 projets' })
  projets_ids!: number[];

  @ApiPropertyOptional({ type: Boolean, default: false, description: DESCRIPTION_DETAIL_CHARGEMENTS })
  @IsOptional()
  @IsBoolean({ message: COMMON.champBooleen('detail_chargements') })
  detail_chargements?: boolean;
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
  @ApiDocumentGenere('PDF (Content-Disposition: attachment)', 'application/pdf')
  @ApiNotFoundResponse({ description: PROJETS.projetIntrouvable(42) })
  async telecharger(
    @CurrentUser() user: Utilisateur,
    @Query() q: EtudeQuery,
    @CleIdempotence() cle: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const fichier = await this.etudes.telecharger(user, q.projets_ids, { cleClient: cle, marquerEditee: getPeutChangerEtat(req), detailChargements: q.detail_chargements });
    envoyerFichier(res, fichier);
  }

  @Post('email')
  @LimiteEnvoiEmail()
  @HttpCode(200)
  @ApiOperation({
    summary: "Envoie l'étude personnalisée par e-mail (pièce jointe PDF)",
    description:
      "Répond 200 `true` seulement quand le serveur SMTP a accepté l'e-mail. Sinon 202 avec `envoye: false` et l'état : " +
      '`CAPTURE` (aucun SMTP configuré, e-mail déposé dans la boîte de démonstration), `EN_ATTENTE` (pas encore parti, ' +
      "il partira dès que le serveur l'acceptera), `FILE_INDISPONIBLE` (la file d'attente des envois est indisponible : l'e-mail est conservé et partira à son rétablissement) ou `INCERTAIN` (envoi interrompu après la fin des données : peut-être reçu, jamais renvoyé automatiquement). " +
      "L'e-mail n'est envoyé qu'une fois par clé d'idempotence.",
  })
  @ApiCleIdempotence()
  @ApiOkResponse({ description: "Envoyé : le serveur SMTP a accepté l'e-mail.", schema: { type: 'boolean', enum: [true], example: true } })
  @ApiAcceptedResponse({
    description: 'Pas envoyé (ou pas confirmé) : capturé, en attente ou incertain.',
    schema: {
      type: 'object',
      required: ['envoye', 'etat', 'message'],
      properties: {
        envoye: { type: 'boolean', enum: [false] },
        etat: { type: 'string', enum: [...ETATS_ENVOI_NON_CONFIRME] },
        message: { type: 'string', example: MAIL.capture },
      },
    },
  })
  @ApiNotFoundResponse({ description: PROJETS.projetIntrouvable(42) })
  @ApiBadGatewayResponse({ description: PROJETS.etudeEmailEchec })
  async envoyer(@CurrentUser() user: Utilisateur, @Body() body: EnvoiEtudeDto, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    const reponse = await this.etudes.envoyer(user, body.email, body.projets_ids, { cleClient: cle, detailChargements: body.detail_chargements });
    res.status(reponse === true ? 200 : 202).json(reponse);
  }
}
