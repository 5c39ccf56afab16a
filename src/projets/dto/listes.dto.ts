import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsIdentifiant } from '../../common/identifiant';
import { COMMON, PROJETS } from '../../domain/messages';

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
  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(500)
  @IsIdentifiant('projets_ids', { liste: true, distributeur: 'projet' })
  projets_ids!: number[];
}

export class ProjetsIdsQuery {
  @IsArray({ message: PROJETS.selectionnerUnProjet })
  @ArrayMinSize(1, { message: PROJETS.selectionnerUnProjet })
  @ArrayMaxSize(500)
  @IsIdentifiant('projets_ids', { liste: true, texte: true, distributeur: 'projet' })
  projets_ids!: number[];
}
