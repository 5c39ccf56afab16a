import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { EspaceClientsQuery, PageClientsReponse } from './dto/espace.dto';
import { EspaceService } from './espace.service';

/** The broker's workspace: the distributor's files, their stage and what they wait for (issue 11 item 2, issue 28 item 2). */
@ApiTags('Espace')
@Controller('espace')
export class EspaceController {
  constructor(private readonly espace: EspaceService) {}

  @Get('clients')
  // Client data: kept by no browser or proxy.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Dossiers du distributeur, un par projet, avec leur étape : filtres (étape, produit, à relancer), recherche, tri et pagination.',
    description:
      'Chaque dossier porte son étape (etape), sa complétude (progression), ce qui lui manque, son dernier événement. Ordre stable (le numéro de projet départage). Les dossiers d’un autre distributeur ne figurent jamais.',
  })
  @ApiOkResponse({ type: PageClientsReponse })
  clients(@CurrentUser() utilisateur: Utilisateur, @Query() query: EspaceClientsQuery): Promise<PageClientsReponse> {
    return this.espace.clients(utilisateur, query);
  }
}
