import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import { ENTREPRISE } from '../domain/messages';
import { ClientsService } from './clients.service';
import { ClientDto, ClientReponse, ClientsQuery, SuggestionClientReponse, SuggestionsQuery } from './dto/client.dto';

const IdClient = () => IdentifiantChemin('id', { distributeur: 'client', description: 'Identifiant du client' });

/** Client companies of the signed-in user's distributor (spec 01 §3 Client, §7 /clients, /client). */
@ApiTags('Clients')
@Controller()
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get('clients')
  @ApiOperation({ summary: 'Clients du distributeur, avec ou sans SIRET.' })
  @ApiOkResponse({ type: [ClientReponse] })
  @ApiForbiddenResponse({ description: ENTREPRISE.codeDistributeurDifferent })
  lister(@CurrentUser() utilisateur: Utilisateur, @Query() query: ClientsQuery): Promise<ClientReponse[]> {
    const doitAvoirSiret = query.doit_avoir_siret === undefined ? undefined : query.doit_avoir_siret === 'true';
    return this.clients.lister(utilisateur, query.code_distributeur, doitAvoirSiret);
  }

  @Get('clients/suggestions')
  @ApiOperation({ summary: 'Suggestions par début de SIRET ou par partie de raison sociale (10 au plus par défaut).' })
  @ApiOkResponse({ type: [SuggestionClientReponse] })
  @ApiBadRequestResponse({ description: ENTREPRISE.rechercheClientCritere })
  suggestions(@CurrentUser() utilisateur: Utilisateur, @Query() query: SuggestionsQuery): Promise<SuggestionClientReponse[]> {
    return this.clients.suggestions(utilisateur, { siret: query.siret, raisonSociale: query.raison_sociale }, query.limite);
  }

  @Get('client/:id')
  @ApiOperation({ summary: 'Un client du distributeur.' })
  @ApiOkResponse({ type: ClientReponse })
  @ApiNotFoundResponse({ description: 'Client inconnu ou d’un autre distributeur' })
  obtenir(@CurrentUser() utilisateur: Utilisateur, @IdClient() id: number): Promise<ClientReponse> {
    return this.clients.obtenir(utilisateur, id);
  }

  @Post('client')
  @ApiOperation({ summary: 'Crée un client (le SIRET est facultatif pour tarifer).' })
  @ApiCreatedResponse({ type: ClientReponse })
  @ApiBadRequestResponse({ description: 'Champ invalide (message en français, liste erreurs)' })
  @ApiForbiddenResponse({ description: ENTREPRISE.codeDistributeurDifferent })
  @ApiConflictResponse({ description: `${ENTREPRISE.clientSiretExistant} (client_id : le client existant)` })
  creer(@CurrentUser() utilisateur: Utilisateur, @Body() dto: ClientDto): Promise<ClientReponse> {
    return this.clients.creer(utilisateur, dto);
  }

  @Put('client/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Modifie un client du distributeur.' })
  @ApiOkResponse({ type: ClientReponse })
  @ApiNotFoundResponse({ description: 'Client inconnu ou d’un autre distributeur' })
  @ApiForbiddenResponse({ description: ENTREPRISE.codeDistributeurDifferent })
  @ApiConflictResponse({ description: ENTREPRISE.clientSiretExistant })
  modifier(@CurrentUser() utilisateur: Utilisateur, @IdClient() id: number, @Body() dto: ClientDto): Promise<ClientReponse> {
    return this.clients.modifier(utilisateur, id, dto);
  }
}
