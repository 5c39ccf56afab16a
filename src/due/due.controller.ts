import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import { EnregistrementDueDto, TunnelDueReponse } from './dto/due.dto';
import { DueService } from './due.service';

const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet santé' });

/** The DUE tunnel of a health projet (spec 03 §2–§5): its state, kept per projet. */
@ApiTags('DUE')
@Controller('projets/:id/due/ssc')
export class DueController {
  constructor(private readonly due: DueService) {}

  @Get()
  @ApiOperation({ summary: 'Le parcours DUE du projet : le projet lu et les réponses enregistrées (état initial sinon)' })
  @ApiOkResponse({ type: TunnelDueReponse })
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou projet prévoyance' })
  charger(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<TunnelDueReponse> {
    return this.due.charger(user, id);
  }

  @Post('demarrer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Démarre le parcours : les réponses sont remises à zéro (03 §4)' })
  @ApiOkResponse({ type: TunnelDueReponse })
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou projet prévoyance' })
  demarrer(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<TunnelDueReponse> {
    return this.due.demarrer(user, id);
  }

  @Put()
  @ApiOperation({ summary: 'Enregistre les réponses du parcours (toutes ou rien)' })
  @ApiOkResponse({ type: TunnelDueReponse })
  @ApiBadRequestResponse({ description: 'Une valeur hors de sa liste ou de ses bornes : message par champ (erreurs)' })
  @ApiNotFoundResponse({ description: 'Projet introuvable, d’un autre distributeur, ou projet prévoyance' })
  enregistrer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Body() dto: EnregistrementDueDto): Promise<TunnelDueReponse> {
    return this.due.enregistrer(user, id, dto.etat);
  }
}
