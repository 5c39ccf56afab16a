import { RefusMetier } from '../common/refus-metier';
import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { createValidationPipe } from '../common/validation';
import { COMMON, PROJETS } from '../domain/messages';
import { IdentifiantChemin } from '../common/identifiant';
import { ProjetEnregistreDto, ProjetPrevoyanceDto, ProjetSanteDto } from './dto/projet.dto';
import { DernierProjetQuery, ListeProjetsQuery, ProjetsIdsDto, ProjetsIdsQuery } from './dto/listes.dto';
import { DonneesFigeesDto, LigneProjetDto, PROJET_DETAIL, ProjetPrevoyanceDetailDto, ProjetSanteDetailDto, ProjetsIdsReponseDto } from './dto/projet-reponses.dto';
import { Horloge } from '../common/horloge';
import type { ProjetDetail } from './projet.mapper';
import { ProjetsService, type ProjetEnregistre } from './projets.service';
import { HistoriqueQuery, PageHistoriqueDto } from '../historique/dto/historique.dto';
import { HISTORIQUE_TAILLE_DEFAUT } from '../domain/historique/evenement';

/** The `:id` of a projet address. */
const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' });

const pipe = createValidationPipe();

/** The body's DTO is chosen by produit.code (SSC health, SPC provident), then validated as usual. */
async function validerCorps(body: unknown): Promise<ProjetSanteDto | ProjetPrevoyanceDto> {
  const code = (body as { produit?: { code?: unknown } } | null)?.produit?.code;
  const metatype = code === 'SSC' ? ProjetSanteDto : code === 'SPC' ? ProjetPrevoyanceDto : null;
  if (!metatype) {
    const message = COMMON.champValeurs('produit.code', 'SSC, SPC');
    throw new RefusMetier('invalide', message, { champ: 'produit.code' });
  }
  return pipe.transform(body, { type: 'body', metatype }) as Promise<ProjetSanteDto | ProjetPrevoyanceDto>;
}

const CORPS_PROJET = {
  // Told apart by produit.code (an enum of one value in each body): a nested path is no OpenAPI discriminator.
  schema: { oneOf: [{ $ref: getSchemaPath(ProjetSanteDto) }, { $ref: getSchemaPath(ProjetPrevoyanceDto) }] },
};

@ApiTags('projets')
@ApiExtraModels(ProjetSanteDto, ProjetPrevoyanceDto, ProjetSanteDetailDto, ProjetPrevoyanceDetailDto)
@Controller()
export class ProjetsController {
  constructor(
    private readonly projets: ProjetsService,
    private readonly horloge: Horloge,
  ) {}

  @Get('projets')
  @ApiOperation({ summary: "Projets de l'entreprise (non archivés), du plus récent au plus ancien" })
  @ApiOkResponse({ type: [LigneProjetDto], description: 'Niveaux (santé) ou garanties (prévoyance) selon le produit' })
  @ApiResponse({ status: 304, description: 'Inchangée depuis l’ETag de If-None-Match' })
  @ApiForbiddenResponse({ description: PROJETS.codeDistributeurInterdit })
  async lister(
    @CurrentUser() user: Utilisateur,
    @Query() q: ListeProjetsQuery,
    @Headers('if-none-match') siAbsent: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const r = await this.projets.listerReponse(user, q);
    res.setHeader('ETag', r.etag);
    // Client data: kept by no browser or proxy (the server keeps its own cache, by version).
    res.setHeader('Cache-Control', 'no-store');
    if (siAbsent === r.etag) {
      res.status(304).end();
      return;
    }
    res.status(200).type('application/json').send(r.corps);
  }

  @Get('projets/dernier')
  @ApiOperation({ summary: "Dernier projet de l'entreprise pour un produit et un collège (pré-remplissage) ; corps JSON null s'il n'y en a pas" })
  @ApiOkResponse({ schema: { nullable: true, ...PROJET_DETAIL } })
  @ApiForbiddenResponse({ description: PROJETS.codeDistributeurInterdit })
  async dernier(@CurrentUser() user: Utilisateur, @Query() q: DernierProjetQuery, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.projets.dernier(user, q));
  }

  @Get('projets/:id')
  @ApiOperation({ summary: 'Un projet' })
  @ApiOkResponse({ schema: PROJET_DETAIL })
  detail(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<ProjetDetail> {
    return this.projets.detail(user, id);
  }

  @Post('projets')
  @ApiOperation({ summary: 'Enregistre un nouveau projet (santé ou prévoyance selon produit.code), revalidé et retarifé par le serveur' })
  @ApiBody(CORPS_PROJET)
  @ApiCreatedResponse({ type: ProjetEnregistreDto })
  @ApiForbiddenResponse({ description: PROJETS.codeDistributeurInterdit })
  async creer(@CurrentUser() user: Utilisateur, @Body() body: Record<string, unknown>): Promise<ProjetEnregistre> {
    const dto = await validerCorps(body);
    return this.projets.enregistrer(user, { ...dto, id: undefined } as typeof dto, this.horloge.aujourdhui());
  }

  @Put('projets/:id')
  @ApiOperation({ summary: 'Modifie un projet ; 409 si le projet est verrouillé (FIGE ou TARIFS_FIGES)' })
  @ApiBody(CORPS_PROJET)
  @ApiOkResponse({ type: ProjetEnregistreDto })
  @ApiForbiddenResponse({ description: PROJETS.codeDistributeurInterdit })
  @ApiConflictResponse({ description: `${PROJETS.projetVerrouille} ${PROJETS.dupliquerPourModifier}` })
  async modifier(
    @CurrentUser() user: Utilisateur,
    @IdProjet() id: number,
    @Body() body: Record<string, unknown>,
  ): Promise<ProjetEnregistre> {
    const dto = await validerCorps(body);
    return this.projets.enregistrer(user, dto, this.horloge.aujourdhui(), id);
  }

  @Post('projets/:id/dupliquer')
  @HttpCode(200)
  @ApiOperation({ summary: "Copie à éditer (non enregistrée) : id, état et statut effacés, date d'effet gardée si elle est future" })
  @ApiOkResponse({ schema: PROJET_DETAIL })
  dupliquer(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<ProjetDetail> {
    return this.projets.dupliquer(user, id, this.horloge.aujourdhui());
  }

  @Delete('projets/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime un projet (irréversible) ; 409 si le projet est en souscription' })
  @ApiNoContentResponse({ description: 'Supprimé' })
  @ApiConflictResponse({ description: PROJETS.projetEnSouscriptionNonSupprimable('n°42') })
  async supprimer(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<void> {
    await this.projets.supprimer(user, [id]);
  }

  @Delete('projets')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime plusieurs projets (tout ou rien) : ?projets_ids=1,2' })
  @ApiNoContentResponse({ description: 'Tous supprimés' })
  @ApiNotFoundResponse({ description: PROJETS.projetIntrouvable(42) })
  @ApiConflictResponse({ description: PROJETS.projetEnSouscriptionNonSupprimable('n°42') })
  async supprimerPlusieurs(@CurrentUser() user: Utilisateur, @Query() q: ProjetsIdsQuery): Promise<void> {
    await this.projets.supprimer(user, q.projets_ids);
  }

  @Post('archiver-projets')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive des projets : ils quittent les listes (tout ou rien)' })
  @ApiOkResponse({ type: ProjetsIdsReponseDto })
  @ApiNotFoundResponse({ description: PROJETS.projetIntrouvable(42) })
  archiver(@CurrentUser() user: Utilisateur, @Body() body: ProjetsIdsDto): Promise<{ projets_ids: number[] }> {
    return this.projets.archiver(user, body.projets_ids);
  }

  @Get('projets/:id/historique')
  @ApiOperation({ summary: 'Historique du projet : ce qui est arrivé au dossier, par qui, quand (du plus récent au plus ancien, paginé)' })
  @ApiOkResponse({ type: PageHistoriqueDto })
  @ApiNotFoundResponse({ description: PROJETS.projetIntrouvable(42) })
  historique(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Query() q: HistoriqueQuery): Promise<PageHistoriqueDto> {
    return this.projets.historiqueDe(user, id, q.page ?? 1, q.taille ?? HISTORIQUE_TAILLE_DEFAUT);
  }

  @Get('projets/:id/donnees-figees')
  @ApiOperation({ summary: 'Données figées à la souscription (projet en TARIFS_FIGES seulement, sinon 409)' })
  @ApiOkResponse({ type: DonneesFigeesDto })
  @ApiConflictResponse({ description: PROJETS.pasDeDonneesFigees })
  donneesFigees(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<Record<string, unknown>> {
    return this.projets.donneesFigees(user, id);
  }
}
