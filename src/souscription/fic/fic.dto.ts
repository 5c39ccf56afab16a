import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional } from 'class-validator';
import { IsIdentifiant } from '../../common/identifiant';
import { COMMON, SOUSCRIPTION_FIC } from '../../domain/messages';

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

/** Body of POST /projets/documents-souscription (02 §7). */
export class DocumentsSouscriptionDto {
  @IsArray({ message: COMMON.champListe('projet_ids') })
  @ArrayMinSize(1, { message: COMMON.champObligatoire('projet_ids') })
  @ArrayMaxSize(20)
  @IsIdentifiant('projet_ids', { liste: true, distributeur: 'projet' })
  projet_ids!: number[];
}

export class DocumentKitDto {
  @ApiProperty({ example: 'fic' }) id!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() url!: string;
  @ApiProperty({ example: 'GET' }) methode!: string;
  @ApiProperty() statique!: boolean;
  @ApiProperty() email!: boolean;
  @ApiProperty() disponible!: boolean;
  @ApiProperty({ type: String, nullable: true }) raison_indisponibilite!: string | null;
}

export class GroupeDocumentsDto {
  @ApiProperty() projet_id!: number;
  @ApiProperty({ example: 'Information et Conseil' }) nom!: string;
  @ApiProperty({ enum: ['entreprise', 'salarie'] }) code_categorie!: string;
  @ApiProperty({ type: [DocumentKitDto] }) documents!: DocumentKitDto[];
}
