import { Body, Controller, createParamDecorator, Delete, Get, Header, HttpCode, Param, Post, Query, Res, UseInterceptors, type ExecutionContext } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RoleRequis } from '../auth/role.guard';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { ApiCleIdempotence, CleIdempotence } from '../common/idempotence';
import { ApiFichier } from '../common/openapi';
import { IdentifiantChemin } from '../common/identifiant';
import { RefusMetier } from '../common/refus-metier';
import { ROLE_ADMIN } from '../domain/admin';
import { ADMIN } from '../domain/messages';
import { envoyerFichier } from '../documents/document-job';
import { MAIL_STATUSES, type MailStatus } from '../mail/mail.types';
import { AdminService } from './admin.service';
import { Action, AuditAdminInterceptor } from './audit-admin.interceptor';
import {
  ActionTravauxDto,
  CourrielsAdmin,
  DocumentsProjetAdmin,
  LotCreeAdmin,
  LotsAdmin,
  ProgressionLotAdmin,
  RegenerationDto,
  ResultatActionTravauxAdmin,
  VueTravauxAdmin,
} from './dto/admin.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in the path (a batch, a stored file): anything else is simply not found. */
const Uuid = createParamDecorator((message: string, ctx: ExecutionContext): string => {
  const id = ctx.switchToHttp().getRequest<Request>().params.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw new RefusMetier('introuvable', message);
  return id.toLowerCase();
});

/**
 * The administration (issue 29, ADR 0062–0063): admins only (403 otherwise, 401 signed out), on
 * every distributor's documents; every call is a line of the audit trail.
 */
@ApiTags('admin')
@Controller('admin')
@RoleRequis(ROLE_ADMIN)
@UseInterceptors(AuditAdminInterceptor)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('jobs')
  @Header('Cache-Control', 'no-store')
  @Action('jobs.lecture')
  @ApiOperation({ summary: "Files de travaux : par type, nombre en attente, en cours, terminés, en échec, différés ; les travaux en échec et leur raison" })
  @ApiOkResponse({ type: VueTravauxAdmin })
  travaux(): Promise<VueTravauxAdmin> {
    return this.admin.travaux();
  }

  @Post('jobs/relances')
  @HttpCode(200)
  @Action('jobs.relance-tous')
  @ApiOperation({ summary: "Relance tous les travaux en échec d'un type" })
  @ApiOkResponse({ type: ResultatActionTravauxAdmin })
  relancerTous(@Body() body: ActionTravauxDto): Promise<ResultatActionTravauxAdmin> {
    return this.admin.surTousLesEchecs(body.nom, 'relancer');
  }

  @Post('jobs/abandons')
  @HttpCode(200)
  @Action('jobs.abandon-tous')
  @ApiOperation({ summary: "Abandonne tous les travaux en échec d'un type" })
  @ApiOkResponse({ type: ResultatActionTravauxAdmin })
  abandonnerTous(@Body() body: ActionTravauxDto): Promise<ResultatActionTravauxAdmin> {
    return this.admin.surTousLesEchecs(body.nom, 'abandonner');
  }

  @Post('jobs/:id/relance')
  @HttpCode(204)
  @Action('jobs.relance', 'travail')
  @ApiOperation({ summary: 'Relance un travail en échec (tentatives comptées de nouveau depuis la première)' })
  @ApiParam({ name: 'id', description: 'Identifiant du travail (encodé pour l’URL)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: ADMIN.travailIntrouvable })
  relancer(@Param('id') id: string): Promise<void> {
    return this.admin.relancerTravail(id);
  }

  @Delete('jobs/:id')
  @HttpCode(204)
  @Action('jobs.abandon', 'travail')
  @ApiOperation({ summary: 'Abandonne un travail en échec' })
  @ApiParam({ name: 'id', description: 'Identifiant du travail (encodé pour l’URL)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: ADMIN.travailIntrouvable })
  abandonner(@Param('id') id: string): Promise<void> {
    return this.admin.abandonnerTravail(id);
  }

  @Post('documents/regenerations')
  @HttpCode(202)
  @Action('regenerations.lancement', 'lot')
  @ApiOperation({
    summary: "Régénère le document d'un projet, ou ceux de tous les projets d'un filtre (tous distributeurs) : 202 et l'identifiant du lot",
    description:
      'Le nouveau document ne remplace celui servi qu’une fois produit ; les versions précédentes restent lisibles (GET /admin/projets/{id}/documents). ' +
      'La même clé d’idempotence renvoie le même lot. Documents : étude personnalisée, descriptif des garanties (socle, projets santé), ' +
      'un document du kit de souscription (souscription/<code>) ou du kit DUE (due/<code>) ; un projet auquel le document ne s’applique pas ' +
      '(pas de souscription, projet prévoyance, parcours DUE inachevé…) est compté en échec avec sa raison.',
  })
  @ApiCleIdempotence()
  @ApiAcceptedResponse({ type: LotCreeAdmin })
  @ApiNotFoundResponse({ description: ADMIN.projetIntrouvable(42) })
  lancer(@CurrentUser() admin: Utilisateur, @Body() body: RegenerationDto, @CleIdempotence() cle: string | undefined): Promise<LotCreeAdmin> {
    return this.admin.lancer(admin, body, cle);
  }

  @Get('documents/regenerations')
  @Header('Cache-Control', 'no-store')
  @Action('regenerations.liste')
  @ApiOperation({ summary: 'Les 20 derniers lots de régénération et leur avancement' })
  @ApiOkResponse({ type: LotsAdmin })
  lots(): Promise<LotsAdmin> {
    return this.admin.lots();
  }

  @Get('documents/regenerations/:id')
  @Header('Cache-Control', 'no-store')
  @Action('regenerations.lecture', 'lot')
  @ApiOperation({ summary: "Avancement d'un lot : total, faits, en échec (avec leur raison), annulés" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ProgressionLotAdmin })
  @ApiNotFoundResponse({ description: ADMIN.lotIntrouvable })
  progression(@Uuid(ADMIN.lotIntrouvable) id: string): Promise<ProgressionLotAdmin> {
    return this.admin.progression(id);
  }

  @Post('documents/regenerations/:id/annulation')
  @HttpCode(200)
  @Action('regenerations.annulation', 'lot')
  @ApiOperation({ summary: 'Annule un lot en cours : les documents pas encore faits ne le seront pas' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ProgressionLotAdmin })
  @ApiNotFoundResponse({ description: ADMIN.lotIntrouvable })
  annuler(@Uuid(ADMIN.lotIntrouvable) id: string): Promise<ProgressionLotAdmin> {
    return this.admin.annuler(id);
  }

  @Post('documents/regenerations/:id/reprise')
  @HttpCode(200)
  @Action('regenerations.reprise', 'lot')
  @ApiOperation({ summary: "Relance les documents en échec d'un lot (une nouvelle tentative chacun)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ProgressionLotAdmin })
  @ApiNotFoundResponse({ description: ADMIN.lotIntrouvable })
  reprendre(@Uuid(ADMIN.lotIntrouvable) id: string): Promise<ProgressionLotAdmin> {
    return this.admin.reprendre(id);
  }

  @Get('projets/:id/documents')
  @Header('Cache-Control', 'no-store')
  @Action('documents.historique', 'projet')
  @ApiOperation({ summary: "Historique des documents d'un projet, du plus récent au plus ancien (tous distributeurs)" })
  @ApiOkResponse({ type: DocumentsProjetAdmin })
  @ApiNotFoundResponse({ description: ADMIN.projetIntrouvable(42) })
  documents(@IdentifiantChemin('id', { description: 'Identifiant du projet' }) id: number): Promise<DocumentsProjetAdmin> {
    return this.admin.documentsProjet(id);
  }

  @Get('fichiers/:id')
  @Action('documents.lecture', 'fichier')
  @ApiOperation({ summary: "Lit une version d'un document (tous distributeurs)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiFichier('Le fichier, en pièce jointe, avec son type (PDF pour les documents générés)', 'application/pdf', 'application/octet-stream')
  @ApiNotFoundResponse({ description: ADMIN.fichierIntrouvable })
  async fichier(@Uuid(ADMIN.fichierIntrouvable) id: string, @Res() res: Response): Promise<void> {
    envoyerFichier(res, await this.admin.fichier(id));
  }

  @Get('courriels')
  @Header('Cache-Control', 'no-store')
  @Action('courriels.lecture')
  @ApiOperation({ summary: 'Courriels en attente, capturés, incertains ou en échec (destinataire masqué)' })
  @ApiQuery({ name: 'statut', required: false, enum: MAIL_STATUSES })
  @ApiOkResponse({ type: CourrielsAdmin })
  courriels(@Query('statut') statut?: string): Promise<CourrielsAdmin> {
    if (statut !== undefined && !MAIL_STATUSES.includes(statut as MailStatus)) throw new RefusMetier('invalide', ADMIN.statutCourrielInvalide, { champ: 'statut' });
    return this.admin.courriels(statut as MailStatus | undefined);
  }

  @Post('courriels/:id/renvoi')
  @HttpCode(204)
  @Action('courriels.renvoi', 'courriel')
  @ApiOperation({ summary: 'Renvoie un courriel en échec, une seule fois' })
  @ApiNoContentResponse({ description: 'Remis en file : il part une fois' })
  @ApiConflictResponse({ description: ADMIN.courrielNonEchoue })
  @ApiNotFoundResponse({ description: ADMIN.courrielIntrouvable })
  renvoyer(@IdentifiantChemin('id', { description: 'Identifiant du courriel' }) id: number): Promise<void> {
    return this.admin.renvoyer(id);
  }
}
