import { Body, Controller, Get, Header, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { PREVOYANCE } from '../domain/messages';
import type { GarantieCatalogue } from '../domain/pricing/prevoyance/garanties.types';
import { CatalogueQuery, TarifierPrevoyanceDto } from './dto/tarifer-prevoyance.dto';
import { MemoTarifInterceptor } from './memo-tarif.interceptor';
import { PrevoyanceService } from './prevoyance.service';

/** Provident offer: guarantee catalogue with agreement minima, pricing (spec 01 §3, §7). Thin: the service decides. */
@ApiTags('Prévoyance')
@ApiBearerAuth()
@ApiCookieAuth('sid')
@Controller('prevoyance')
export class PrevoyanceController {
  constructor(private readonly prevoyance: PrevoyanceService) {}

  @Get('garanties')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiOperation({ summary: 'Catalogue des garanties prévoyance avec les minima de la convention collective pour un collège.' })
  @ApiOkResponse({ description: 'Liste de {code, libelle, detail_libelle, min, max, minima, palier, unite, decimales, isExigeCcn}' })
  @ApiBadRequestResponse({ description: 'IDCC ou collège invalide' })
  garanties(@Query() query: CatalogueQuery): GarantieCatalogue[] {
    return this.prevoyance.catalogue(query.idcc, query.college);
  }

  @Post('tarifer')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(MemoTarifInterceptor)
  @ApiOperation({
    summary: 'Tarif prévoyance par tranche de masse salariale (T1, T2), avec version du barème, informations minimum légal et décomposition par garantie.',
  })
  @ApiOkResponse({ description: '{bareme_version, tarifs: [{formule, type_masse_salariale, tarif: {taux, budget_annuel, budget_mensuel}}], informations_minimum_legal, detail}' })
  @ApiBadRequestResponse({ description: 'Données tarifantes ou garanties invalides : {statusCode, message, erreurs: [{champ, message}]} en français' })
  @ApiForbiddenResponse({ description: PREVOYANCE.utilisateurAutreDistributeur })
  tarifer(@Body() dto: TarifierPrevoyanceDto, @CurrentUser() utilisateur: Utilisateur): string {
    return this.prevoyance.tarifer(dto, utilisateur);
  }
}
