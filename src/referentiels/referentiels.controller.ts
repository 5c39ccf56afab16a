import { RefusMetier } from '../common/refus-metier';
import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { IdentifiantChemin } from '../common/identifiant';
import { formatDateFr } from '../domain/format';
import { REFERENTIELS } from '../domain/messages/referentiels';
import { dateIsoValide } from '../domain/referentiels/pmss';
import type { Ccn, Commune } from '../domain/referentiels/types';
import {
  CcnDto,
  CommuneDto,
  FonctionDto,
  FormeJuridiqueDto,
  NafDto,
  PmssDto,
} from './dto/referentiels.dto';
import { CcnsQuery, CommunesQuery } from './dto/referentiels.query';
import { ReferentielsService } from './referentiels.service';
import { CACHE_CONTROL_REFERENTIEL, envoyerEnCache } from './reponse-en-cache';

/** Referentials of the spec (01 §7, 02 §7, 03 §7), signed-in, cacheable, served from memory. */
@ApiTags('Référentiels')
@Controller()
export class ReferentielsController {
  constructor(private readonly referentiels: ReferentielsService) {}

  @Get('ccns')
  @ApiOperation({ summary: 'Conventions collectives, triées par IDCC puis libellé court ; avec « recherche », l’autocomplétion.' })
  @ApiOkResponse({ type: [CcnDto] })
  async ccns(@Query() query: CcnsQuery, @Res() res: Response): Promise<void> {
    if (query.recherche === undefined && query.limite === undefined) {
      envoyerEnCache(res, await this.referentiels.ccnsReponse());
      return;
    }
    const trouvees: Ccn[] = await this.referentiels.rechercherCcns(query.recherche ?? '', query.limite);
    res.setHeader('Cache-Control', CACHE_CONTROL_REFERENTIEL);
    res.json(trouvees);
  }

  @Get('ccns/:id')
  @ApiOperation({ summary: 'Une convention collective par son identifiant (IDCC entier).' })
  @ApiOkResponse({ type: CcnDto })
  @ApiNotFoundResponse({ description: 'Convention inconnue' })
  @Header('Cache-Control', CACHE_CONTROL_REFERENTIEL)
  async ccn(@IdentifiantChemin('id', { description: 'IDCC', example: 1486 }) id: number): Promise<Ccn> {
    const ccn = await this.referentiels.ccn(id);
    if (!ccn) throw new RefusMetier('introuvable', REFERENTIELS.ccnIntrouvable(id));
    return ccn;
  }

  @Get('nafs')
  @ApiOperation({ summary: 'Codes NAF (sous-classes, ex. 62.01Z).' })
  @ApiOkResponse({ type: [NafDto] })
  async nafs(@Res() res: Response): Promise<void> {
    envoyerEnCache(res, await this.referentiels.nafsReponse());
  }

  @Get('fonctions')
  @ApiOperation({ summary: 'Fonctions de l’interlocuteur ou du signataire.' })
  @ApiOkResponse({ type: [FonctionDto] })
  async fonctions(@Res() res: Response): Promise<void> {
    envoyerEnCache(res, await this.referentiels.fonctionsReponse());
  }

  @Get('formes-juridiques')
  @ApiOperation({ summary: 'Formes juridiques, leurs activités et les pièces justificatives attendues.' })
  @ApiOkResponse({ type: [FormeJuridiqueDto] })
  async formesJuridiques(@Res() res: Response): Promise<void> {
    envoyerEnCache(res, await this.referentiels.formesJuridiquesReponse());
  }

  @Get('pmss/:date')
  @ApiOperation({ summary: 'PMSS (mensuel) et PASS (annuel = 12 × PMSS) en vigueur à une date AAAA-MM-JJ.' })
  @ApiParam({ name: 'date', schema: { type: 'string', format: 'date', example: '2026-03-01' } })
  @ApiOkResponse({ type: PmssDto })
  @ApiBadRequestResponse({ description: REFERENTIELS.dateInvalide })
  @Header('Cache-Control', CACHE_CONTROL_REFERENTIEL)
  async pmss(@Param('date') date: string): Promise<PmssDto> {
    if (!dateIsoValide(date)) throw new RefusMetier('invalide', REFERENTIELS.dateInvalide);
    const plafonds = await this.referentiels.plafonds(date);
    if (!plafonds) throw new RefusMetier('introuvable', REFERENTIELS.pmssIntrouvable(formatDateFr(date)));
    return {
      montant: plafonds.pmss,
      montant_annuel: plafonds.pass,
      annee: plafonds.annee,
      publie: plafonds.publie,
      annee_reference: plafonds.annee_reference,
    };
  }

  @Get('communes')
  @ApiOperation({ summary: 'Communes desservies par un code postal (liste des villes).' })
  @ApiOkResponse({ type: [CommuneDto] })
  @ApiBadRequestResponse({ description: REFERENTIELS.codePostalFormat })
  @Header('Cache-Control', CACHE_CONTROL_REFERENTIEL)
  async communes(@Query() query: CommunesQuery): Promise<Commune[]> {
    return this.referentiels.communes(query.code_postal);
  }
}
