import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  HISTORIQUE_PAGE_MAX,
  HISTORIQUE_TAILLE_DEFAUT,
  HISTORIQUE_TAILLE_MAX,
  TYPES_ACTEUR,
  TYPES_EVENEMENT,
  type DetailsEvenement,
  type TypeActeur,
  type TypeEvenement,
} from '../../domain/historique/evenement';
import { HISTORIQUE } from '../../domain/messages';

/** A query integer is decimal digits only; anything else stays as sent, to be refused. */
const entier = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** GET /projets/{id}/historique?page=&taille= */
export class HistoriqueQuery {
  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: HISTORIQUE_PAGE_MAX, default: 1 })
  @IsOptional()
  @Transform(entier)
  @IsInt({ message: HISTORIQUE.pageInvalide(HISTORIQUE_PAGE_MAX) })
  @Min(1, { message: HISTORIQUE.pageInvalide(HISTORIQUE_PAGE_MAX) })
  @Max(HISTORIQUE_PAGE_MAX, { message: HISTORIQUE.pageInvalide(HISTORIQUE_PAGE_MAX) })
  page?: number;

  @ApiPropertyOptional({ example: HISTORIQUE_TAILLE_DEFAUT, minimum: 1, maximum: HISTORIQUE_TAILLE_MAX, default: HISTORIQUE_TAILLE_DEFAUT })
  @IsOptional()
  @Transform(entier)
  @IsInt({ message: HISTORIQUE.tailleInvalide(HISTORIQUE_TAILLE_MAX) })
  @Min(1, { message: HISTORIQUE.tailleInvalide(HISTORIQUE_TAILLE_MAX) })
  @Max(HISTORIQUE_TAILLE_MAX, { message: HISTORIQUE.tailleInvalide(HISTORIQUE_TAILLE_MAX) })
  taille?: number;
}

export class ActeurHistoriqueDto {
  @ApiProperty({ enum: TYPES_ACTEUR }) type!: TypeActeur;
  @ApiProperty({ example: 'Alice Martin', description: 'Nom du courtier, ou « le signataire », « le prestataire de signature »' }) libelle!: string;
}

export class EvenementHistoriqueDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: TYPES_EVENEMENT }) type!: TypeEvenement;
  @ApiProperty({ example: '2026-12-06T09:15:00.000Z' }) survenu_le!: string;
  @ApiProperty({ example: '06/12/2026 à 10:15', description: 'Heure de Paris' }) survenu_le_affiche!: string;
  @ApiProperty({ type: ActeurHistoriqueDto }) acteur!: ActeurHistoriqueDto;
  @ApiProperty({ example: 'Projet créé — barème 2026-01, prix 62,48 € / mois' }) libelle!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
    description: 'Détails minimisés (ni date de naissance, ni numéro ou adresse e-mail complets)',
  })
  details!: DetailsEvenement;
}

export class PageHistoriqueDto {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: HISTORIQUE_TAILLE_DEFAUT }) taille!: number;
  @ApiProperty({ example: 3 }) total!: number;
  @ApiProperty({ type: [EvenementHistoriqueDto], description: 'Du plus récent au plus ancien' }) evenements!: EvenementHistoriqueDto[];
}
