import { Controller, Get, Header, NotFoundException, Param, ParseUUIDPipe, StreamableFile, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { EXTENSION_DISTRIBUTEUR } from '../common/identifiant';
import { ApiFichier } from '../common/openapi';
import { contentDisposition } from './content-disposition';
import { FilesRepository } from './files.repository';

/** A malformed id is a file that does not exist, not a validation error. */
const fileId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException() });

@ApiTags('fichiers')
@Controller('fichiers')
export class FilesController {
  constructor(private readonly files: FilesRepository) {}

  @Get(':id')
  @ApiOperation({ summary: 'Télécharge un fichier (document généré ou pièce) du distributeur connecté.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, description: 'Identifiant du fichier (UUID) ; mal formé : 404', extensions: { [EXTENSION_DISTRIBUTEUR]: 'fichier' } })
  @ApiFichier('Le contenu du fichier, en pièce jointe, avec son type (PDF pour les documents générés).', 'application/pdf', 'application/octet-stream')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async download(@Param('id', fileId) id: string, @CurrentUser() user: Utilisateur | undefined): Promise<StreamableFile> {
    if (!user) throw new UnauthorizedException();
    const file = await this.files.findContent(id, user.codeDistributeur);
    if (!file) throw new NotFoundException();
    return new StreamableFile(file.bytes, {
      type: file.meta.contentType,
      length: file.meta.size,
      disposition: contentDisposition(file.meta.name),
    });
  }
}
