import { Controller, Get, Header, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IdentifiantChemin } from '../common/identifiant';
import { envoyerJson } from '../common/reponses-memorisees';
import { SANTE } from '../domain/messages/sante';
import type { EnteteNiveau, MinimumPoste, Poste } from '../domain/pricing/sante/types';
import { EnteteNiveauDto, MinimaQuery, MinimumPosteDto, PosteDto, ResultatTarifSanteDto } from './dto/sante-reponses.dto';
import { TarifierSanteDto } from './dto/tarifer-sante.dto';
import { SanteService } from './sante.service';

/** Catalogue data: versioned with the code, cacheable by the browser for an hour. */
const IdProduit = () => IdentifiantChemin('idProduit', { description: "Identifiant de l'offre santé", example: 460 });

const CACHE_CATALOGUE = 'private, max-age=3600';

/** Health offer: levels, postes, agreement minima, pricing (spec 01 §7). Thin: the service decides. */
@ApiTags('Santé')
@Controller()
export class SanteController {
  constructor(private readonly sante: SanteService) {}

  @Get('produits/:idProduit/niveaux')
  @ApiOperation({ summary: 'En-têtes de niveaux (0 à 11) d’une offre santé.' })
  @ApiOkResponse({ type: [EnteteNiveauDto] })
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  @Header('Cache-Control', CACHE_CATALOGUE)
  niveaux(@IdProduit() idProduit: number): readonly EnteteNiveau[] {
    return this.sante.niveaux(idProduit);
  }

  @Get('produits/:idProduit/postes')
  @ApiOperation({ summary: 'Postes de garanties santé et leurs niveaux.' })
  @ApiOkResponse({ type: [PosteDto] })
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  @Header('Cache-Control', CACHE_CATALOGUE)
  postes(@IdProduit() idProduit: number): readonly Poste[] {
    return this.sante.postes(idProduit);
  }

  @Get('produits/:idProduit/ccns/:idCcn/minima')
  @ApiOperation({ summary: 'Minima santé de la convention collective, par poste, pour un collège.' })
  @ApiOkResponse({ type: [MinimumPosteDto] })
  @ApiBadRequestResponse({ description: 'Collège ou IDCC invalide' })
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  @Header('Cache-Control', CACHE_CATALOGUE)
  minima(
    @IdProduit() idProduit: number,
    @IdentifiantChemin('idCcn', { description: 'IDCC, de 1 à 9999 (9999 : sans convention collective)', example: 1486 }) idCcn: number,
    @Query() query: MinimaQuery,
  ): readonly MinimumPoste[] {
    return this.sante.minima(idProduit, idCcn, query.college);
  }

  @Post('sante/tarifer')
  @ApiOperation({ summary: 'Tarif santé par structure de cotisation, avec version du barème et décomposition.' })
  @ApiBody({ type: TarifierSanteDto })
  @ApiOkResponse({ type: ResultatTarifSanteDto })
  @ApiBadRequestResponse({ description: 'Données tarifantes invalides (message en français)' })
  @ApiForbiddenResponse({ description: SANTE.utilisateurAutreDistributeur })
  async tarifer(@Req() req: Request, @Res() res: Response): Promise<void> {
    // Called on every slider move: the service validates the body against TarifierSanteDto itself,
    // to memoise the whole answer by the request's bytes, and the bytes are sent as they are.
    envoyerJson(res, await this.sante.tarifer(req.body, req.user!));
  }
}
