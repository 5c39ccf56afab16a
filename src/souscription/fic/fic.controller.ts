import { Controller, Delete, Get, Header, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiFichier } from '../../common/openapi';
import { RefusMetier } from '../../common/refus-metier';
import { SOUSCRIPTION_FIC } from '../../domain/messages';
import { contentDisposition } from '../../files/content-disposition';
import { avantLecture, avecTeleversement, champsValides, type LimitesTeleversement } from '../../files/televersement';
import { DepotFicDto, FicDto } from './fic.dto';
import { FicService, type FicReponse } from './fic.service';

const IdProjet = () => IdentifiantChemin('idProjet', { distributeur: 'projet', description: 'Identifiant du projet' });
const CHEMIN = 'projets/:idProjet/souscription/fiche-informations-conseils';

/** One pdf; every refusal while reading is the spec's one message (02 §5). */
const refusFic = () => new RefusMetier('invalide', SOUSCRIPTION_FIC.formatTaille, { champ: 'file', code: 'FICHIER_REFUSE' });
const LIMITES: LimitesTeleversement = { champ: 'file', maxFichiers: 1, champsTexte: ['modele_fournisseur'], refus: refusFic, tropDeFichiers: refusFic };

/** Fiche d'informations et de conseils (02 §2, §5, §7, §8; brief §2.2). */
@ApiTags('souscription')
@Controller()
export class FicController {
  constructor(
    private readonly fic: FicService,
    private readonly horloge: Horloge,
  ) {}

  @Post(CHEMIN)
  @HttpCode(200)
  @ApiOperation({ summary: 'Dépose la FIC (pdf, 10 Mo au plus), modèle propre ou de l’assureur ; remplace la précédente ; 409 en lecture seule' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, modele_fournisseur: { type: 'boolean' } } } })
  @ApiOkResponse({ type: FicDto })
  @ApiBadRequestResponse({ description: `${SOUSCRIPTION_FIC.aucunFichier} / ${SOUSCRIPTION_FIC.formatTaille}` })
  @ApiConflictResponse({ description: SOUSCRIPTION_FIC.erreurAjout })
  async deposer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<FicReponse> {
    await avantLecture(req, res, () => this.fic.controleEnvoi(user, id));
    return avecTeleversement(req, res, LIMITES, async ({ champs, fichiers }) => {
      const dto = await champsValides(DepotFicDto, champs);
      return this.fic.deposer(user, id, fichiers, dto.modele_fournisseur ?? false);
    });
  }

  @Get(CHEMIN)
  @ApiOperation({ summary: 'La FIC déposée (nom, type) ; 204 quand il n’y en a pas' })
  @ApiOkResponse({ type: FicDto })
  @ApiNoContentResponse({ description: 'Aucune FIC déposée' })
  async lire(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Res({ passthrough: true }) res: Response): Promise<FicReponse | undefined> {
    const fic = await this.fic.lire(user, id);
    if (!fic) {
      res.status(204);
      return undefined;
    }
    return fic;
  }

  @Delete(CHEMIN)
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime la FIC ; 404 quand il n’y en a pas ; 409 en lecture seule' })
  @ApiNoContentResponse({ description: 'Supprimée' })
  @ApiConflictResponse({ description: SOUSCRIPTION_FIC.erreurSuppression })
  async supprimer(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<void> {
    await this.fic.supprimer(user, id);
  }

  @Get(`${CHEMIN}/fichier`)
  @ApiOperation({ summary: 'Télécharge la FIC déposée' })
  @ApiFichier('La FIC (pdf)', 'application/pdf')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async telecharger(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<StreamableFile> {
    const f = await this.fic.fichier(user, id);
    return new StreamableFile(f.bytes, { type: f.meta.contentType, length: f.meta.size, disposition: contentDisposition(f.meta.name) });
  }

  @Get(`${CHEMIN}/modele`)
  @ApiOperation({ summary: 'Le modèle de FIC de l’assureur pour ce projet (PDF généré)' })
  @ApiFichier('La FIC pré-remplie (pdf)', 'application/pdf')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async modele(@CurrentUser() user: Utilisateur, @IdProjet() id: number): Promise<StreamableFile> {
    const m = await this.fic.modele(user, id, this.horloge.maintenant());
    return new StreamableFile(m.octets, { type: 'application/pdf', length: m.octets.length, disposition: contentDisposition(m.nom) });
  }
}
