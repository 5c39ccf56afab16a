import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { Horloge } from '../common/horloge';
import { IdentifiantChemin } from '../common/identifiant';
import { PROJETS, SOUSCRIPTION } from '../domain/messages';
import type { VueSouscription } from '../domain/souscription';
import { InformationsComplementairesDto } from './dto/informations-complementaires.dto';
import { SouscriptionDemarreeDto, SouscriptionDto } from './dto/souscription-reponses.dto';
import { SouscriptionService } from './souscription.service';

const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' });

@ApiTags('souscription')
@Controller()
export class SouscriptionController {
  constructor(
    private readonly souscription: SouscriptionService,
    private readonly horloge: Horloge,
  ) {}

  @Post('projets/:id/souscription')
  @ApiOperation({ summary: 'Démarre la souscription (idempotent) : fige le tarif, statut EN_SOUSCRIPTION ; 201 à la création, 200 ensuite' })
  @ApiCreatedResponse({ type: SouscriptionDemarreeDto, description: 'Souscription créée' })
  @ApiOkResponse({ type: SouscriptionDemarreeDto, description: 'Souscription déjà démarrée : la même réponse' })
  @ApiUnprocessableEntityResponse({ description: `${PROJETS.etudeRemiseObligatoire} / date d'effet expirée (message et code)` })
  async souscrire(
    @CurrentUser() user: Utilisateur,
    @IdProjet() id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ id_souscription: number; url: string }> {
    const r = await this.souscription.souscrire(user, id, this.horloge.aujourdhui(), this.horloge.maintenant());
    res.status(r.creee ? 201 : 200);
    return { id_souscription: r.id_souscription, url: r.url };
  }

  @Get('projets/:id/souscription')
  @ApiOperation({ summary: 'Le dossier de souscription du projet : étape 1 (enregistrée ou pré-remplie), choix d’affiliation, lecture seule, champs figés, progression' })
  @ApiOkResponse({ type: SouscriptionDto })
  @ApiNotFoundResponse({ description: SOUSCRIPTION.souscriptionIntrouvable(42) })
  charger(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<VueSouscription> {
    return this.souscription.charger(user, id, this.horloge.aujourdhui());
  }

  @Post('projets/:id/souscription/informations-complementaires')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enregistre l’étape 1 « Informations complémentaires » (tout ou rien) ; répond le dossier' })
  @ApiOkResponse({ type: SouscriptionDto })
  @ApiNotFoundResponse({ description: SOUSCRIPTION.souscriptionIntrouvable(42) })
  @ApiConflictResponse({ description: SOUSCRIPTION.souscriptionLectureSeule })
  enregistrerInformations(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Body() body: InformationsComplementairesDto): Promise<VueSouscription> {
    return this.souscription.enregistrerInformations(user, id, body, this.horloge.aujourdhui());
  }
}
