import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { ApiCleIdempotence, CleIdempotence, EN_TETE_FICHIER_ENREGISTRE } from '../../common/idempotence';
import { SANTE } from '../../domain/messages/sante';
import { contentDisposition } from '../../files/content-disposition';
import type { StoredFileContent } from '../../files/files.repository';
import { DescriptifService } from './descriptif.service';

function envoyer(res: Response, fichier: StoredFileContent): void {
  res.setHeader('Content-Type', fichier.meta.contentType);
  res.setHeader('Content-Length', String(fichier.bytes.length));
  res.setHeader('Content-Disposition', contentDisposition(fichier.meta.name));
  // The stored file: the same for every request of one Idempotency-Key (ADR 0024).
  res.setHeader('Content-Location', `/api/fichiers/${fichier.meta.id}`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(fichier.bytes);
}

/** Benefits descriptions of a health offer (spec 01 §7), as PDF downloads named by Content-Disposition. */
@ApiTags('Santé')
@Controller('sante/produits/:idProduit/documents')
export class DescriptifController {
  constructor(private readonly descriptifs: DescriptifService) {}

  @Get('descriptif-prestations-socle')
  @ApiOperation({ summary: 'Descriptif des prestations du contrat collectif (PDF) : les postes et leurs niveaux 0 à 11.' })
  @ApiParam({ name: 'idProduit', example: 460 })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF (Content-Disposition: attachment)', headers: EN_TETE_FICHIER_ENREGISTRE })
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  @ApiCleIdempotence()
  async socle(@CurrentUser() user: Utilisateur, @Param('idProduit') idProduit: string, @CleIdempotence() cle: string | undefined, @Res() res: Response): Promise<void> {
    envoyer(res, await this.descriptifs.produire(user, idProduit, 'socle', cle));
  }

  @Get('descriptif-prestations-surcomplementaire')
  @ApiOperation({ summary: 'Descriptif des prestations de la surcomplémentaire individuelle (PDF).' })
  @ApiParam({ name: 'idProduit', example: 460 })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF (Content-Disposition: attachment)', headers: EN_TETE_FICHIER_ENREGISTRE })
  @ApiNotFoundResponse({ description: SANTE.offreSansPostes('{idProduit}') })
  @ApiCleIdempotence()
  async surcomplementaire(
    @CurrentUser() user: Utilisateur,
    @Param('idProduit') idProduit: string,
    @CleIdempotence() cle: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    envoyer(res, await this.descriptifs.produire(user, idProduit, 'surcomplementaire', cle));
  }
}
