import { Controller, Get, Header, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBadRequestResponse, ApiBody, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { envoyerJson } from '../common/reponses-memorisees';
import { PREVOYANCE } from '../domain/messages';
import type { GarantieCatalogue } from '../domain/pricing/prevoyance/garanties.types';
import { GarantieCatalogueDto, ResultatTarifPrevoyanceDto } from './dto/prevoyance-reponses.dto';
import { CatalogueQuery, TarifierPrevoyanceDto } from './dto/tarifer-prevoyance.dto';
import { PrevoyanceService } from './prevoyance.service';

/** Provident offer: guarantee catalogue with agreement minima, pricing (spec 01 §3, §7). Thin: the service decides. */
@ApiTags('Prévoyance')
@Controller('prevoyance')
export class PrevoyanceController {
  constructor(private readonly prevoyance: PrevoyanceService) {}

  @Get('garanties')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiOperation({ summary: 'Catalogue des garanties prévoyance avec les minima de la convention collective pour un collège.' })
  @ApiOkResponse({ type: [GarantieCatalogueDto] })
  @ApiBadRequestResponse({ description: 'IDCC ou collège invalide' })
  garanties(@Query() query: CatalogueQuery): GarantieCatalogue[] {
    return this.prevoyance.catalogue(query.idcc, query.college);
  }

  @Post('tarifer')
  @ApiOperation({
    summary: 'Tarif prévoyance par tranche de masse salariale (T1, T2), avec version du barème, informations minimum légal et décomposition par garantie.',
  })
  @ApiBody({ type: TarifierPrevoyanceDto })
  @ApiOkResponse({ type: ResultatTarifPrevoyanceDto })
  @ApiBadRequestResponse({ description: 'Données tarifantes ou garanties invalides : {statusCode, message, erreurs: [{champ, message}]} en français' })
  @ApiForbiddenResponse({ description: PREVOYANCE.utilisateurAutreDistributeur })
  async tarifer(@Req() req: Request, @Res() res: Response): Promise<void> {
    // Called on every stepper move: the service validates the body against TarifierPrevoyanceDto
    // itself, to memoise the whole answer by the request's bytes, and the bytes are sent as they are.
    envoyerJson(res, await this.prevoyance.tarifer(req.body, req.user!));
  }
}
