import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { RefusMetier } from '../common/refus-metier';
import { PROJETS } from '../domain/messages';
import { ValidationCodePostalDto } from '../referentiels/dto/referentiels.dto';
import { ValiderCodePostalQuery } from '../referentiels/dto/referentiels.query';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { ProjetsService } from './projets.service';

/**
 * GET /code-postal/valider (a referential route): with `projet_id`, the postcode must lie in the
 * department of the projet's pricing postcode, since the health price depends on it. Composed here,
 * above both modules, so that the referentials never look up the projets (ADR 0038).
 */
@ApiTags('Référentiels')
@Controller()
export class CodePostalController {
  constructor(
    private readonly referentiels: ReferentielsService,
    private readonly projets: ProjetsService,
  ) {}

  @Get('code-postal/valider')
  @ApiOperation({ summary: 'Validité d’un code postal (et département du projet si projet_id) : {valide, cause}.' })
  @ApiOkResponse({ type: ValidationCodePostalDto })
  @ApiNotFoundResponse({ description: PROJETS.projetIntrouvable(42) })
  async validerCodePostal(@Query() query: ValiderCodePostalQuery, @CurrentUser() user: Utilisateur | undefined): Promise<ValidationCodePostalDto> {
    return this.referentiels.validerCodePostal(query.code_postal.trim(), await this.departementDuProjet(query.projet_id, user));
  }

  /** The department of the projet's pricing postcode (null when it has none); 404 for a projet the user may not read. */
  private async departementDuProjet(projetId: number | undefined, user: Utilisateur | undefined): Promise<string | null> {
    if (projetId === undefined) return null;
    if (!user) throw new RefusMetier('introuvable', PROJETS.projetIntrouvable(projetId));
    const codePostal = (await this.projets.charger(user, projetId)).codePostal?.trim();
    return codePostal ? this.referentiels.departement(codePostal) : null;
  }
}
