import { Controller, Get, Header, Next, NotFoundException, Param, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Response } from 'express';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { EXTENSION_DISTRIBUTEUR } from '../common/identifiant';
import { ApiFichier } from '../common/openapi';
import { contentDisposition } from './content-disposition';
import { FilesRepository } from './files.repository';

/** A file's id: a UUID of any version (ParseUUIDPipe's 'all'). */
const ID_FICHIER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('fichiers')
@Controller('fichiers')
export class FilesController {
  constructor(private readonly files: FilesRepository) {}

  /**
   * `fichiers/:id` also matches the named routes other modules declare under `fichiers/` (the
   * participants' template, spec 02). Nest registers routes in the order it meets modules, so a
   * segment that is not a file id (a UUID) is passed on to the next route rather than refused here:
   * the named route answers whatever the module order, and with none the router answers 404.
   * Hence `@Next()`, and the file written to the response by hand.
   */
  @Get(':id')
  @ApiOperation({ summary: 'Télécharge un fichier (document généré ou pièce) du distributeur connecté.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, description: 'Identifiant du fichier (UUID) ; mal formé : 404', extensions: { [EXTENSION_DISTRIBUTEUR]: 'fichier' } })
  @ApiFichier('Le contenu du fichier, en pièce jointe, avec son type (PDF pour les documents générés).', 'application/pdf', 'application/octet-stream')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async download(@Param('id') id: string, @CurrentUser() user: Utilisateur | undefined, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    if (!ID_FICHIER.test(id)) return next();
    if (!user) throw new UnauthorizedException();
    const file = await this.files.findContent(id, user.codeDistributeur);
    if (!file) throw new NotFoundException();
    res.setHeader('Content-Type', file.meta.contentType);
    res.setHeader('Content-Length', file.meta.size);
    res.setHeader('Content-Disposition', contentDisposition(file.meta.name));
    res.end(file.bytes);
  }
}
