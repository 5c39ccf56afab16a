import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsIdentifiant } from '../../common/identifiant';
import { REFERENTIELS } from '../../domain/messages/referentiels';

// class-validator reports the decorator nearest the property first: the basic checks sit lowest.

/** GET /ccns: without parameters the whole list (cached); with `recherche`, the autocomplete. */
export class CcnsQuery {
  @ApiPropertyOptional({ description: 'IDCC ou mots du libellé, accents et casse ignorés', example: 'bureaux etudes' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  recherche?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, example: 20 })
  @IsOptional()
  @Type(() => Number)
  @Max(500)
  @Min(1)
  @IsInt()
  limite?: number;
}

/** GET /communes?code_postal= */
export class CommunesQuery {
  @ApiProperty({ example: '75001' })
  @Matches(/^\d{5}$/, { message: REFERENTIELS.codePostalFormat })
  @IsString()
  @IsDefined()
  code_postal!: string;
}

/** GET /code-postal/valider?code_postal=&projet_id= — a wrong postcode is an answer (valide false), not a 400. */
export class ValiderCodePostalQuery {
  @ApiProperty({ example: '75001' })
  @MaxLength(20)
  @IsString()
  @IsDefined()
  code_postal!: string;

  @ApiPropertyOptional({ description: 'Projet dont le code postal de tarification fixe le département attendu' })
  @IsOptional()
  @IsIdentifiant('projet_id', { texte: true, distributeur: 'projet' })
  projet_id?: number;
}
