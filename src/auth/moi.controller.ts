import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from './utilisateur';
import type { Utilisateur } from './utilisateur';

class UtilisateurDto implements Utilisateur {
  @ApiProperty({ description: 'Identifiant (sub du jeton)' }) id!: string;
  @ApiProperty({ example: 'alice' }) username!: string;
  @ApiProperty({ example: 'DIST-A', description: 'Code distributeur : toutes les données sont cloisonnées par ce code' }) codeDistributeur!: string;
  @ApiProperty({ example: 'Alice Martin' }) nom!: string;
  @ApiProperty({ example: ['profile', 'collectif'] }) scopes!: string[];
  @ApiProperty({ example: [], description: "Rôles du fournisseur d'identité ; « admin » ouvre l'administration (/admin)" }) roles!: string[];
}

@ApiTags('auth')
@Controller('moi')
export class MoiController {
  /** The signed-in user; answers 401 otherwise (pages and benchmarks use it as a cheap signed-in call). */
  @Get()
  @ApiOkResponse({ type: UtilisateurDto })
  @ApiUnauthorizedResponse({ description: 'Vous devez être connecté pour accéder à cette ressource.' })
  moi(@CurrentUser() utilisateur: Utilisateur): Utilisateur {
    return utilisateur;
  }
}
