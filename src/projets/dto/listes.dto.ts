import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { COMMON, PROJETS } from '../../domain/messages';

/** '1,2' or ['1','2'] → [1, 2]; anything else left for the validators to refuse. */
export const versListeIds = ({ value }: { value: unknown }) => {
  const parts = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(parts)) return parts;
  return parts.map((p) => (typeof p === 'string' && /^\s*\d{1,9}\s*$/.test(p) ? Number(p) : p)).filter((p) => p !== '');
};

export class ListeProjetsQuery {
  @ApiPropertyOptional({ description: "Doit être celui de l'utilisateur connecté (sinon 403)" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code_distributeur?: string;

  @ApiPropertyOptional({ enum: ['SSC', 'SPC'] })
  @IsOptional()
  @IsIn(['SSC', 'SPC'], { message: COMMON.champValeurs('code_produit', 'SSC, SPC') })
  code_produit?: 'SSC' | 'SPC';

  @ApiPropertyOptional({ example: '73282932000074' })
  @IsOptional()
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @MaxLength(14)
  siret?: string;

  @ApiPropertyOptional({ example: 'Boulangerie Lefèvre' })
  @IsOptional()
  @IsString()
  @MaxLength(131)
  raison_sociale?: string;
}

export class DernierProjetQuery extends ListeProjetsQuery {
  @ApiPropertyOptional({ enum: ['CADRE', 'NON_CADRE', 'TOUS'] })
  @IsOptional()
  @IsIn(['CADRE', 'NON_CADRE', 'TOUS'], { message: COMMON.champValeurs('college', 'CADRE, NON_CADRE, TOUS') })
  college?: 'CADRE' | 'NON_CADRE' | 'TOUS';
}

export class ProjetsIdsDto {
  @ApiProperty({ type: [Number], example: [12, 13] })
  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: COMMON.champEntier('projets_ids') })
  @Min(1, { each: true, message: COMMON.champEntier('projets_ids') })
  projets_ids!: number[];
}

export class ProjetsIdsQuery {
  @ApiProperty({ type: String, example: '12,13', description: 'Identifiants séparés par des virgules' })
  @Transform(versListeIds)
  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: COMMON.champEntier('projets_ids') })
  @Min(1, { each: true, message: COMMON.champEntier('projets_ids') })
  projets_ids!: number[];
}
