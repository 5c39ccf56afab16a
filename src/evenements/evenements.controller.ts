import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DbSessionStore } from '../auth/session-store';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { FluxEvenementsService } from './flux-evenements.service';

/** The files' events of the broker's distributor, as server-sent events (issue 28 item 3, ADR 0082). */
@ApiTags('Événements')
@Controller('evenements')
export class EvenementsController {
  constructor(
    private readonly flux: FluxEvenementsService,
    private readonly sessions: DbSessionStore,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Flux des événements des dossiers du distributeur (text/event-stream) : signature signée, refusée, lien ouvert, e-mail non remis.',
    description:
      'Chaque événement porte un identifiant (`id:`) ; à la reconnexion, `Last-Event-ID` (ou `depuis`) rejoue les événements manqués encore gardés. ' +
      'Un commentaire toutes les 15 s garde la connexion ouverte. Seuls les événements du distributeur de l’utilisateur sont transmis ; le flux se ferme à la déconnexion.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Dernier événement reçu (reprise après une reconnexion).' })
  @ApiQuery({ name: 'depuis', required: false, type: String, description: 'Comme Last-Event-ID, pour un flux ouvert après la lecture des données de la page.' })
  @ApiOkResponse({ description: 'Flux text/event-stream (événement `dossier`, données JSON EvenementDossier).', schema: { type: 'string' } })
  async ouvrir(@CurrentUser() user: Utilisateur, @Req() req: Request, @Res() res: Response): Promise<void> {
    // A page session is checked on every heartbeat (signed out, revoked: the stream ends); a bearer token holds until the stream closes.
    await this.flux.ouvrir(req, res, user, req.headers.authorization ? undefined : this.sessions);
  }
}
