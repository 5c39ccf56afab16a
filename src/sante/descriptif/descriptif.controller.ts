import { Controller, Get, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { CleIdempotence } from '../../common/idempotence';
import { IdentifiantChemin } from '../../common/identifiant';
import { ApiDocumentGenere } from '../../common/openapi';
import { SANTE } from '../../domain/messages/sante';
import { envoyerFichier } from '../../documents/document-job';
import { DescriptifService } from './descriptif.service';

const IdProduit = () => IdentifiantChemin('idProduit', { description: "Identifiant de l'offre santé", example: 460 });

/** Benefits descriptions of a health offer (spec 01 §7), as PDF downloads named by Content-Disposition. */
@ApiTags('Santé')
@Controller('sante/produits/:idProduit/documents')
export class DescriptifController {
  constructor(private readonly descriptifs: DescriptifService) {}

  @Get('descriptif-prestations-socle')
  @ApiOperation({ summary: 'Descriptif des prestations du contrat collectif (PDF) : les postes et leurs niveaux 0 à 11.' })
  @ApiDocumentGenere('PDF (Content-Disposition: attachment)', 'application/pdf')
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  async socle(@CurrentUser() user: Utilisateur, @IdProduit() idProduit: number, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    envoyerFichier(res, await this.descriptifs.produire(user, idProduit, 'socle', cle));
  }

  @Get('descriptif-prestations-surcomplementaire')
  @ApiOperation({ summary: 'Descriptif des prestations de la surcomplémentaire individuelle (PDF).' })
  @ApiDocumentGenere('PDF (Content-Disposition: attachment)', 'application/pdf')
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  async surcomplementaire(@CurrentUser() user: Utilisateur, @IdProduit() idProduit: number, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    envoyerFichier(res, await this.descriptifs.produire(user, idProduit, 'surcomplementaire', cle));
  }
}
