import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { EspaceClientsQuery, PageClientsReponse } from './dto/espace.dto';
import { EspaceService } from './espace.service';

/** The broker's workspace: the distributor's clients and their projets (issue 11 item 2). */
@ApiTags('Espace')
@Controller('espace')
export class EspaceController {
  constructor(private readonly espace: EspaceService) {}

  @Get('clients')
  // Client data: kept by no browser or proxy.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Clients du distributeur avec leurs projets récents : recherche (raison sociale ou début du SIRET) et pagination.',
    description: 'Ordre stable : raison sociale (sans accents ni casse), puis identifiant. Les clients d’un autre distributeur ne figurent jamais.',
  })
  @ApiOkResponse({ type: PageClientsReponse })
  clients(@CurrentUser() utilisateur: Utilisateur, @Query() query: EspaceClientsQuery): Promise<PageClientsReponse> {
    return this.espace.clients(utilisateur, query);
  }
}
