import { BadRequestException, Body, Controller, createParamDecorator, Delete, type ExecutionContext, Get, Headers, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiParam, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { createValidationPipe } from '../common/validation';
import { COMMON, PROJETS } from '../domain/messages';
import { ProjetEnregistreDto, ProjetPrevoyanceDto, ProjetSanteDto } from './dto/projet.dto';
import { DernierProjetQuery, ListeProjetsQuery, ProjetsIdsDto, ProjetsIdsQuery } from './dto/listes.dto';
import { HorlogeProjets } from './horloge';
import type { ProjetDetail } from './projet.mapper';
import { ProjetsService, type ProjetEnregistre } from './projets.service';

/**
 * The `:id` of a projet address: a positive integer (a PostgreSQL integer). Anything else is a
 * malformed address: 400, naming what was received. Read from the raw path (the global pipe would
 * already have turned 'abc' into NaN).
 */
export const IdProjet = createParamDecorator((_data: unknown, ctx: ExecutionContext): number => {
  const valeur = String(ctx.switchToHttp().getRequest<Request>().params.id ?? '');
  const id = /^\d{1,10}$/.test(valeur) ? Number(valeur) : NaN;
  if (!(id >= 1 && id <= 2_147_483_647)) throw new BadRequestException(PROJETS.identifiantProjetInvalide(valeur));
  return id;
});
const PARAM_ID = ApiParam({ name: 'id', type: Number, description: 'Identifiant du projet (entier positif)' });

const pipe = createValidationPipe();

/** The body's DTO is chosen by produit.code (SSC health, SPC provident), then validated as usual. */
async function validerCorps(body: unknown): Promise<ProjetSanteDto | ProjetPrevoyanceDto> {
  const code = (body as { produit?: { code?: unknown } } | null)?.produit?.code;
  const metatype = code === 'SSC' ? ProjetSanteDto : code === 'SPC' ? ProjetPrevoyanceDto : null;
  if (!metatype) {
    const message = COMMON.champValeurs('produit.code', 'SSC, SPC');
    throw new BadRequestException({ statusCode: 400, message, erreurs: [{ champ: 'produit.code', message }] });
  }
  return pipe.transform(body, { type: 'body', metatype }) as Promise<ProjetSanteDto | ProjetPrevoyanceDto>;
}

const CORPS_PROJET = {
  schema: { oneOf: [{ $ref: getSchemaPath(ProjetSanteDto) }, { $ref: getSchemaPath(ProjetPrevoyanceDto) }], discriminator: { propertyName: 'produit.code' } },
};

@ApiTags('projets')
@ApiExtraModels(ProjetSanteDto, ProjetPrevoyanceDto)
@Controller()
export class ProjetsController {
  constructor(
    private readonly projets: ProjetsService,
    private readonly horloge: HorlogeProjets,
  ) {}

  @Get('projets')
  @ApiOperation({ summary: "Projets de l'entreprise (non archivés), du plus récent au plus ancien" })
  @ApiOkResponse({ description: 'Lignes : id, date_creation, date_effet, statut, etat, client, produit, college, niveaux (santé) ou garanties (prévoyance)' })
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
  async dernier(@CurrentUser() user: Utilisateur, @Query() q: DernierProjetQuery, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.projets.dernier(user, q));
  }

  @Get('projets/:id')
  @PARAM_ID
  @ApiOperation({ summary: 'Un projet' })
  detail(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<ProjetDetail> {
    return this.projets.detail(user, id);
  }

  @Post('projets')
  @ApiOperation({ summary: 'Enregistre un nouveau projet (santé ou prévoyance selon produit.code), revalidé et retarifé par le serveur' })
  @ApiBody(CORPS_PROJET)
  @ApiOkResponse({ type: ProjetEnregistreDto })
  async creer(@CurrentUser() user: Utilisateur, @Body() body: Record<string, unknown>, @Headers('x-test-aujourdhui') jour?: string): Promise<ProjetEnregistre> {
    const dto = await validerCorps(body);
    return this.projets.enregistrer(user, { ...dto, id: undefined } as typeof dto, this.horloge.aujourdhui(jour));
  }

  @Put('projets/:id')
  @PARAM_ID
  @ApiOperation({ summary: 'Modifie un projet ; 409 si le projet est verrouillé (FIGE ou TARIFS_FIGES)' })
  @ApiBody(CORPS_PROJET)
  @ApiOkResponse({ type: ProjetEnregistreDto })
  async modifier(
    @CurrentUser() user: Utilisateur,
    @IdProjet() id: number,
    @Body() body: Record<string, unknown>,
    @Headers('x-test-aujourdhui') jour?: string,
  ): Promise<ProjetEnregistre> {
    const dto = await validerCorps(body);
    return this.projets.enregistrer(user, dto, this.horloge.aujourdhui(jour), id);
  }

  @Post('projets/:id/dupliquer')
  @PARAM_ID
  @HttpCode(200)
  @ApiOperation({ summary: "Copie à éditer (non enregistrée) : id, état et statut effacés, date d'effet gardée si elle est future" })
  dupliquer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Headers('x-test-aujourdhui') jour?: string): Promise<ProjetDetail> {
    return this.projets.dupliquer(user, id, this.horloge.aujourdhui(jour));
  }

  @Delete('projets/:id')
  @PARAM_ID
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime un projet (irréversible) ; 409 si le projet est en souscription' })
  async supprimer(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<void> {
    await this.projets.supprimer(user, [id]);
  }

  @Delete('projets')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime plusieurs projets (tout ou rien) : ?projets_ids=1,2' })
  async supprimerPlusieurs(@CurrentUser() user: Utilisateur, @Query() q: ProjetsIdsQuery): Promise<void> {
    await this.projets.supprimer(user, q.projets_ids);
  }

  @Post('archiver-projets')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive des projets : ils quittent les listes (tout ou rien)' })
  archiver(@CurrentUser() user: Utilisateur, @Body() body: ProjetsIdsDto): Promise<{ projets_ids: number[] }> {
    return this.projets.archiver(user, body.projets_ids);
  }

  @Get('projets/:id/donnees-figees')
  @PARAM_ID
  @ApiOperation({ summary: 'Données figées à la souscription (projet en TARIFS_FIGES seulement, sinon 409)' })
  donneesFigees(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<Record<string, unknown>> {
    return this.projets.donneesFigees(user, id);
  }

  @Post('projets/:id/souscription')
  @PARAM_ID
  @ApiOperation({ summary: 'Démarre la souscription (idempotent) : fige le tarif, statut EN_SOUSCRIPTION ; 201 à la création, 200 ensuite' })
  async souscrire(
    @CurrentUser() user: Utilisateur,
    @IdProjet() id: number,
    @Res({ passthrough: true }) res: Response,
    @Headers('x-test-aujourdhui') jour?: string,
  ): Promise<{ id_souscription: number; url: string }> {
    const r = await this.projets.souscrire(user, id, this.horloge.aujourdhui(jour), new Date());
    res.status(r.creee ? 201 : 200);
    return { id_souscription: r.id_souscription, url: r.url };
  }
}
