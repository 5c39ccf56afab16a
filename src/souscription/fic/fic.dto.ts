import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { SOUSCRIPTION_FIC } from '../../domain/messages';

/** Text part of POST fiche-informations-conseils: own model (false, default) or the provider's (true). */
export class DepotFicDto {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'true : modèle de l’assureur ; false : modèle propre' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: SOUSCRIPTION_FIC.modeleInvalide })
  modele_fournisseur?: boolean;
}

export class FicDto {
  @ApiProperty({ example: 'FIC signée.pdf' }) nomFichier!: string;
  @ApiProperty({ example: 'application/pdf' }) mimeType!: string;
  @ApiProperty() modeleFournisseur!: boolean;
}
